/**
 * A Fire Tower game saved while a question is pending resumes exactly: the step the
 * question interrupted (what the `resume` history state remembers) is saved beside the
 * machine value, and a game saved before that record existed still loads, the step worked
 * out from the turn's progress as before. Checked at a question pending in each kind of step.
 */
import { describe, expect, it } from 'vitest';
import { advance } from './random-steps.ts';
import { seedRng } from '../../src/core/rng.ts';
import { RulesError } from '../../src/core/errors.ts';
import { apply, createGame, fromJSON, toJSON, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';

const RESUME = 'fire-tower.turn.resume';


/** The first state of each random game where a question is pending, by the step it interrupted. */
function questionsByStep(): { found: Map<string, FireTowerGame>; unrecorded: number } {
  const found = new Map<string, FireTowerGame>();
  let unrecorded = 0;
  for (const [preset, players, steps] of [['fire-tower-rising-flames', 3, 200], ['fire-tower-solo-level-4', 1, 40]] as const) {
    let game = createGame({ preset }, { seed: 1, players });
    const rng = seedRng(1);
    for (let i = 0; i < steps && game.state.status !== 'over'; i++) {
      const step = game.state.machine.history?.[RESUME];
      if (game.state.phase === 'choice' && step && !found.has(step)) found.set(step, game);
      if (game.state.phase === 'choice' && game.state.machine.value !== 'setup' && !step) unrecorded++;
      const r = apply(game, randomAgent(game, rng)!);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
    }
  }
  return { found, unrecorded };
}

const saved = (game: FireTowerGame) => JSON.parse(JSON.stringify(toJSON(game)));
const withoutHistory = (game: FireTowerGame) => JSON.stringify({ ...toJSON(game), machine: { value: game.state.machine.value } });

describe('Fire Tower saved games and the history state', () => {
  const { found, unrecorded } = questionsByStep();

  it('meets a question pending in every kind of step, each with the step it interrupted remembered', () => {
    expect(unrecorded).toBe(0);
    expect([...found.keys()].sort()).toEqual(expect.arrayContaining(['acting', 'attacking', 'begun', 'ending', 'refilling', 'shadowing', 'spreading']));
  });

  it.each(['spreading', 'acting', 'refilling', 'ending', 'attacking', 'shadowing', 'begun'])('a save at a question pending in %s: save → load → continue = never saved, byte for byte', (step) => {
    const game = found.get(step)!;
    const json = saved(game);
    expect(json.machine).toEqual({ value: { turn: 'choosing' }, history: { [RESUME]: step } });
    const straight = advance(game, 40, 7);
    const resumed = advance(fromJSON(json), 40, 7);
    expect(JSON.stringify(toJSON(resumed))).toBe(JSON.stringify(toJSON(straight)));
    // The answer returned to the interrupted step, which went on from there.
    const answered = advance(fromJSON(json), 1, 7);
    expect(answered.state.machine.value).not.toEqual({ turn: 'recalling' });
  });

  it.each(['spreading', 'acting', 'refilling', 'ending', 'attacking', 'shadowing', 'begun'])('an older save (no history record) at a question pending in %s loads and plays on the same', (step) => {
    const game = found.get(step)!;
    const json = saved(game);
    delete json.machine.history;
    const straight = advance(game, 40, 7);
    const resumed = advance(fromJSON(json), 40, 7);
    // Only the record itself may differ (an older save's first answer recalls the step instead).
    expect(withoutHistory(resumed)).toBe(withoutHistory(straight));
  });

  it('refuses a history record the statechart does not have, naming the field', () => {
    const json = saved(found.get('acting')!);
    json.machine.history = { [RESUME]: 'dozing' };
    expect(() => fromJSON(json)).toThrow(RulesError);
    expect(() => fromJSON(json)).toThrow(/dozing.*machine\/history/);
    json.machine.history = { 'fire-tower.turn.acting': 'acting' };
    expect(() => fromJSON(json)).toThrow(/fire-tower\.turn\.acting is not a history state/);
    json.machine.history = { [RESUME]: 3 };
    expect(() => fromJSON(json)).toThrow(/machine\/history/);
  });
});
