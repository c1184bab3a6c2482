/** Straight lines of spaces (the Bucket's shape). */
import type { Cell } from './patterns.ts';
import { key } from './world.ts';

/** One to three distinct cells within one row or column, spanning at most three spaces. */
export function inLine(cells: Cell[]): boolean {
  if (new Set(cells.map(key)).size !== cells.length) return false;
  const rows = new Set(cells.map((c) => c[0]));
  const cols = new Set(cells.map((c) => c[1]));
  const span = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  if (rows.size === 1) return span(cells.map((c) => c[1])) <= 2;
  if (cols.size === 1) return span(cells.map((c) => c[0])) <= 2;
  return false;
}

/**
 * Every Bucket line: one to three removable gems within a line of three spaces, holding at
 * least one gem that `counts` (the player's own tower area, or an enemy's in Solo Mode).
 */
export function bucketLines(removable: (c: Cell) => boolean, counts: (c: Cell) => boolean, gems: readonly Cell[]): Cell[][] {
  const out = new Map<string, Cell[]>();
  for (const g of gems.filter((c) => counts(c) && removable(c))) {
    for (const [dr, dc] of [[0, 1], [1, 0]] as const) {
      for (let start = -2; start <= 0; start++) {
        const line: Cell[] = [0, 1, 2].map((k): Cell => [g[0] + dr * (start + k), g[1] + dc * (start + k)]);
        const present = line.filter(removable);
        for (let m = 1; m < 1 << present.length; m++) {
          const sub = present.filter((_, i) => m & (1 << i));
          if (!sub.some(counts) || !inLine(sub)) continue;
          const sorted = [...sub].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          out.set(sorted.map(key).join(';'), sorted);
        }
      }
    }
  }
  return [...out.values()];
}
