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

export function hasBit(mask: CellMask, i: number): boolean {
  return (mask[i >>> 5]! & (1 << (i & 31))) !== 0;
}

export function setBit(mask: CellMask, i: number): void {
  mask[i >>> 5]! |= 1 << (i & 31);
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

const fixedMasks = new WeakMap<Forest, { noFirebreak: CellMask; towerAreas: CellMask }>();

/** Spaces that never take a firebreak (tower areas, the Eternal Flame) and the tower areas, fixed per forest. */
function fixed(forest: Forest): { noFirebreak: CellMask; towerAreas: CellMask } {
  let m = fixedMasks.get(forest);
  if (m) return m;
  m = { noFirebreak: new Uint32Array(wordsFor(forest)), towerAreas: new Uint32Array(wordsFor(forest)) };
  forest.cells.forEach((c, i) => {
    if (forest.towerAreaAt(c)) setBit(m!.towerAreas, i);
    if (forest.towerAreaAt(c) || forest.isEternalFlame(c)) setBit(m!.noFirebreak, i);
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
  const { noFirebreak: fixedNo, towerAreas } = fixed(forest);
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

/** A copy to change (kept masks are shared with the state they were kept for). */
export function copyMasks(m: BoardMasks): BoardMasks {
  return { occupied: m.occupied.slice(), fire: m.fire.slice(), frontier: m.frontier.slice(), noFirebreak: m.noFirebreak.slice(), waterable: m.waterable.slice() };
}

/**
 * The masks brought in step with a grid whose space `i` has just changed, in place: what
 * `buildBoardMasks` would give, found by reading again the space and its orthogonal
 * neighbours (the frontier and the firebreaks' reach look one space away), not the board.
 */
export function updateMasks(forest: Forest, grid: Grid, m: BoardMasks, i: number): void {
  const n = forest.size;
  const c = i % n;
  updateSpace(forest, grid, m, i);
  if (i >= n) updateSpace(forest, grid, m, i - n);
  if (i + n < n * n) updateSpace(forest, grid, m, i + n);
  if (c > 0) updateSpace(forest, grid, m, i - 1);
  if (c < n - 1) updateSpace(forest, grid, m, i + 1);
}

/** Every mask's bit for space `i`, read off the grid as buildBoardMasks reads it. */
function updateSpace(forest: Forest, grid: Grid, m: BoardMasks, i: number): void {
  const n = forest.size;
  const total = n * n;
  const c = i % n;
  const b = grid[i]!;
  const { noFirebreak: fixedNo, towerAreas } = fixed(forest);
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
