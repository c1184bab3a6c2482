/**
 * playGame with the random agent and nothing watching (no onStep, no onTurn) hands each
 * game's state over to the next apply, which changes it in place (applyHandedOver) instead
 * of copying it. A watched game (onStep) keeps apply's copies. The hand-over must not change
 * any game: on every preset, for several seeds, log kept and log off, the game it ends with
 * is, as saved, the one the watched game ends with; and every game a watcher was shown is
 * still, at the end, what it was when shown. Both skip the checks a drawn action has passed
 * (applyDrawn): the same agent as a chooser from outside, every action checked in full by
 * `apply`, ends with the same game too.
 */
import { describe, expect, it } from 'vitest';
import { toJSON, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame, randomAgent } from '../../src/games/fire-tower/play.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { usualPlayersOf } from './state-walks.ts';

const saved = (g: FireTowerGame) => JSON.stringify(toJSON(g));

const SEEDS = [1, 2, 3, 4, 5];

describe('playGame hands the state over only when nobody sees the games in between', () => {
  it.each(presetsOf('fire-tower'))('%s: the same games handed over as copied and as checked in full, and the watched games unchanged', (preset) => {
    const players = usualPlayersOf(preset);
    for (const log of [true, false]) {
      for (const seed of SEEDS) {
        const shown: { game: FireTowerGame; text: string }[] = [];
        // The step's saved text when shown, log off only (a kept log makes each text long).
        const watched = playGame({ preset }, { seed, players, agent: 'random', log, onStep: (game) => void shown.push({ game, text: log ? '' : saved(game) }) });
        const handedOver = playGame({ preset }, { seed, players, agent: 'random', log });
        expect(saved(handedOver), `seed ${seed}, log ${log}`).toBe(saved(watched));
        const checked = playGame({ preset }, { seed, players, agent: 'random', log, chooser: randomAgent });
        expect(saved(handedOver), `seed ${seed}, log ${log}: every action checked`).toBe(saved(checked));
        for (const [i, s] of shown.entries()) if (s.text) expect(saved(s.game), `seed ${seed}: step ${i} changed after it was shown`).toBe(s.text);
      }
    }
  }, 120_000);
});
