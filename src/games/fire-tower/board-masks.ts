/**
 * Sets of forest spaces as bits, so a placement is tested against the board with a few
 * AND operations instead of one lookup per cell. Space [r, c] is bit r * size + c, kept in
 * 32-bit words (eight for the 16x16 forest). They depend on the grid alone: a World builds
 * them once from its grid (or takes those kept for its state) and again only after a change.
 */
import type { Forest } from './board.ts';
import * as bit from './board-grid.ts';
import type { Grid } from './board-grid.ts';

// Local copies: an imported binding can be a getter call under tsx (see world.ts).
const { GEM, BREAK, HAWK, FLAME } = bit;

/** One bit per space of the forest. */
export type CellMask = Uint32Array;

export const wordsFor = (forest: Forest): number => Math.ceil((forest.size * forest.size) / 32);

/** How many bits are set in a 32-bit word. */
export function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many spaces a mask holds. */
export function bitsSet(mask: CellMask): number {
  let count = 0;
  for (let w = 0; w < mask.length; w++) if (mask[w] !== 0) count += bitCount(mask[w]!);
  return count;
}

/** The index of the `k`th (from 0) set bit of `mask`, or -1 past the last (or for k < 0). */
export function nthBit(mask: Uint32Array, k: number): number {
  if (k < 0) return -1;
  for (let w = 0; w < mask.length; w++) {
    let word = mask[w]!;
    if (word === 0) continue;
    const c = bitCount(word);
    if (k >= c) {
      k -= c;
      continue;
    }
    for (; k > 0; k--) word &= word - 1;
    return w * 32 + (31 - Math.clz32(word & -word));
  }
  return -1;
}

export function hasBit(mask: CellMask, i: number): boolean {
  return (mask[i >>> 5]! & (1 << (i & 31))) !== 0;
}

export function setBit(mask: CellMask, i: number): void {
  mask[i >>> 5]! |= 1 << (i & 31);
}

/**
 * The spaces of `mask` in board order (`cells`: the forest's), or with `outside` the spaces not
 * in it, those `keep` accepts when given: the nth of them (null past the end), or with `nth`
 * < 0 how many. Counting samplers draw an index from the count and build only that one space;
 * `nth` 0 asks whether there is any.
 */
export function walkMask<C>(cells: readonly C[], mask: CellMask, nth: number, keep?: (c: C) => boolean, outside = false): C | null | number {
  let count = 0;
  for (let i = 0; i < mask.length; i++) {
    for (let word = outside ? ~mask[i]! : mask[i]!; word !== 0; word &= word - 1) {
      const c = cells[i * 32 + (31 - Math.clz32(word & -word))];
      if (c === undefined) break;
      if ((!keep || keep(c)) && count++ === nth) return c;
    }
  }
  return nth < 0 ? count : null;
}

/** The spaces of `mask` (or, with `inMask` false, those outside it) in board order; `cells`: the forest's. */
export function maskSpaces<C>(cells: readonly C[], mask: CellMask, inMask: boolean): C[] {
  const out: C[] = [];
  // A set bit at a time (word & -word is the lowest), not a test of every space.
  for (let w = 0; w < mask.length; w++) {
    for (let word = inMask ? mask[w]! : ~mask[w]!; word !== 0; word &= word - 1) {
      const i = w * 32 + (31 - Math.clz32(word & -word));
      if (i >= cells.length) break;
      out.push(cells[i]!);
    }
  }
  return out;
}

/** What placements are tested against, read off the grid of one moment of the game. */
export interface BoardMasks {
  /** Spaces where no gem may go: a gem, a firebreak or the Eternal Flame. */
  occupied: CellMask;
  /** Fire: gems and the Eternal Flame. */
  fire: CellMask;
  /** Empty spaces orthogonally next to fire (where a fire pattern must touch). */
  frontier: CellMask;
  /** Spaces where no firebreak may go (firebreakProblem's reasons, save the pattern's own partners, which are never firebreaks). */
  noFirebreak: CellMask;
  /** Gems water can reach: removable and outside the tower areas. */
  waterable: CellMask;
}

