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
  const grid: Grid = boardOnly(forest).slice();
  for (const c of s.fire) grid[c[0] * n + c[1]]! |= GEM;
  for (const c of s.firebreaks) grid[c[0] * n + c[1]]! |= BREAK;
  for (const c of s.hawks) grid[c[0] * n + c[1]]! |= HAWK;
  for (const c of s.lightning ?? []) grid[c[0] * n + c[1]]! |= BOLT;
  return grid;
}

/** The forest last asked about and its grid with nothing placed (the Eternal Flame alone): copied, not built, for each grid. */
let boardOnlyOf: Forest | null = null;
let boardOnlyGrid: Grid = [];

function boardOnly(forest: Forest): Grid {
  if (forest === boardOnlyOf) return boardOnlyGrid;
  const n = forest.size;
  // Pushed one by one: a packed list of small integers (an Array(n).fill is a holey one).
  const grid: Grid = [];
  for (let i = 0; i < n * n; i++) grid.push(0);
  for (const c of forest.flameCells) grid[c[0] * n + c[1]]! |= FLAME;
  boardOnlyOf = forest;
  boardOnlyGrid = grid;
  return grid;
}

/**
 * A grid kept for a state, with the lists it was built from and their lengths: a list
 * replaced or grown since means the state was still being built. Fields, not arrays of
 * lists: this is checked on every World made and written after every step.
 */
export interface Kept {
  /** The `rng` of the state this record is for (records are reused for other states). */
  key: object | null;
  grid: Grid;
  fire: readonly Cell[];
  firebreaks: readonly Cell[];
  hawks: readonly Cell[];
  lightning: readonly Cell[] | undefined;
  fires: number;
  breaks: number;
  hawkCount: number;
  bolts: number;
  masks: BoardMasks | undefined;
  /** Which of the lists are known to be in board order (SORTED_FIRE, ...): a step sorted or kept them so. */
  sorted: number;
}

/** Bits of `Kept.sorted`: the fire, firebreak and hawk lists known to be sorted (row, then column). */
export const SORTED_FIRE = 1;
export const SORTED_BREAKS = 2;
export const SORTED_HAWKS = 4;

/**
 * Kept by the state's `rng` object, which marks one state: cloneState always makes a new one,
 * while the machine's copies of a state (XState copies the top object) keep it. The lists'
 * check below tells when such a copy has moved pieces since.
 *
 * Only for the few states read or stepped last, held in a short list, most recent first: a
 * game moves from state to state, and what reads a state (the agents, the step that follows)
 * does so right after it was made. Not a WeakMap: one new key per apply, each dying soon
 * after, made the garbage collector's work several times dearer than a list of eight. An older
 * state simply builds its grid again.
 */
const RECENT = 8;
const recentKeys: (object | null)[] = new Array<object | null>(RECENT).fill(null);
const recentKept: (Kept | null)[] = new Array<Kept | null>(RECENT).fill(null);

/** The record kept for this `rng`, moved to the front of the list; undefined when none. */
function keptFor(rng: object): Kept | undefined {
  for (let i = 0; i < RECENT; i++) {
    if (recentKeys[i] !== rng) continue;
    const k = recentKept[i]!;
    for (let j = i; j > 0; j--) {
      recentKeys[j] = recentKeys[j - 1]!;
      recentKept[j] = recentKept[j - 1]!;
    }
    recentKeys[0] = rng;
    recentKept[0] = k;
    return k;
  }
  return undefined;
}

/** A record for a new `rng` at the front of the list: the oldest one's object, reused, or a new one. */
function newKept(rng: object, grid: Grid): Kept {
  const k = recentKept[RECENT - 1] ?? blank(grid);
  for (let j = RECENT - 1; j > 0; j--) {
    recentKeys[j] = recentKeys[j - 1]!;
    recentKept[j] = recentKept[j - 1]!;
  }
  recentKeys[0] = rng;
  recentKept[0] = k;
  return k;
}

