/**
 * Whole games with the random agent, seed after seed: each must end without an error, and
 * its final state must keep the invariants every rule relies on. Shared by the per-preset
 * test files (split so vitest runs them in parallel).
 */
import { expect } from 'vitest';
import { playGame } from '../../../src/games/fire-tower/play.ts';
import { checkInvariants } from './invariants.ts';

/**
 * Games per preset: 200 in `npm test` (kept under five minutes on a 2-core machine until the
 * faster kernel lands), the full 1,000 of issue 5 in CI (`.ci/run` sets FIRERULES_RANDOM_GAMES).
 */
export const SEEDS = gamesPerPreset(process.env.FIRERULES_RANDOM_GAMES);

function gamesPerPreset(value: string | undefined): number {
  if (value === undefined || value === '') return 200;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`FIRERULES_RANDOM_GAMES must be a whole number of games, got ${value}`);
  return n;
}

/** Players for a seed: the preset's own count, or 2-4 in turn. */
export function playersFor(seed: number, fixed?: number): number {
  return fixed ?? 2 + (seed % 3);
}

/** Play `SEEDS` games of a preset with the random agent; report every failure with its seed. */
export function playMany(preset: string, players?: number, seeds = SEEDS): void {
  const failures: string[] = [];
  const endings = new Map<string, number>();
  for (let seed = 1; seed <= seeds; seed++) {
    try {
      const game = playGame({ preset, options: {} }, { seed, players: playersFor(seed, players), agent: 'random' });
      if (game.state.status !== 'over') failures.push(`seed ${seed}: the game did not end`);
      for (const p of checkInvariants(game)) failures.push(`seed ${seed}: ${p}`);
      const why = game.state.reason!.replace(/score \d+/, 'score N');
      endings.set(why, (endings.get(why) ?? 0) + 1);
    } catch (e) {
      failures.push(`seed ${seed}: ${(e as Error).message}`);
    }
    if (failures.length > 10) break;
  }
  expect(failures).toEqual([]);
  expect(endings.size).toBeGreaterThan(0);
}
