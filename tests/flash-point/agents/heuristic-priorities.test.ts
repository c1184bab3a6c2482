/**
 * The heuristic agent's fire priorities, each from the rule text, on small built positions:
 * a fire turned to smoke beside another fire flashes back at once (fp.fire.flashover), so it
 * is worth an AP only when the smoke can be cleared too; an AP is worth twice as much to a
 * firefighter who pays double for extinguishing (role.rescue-specialist); a carrier with too
 * few AP for another step puts out what is in reach; the deck gun (fp.vehicles.deck-gun-effect)
 * is fired when what it is likely to put out is worth the AP it costs.
 */
import { describe, expect, it } from 'vitest';
import { deckGunShot, soakValue } from '../../../src/games/flash-point/agents/deck-gun.ts';
import { legalActions, type FlashPointGame } from '../../../src/games/flash-point/game.ts';
import { choose, position, worldOf } from './positions.ts';

const adjacent = (game: FlashPointGame, a: number[], b: number[]) => worldOf(game).neighbours(a).some((n) => n[0] === b[0] && n[1] === b[1]);

describe('the heuristic agent puts out fire where it lasts', () => {
  // p1 at [1,2]; beside it a fire at [1,3], itself beside another fire at [2,3] (one room, no walls between).
  const place = { fire: [[1, 3], [2, 3]] };
  const players = [{ id: 'p1', role: 'generalist', at: [1, 2] }];

  it('the position is what the test means', () => {
    const game = position(players, place);
    expect(adjacent(game, [1, 2], [1, 3]) && adjacent(game, [1, 3], [2, 3])).toBe(true);
    expect(adjacent(game, [1, 2], [2, 3])).toBe(false);
  });

  it('with the AP to clear the smoke too, it puts out the fire beside it', () => {
    expect(choose(position(players, place))).toEqual(['p1', 'extinguish', [1, 3]]);
  });

  it('with 1 AP left it does not turn that fire to smoke (the flashover would turn it back)', () => {
    // Four steps there and back leave the Generalist 1 of its 5 AP.
    const game = position(players, place, [['p1', 'move', 'west'], ['p1', 'move', 'east'], ['p1', 'move', 'west'], ['p1', 'move', 'east']]);
    expect(game.state.firefighters[0]!.ap).toBe(1);
    expect(choose(game)).not.toEqual(['p1', 'extinguish', [1, 3]]);
  });

  it('with 1 AP left it still turns a lone fire to smoke', () => {
    const game = position(players, { fire: [[1, 3], [2, 3], [1, 1]] }, [['p1', 'move', 'south'], ['p1', 'move', 'north'], ['p1', 'move', 'south'], ['p1', 'move', 'north']]);
    expect(game.state.firefighters[0]!.ap).toBe(1);
    expect(choose(game)).toEqual(['p1', 'extinguish', [1, 1]]);
  });
});

describe('the heuristic agent weighs an extinguish by what it costs', () => {
  it('a Generalist clears a lone smoke marker in reach; a Rescue Specialist (extinguishing at double cost) keeps its AP', () => {
    const place = { smoke: [[1, 1]] };
    expect(choose(position([{ id: 'p1', role: 'generalist', at: [1, 2] }], place))).toEqual(['p1', 'extinguish', [1, 1]]);
    const specialist = choose(position([{ id: 'p1', role: 'rescue-specialist', at: [1, 2] }], place));
    expect(specialist[1]).not.toBe('extinguish');
  });

  it('a Rescue Specialist still puts out a fire in reach', () => {
    expect(choose(position([{ id: 'p1', role: 'rescue-specialist', at: [1, 2] }], { fire: [[1, 1]] }))).toEqual(['p1', 'extinguish', [1, 1]]);
  });
});

describe('a carrier short of AP for a step', () => {
  it('puts out a fire beside it rather than ending its turn with the AP unused', () => {
    // The Generalist picks up a victim and carries it two steps (4 of its 5 AP): 1 AP, too few to carry it on.
    const game = position([{ id: 'p1', role: 'generalist', at: [1, 1] }], { victims: [{ at: [1, 1] }], fire: [[2, 3]] }, [
      ['p1', 'pick-up', 'victim'],
      ['p1', 'move', 'east'],
      ['p1', 'move', 'south'],
    ]);
    expect(game.state.firefighters[0]!.ap).toBe(1);
    expect(game.state.firefighters[0]!.at).toEqual([2, 2]);
    expect(choose(game)).toEqual(['p1', 'extinguish', [2, 3]]);
  });
});

describe('the deck gun', () => {
  it('is fired by the Driver/Operator (2 AP) when the quadrant is likely to give back at least 2 AP of extinguishing', () => {
    const empty = position([{ id: 'p1', role: 'driver-operator', at: [0, 7] }], { engine: 0 });
    const q = empty.engine.board.quadrantOfEngineSpot(0)!;
    // Three fires in the 12 spaces of the quadrant: about 5 × 6 / 12 = 2.5 AP of extinguishing soaked.
    const fire = [[q.rows[0], q.cols[0]], [q.rows[0] + 1, q.cols[0] + 1], [q.rows[1], q.cols[1]]];
    const game = position([{ id: 'p1', role: 'driver-operator', at: [0, 7] }], { engine: 0, fire });
    const w = worldOf(game);
    expect(soakValue(w, 0)).toBeGreaterThanOrEqual(2);
    expect(soakValue(w, 0)).toBeLessThan(4);
    expect(deckGunShot(w, w.firefighters[0]!, legalActions(game))).toEqual(['p1', 'fire-deck-gun']);
    // Nothing burning there: no shot.
    const quiet = worldOf(empty);
    expect(deckGunShot(quiet, quiet.firefighters[0]!, legalActions(empty))).toBeUndefined();
  });
});
