/**
 * Configurations compared on the same seeds: each arm plays games seed, seed+1, ..., so game
 * i of every arm starts from the same draw, and the difference of win rates is measured on
 * pairs (Newcombe's paired interval), which is far tighter than comparing two independent
 * batches. The first arm is the baseline every other arm is compared with.
 */
import type { GameRecord } from './batch.ts';
import { pairedDifference, pairedTable, type Interval } from './stats.ts';
import { playersWon } from './summary.ts';

export interface Arm {
  label: string;
  records: readonly GameRecord[];
}

/** One measure compared: the players' wins, or a seat's in a competitive game. */
export interface Difference {
  arm: string;
  baseline: string;
  /** "won" or "seat 2 (p2) won". */
  measure: string;
  /** Percentage points, arm minus baseline. */
  points: Interval;
  verdict: string;
}

/** Win or not, game by game, for each measure of the game. */
function measures(records: readonly GameRecord[], seats: readonly string[], cooperative: boolean): { measure: string; wins: boolean[] }[] {
  if (cooperative || seats.length === 1) return [{ measure: 'won', wins: records.map((r) => playersWon(r, cooperative, seats.length) === true) }];
  return seats.map((seat, i) => ({ measure: `seat ${i + 1} (${seat}) won`, wins: records.map((r) => r.winners.includes(i)) }));
}

const points = (x: number) => (100 * x).toFixed(1);

/** The sentence a designer reads: which way, by how much, and whether the data can tell. */
export function verdict(arm: string, baseline: string, measure: string, d: Interval): string {
  const rate = measure === 'won' ? 'the win rate' : `how often ${measure.replace(/ won$/, '')} wins`;
  const range = (low: number, high: number) => `95% CI ${points(low)} to ${points(high)}`;
  // A fall is told as a positive number of points, its interval turned round to match.
  if (d.low > 0) return `${arm} raises ${rate} by ${points(d.value)} points over ${baseline} (${range(d.low, d.high)})`;
  if (d.high < 0) return `${arm} lowers ${rate} by ${points(-d.value)} points against ${baseline} (${range(-d.high, -d.low)})`;
  return `no clear difference in ${rate} between ${arm} and ${baseline}: ${points(d.value)} points (${range(d.low, d.high)}, which includes 0)`;
}

/** Every arm after the first against the first, measure by measure. */
export function compareArms(arms: readonly Arm[], seats: readonly string[], cooperative: boolean): Difference[] {
  const [baseline, ...others] = arms;
  if (!baseline) return [];
  const base = measures(baseline.records, seats, cooperative);
  return others.flatMap((arm) =>
    measures(arm.records, seats, cooperative).map(({ measure, wins }, i) => {
      const d = pairedDifference(pairedTable(wins, base[i]!.wins));
      return { arm: arm.label, baseline: baseline.label, measure, points: d, verdict: verdict(arm.label, baseline.label, measure, d) };
    }),
  );
}
