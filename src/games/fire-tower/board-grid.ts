/**
 * The forest as one byte per space (what lies there, as bits), built from a state's lists.
 * A state is never changed once made, so its grid is built once and kept beside it: the
 * agents' legal-move reading and the step that follows both start from it (a World copies
 * it only when it first changes a space).
 */
import type { Forest } from './board.ts';
import type { BoardMasks } from './board-masks.ts';
import type { Cell } from './patterns.ts';
import type { FireTowerState } from './state.ts';

export const GEM = 1;
export const BREAK = 2;
export const HAWK = 4;
export const FLAME = 8;
export const OFF = 16;
export const BOLT = 32;

/**
 * One small number per space. A plain array, not a Grid: 256 bytes would sit outside
 * the JS heap, and allocating and freeing such buffers on every step cost more than reading them.
 */
export type Grid = number[];

export function buildGrid(s: FireTowerState, forest: Forest): Grid {
  const n = forest.size;
  const grid: Grid = new Array<number>(n * n).fill(0);
  for (const c of s.fire) grid[c[0] * n + c[1]]! |= GEM;
  for (const c of s.firebreaks) grid[c[0] * n + c[1]]! |= BREAK;
  for (const c of s.hawks) grid[c[0] * n + c[1]]! |= HAWK;
  for (const c of s.lightning ?? []) grid[c[0] * n + c[1]]! |= BOLT;
  for (const c of forest.flameCells) grid[c[0] * n + c[1]]! |= FLAME;
  return grid;
}

interface Kept {
  grid: Grid;
  /** The lists it was built from, and their lengths: a list replaced or grown since means the state was still being built. */
  lists: (readonly Cell[])[];
  lengths: number[];
  masks?: BoardMasks;
}

/**
 * Kept by the state's `rng` object, which marks one state: cloneState always makes a new one,
 * while the machine's copies of a state (XState copies the top object) keep it. The lists'
 * check below tells when such a copy has moved pieces since.
 */
const kept = new WeakMap<object, Kept>();

const listsOf = (s: FireTowerState): (readonly Cell[])[] => [s.fire, s.firebreaks, s.hawks, s.lightning ?? []];

function current(s: FireTowerState): Kept | undefined {
  const k = kept.get(s.rng);
  if (!k) return undefined;
  const lists = listsOf(s);
  for (let i = 0; i < lists.length; i++) if (lists[i] !== k.lists[i] || lists[i]!.length !== k.lengths[i]) return undefined;
  return k;
}

/** The grid of a state, built on first use and kept with it (shared: copy before changing it). */
export function sharedGrid(s: FireTowerState, forest: Forest): Grid {
  const hit = current(s);
  if (hit) return hit.grid;
  const lists = listsOf(s);
  const k: Kept = { grid: buildGrid(s, forest), lists, lengths: lists.map((l) => l.length) };
  kept.set(s.rng, k);
  return k.grid;
}

/**
 * Keep `grid` (and its masks) as the state's own: a step hands over the grid it worked on,
 * in step with the lists it leaves, so what reads the new state next builds nothing. The
 * grid is shared from then on (copy before changing it).
 */
export function keepGrid(s: FireTowerState, grid: Grid, masks: BoardMasks | null): void {
  const lists = listsOf(s);
  kept.set(s.rng, { grid, lists, lengths: lists.map((l) => l.length), ...(masks ? { masks } : {}) });
}

/** Masks already built from this state's kept grid (undefined when none, or when `grid` is not that grid). */
export function keptMasks(s: FireTowerState, grid: Grid): BoardMasks | undefined {
  const k = current(s);
  return k && k.grid === grid ? k.masks : undefined;
}

export function keepMasks(s: FireTowerState, grid: Grid, masks: BoardMasks): void {
  const k = current(s);
  if (k && k.grid === grid) k.masks = masks;
}
