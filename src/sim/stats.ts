/**
 * The statistics a balance study reports: a share of games with its 95 % Wilson score
 * interval, and the difference of two shares measured on the same seeds (paired games) with
 * Newcombe's interval for paired proportions (his method 10, Statistics in Medicine 1998),
 * which keeps its coverage near 0 % and 100 % where the textbook normal interval fails.
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  /** The point estimate. */
  value: number;
  low: number;
  high: number;
}

/** The Wilson score interval of `k` successes in `n` trials (n = 0: the whole range). */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return { value: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Clamped: rounding can push the bounds a hair past the estimate at k = 0 or k = n.
  return { value: p, low: Math.max(0, Math.min(p, centre - half)), high: Math.min(1, Math.max(p, centre + half)) };
}

/**
 * The outcomes of paired games as a fourfold table: `both` won in both arms, `onlyA` only in
 * arm A, `onlyB` only in arm B, `neither` in neither.
 */
export interface PairedTable {
  both: number;
  onlyA: number;
  onlyB: number;
  neither: number;
}

/** Counts the pairs (the same index in both lists is the same seed). */
export function pairedTable(a: readonly boolean[], b: readonly boolean[]): PairedTable {
  if (a.length !== b.length) throw new Error(`paired outcomes need equal lengths (${a.length} vs ${b.length})`);
  const t = { both: 0, onlyA: 0, onlyB: 0, neither: 0 };
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) t.both++;
    else if (a[i]) t.onlyA++;
    else if (b[i]) t.onlyB++;
    else t.neither++;
  }
  return t;
}

/** The difference of win rates, A minus B, with Newcombe's interval for paired proportions. */
export function pairedDifference(t: PairedTable, z = Z95): Interval {
  const n = t.both + t.onlyA + t.onlyB + t.neither;
  if (n === 0) return { value: 0, low: -1, high: 1 };
  const a = wilson(t.both + t.onlyA, n, z);
  const b = wilson(t.both + t.onlyB, n, z);
  const diff = a.value - b.value;
  const phi = pairCorrelation(t);
  const [aDown, aUp, bDown, bUp] = [a.value - a.low, a.high - a.value, b.value - b.low, b.high - b.value];
  const down = Math.sqrt(Math.max(0, aDown * aDown - 2 * phi * aDown * bUp + bUp * bUp));
  const up = Math.sqrt(Math.max(0, aUp * aUp - 2 * phi * aUp * bDown + bDown * bDown));
  return { value: diff, low: Math.max(-1, diff - down), high: Math.min(1, diff + up) };
}

/**
 * The correlation of the two arms' outcomes that method 10 uses: the phi coefficient of the
 * fourfold table, with Newcombe's continuity correction when it is positive, and 0 when a
 * margin is empty (every game won, or lost, in one arm).
 */
function pairCorrelation({ both, onlyA, onlyB, neither }: PairedTable): number {
  const n = both + onlyA + onlyB + neither;
  const margins = (both + onlyA) * (onlyB + neither) * (both + onlyB) * (onlyA + neither);
  if (margins === 0) return 0;
  const cross = both * neither - onlyA * onlyB;
  const corrected = cross > n / 2 ? cross - n / 2 : cross < 0 ? cross : 0;
  return corrected / Math.sqrt(margins);
}

/** Quantile `q` (0..1) of sorted numbers, the nearest-rank way (a value that occurred). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
