/**
 * The heuristic Fire Tower agent in Solo Mode, from the rule text: what the Solo rules make
 * worth defending besides its own roof (the hawk sanctuary) and what the enemy attack costs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import { apply, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { heuristicAgent } from '../../src/games/fire-tower/agents/heuristic.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';

function start(fixture: string) {
  const { data, yaml, baseDir } = readScenario(path.join(import.meta.dirname, 'fixtures', 'agents', fixture));
  return scenarioStart(data, yaml, baseDir);
}

/** The agent's actions from here to the end of the current turn (the enemy's attack, the wind's gem, the card). */
function playTurn(game: FireTowerGame, seed: number): { actions: Action[]; game: FireTowerGame } {
  const rng = seedRng(seed);
  const turn = game.state.turn;
  const actions: Action[] = [];
  while (game.state.turn === turn && game.state.status === 'playing') {
    const action = heuristicAgent(game, rng)!;
    actions.push(action);
    const r = apply(game, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.reason}`);
    game = r.game;
  }
  return { actions, game };
}

/** Orthogonal steps between two spaces. */
const steps = (a: readonly number[], b: readonly number[]) => Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!);

describe('Fire Tower heuristic agent, Solo Mode', () => {
  it('lays the enemy fire away from the hawk sanctuary (Sanctuary: if fire ever reaches it, you lose)', () => {
    // The enemy's Flare Up is laid by the player; the lines far from its own roof run down
    // column 7, right under the sanctuary at [3, 7]. The line it picks must not touch it.
    const game = start('solo-sanctuary-kept-from-fire.yaml');
    expect(game.state.pending[0]?.type).toBe('enemy-card');
    for (const seed of [1, 2, 3]) {
      const action = heuristicAgent(game, seedRng(seed))!;
      expect(action.slice(0, 2)).toEqual(['p1', 'place']);
      const cells = (action[2] as { cells: Action[] }).cells as unknown as number[][];
      for (const c of cells) expect(steps(c, [3, 7]), `${JSON.stringify(c)} is not next to the sanctuary`).toBeGreaterThan(1);
    }
  });

  it('fills the area of the Sturdy Construction tower, whose roof already burns (it burns only when all nine spaces hold gems or firebreaks)', () => {
    // The north-east tower is sturdy: four of its nine spaces burn, its roof among them. A
    // fire card laid by the south-east roof would look like progress to a reader of roofs
    // alone; the rule says the five open spaces are what is left to burn.
    const area = (r: number, c: number) => r <= 2 && c >= 13;
    for (const seed of [1, 2, 3]) {
      const { actions, game } = playTurn(start('solo-sturdy-area-filled.yaml'), seed);
      const filled = game.state.fire.filter(([r, c]) => area(r, c)).length;
      expect(filled, JSON.stringify(actions)).toBeGreaterThanOrEqual(4 + 3);
      expect(game.state.solo?.sturdy).toBe('north-east');
    }
  });

  it('makes room in its own quadrant when little is left (the enemy lays its patterns there, and on the roof once there is no room)', () => {
    // Seven empty spaces outside its tower area: two enemy turns. The enemy's Flare Up must go
    // in; what the agent does with its turn (water, its Bucket) must take out at least as much.
    const inQuadrant = (game: FireTowerGame) => game.state.fire.filter(([r, c]) => r < 8 && c < 8).length;
    for (const seed of [1, 2, 3]) {
      const before = start('solo-quadrant-nearly-full.yaml');
      const { actions, game } = playTurn(before, seed);
      expect(game.state.status, JSON.stringify(actions)).toBe('playing');
      expect(inQuadrant(game), JSON.stringify(actions)).toBeLessThanOrEqual(inQuadrant(before));
    }
  });

  it("lays the enemy's fire as far from its own roof as it can (the player places the enemy's patterns, and loses when one reaches its roof)", () => {
    // Fire already stands on the edge of its tower area, so the nearest fire is no farther
    // wherever the Flare Up goes; the gems laid near it would still be the next to press in.
    const game = start('solo-enemy-line-laid-far.yaml');
    expect(game.state.pending[0]).toMatchObject({ type: 'enemy-card', card: 'flare-up' });
    for (const seed of [1, 2, 3]) {
      const action = heuristicAgent(game, seedRng(seed))!;
      expect(action.slice(0, 2)).toEqual(['p1', 'place']);
      const cells = (action[2] as { cells: Action[] }).cells as unknown as number[][];
      for (const c of cells) expect(steps(c, [0, 0]), `${JSON.stringify(c)} is far from the roof`).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps three Water cards when the round ends next turn and its quadrant has no 3x3 square left (Wet Line: otherwise it loses)', () => {
    // Wet Line: end the round holding three Water cards, or lay a 3x3 square of gems in the
    // quadrant touching fire, and lose if none can be laid. One enemy card is left after this
    // turn's, and the only open corner of the quadrant has a firebreak in its middle. Playing
    // a Water card on the fire across the quadrant is then the loss, unless the play itself
    // opens a square again.
    const water = new Set(['air-drop', 'smokejumper', 'fire-engine', 'helitack']);
    for (const seed of [1, 2, 3, 4]) {
      const { actions, game } = playTurn(start('solo-wet-line-water-kept.yaml'), seed);
      expect(game.state.status, JSON.stringify(actions)).toBe('playing');
      const held = game.state.players[0]!.hand.filter((c) => water.has(c)).length;
      expect(held >= 3 || squareLeft(game), JSON.stringify(actions)).toBe(true);
    }
  });

  it('skips Sturdy Construction while a skip is left (a sturdy tower burns only when all nine spaces of its area hold gems or firebreaks)', () => {
    // Level 2 lets one challenge be skipped, chosen when it is drawn. The round ends with this
    // turn (its last enemy card), and Sturdy Construction is drawn next.
    for (const seed of [1, 2, 3]) {
      let game = start('solo-sturdy-challenge-skipped.yaml');
      const rng = seedRng(seed);
      for (let i = 0; i < 40 && game.state.pending[0]?.type !== 'challenge' && game.state.status === 'playing'; i++) {
        const r = apply(game, heuristicAgent(game, rng)!);
        if (!r.ok) throw new Error(r.reason);
        game = r.game;
      }
      expect(game.state.pending[0]).toMatchObject({ type: 'challenge', challenge: 'sturdy-construction' });
      expect(heuristicAgent(game, rng)!.slice(0, 2)).toEqual(['p1', 'skip']);
    }
  });

  it('meets Smoldering Fire while its quadrant has room, keeping the one skip of level 2 for a challenge that lasts the game; skips it when the room is short', () => {
    // Smoldering Fire lays a gem in the quadrant before each turn of one round (five) and
    // loses when there is no room; Sturdy Construction and Sanctuary stay for the whole game.
    for (const seed of [1, 2, 3]) {
      const roomy = untilChallenge('solo-smoldering-accepted-with-room.yaml', seed);
      expect(roomy.game.state.pending[0]).toMatchObject({ type: 'challenge', challenge: 'smoldering-fire' });
      expect(heuristicAgent(roomy.game, roomy.rng)!.slice(0, 2)).toEqual(['p1', 'accept']);
      // Eleven empty spaces outside its tower area before the enemy's Firestorm: fewer than five gems and four enemy turns.
      const short = untilChallenge('solo-smoldering-skipped-short-room.yaml', seed);
      expect(short.game.state.pending[0]).toMatchObject({ type: 'challenge', challenge: 'smoldering-fire' });
      expect(heuristicAgent(short.game, short.rng)!.slice(0, 2)).toEqual(['p1', 'skip']);
    }
  });

  it("lays the enemy's line where the enemy's next Firestorms add least (a Firestorm puts a gem on every empty space of the quadrant one step downwind of a gem there)", () => {
    // The next enemy cards are the Wind cards blowing north and west at its tower. A line
    // standing out from the block of fire gives each storm a new front; laid along the block's
    // north side it only moves the front that is there already.
    const game = start('solo-storm-exposure.yaml');
    expect(game.state.pending[0]).toMatchObject({ type: 'enemy-card', card: 'flare-up' });
    for (const seed of [1, 2, 3]) {
      const action = heuristicAgent(game, seedRng(seed))!;
      expect(action.slice(0, 2)).toEqual(['p1', 'place']);
      const cells = (action[2] as { cells: Action[] }).cells as unknown as number[][];
      expect(new Set(cells.map((c) => c[0])).size, JSON.stringify(cells)).toBe(1);
      expect(cells[0]![0], JSON.stringify(cells)).toBe(4);
    }
  });
});

/** The fixture played by the agent until a challenge is drawn (the round's end). */
function untilChallenge(fixture: string, seed: number): { game: FireTowerGame; rng: ReturnType<typeof seedRng> } {
  let game = start(fixture);
  const rng = seedRng(seed);
  for (let i = 0; i < 40 && game.state.pending[0]?.type !== 'challenge' && game.state.status === 'playing'; i++) {
    const r = apply(game, heuristicAgent(game, rng)!);
    if (!r.ok) throw new Error(r.reason);
    game = r.game;
  }
  return { game, rng };
}

/** A 3x3 square of empty spaces in the north-west quadrant (rows and columns 0-7), one of them orthogonally next to a gem. */
function squareLeft(game: FireTowerGame): boolean {
  const key = (r: number, c: number) => `${r},${c}`;
  const fire = new Set(game.state.fire.map(([r, c]) => key(r, c)));
  const taken = new Set([...fire, ...game.state.firebreaks.map(([r, c]) => key(r, c))]);
  for (let r0 = 0; r0 <= 5; r0++) {
    for (let c0 = 0; c0 <= 5; c0++) {
      const cells = [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => [r0 + dr, c0 + dc] as const));
      if (cells.some(([r, c]) => taken.has(key(r, c)))) continue;
      if (cells.some(([r, c]) => [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].some(([a, b]) => fire.has(key(a!, b!))))) return true;
    }
  }
  return false;
}
