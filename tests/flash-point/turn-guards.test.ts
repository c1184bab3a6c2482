/**
 * Legality about *when* is a guard of the statechart, so `snapshot.can(event)` answers it:
 * `act` and `end-turn` only from the active player, `answer` only from the player asked. What
 * an action costs or needs (AP, walls) stays in the action's own check. The refusals `apply`
 * gives keep their wording.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { apply, machineEvent, type FlashPointGame } from '../../src/games/flash-point/game.ts';
import { readScenario, scenarioStart } from '../../src/games/flash-point/scenario.ts';
import type { Action } from '../../src/games/flash-point/actions.ts';

/** What the statechart itself says about an action now. */
function can(game: FlashPointGame, action: Action): boolean {
  const snapshot = game.engine.machine.resolveState({ value: game.state.machine.value as StateValue, context: game.state });
  return snapshot.can(machineEvent(action));
}

/** Two firefighters, p1 to act; its end-turn knocks p2 down with two Ambulance spaces to choose from. */
function start(): FlashPointGame {
  const { data, yaml, baseDir } = readScenario(path.join(import.meta.dirname, 'scenarios', 'fire/firefighter-knocked-down-to-ambulance.yaml'));
  return scenarioStart(data, yaml, baseDir);
}

describe('the statechart answers whose turn and whose question it is', () => {
  it('act and end-turn: the active player only', () => {
    const game = start();
    expect(game.state.phase).toBe('actions');
    const [active, other] = [game.state.activePlayer, game.state.firefighters.find((f) => f.id !== game.state.activePlayer)!.id];
    expect(can(game, [active, 'end-turn'])).toBe(true);
    expect(can(game, [other, 'end-turn'])).toBe(false);
    expect(can(game, [other, 'move', 'north'])).toBe(false);
    // A move the active player cannot afford or make is still *when*-legal: the action's own check refuses it.
    expect(can(game, [active, 'move', 'north'])).toBe(true);
    expect(apply(game, [other, 'end-turn'])).toMatchObject({ ok: false, rule: 'mech.turn', reason: `it is ${active}'s turn, not ${other}'s` });
    expect(apply(game, [other, 'move', 'north'])).toMatchObject({ ok: false, rule: 'mech.turn', reason: `it is ${active}'s turn, not ${other}'s` });
  });

  it('answer: the player the fire-phase question is for only', () => {
    const r = apply(start(), ['p1', 'end-turn']);
    if (!r.ok) throw new Error(r.reason);
    expect(r.game.state.pending).toMatchObject({ type: 'knock-down', player: 'p2' });
    expect(can(r.game, ['p2', 'go-to', [3, 9]])).toBe(true);
    expect(can(r.game, ['p1', 'go-to', [3, 9]])).toBe(false);
    expect(can(r.game, ['p1', 'end-turn'])).toBe(false);
    expect(apply(r.game, ['p1', 'go-to', [3, 9]])).toMatchObject({ ok: false, rule: 'mech.turn', reason: 'the knock-down question is for p2' });
  });
});