/** Masks fixed per forest: spaces that never take a firebreak, the tower areas, the first and last columns (one, two), its spaces, the Eternal Flame. */
export interface FixedMasks {
  noFirebreak: CellMask;
  towerAreas: CellMask;
  westEdge: CellMask;
  eastEdge: CellMask;
  westTwo: CellMask;
  eastTwo: CellMask;
  spaces: CellMask;
  flames: CellMask;
}

const fixedMasks = new WeakMap<Forest, FixedMasks>();

/** Spaces that never take a firebreak (tower areas, the Eternal Flame), the tower areas, the edge columns and the rest of FixedMasks, fixed per forest. */
export function fixedMasksOf(forest: Forest): FixedMasks {
  let m = fixedMasks.get(forest);
  if (m) return m;
  const mask = (): CellMask => new Uint32Array(wordsFor(forest));
  m = { noFirebreak: mask(), towerAreas: mask(), westEdge: mask(), eastEdge: mask(), westTwo: mask(), eastTwo: mask(), spaces: mask(), flames: mask() };
  const last = forest.size - 1;
  forest.cells.forEach((c, i) => {
    if (forest.towerAreaAt(c)) setBit(m!.towerAreas, i);
    if (forest.towerAreaAt(c) || forest.isEternalFlame(c)) setBit(m!.noFirebreak, i);
    if (forest.isEternalFlame(c)) setBit(m!.flames, i);
    setBit(m!.spaces, i);
    if (c[1] === 0) setBit(m!.westEdge, i);
    if (c[1] === last) setBit(m!.eastEdge, i);
    if (c[1] <= 1) setBit(m!.westTwo, i);
    if (c[1] >= last - 1) setBit(m!.eastTwo, i);
  });
  fixedMasks.set(forest, m);
  return m;
}

/** The masks of a grid (board-grid.ts): one pass over its bytes, one over the fire's neighbours. */
export function buildBoardMasks(forest: Forest, grid: Grid): BoardMasks {
  const n = forest.size;
  const words = wordsFor(forest);
  const occupied = new Uint32Array(words);
  const fire = new Uint32Array(words);
  const frontier = new Uint32Array(words);
  const { noFirebreak: fixedNo, towerAreas } = fixedMasksOf(forest);
  const noFirebreak = new Uint32Array(fixedNo);
  const waterable = new Uint32Array(words);
  const total = n * n;
  for (let i = 0; i < total; i++) {
    const b = grid[i]!;
    if (b === 0) continue;
    const w = i >>> 5;
    const bit = 1 << (i & 31);
    if (b & (GEM | FLAME)) fire[w]! |= bit;
    if (b & (GEM | FLAME | BREAK | HAWK)) noFirebreak[w]! |= bit;
    if (b & (GEM | FLAME | BREAK)) occupied[w]! |= bit;
    // Water never acts in a tower area (so a tower ablaze, always in one, needs no test here).
    if (b & GEM && (towerAreas[w]! & bit) === 0) waterable[w]! |= bit;
    if (b & BREAK) {
      // Orthogonally next to a firebreak: no new one.
      const c = i % n;
      if (i >= n) setBit(noFirebreak, i - n);
      if (i + n < total) setBit(noFirebreak, i + n);
      if (c > 0) setBit(noFirebreak, i - 1);
      if (c < n - 1) setBit(noFirebreak, i + 1);
    }
  }
  // The fire's spaces, read off its words a set bit at a time (most spaces hold none).
  for (let w = 0; w < words; w++) {
    for (let word = fire[w]!; word !== 0; word &= word - 1) {
      const i = w * 32 + (31 - Math.clz32(word & -word));
      markFrontier(frontier, i, n, total);
    }
  }
  // Next to fire and empty.
  for (let w = 0; w < words; w++) frontier[w]! &= ~occupied[w]!;
  return { occupied, fire, frontier, noFirebreak, waterable };
}

/** One mask per word count, reused by downwindOfFire (its result is read before the next call). */
const scratch = new Map<number, CellMask>();