function matches(k: Kept, s: FireTowerState): boolean {
  return (
    s.fire === k.fire && s.fire.length === k.fires &&
    s.firebreaks === k.firebreaks && s.firebreaks.length === k.breaks &&
    s.hawks === k.hawks && s.hawks.length === k.hawkCount &&
    s.lightning === k.lightning && (s.lightning?.length ?? 0) === k.bolts
  );
}

/** How many records have been written: none since a state's was forgotten means it has none. */
let recordsWritten = 0;

/** Write what `k` holds: `grid` (and its masks), in step with the state's lists now. */
function record(k: Kept, s: FireTowerState, grid: Grid, masks: BoardMasks | undefined, sorted = 0): Kept {
  recordsWritten++;
  k.key = s.rng;
  k.grid = grid;
  k.fire = s.fire;
  k.firebreaks = s.firebreaks;
  k.hawks = s.hawks;
  k.lightning = s.lightning;
  k.fires = s.fire.length;
  k.breaks = s.firebreaks.length;
  k.hawkCount = s.hawks.length;
  k.bolts = s.lightning?.length ?? 0;
  k.masks = masks;
  k.sorted = sorted;
  return k;
}

const blank = (grid: Grid): Kept => ({ key: null, grid, fire: [], firebreaks: [], hawks: [], lightning: undefined, fires: 0, breaks: 0, hawkCount: 0, bolts: 0, masks: undefined, sorted: 0 });

function current(s: FireTowerState): Kept | undefined {
  const k = keptFor(s.rng);
  return k && matches(k, s) ? k : undefined;
}

/**
 * The record kept for a state: its grid (shared: copy before changing it), built on first use
 * and kept with it. A view holds the record and asks `stillKept` before reading it again,
 * instead of looking the state up in the list at each reading.
 */
export function keptBoard(s: FireTowerState, forest: Forest): Kept {
  const hit = current(s);
  if (hit) return hit;
  const grid = buildGrid(s, forest);
  return record(keptFor(s.rng) ?? newKept(s.rng, grid), s, grid, undefined);
}

/**
 * The record kept for a state (built if none) handed over to the step that changes that very
 * state in place (stepping.ts, a game handed over): the list forgets it first, so nothing can
 * read its grid or masks as the state's while the step changes them; the step keeps what it
 * leaves (keepGrid). The fields are to be read at once: the object is reused for other states.
 */
export function handOverBoard(s: FireTowerState, forest: Forest): Kept {
  const k = keptBoard(s, forest);
  // keptBoard left the record at the front of the list.
  recentKeys[0] = null;
  k.key = null;
  return k;
}

/** The count of records written when a state's was last forgotten (forgetBoard). */
let writtenAtForget = -1;

/** Forget the record kept for `s`, if any: the state is changed in place by a World that holds its grid (handed-world.ts). */
export function forgetBoard(s: FireTowerState): void {
  // Nothing written since the last call: no record for `s` can be there. That call was for s
  // (its World stays only while s is handed over), or s was taken over since (handOverBoard
  // took its record off the list).
  if (recordsWritten === writtenAtForget) return;
  writtenAtForget = recordsWritten;
  for (let i = 0; i < RECENT; i++) {
    if (recentKeys[i] !== s.rng) continue;
    recentKeys[i] = null;
    recentKept[i]!.key = null;
  }
}

/** Is `k` still the record of `s` (not reused for another state, its lists not replaced or grown since)? */
export function stillKept(k: Kept, s: FireTowerState): boolean {
  return k.key === s.rng && matches(k, s);
}

/**
 * Keep `grid` (and its masks) as the state's own: a step hands over the grid it worked on,
 * in step with the lists it leaves, so what reads the new state next builds nothing. The
 * grid is shared from then on (copy before changing it). A later step of the same apply
 * (same state, same `rng`) rewrites the record in place: nobody else reads that state yet.
 */
export function keepGrid(s: FireTowerState, grid: Grid, masks: BoardMasks | null, sorted = 0): Kept {
  return record(keptFor(s.rng) ?? newKept(s.rng, grid), s, grid, masks ?? undefined, sorted);
}
