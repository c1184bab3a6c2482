/**
 * createGame's `{ log: false }` (simulation): the same seed and actions give the same game,
 * action for action, with an empty log; the log switched on is what it always was.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, fromJSON, legalActions, toJSON, type Action } from '../../src/games/flash-point/game.ts';
import { playGame } from '../../src/games/flash-point/play.ts';

const PRESETS: [string, number][] = [['experienced-recruit', 4], ['urban-high-rise', 4], ['dangerous-waters-merchant-ship', 3], ['experienced-specialists', 3]];

function withoutLog(state: object): object {
  return { ...state, log: [] };
}

describe('createGame { log: false }', () => {
  it.each(PRESETS)('%s: random games are the same with and without the log', (preset, players) => {
    for (const seed of [1, 2]) {
      const played: Action[] = [];
      const logged = playGame({ preset }, { seed, players, agent: 'random', onStep: (_g, a) => played.push(a) });
      const silentPlayed: Action[] = [];
      const silent = playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (_g, a) => silentPlayed.push(a) });
      expect(silentPlayed).toEqual(played);
      expect(logged.state.log.length).toBeGreaterThan(0);
      expect(silent.state.log).toEqual([]);
      expect(JSON.stringify(toJSON(silent))).toBe(JSON.stringify(withoutLog(toJSON(logged))));
    }
  });

  it('offers the same legal actions at every step, and a saved silent game resumes with its log on', () => {
    let on = createGame({ preset: 'experienced-recruit' }, { seed: 7, players: 4 });
    let off = createGame({ preset: 'experienced-recruit' }, { seed: 7, players: 4, log: false });
    expect(on.state.log.length).toBeGreaterThan(0);
    expect(off.state.log).toEqual([]);
    for (let i = 0; i < 25 && on.state.phase !== 'over'; i++) {
      const legal = legalActions(on);
      expect(legalActions(off)).toEqual(legal);
      const a = legal[(i * 5) % legal.length]!;
      const r1 = apply(on, a);
      const r2 = apply(off, a);
      if (!r1.ok || !r2.ok) throw new Error(`refused ${JSON.stringify(a)}`);
      on = r1.game;
      off = r2.game;
      expect(off.state.log).toEqual([]);
    }
    expect(off.state.phase).not.toBe('over');
    const resumed = fromJSON(JSON.parse(JSON.stringify(toJSON(off))));
    const a = legalActions(resumed).find((x) => x[1] === 'end-turn') ?? legalActions(resumed)[0]!;
    const r = apply(resumed, a);
    if (!r.ok) throw new Error(r.reason);
    expect(r.game.state.log.length).toBeGreaterThan(0);
  });
});