/**
 * Empty spaces one step (dr, dc) from fire (a gem or the Eternal Flame), with dr and dc each
 * -1, 0 or 1: the fire mask moved by that step, less what is occupied. A step east brings
 * nothing into the first column (its source would be the row above's last space), a step
 * west nothing into the last. The mask returned is scratch: read it before the next call.
 */
export function downwindOfFire(forest: Forest, m: BoardMasks, dr: number, dc: number): CellMask {
  const words = m.fire.length;
  let out = scratch.get(words);
  if (!out) scratch.set(words, (out = new Uint32Array(words)));
  const shift = dr * forest.size + dc;
  const edge = dc > 0 ? fixedMasksOf(forest).westEdge : dc < 0 ? fixedMasksOf(forest).eastEdge : null;
  const tail = (forest.size * forest.size) & 31;
  for (let w = 0; w < words; w++) {
    let word = shift >= 0 ? shiftedUp(m.fire, w, shift) : shiftedDown(m.fire, w, -shift);
    word &= ~m.occupied[w]!;
    if (edge) word &= ~edge[w]!;
    // Nothing past the last space (a board whose spaces do not fill the last word).
    if (w === words - 1 && tail !== 0) word &= (1 << tail) - 1;
    out[w] = word;
  }
  return out;
}

/** One mask per word count, reused by nearAny (its result is read before the next call). */
const nearScratch = new Map<number, CellMask>();

/** Per forest, by column step dc: the spaces whose column plus dc is still on the board. */
const columnsInside = new WeakMap<Forest, Map<number, CellMask>>();

function columnsWithin(forest: Forest, dc: number): CellMask {
  let byStep = columnsInside.get(forest);
  if (!byStep) columnsInside.set(forest, (byStep = new Map()));
  let m = byStep.get(dc);
  if (m) return m;
  m = new Uint32Array(wordsFor(forest));
  for (let i = 0; i < forest.cells.length; i++) {
    const c = forest.cells[i]![1] + dc;
    if (c >= 0 && c < forest.size) setBit(m, i);
  }
  byStep.set(dc, m);
  return m;
}

/**
 * The spaces with a space of `mask` at one of the `offsets` [dr, dc] from them (on the board):
 * the mask moved back by each offset, joined, a word at a time instead of a look around every
 * space. The mask returned is scratch: read it before the next call.
 */
export function nearAny(forest: Forest, mask: CellMask, offsets: readonly (readonly [number, number])[]): CellMask {
  const words = mask.length;
  let out = nearScratch.get(words);
  if (!out) nearScratch.set(words, (out = new Uint32Array(words)));
  out.fill(0);
  for (const [dr, dc] of offsets) {
    // Bit i of the moved mask is bit i + shift of `mask`; rows off the board read as zero.
    const shift = dr * forest.size + dc;
    const inside = columnsWithin(forest, dc);
    for (let w = 0; w < words; w++) out[w]! |= (shift >= 0 ? shiftedDown(mask, w, shift) : shiftedUp(mask, w, -shift)) & inside[w]!;
  }
  return out;
}

/** Word `w` of `mask` with every bit moved `by` places up (bit i to bit i + by). */
function shiftedUp(mask: CellMask, w: number, by: number): number {
  const from = w - (by >>> 5);
  const bits = by & 31;
  const low = from >= 0 ? mask[from]! << bits : 0;
  const carry = bits && from - 1 >= 0 ? mask[from - 1]! >>> (32 - bits) : 0;
  return low | carry;
}

/** Word `w` of `mask` with every bit moved `by` places down (bit i to bit i - by). */
function shiftedDown(mask: CellMask, w: number, by: number): number {
  const from = w + (by >>> 5);
  const bits = by & 31;
  const high = from < mask.length ? mask[from]! >>> bits : 0;
  const carry = bits && from + 1 < mask.length ? mask[from + 1]! << (32 - bits) : 0;
  return high | carry;
}

/**
 * A copy to change (kept masks are shared with the state they were kept for). Copied by the
 * constructor, not slice(): a third faster on these eight-word arrays (slice's species lookup).
 */
export function copyMasks(m: BoardMasks): BoardMasks {
  return { occupied: new Uint32Array(m.occupied), fire: new Uint32Array(m.fire), frontier: new Uint32Array(m.frontier), noFirebreak: new Uint32Array(m.noFirebreak), waterable: new Uint32Array(m.waterable) };
}

