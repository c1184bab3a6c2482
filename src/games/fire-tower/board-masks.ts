/**
 * Sets of forest spaces as bits, so a placement is tested against the board with a few
 * AND operations instead of one lookup per cell. Space [r, c] is bit r * size + c, kept in
 * 32-bit words (eight for the 16x16 forest). They depend on the grid alone: a World builds
 * them once from its grid (or takes those kept for its state) and again only after a change.
 */
import type { Forest } from './board.ts';
import * as bit from './board-grid.ts';
import type { Grid } from './board-grid.ts';
import { bitCount, lowBit, setBit, type CellMask } from './cell-bits.ts';

// Local copies: an imported binding can be a getter call under tsx (see world.ts).
const { GEM, BREAK, HAWK, FLAME } = bit;

export { anyBit, bitCount, bitsSet, clearAt, clearBit, clearCells, clearNeighbours, hasBit, lowBit, maskSpaces, nthBit, setBit, walkMask, type CellMask } from './cell-bits.ts';

export const wordsFor = (forest: Forest): number => Math.ceil((forest.size * forest.size) / 32);

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
/** The forest last asked about and its masks: asked at every change of a space, a compare instead of a WeakMap lookup. */
let fixedOf: Forest | null = null;
let fixedLast: FixedMasks | null = null;

/** Spaces that never take a firebreak (tower areas, the Eternal Flame), the tower areas, the edge columns and the rest of FixedMasks, fixed per forest. */
export function fixedMasksOf(forest: Forest): FixedMasks {
  if (forest === fixedOf) return fixedLast!;
  let m = fixedMasks.get(forest);
  if (!m) m = buildFixedMasks(forest);
  fixedOf = forest;
  fixedLast = m;
  return m;
}

function buildFixedMasks(forest: Forest): FixedMasks {
  const mask = (): CellMask => new Uint32Array(wordsFor(forest));
  const m: FixedMasks = { noFirebreak: mask(), towerAreas: mask(), westEdge: mask(), eastEdge: mask(), westTwo: mask(), eastTwo: mask(), spaces: mask(), flames: mask() };
  const last = forest.size - 1;
  forest.cells.forEach((c, i) => {
    if (forest.towerAreaAt(c)) setBit(m.towerAreas, i);
    if (forest.towerAreaAt(c) || forest.isEternalFlame(c)) setBit(m.noFirebreak, i);
    if (forest.isEternalFlame(c)) setBit(m.flames, i);
    setBit(m.spaces, i);
    if (c[1] === 0) setBit(m.westEdge, i);
    if (c[1] === last) setBit(m.eastEdge, i);
    if (c[1] <= 1) setBit(m.westTwo, i);
    if (c[1] >= last - 1) setBit(m.eastTwo, i);
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
      const i = w * 32 + lowBit(word);
      markFrontier(frontier, i, n, total);
    }
  }
  // Next to fire and empty.
  for (let w = 0; w < words; w++) frontier[w]! &= ~occupied[w]!;
  return { occupied, fire, frontier, noFirebreak, waterable };
}

/**
 * How many gems lie on spaces before space `i` (index r * size + c): the fire's bits below it,
 * less the Eternal Flame's (`flames`, FixedMasks), counted a word at a time. In a gem list in
 * board order without a gem on `i`, the place a gem on `i` goes.
 */
export function gemsBefore(m: BoardMasks, flames: CellMask, i: number): number {
  const last = i >>> 5;
  const fire = m.fire;
  let n = 0;
  for (let w = 0; w < last; w++) n += bitCount(fire[w]! & ~flames[w]!);
  return n + bitCount(fire[last]! & ~flames[last]! & ~(-1 << (i & 31)));
}

/** One mask per word count, reused by downwindOfFire (its result is read before the next call). */
const scratch = new Map<number, CellMask>();
let scratchLast: CellMask = new Uint32Array(0);

/**
 * Per forest, by step (index (dr + 1) * 3 + dc + 1): the spaces fire moved by that step may
 * land on. A step east brings nothing into the first column (its source would be the row
 * above's last space), a step west nothing into the last; nothing lands past the last space
 * (a board whose spaces do not fill the last word).
 */
const landings = new WeakMap<Forest, CellMask[]>();
let landingsOf: Forest | null = null;
let landingsLast: CellMask[] = [];

function landingsFor(forest: Forest): CellMask[] {
  if (forest === landingsOf) return landingsLast;
  let byStep = landings.get(forest);
  if (!byStep) {
    const { spaces, westEdge, eastEdge } = fixedMasksOf(forest);
    byStep = [];
    for (let k = 0; k < 9; k++) {
      const dc = (k % 3) - 1;
      const edge = dc > 0 ? westEdge : dc < 0 ? eastEdge : null;
      byStep.push(spaces.map((word, w) => (edge ? word & ~edge[w]! : word)));
    }
    landings.set(forest, byStep);
  }
  landingsOf = forest;
  landingsLast = byStep;
  return byStep;
}

/**
 * Empty spaces one step (dr, dc) from fire (a gem or the Eternal Flame), with dr and dc each
 * -1, 0 or 1: the fire mask moved by that step, less what is occupied, on the spaces that
 * step may land on (landingsFor). The mask returned is scratch: read it before the next call.
 */
