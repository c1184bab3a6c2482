/**
 * A game's own tallies (Fire Tower Solo: enemy towers burned) compared on the same seeds:
 * the mean of the game-by-game differences, arm minus baseline, with a normal 95 % interval
 * (a tally moves in most games, so the interval is far tighter than the rare win's).
 */
import type { Arm } from './compare.ts';
import { Z95, type Interval } from './stats.ts';

export interface TallyDifference {
  arm: string;
  baseline: string;
  /** The tally's name ("enemy towers burned"). */
  tally: string;
  /** Mean difference per game, arm minus baseline. */
  mean: Interval;
  verdict: string;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Mean and 95 % interval of paired differences (two games or more). */
export function pairedMean(differences: readonly number[]): Interval {
  const n = differences.length;
  const mean = differences.reduce((a, b) => a + b, 0) / n;
  const variance = differences.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1);
  const half = Z95 * Math.sqrt(variance / n);
  return { value: round3(mean), low: round3(mean - half), high: round3(mean + half) };
}

function tallyVerdict(arm: string, baseline: string, tally: string, d: Interval): string {
  const range = `95% CI ${d.low} to ${d.high}`;
  if (d.low > 0) return `${arm} has more ${tally} than ${baseline}: ${d.value} a game (${range})`;
  if (d.high < 0) return `${arm} has fewer ${tally} than ${baseline}: ${-d.value} a game (${range})`;
  return `no clear difference in ${tally} between ${arm} and ${baseline}: ${d.value} a game (${range}, which includes 0)`;
}

/** Every arm after the first against the first, tally by tally, on the games both report it (none under two games). */
export function compareTallies(arms: readonly Arm[]): TallyDifference[] {
  const [baseline, ...others] = arms;
  if (!baseline) return [];
  const names = [...new Set(baseline.records.flatMap((r) => Object.keys(r.tallies ?? {})))];
  return others.flatMap((arm) =>
    names.flatMap((tally) => {
      const differences: number[] = [];
      arm.records.forEach((r, i) => {
        const a = r.tallies?.[tally];
        const b = baseline.records[i]?.tallies?.[tally];
        if (a !== undefined && b !== undefined) differences.push(a - b);
      });
      if (differences.length < 2) return [];
      const mean = pairedMean(differences);
      return [{ arm: arm.label, baseline: baseline.label, tally, mean, verdict: tallyVerdict(arm.label, baseline.label, tally, mean) }];
    }),
  );
}