/**
 * The masks brought in step with a grid whose space `i` has just had `bits` set (`on`) or
 * cleared, in place: what `buildBoardMasks` would give. Only what those bits can change is
 * read again: the space itself, and of its orthogonal neighbours the frontier (a gem) or the
 * firebreaks' reach (a firebreak); a hawk changes its own space alone, lightning no mask.
 */
export function updateMasks(forest: Forest, grid: Grid, m: BoardMasks, i: number, bits: number, on: boolean): void {
  if ((bits & (GEM | FLAME | BREAK | HAWK)) === 0) return;
  const n = forest.size;
  const f = fixedMasksOf(forest);
  updateSpace(n, f, grid, m, i);
  const aroundBits = bits & (GEM | FLAME | BREAK);
  if (aroundBits === 0) return;
  const c = i % n;
  if (i >= n) updateNeighbour(n, f, grid, m, i - n, aroundBits, on);
  if (i + n < n * n) updateNeighbour(n, f, grid, m, i + n, aroundBits, on);
  if (c > 0) updateNeighbour(n, f, grid, m, i - 1, aroundBits, on);
  if (c < n - 1) updateNeighbour(n, f, grid, m, i + 1, aroundBits, on);
}

/**
 * The bits of neighbour `j` that read a space next to it: its frontier, when fire came or
 * went next to it; its firebreaks' reach, when a firebreak did. Something arriving settles
 * it at once; something leaving needs the neighbour's own surroundings read.
 */
function updateNeighbour(n: number, f: FixedMasks, grid: Grid, m: BoardMasks, j: number, changed: number, on: boolean): void {
  if (!on) {
    updateSpace(n, f, grid, m, j);
    return;
  }
  const w = j >>> 5;
  const bit = 1 << (j & 31);
  if (changed & (GEM | FLAME) && (grid[j]! & (GEM | FLAME | BREAK)) === 0) m.frontier[w]! |= bit;
  if (changed & BREAK) m.noFirebreak[w]! |= bit;
}

/** Every mask's bit for space `i` of an n x n forest, read off the grid as buildBoardMasks reads it. */
function updateSpace(n: number, f: FixedMasks, grid: Grid, m: BoardMasks, i: number): void {
  const total = n * n;
  const c = i % n;
  const b = grid[i]!;
  const { noFirebreak: fixedNo, towerAreas } = f;
  const w = i >>> 5;
  const bit = 1 << (i & 31);
  // What lies around: fire or a firebreak orthogonally next to the space.
  let around = 0;
  if (i >= n) around |= grid[i - n]!;
  if (i + n < total) around |= grid[i + n]!;
  if (c > 0) around |= grid[i - 1]!;
  if (c < n - 1) around |= grid[i + 1]!;
  const occupied = (b & (GEM | FLAME | BREAK)) !== 0;
  setTo(m.fire, w, bit, (b & (GEM | FLAME)) !== 0);
  setTo(m.occupied, w, bit, occupied);
  setTo(m.waterable, w, bit, (b & GEM) !== 0 && (towerAreas[w]! & bit) === 0);
  setTo(m.frontier, w, bit, !occupied && (around & (GEM | FLAME)) !== 0);
  setTo(m.noFirebreak, w, bit, (fixedNo[w]! & bit) !== 0 || (b & (GEM | FLAME | BREAK | HAWK)) !== 0 || (around & BREAK) !== 0);
}

function setTo(mask: CellMask, w: number, bit: number, on: boolean): void {
  mask[w] = on ? mask[w]! | bit : mask[w]! & ~bit;
}

/** The spaces orthogonally next to space `i` (on the board) join `frontier`. */
function markFrontier(frontier: CellMask, i: number, n: number, total: number): void {
  const c = i % n;
  if (i >= n) setBit(frontier, i - n);
  if (i + n < total) setBit(frontier, i + n);
  if (c > 0) setBit(frontier, i - 1);
  if (c < n - 1) setBit(frontier, i + 1);
}
