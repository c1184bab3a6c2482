/**
 * Fire and smoke by space number: the state keeps them as lists of spaces (its JSON
 * format), and the rules ask "what is in this space?" thousands of times per action, so
 * World reads them through this index, built from the lists once and kept up to date by
 * World.setContent, through which every change to them goes.
 */
import { copySpace, type Space } from './board.ts';
import { dropSpace, hasSpace, insertSpace } from './space-lists.ts';
import type { BoardGeometry } from './board-geometry.ts';
import type { FlashPointState } from './state.ts';

export const FIRE = 1;
export const SMOKE = 2;

/** The index, with the lists it was built from and their lengths then. */
export interface BurningIndex {
  /**
   * FIRE, SMOKE or 0 by space number. A plain array of small integers, not a Uint8Array:
   * a board has more spaces than V8 keeps a typed array's bytes on its heap for, and a typed
   * array with its bytes outside costs several times as much to make (and a copy is made
   * whenever an apply first changes fire or smoke: copyIndex).
   */
  cells: number[];
  fire: Space[];
  fires: number;
  smoke: Space[];
  smokes: number;
}

/**
 * The indexes built or copied last, newest first from `newest`, at most one per fire list:
 * the machine's actions in one apply, the next legalActions and the states copied from it
 * (which share the lists until a change: World.setContent) work on the same lists, each
 * through its own World, and share one index. A few recent ones, not a WeakMap by fire list:
 * adding a WeakMap entry cost about 2 µs (V8's ephemeron table), more than building the
 * index again, which an index no longer here only costs.
 */
const RECENT = 8;
const recent: (BurningIndex | null)[] = new Array<BurningIndex | null>(RECENT).fill(null);
let newest = 0;

/** Keep `index` as the newest, instead of any kept for the same fire list. */
function share(index: BurningIndex): void {
  for (let k = 0; k < RECENT; k++) if (recent[k]?.fire === index.fire) recent[k] = null;
  newest = (newest + 1) % RECENT;
  recent[newest] = index;
}

/** Does the index still describe the state's lists (the same lists, the lengths it saw)? */
function holds(b: BurningIndex | null | undefined, s: FlashPointState): b is BurningIndex {
  return !!b && b.fire === s.fire && b.fires === s.fire.length && b.smoke === s.smoke && b.smokes === s.smoke.length;
}

/** The index that holds for the state's lists now (`last`, the caller's, tried first), if one was built. */
export function currentIndex(s: FlashPointState, last: BurningIndex | null): BurningIndex | null {
  if (holds(last, s)) return last;
  for (let k = 0; k < RECENT; k++) {
    const kept = recent[(newest - k + RECENT) % RECENT];
    if (kept?.fire === s.fire) return holds(kept, s) ? kept : null;
  }
  return null;
}

/** A board's cells with nothing burning, built once per board: an index starts as their copy (a packed array copies at once). */
const emptyByBoard = new WeakMap<BoardGeometry, number[]>();

function emptyCells(g: BoardGeometry): number[] {
  let cells = emptyByBoard.get(g);
  if (!cells) {
    cells = [];
    for (let i = 0; i < g.spaces.length; i++) cells.push(0);
    emptyByBoard.set(g, cells);
  }
  return cells;
}

/** Build the index from the state's lists, and share it. */
export function buildIndex(g: BoardGeometry, s: FlashPointState): BurningIndex {
  const cells = emptyCells(g).slice();
  for (const x of s.smoke) {
    const id = g.spaceId(x);
    if (id >= 0) cells[id] = SMOKE;
  }
  for (const x of s.fire) {
    const id = g.spaceId(x);
    if (id >= 0) cells[id] = FIRE;
  }
  const index: BurningIndex = { cells, fire: s.fire, fires: s.fire.length, smoke: s.smoke, smokes: s.smoke.length };
  share(index);
  return index;
}

/** Drop the state's shared index (its lists changed in a way it does not follow). */
export function forgetIndex(s: FlashPointState): void {
  for (let k = 0; k < RECENT; k++) if (recent[k]?.fire === s.fire) recent[k] = null;
}

/** The index, copied for the state's new fire and smoke lists (copies of those it was built from: World.setContent), and shared. */
export function copyIndex(index: BurningIndex, s: FlashPointState): BurningIndex {
  const copy: BurningIndex = { cells: index.cells.slice(), fire: s.fire, fires: index.fires, smoke: s.smoke, smokes: index.smokes };
  share(copy);
  return copy;
}

/**
 * Space `at` (number `id`, -1 off every grid) made fire, smoke or open in the state's lists,
 * and in `index`, the index that holds for them (null: none; World.setContent forgets it).
 * The index says what the lists hold, so a list it says does not hold the space is not
 * searched: a space it has as smoke is in no fire list (buildIndex reads fire last), one it
 * has as nothing in neither. Where it has fire, the lists are read back after the change,
 * so it says what they hold even if one held the space twice.
 */
export function writeContent(s: FlashPointState, index: BurningIndex | null, id: number, at: readonly number[], c: 'fire' | 'smoke' | 'open'): void {
  const was = index && id >= 0 ? index.cells[id]! : -1;
  if (was !== 0 && was !== SMOKE) dropSpace(s.fire, at);
  if (was !== 0) dropSpace(s.smoke, at);
  if (c === 'fire') insertSpace(s.fire, copySpace(at));
  if (c === 'smoke') insertSpace(s.smoke, copySpace(at));
  if (!index || id < 0) return;
  if (was === FIRE) index.cells[id] = hasSpace(s.fire, at) ? FIRE : hasSpace(s.smoke, at) ? SMOKE : 0;
  else index.cells[id] = c === 'fire' ? FIRE : c === 'smoke' || (was === SMOKE && hasSpace(s.smoke, at)) ? SMOKE : 0;
  index.fires = s.fire.length;
  index.smokes = s.smoke.length;
}
