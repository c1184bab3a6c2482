/**
 * The answer table (moves/answers.ts) and the setup table (moves/setup-actions.ts) refuse
 * a wrong answer or setup choice with the rule and the words the branching code had, and
 * list the legal ones in the same order. Expected values were recorded from that code.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, type Action, type FlashPointGame } from '../../src/games/flash-point/game.ts';
import { readScenario, scenarioStart } from '../../src/games/flash-point/scenario.ts';

/** A scenario played up to (not including) its `n`th action. */
function scenarioAt(file: string, n: number): FlashPointGame {
  const { data, yaml, baseDir } = readScenario(path.join(import.meta.dirname, 'scenarios', file));
  let game = scenarioStart(data, yaml, baseDir);
  for (const action of data.actions!.slice(0, n)) {
    const r = apply(game, action);
    if (!r.ok) throw new Error(`${file}: ${JSON.stringify(action)} refused: ${r.reason}`);
    game = r.game;
  }
  return game;
}

function refusal(game: FlashPointGame, action: Action): [string, string] | 'ok' {
  const r = apply(game, action);
  return r.ok ? 'ok' : [r.rule, r.reason];
}

describe('answers to a pending question', () => {
  it('hazmat order: explode-first names one of the burning hazmats', () => {
    const g = scenarioAt('choices/hazmat-order.yaml', 1);
    expect(legalActions(g)).toEqual([['p1', 'explode-first', [2, 2]], ['p1', 'explode-first', [5, 5]]]);
    expect(refusal(g, ['p1', 'keep'])).toEqual(['fp.fire.hazmat-order', 'p1 must answer explode-first with one of [2, 2] [5, 5]']);
    expect(refusal(g, ['p1', 'explode-first', [1, 1]])).toEqual(['fp.fire.hazmat-order', '[1, 1] is not one of [2, 2] [5, 5]']);
  });

  it('heat order: heat-first names one of the bulkheads, and only its player answers', () => {
    const g = scenarioAt('dangerous-waters/heat-order-chosen.yaml', 1);
    expect(legalActions(g)).toEqual([['p1', 'heat-first', [4, 7, 'east']], ['p1', 'heat-first', [4, 7, 'south']]]);
    expect(refusal(g, ['p1', 'keep'])).toEqual(['fp.dw.heat-order', 'p1 must answer heat-first with one of the bulkheads [4, 7, east] [4, 7, south]']);
    expect(refusal(g, ['p1', 'heat-first', [1, 1, 'east']])).toEqual(['fp.dw.heat-order', '[1,1,"east"] is not one of the bulkheads [4, 7, east] [4, 7, south]']);
    expect(refusal(g, ['nobody', 'keep'])).toEqual(['mech.turn', 'the heat-order question is for p1']);
  });

  it('deck gun: each die is re-rolled once', () => {
    const g = scenarioAt('specialists/driver-deck-gun-reroll-each-die-once.yaml', 2);
    expect(legalActions(g)).toEqual([['p1', 'keep'], ['p1', 'reroll', 'black']]);
    expect(refusal(g, ['p1', 'reroll', 'red'])).toEqual(['fp.specialists.driver.reroll', 'the red die has already been re-rolled']);
    expect(refusal(g, ['p1', 'reroll', 'both'])).toEqual(['fp.specialists.driver.reroll', 'the red die has already been re-rolled']);
    expect(refusal(g, ['p1', 'go-to', [0, 0]])).toEqual(['mech.turn', 'p1 must answer keep or reroll red|black|both']);
  });
});

describe('setup choices', () => {
  it('are refused with the rule that forbids them', () => {
    let g = createGame({ preset: 'experienced-recruit' }, { seed: 1, players: [{ id: 'a', role: 'generalist' }, { id: 'b', role: 'paramedic' }] });
    expect(refusal(g, ['a', 'place', [2, 2]])).toEqual(['mech.turn', 'a must start on a space outside the building (got [2,2])']);
    expect(refusal(g, ['a', 'equip', 'deck-gun'])).toEqual(['mech.turn', 'the Engine carries its deck gun: the hydraulic platform is not part of this game']);
    g = (apply(g, ['a', 'place', [0, 7]]) as { game: FlashPointGame }).game;
    expect(refusal(g, ['a', 'place', [0, 6]])).toEqual(['mech.turn', 'a has already placed the pawn']);
    g = (apply(g, ['b', 'place', [3, 0]]) as { game: FlashPointGame }).game;
    expect(refusal(g, ['a', 'park', 'ambulance', 9])).toEqual(['mech.vehicles', 'the ambulance parks on spot 0..3 (got 9)']);
    g = (apply(g, ['a', 'park', 'engine', 0]) as { game: FlashPointGame }).game;
    expect(refusal(g, ['a', 'park', 'engine', 1])).toEqual(['mech.turn', 'the engine is already parked']);
    expect(legalActions(g)).toEqual([['a', 'park', 'ambulance', 0], ['a', 'park', 'ambulance', 1], ['a', 'park', 'ambulance', 2], ['a', 'park', 'ambulance', 3]]);
  });
});
