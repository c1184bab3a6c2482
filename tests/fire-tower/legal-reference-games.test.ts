/**
 * Differential test of issue 13's Fire Tower kernel, random games: on every preset, at the
 * start and after every step of FIRERULES_DIFF_GAMES random games (default 1; CI may raise
 * it), `legalActions` lists exactly what the old implementation lists, and so does
 * `cardChoices` of every pattern card (legal-reference.ts). FIRERULES_DIFF_FROM (default 1)
 * is the first seed, so long runs can go on where earlier ones stopped; FIRERULES_DIFF_PRESETS
 * (comma-separated) limits the presets.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { difference } from './legal-reference.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);
const FROM = Number(process.env.FIRERULES_DIFF_FROM ?? 1);
const ONLY = process.env.FIRERULES_DIFF_PRESETS?.split(',');
// The old implementation lists every placement at every step: a few seconds a game on the
// larger presets, so the limit grows with the games asked for (CI's ten fit the floor).
const TIMEOUT_MS = Math.max(120_000, GAMES * 15_000);

const playersOf = (preset: string, seed: number) =>
  preset.includes('solo') ? 1 : preset.includes('teams') ? 4 : preset.includes('double') ? 2 : preset.includes('ghost') ? 3 : 2 + (seed % 3);

describe('Fire Tower legalActions equal the reference implementation', () => {
  it.each(presetsOf('fire-tower').filter((p) => !ONLY || ONLY.includes(p)))(`%s: at every step of ${GAMES} random game(s) from seed ${FROM}`, (preset) => {
    const failures: string[] = [];
    for (let seed = FROM; seed < FROM + GAMES; seed++) {
      let steps = 0;
      const check = (game: FireTowerGame) => {
        const why = failures.length ? null : difference(game);
        if (why) failures.push(`seed ${seed}, step ${steps}: ${why}`);
        steps++;
      };
      const opts = { seed, players: playersOf(preset, seed) };
      check(createGame({ preset }, opts));
      playGame({ preset }, { ...opts, agent: 'random', onStep: check });
    }
    expect(failures).toEqual([]);
  }, TIMEOUT_MS);
});
