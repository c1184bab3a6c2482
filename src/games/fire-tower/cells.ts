/**
 * Cells of the Fire Tower forest as [row, col] pairs: their text key, steps in the eight
 * directions, comparison, the clockwise seating, and the copy-on-append the state's lists of
 * pieces use (they are replaced, never changed in place, so state copies share them).
 */
import type { Corner } from './board.ts';
import type { Direction } from './definition.ts';
import type { Cell } from './patterns.ts';

export const key = ([r, c]: Cell): string => `${r},${c}`;
export const add = (a: Cell, d: Cell, k = 1): Cell => [a[0] + d[0] * k, a[1] + d[1] * k];

/** One step in each direction, the diagonals included (intercardinal Wind cards). */
export const STEP: Record<Direction, Cell> = {
  north: [-1, 0], east: [0, 1], south: [1, 0], west: [0, -1],
  'north-east': [-1, 1], 'south-east': [1, 1], 'south-west': [1, -1], 'north-west': [-1, -1],
};
export const same = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * A new list: `list` and a copy of `at` at its end. A state's lists of pieces are never
 * changed in place, only replaced, so a state's copy (cloneState) shares them with it; only
 * the list a step has just made this way, held by nobody else yet, grows in place (world.ts).
 */
export function withCell(list: readonly Cell[], at: Cell): Cell[] {
  const out = new Array<Cell>(list.length + 1);
  for (let i = 0; i < list.length; i++) out[i] = list[i]!;
  out[list.length] = [at[0], at[1]];
  return out;
}

/** Clockwise seating, starting in the north-west. */
export const CLOCKWISE: Corner[] = ['north-west', 'north-east', 'south-east', 'south-west'];
