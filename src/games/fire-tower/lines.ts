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
 * Each line once, where it was first found. The spaces of a window along a row or column are
 * distinct, in order and in one line, so every subset of them is a line already sorted: no
 * sort, no line check, and a number (not text) names it.
 */
export function bucketLines(removable: (c: Cell) => boolean, counts: (c: Cell) => boolean, gems: readonly Cell[]): Cell[][] {
  const out = new Map<number, Cell[]>();
  for (const g of gems) {
    if (!counts(g) || !removable(g)) continue;
    for (let d = 0; d < 2; d++) {
      const dr = d === 0 ? 0 : 1;
      const dc = d === 0 ? 1 : 0;
      for (let start = -2; start <= 0; start++) {
        const present: Cell[] = [];
        for (let k = 0; k < 3; k++) {
          const c: Cell = [g[0] + dr * (start + k), g[1] + dc * (start + k)];
          if (removable(c)) present.push(c);
        }
        for (let m = 1; m < 1 << present.length; m++) {
          const sub = present.filter((_, i) => m & (1 << i));
          if (!sub.some(counts)) continue;
          const id = lineId(sub);
          // A Map keeps the first place a key was set and the last value set (equal lines).
          out.set(id, sub);
        }
      }
    }
  }
  return [...out.values()];
}

/** A number for one to three spaces of the board (rows and columns up to 191; under 2^50). */
function lineId(cells: Cell[]): number {
  let id = 0;
  for (const c of cells) id = id * 65536 + (c[0] + 64) * 256 + (c[1] + 64);
  return id * 4 + cells.length;
}
