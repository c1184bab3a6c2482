/** Straight lines of spaces (the Bucket's shape). */
import type { Cell } from './patterns.ts';
import { cutTo } from './cells.ts';
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
  // The lines found and their numbers (subsetId), in the order found: a few dozen at most,
  // searched in a list (the numbers pass 2^31: a Map would hash a heap number each time).
  const ids: number[] = [];
  const out: Cell[][] = [];
  const present: Cell[] = [];
  // The five spaces from two before a gem to two after it along a row or column, and which of
  // them are removable and count: each window of three is read off them, not asked again.
  const reach: Cell[] = [];
  for (const g of gems) {
    if (!counts(g) || !removable(g)) continue;
    for (let d = 0; d < 2; d++) {
      let usable = 0;
      let counting = 0;
      for (let k = 0; k < 5; k++) {
        // Not g + 0 * (k - 2): that is -0 for k < 2, a heap number, and the cells made here
        // became arrays of doubles, which then turned the board's own cells into doubles too.
        const c: Cell = d === 0 ? [g[0], g[1] + k - 2] : [g[0] + k - 2, g[1]];
        reach[k] = c;
        if (!removable(c)) continue;
        usable |= 1 << k;
        if (counts(c)) counting |= 1 << k;
      }
      for (let start = 0; start <= 2; start++) {
        cutTo(present, 0);
        // Bit i: present[i] counts.
        let counted = 0;
        for (let k = start; k < start + 3; k++) {
          if ((usable & (1 << k)) === 0) continue;
          if (counting & (1 << k)) counted |= 1 << present.length;
          present.push(reach[k]!);
        }
        for (let m = 1; m < 1 << present.length; m++) {
          if ((m & counted) === 0) continue;
          const id = subsetId(present, m);
          // Equal lines hold equal cells: the first found is kept, where it was first found.
          if (!ids.includes(id)) {
            ids.push(id);
            out.push(subset(present, m));
          }
        }
      }
    }
  }
  return out;
}

/** The cells of `cells` whose bits are set in `m`, in order. */
function subset(cells: readonly Cell[], m: number): Cell[] {
  const sub: Cell[] = [];
  for (let i = 0; i < cells.length; i++) if (m & (1 << i)) sub.push(cells[i]!);
  return sub;
}

/** A number for the line subset(cells, m) (one to three spaces, rows and columns up to 191; under 2^50), without the list made. */
function subsetId(cells: readonly Cell[], m: number): number {
  let id = 0;
  let length = 0;
  for (let i = 0; i < cells.length; i++) {
    if (!(m & (1 << i))) continue;
    id = id * 65536 + (cells[i]![0] + 64) * 256 + (cells[i]![1] + 64);
    length++;
  }
  return id * 4 + length;
}
