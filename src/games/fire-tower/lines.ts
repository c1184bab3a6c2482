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
  const present: Cell[] = [];
  for (const g of gems) {
    if (!counts(g) || !removable(g)) continue;
    for (let d = 0; d < 2; d++) {
      const dr = d === 0 ? 0 : 1;
      const dc = d === 0 ? 1 : 0;
      for (let start = -2; start <= 0; start++) {
        present.length = 0;
        // Bit i: present[i] counts (each asked once per window, not once per subset).
        let counted = 0;
        for (let k = 0; k < 3; k++) {
          const c: Cell = [g[0] + dr * (start + k), g[1] + dc * (start + k)];
          if (!removable(c)) continue;
          if (counts(c)) counted |= 1 << present.length;
          present.push(c);
        }
        for (let m = 1; m < 1 << present.length; m++) {
          if ((m & counted) === 0) continue;
          const id = subsetId(present, m);
          // Equal lines hold equal cells: the first found is kept, where it was first found (as a Map keeps a key).
          if (!out.has(id)) out.set(id, subset(present, m));
        }
      }
    }
  }
  return [...out.values()];
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
