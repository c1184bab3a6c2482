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