export function downwindOfFire(forest: Forest, m: BoardMasks, dr: number, dc: number): CellMask {
  const words = m.fire.length;
  let out = scratchLast;
  if (out.length !== words) {
    out = scratch.get(words) ?? new Uint32Array(words);
    scratch.set(words, (scratchLast = out));
  }
  const shift = dr * forest.size + dc;
  const land = landingsFor(forest)[(dr + 1) * 3 + dc + 1]!;
  for (let w = 0; w < words; w++) out[w] = downwindWord(m, land, shift, w);
  return out;
}

/** Is any space downwind of fire (downwindOfFire not empty)? Its words read one at a time, up to the first that holds one. */
export function anyDownwindOfFire(forest: Forest, m: BoardMasks, dr: number, dc: number): boolean {
  const shift = dr * forest.size + dc;
  const land = landingsFor(forest)[(dr + 1) * 3 + dc + 1]!;
  for (let w = 0; w < m.fire.length; w++) if (downwindWord(m, land, shift, w) !== 0) return true;
  return false;
}

/** Word `w` of downwindOfFire: the fire moved by `shift` places, less what is occupied, on the landing spaces. */
function downwindWord(m: BoardMasks, land: CellMask, shift: number, w: number): number {
  return (shift >= 0 ? shiftedUp(m.fire, w, shift) : shiftedDown(m.fire, w, -shift)) & ~m.occupied[w]! & land[w]!;
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
  if (on) return piecesAdded(n, f, grid, m, i, bits);
  updateSpace(n, f, grid, m, i);
  if ((bits & (GEM | FLAME | BREAK)) === 0) return;
  const c = i % n;
  if ((bits & BREAK) === 0) {
    // Fire left (a gem or the Eternal Flame, no firebreak): of the neighbours' bits only their frontier can change.
    if (i >= n) updateFrontier(n, grid, m, i - n);
    if (i + n < n * n) updateFrontier(n, grid, m, i + n);
    if (c > 0) updateFrontier(n, grid, m, i - 1);
    if (c < n - 1) updateFrontier(n, grid, m, i + 1);
    return;
  }
  // A firebreak left: each neighbour's frontier and firebreak reach is read off its own surroundings.
  if (i >= n) updateSpace(n, f, grid, m, i - n);
  if (i + n < n * n) updateSpace(n, f, grid, m, i + n);
  if (c > 0) updateSpace(n, f, grid, m, i - 1);
  if (c < n - 1) updateSpace(n, f, grid, m, i + 1);
}

/** The frontier's bit for space `i`, read off the grid as updateSpace reads it (an occupied space is never on it, so is left as it is). */
function updateFrontier(n: number, grid: Grid, m: BoardMasks, i: number): void {
  if ((grid[i]! & (GEM | FLAME | BREAK)) !== 0) return;
  const c = i % n;
  let around = 0;
  if (i >= n) around |= grid[i - n]!;
  if (i + n < n * n) around |= grid[i + n]!;
  if (c > 0) around |= grid[i - 1]!;
  if (c < n - 1) around |= grid[i + 1]!;
  setTo(m.frontier, i >>> 5, 1 << (i & 31), (around & (GEM | FLAME)) !== 0);
}

/**
 * `bits` (some of a gem, the Eternal Flame, a firebreak, a hawk) arrived on space `i`: the
 * masks only gain bits, save the frontier, which loses a space filled. Nothing needs reading
 * around: the space's neighbours join the frontier (fire came, and they are empty) or the
 * firebreak's reach (a firebreak came).
 */
function piecesAdded(n: number, f: FixedMasks, grid: Grid, m: BoardMasks, i: number, bits: number): void {
  const w = i >>> 5;
  const bit = 1 << (i & 31);
  m.noFirebreak[w]! |= bit;
  if (bits & (GEM | FLAME | BREAK)) {
    m.occupied[w]! |= bit;
    m.frontier[w]! &= ~bit;
  }
  const fire = bits & (GEM | FLAME);
  if (fire) m.fire[w]! |= bit;
  if (bits & GEM && (f.towerAreas[w]! & bit) === 0) m.waterable[w]! |= bit;
  const firebreak = bits & BREAK;
  if (!fire && !firebreak) return;
  const c = i % n;
  if (i >= n) neighbourGains(grid, m, i - n, fire, firebreak);
  if (i + n < n * n) neighbourGains(grid, m, i + n, fire, firebreak);
  if (c > 0) neighbourGains(grid, m, i - 1, fire, firebreak);
  if (c < n - 1) neighbourGains(grid, m, i + 1, fire, firebreak);
}

/** Neighbour `j` of a space that fire (`fire` not 0) or a firebreak came to: on the frontier when empty, in the firebreak's reach. */
function neighbourGains(grid: Grid, m: BoardMasks, j: number, fire: number, firebreak: number): void {
  const w = j >>> 5;
  const bit = 1 << (j & 31);
  if (fire && (grid[j]! & (GEM | FLAME | BREAK)) === 0) m.frontier[w]! |= bit;
  if (firebreak) m.noFirebreak[w]! |= bit;
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
