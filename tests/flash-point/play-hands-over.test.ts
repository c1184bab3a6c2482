/**
 * playGame with the random agent and nothing watching (no onStep, no onTurn) hands its
 * game's state over to each apply, which changes it in place (applyHandedOver) instead of
 * copying it. A watched game (onStep) keeps apply's copies. The hand-over must not change
 * any game: on every preset (between them, every named board), for several seeds, log kept
 * and log off, the game it ends with is, as saved, the one the watched game ends with; and
 * every game a watcher was shown is still, at the end, what it was when shown.
 */
import { describe, expect, it } from 'vitest';
import { applyHandedOver, createGame, handOver, legalActions, toJSON, type FlashPointGame } from '../../src/games/flash-point/game.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import { terrainOf } from '../../src/games/flash-point/agents/terrain.ts';
import { World } from '../../src/games/flash-point/world.ts';
import { presetsOf } from '../properties/fuzz.ts';

const saved = (g: FlashPointGame) => JSON.stringify(toJSON(g));

const SEEDS = [1, 2, 3, 4, 5];

describe('playGame hands the state over only when nobody sees the games in between', () => {
  it.each(presetsOf('flash-point'))('%s: the same games handed over as copied, and the watched games unchanged', (preset) => {
    for (const log of [true, false]) {
      for (const seed of SEEDS) {
        const players = 2 + (seed % 3);
        const shown: { game: FlashPointGame; text: string }[] = [];
        // The step's saved text when shown, log off only (a kept log makes each text long).
        const watched = playGame({ preset }, { seed, players, agent: 'random', log, onStep: (game) => void shown.push({ game, text: log ? '' : saved(game) }) });
        const handedOver = playGame({ preset }, { seed, players, agent: 'random', log });
        expect(saved(handedOver), `seed ${seed}, log ${log}`).toBe(saved(watched));
        for (const [i, s] of shown.entries()) if (s.text) expect(saved(s.game), `seed ${seed}: step ${i} changed after it was shown`).toBe(s.text);
      }
    }
  }, 300_000);

  it('the game handed over is a copy: the created game is unchanged by the steps', () => {
    const created = createGame({ preset: 'experienced-recruit' }, { seed: 7, players: 3 });
    const before = saved(created);
    let game = handOver(created);
    for (let i = 0; i < 60 && game.state.phase !== 'over'; i++) {
      const r = applyHandedOver(game, legalActions(game)[i % legalActions(game).length]!);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
    }
    expect(saved(created)).toBe(before);
  });

  it("a state stepped in place is read again by the agents' caches (kept by state identity)", () => {
    let game = handOver(createGame({ preset: 'experienced-recruit' }, { seed: 3, players: 2 }));
    const fireOf = (s: FlashPointGame['state']) => Array.from(terrainOf(new World(s, game.engine.board, game.engine.rules)).fire);
    for (let i = 0; i < 200 && game.state.phase !== 'over'; i++) {
      fireOf(game.state); // kept by the cache for this state
      const legal = legalActions(game);
      const r = applyHandedOver(game, legal[(i * 7) % legal.length]!);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
      // The same state object, changed: read from it again, as from a copy of it (another identity).
      expect(fireOf(game.state), `step ${i}`).toEqual(fireOf(structuredClone(game.state)));
    }
  });
});
