/**
 * Cells of the Fire Tower forest as [row, col] pairs: their text key, steps in the eight
 * directions, comparison, the clockwise seating, and how the state's lists of pieces take a
 * piece and lose one (a list shared with a state's copy is replaced, never changed in place).
 */
import type { Corner } from './board.ts';
import type { Direction } from './definition.ts';
import type { Cell } from './patterns.ts';

export const key = ([r, c]: Cell): string => `${r},${c}`;
/**
 * `a` plus `k` steps `d`. The | 0 turns the -0 of a zero step times a negative k into 0: -0 is a
 * heap number to V8, and one in a cell made the board's own cells arrays of doubles too.
 */
export const add = (a: Cell, d: Cell, k = 1): Cell => [(a[0] + d[0] * k) | 0, (a[1] + d[1] * k) | 0];

/** One step in each direction, the diagonals included (intercardinal Wind cards). */
export const STEP: Record<Direction, Cell> = {
  north: [-1, 0], east: [0, 1], south: [1, 0], west: [0, -1],
  'north-east': [-1, 1], 'south-east': [1, 1], 'south-west': [1, -1], 'north-west': [-1, -1],
};
export const same = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

/** Clockwise seating, starting in the north-west. */
export const CLOCKWISE: Corner[] = ['north-west', 'north-east', 'south-east', 'south-west'];

/**
 * `list` without the cells equal to `at`, in order: the list itself, changed in place, when it
 * is `own` (made by this world, held by nobody else); else a new list. A water card takes
 * several gems: one copy of the list, not one per gem. `sorted`: the list is in board order,
 * so an own list finds `at` by binary search and moves up only the cells after it.
 */
export function without(list: Cell[], own: Cell[] | null, at: Cell, sorted = false): Cell[] {
  if (sorted && list === own) {
    const end = placeAfter(list, at[0], at[1]);
    // Equal cells sit together, just before `end`.
    let from = end;
    while (from > 0 && list[from - 1]![0] === at[0] && list[from - 1]![1] === at[1]) from--;
    if (from === end) return list;
    const gone = end - from;
    for (let i = end; i < list.length; i++) list[i - gone] = list[i]!;
    cutTo(list, list.length - gone);
    return list;
  }
  // Not own: a copy (slice, a native copy, not a filter calling a test per cell) to take it from.
  const out = list === own ? list : list.slice();
  let n = 0;
  for (let i = 0; i < out.length; i++) {
    const c = out[i]!;
    if (c[0] !== at[0] || c[1] !== at[1]) out[n++] = c;
  }
  cutTo(out, n);
  return out;
}

/**
 * `list` cut to its first `n` items by pop(), which the compiler inlines, not by setting its
 * length (a call into the runtime each time): most cuts take one piece or card off.
 */
export function cutTo(list: unknown[], n: number): void {
  while (list.length > n) list.pop();
}

/**
 * `list` with `cell` added, the cell itself (the forest's own, shared like every cell of these
 * lists: never changed), so no cell is made per piece. `sorted`: the list is in board order
 * (row, then column), and `cell` goes in its place (after any equal cell, as a stable sort of it
 * appended would put it), so the list needs no sort after the step; else it is appended. In
 * place when the list is `own` (made by the world adding, held by nobody else), else in a new list.
 */
export function pieceAdded(list: Cell[], own: Cell[] | null, cell: Cell, sorted: boolean): Cell[] {
  return pieceAddedAt(list, own, cell, sorted ? placeAfter(list, cell[0], cell[1]) : list.length);
}

/** pieceAdded with the cell's place `k` known (how many cells of the list come before it: read off a mask, world.ts addGem). */
export function pieceAddedAt(list: Cell[], own: Cell[] | null, cell: Cell, k: number): Cell[] {
  if (list === own) {
    if (k === list.length) list.push(cell);
    else list.splice(k, 0, cell);
    return list;
  }
  const out = new Array<Cell>(list.length + 1);
  for (let i = 0; i < k; i++) out[i] = list[i]!;
  out[k] = cell;
  for (let i = k; i < list.length; i++) out[i + 1] = list[i]!;
  return out;
}

/** In a list in board order, the index after every cell not after [r, c]: a binary search (the fire list holds up to a hundred gems and more). */
export function placeAfter(list: readonly Cell[], r: number, c: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const x = list[mid]!;
    if (x[0] > r || (x[0] === r && x[1] > c)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
