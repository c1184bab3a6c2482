/**
 * Sets of forest spaces as bits, so a placement is tested against the board with a few
 * AND operations instead of one lookup per cell. Space [r, c] is bit r * size + c, kept in
 * 32-bit words (eight for the 16x16 forest). A World builds its masks once from its grid
 * and builds them again only after the grid changed.
 */
import type { Forest } from './board.ts';

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

/** The per-space facts the masks are built from (World's grid bits, read through it). */
export interface SpaceFacts {
  isFire(i: number): boolean;
  isOccupied(i: number): boolean;
  isFirebreak(i: number): boolean;
  isHawk(i: number): boolean;
  isWaterable(i: number): boolean;
}

const towerAreaMasks = new WeakMap<Forest, CellMask>();

/** Spaces of the four tower areas and the Eternal Flame: never a firebreak (fixed per forest). */
function fixedNoFirebreak(forest: Forest): CellMask {
  let m = towerAreaMasks.get(forest);
  if (m) return m;
  m = new Uint32Array(wordsFor(forest));
  forest.cells.forEach((c, i) => {
    if (forest.towerAreaAt(c) || forest.isEternalFlame(c)) setBit(m!, i);
  });
  towerAreaMasks.set(forest, m);
  return m;
}

export function buildBoardMasks(forest: Forest, facts: SpaceFacts): BoardMasks {
  const n = forest.size;
  const words = wordsFor(forest);
  const occupied = new Uint32Array(words);
  const fire = new Uint32Array(words);
  const frontier = new Uint32Array(words);
  const noFirebreak = Uint32Array.from(fixedNoFirebreak(forest));
  const waterable = new Uint32Array(words);
  const total = n * n;
  for (let i = 0; i < total; i++) {
    if (facts.isFire(i)) setBit(fire, i);
    if (facts.isOccupied(i) || facts.isHawk(i)) setBit(noFirebreak, i);
    if (facts.isOccupied(i)) setBit(occupied, i);
    if (facts.isWaterable(i)) setBit(waterable, i);
    if (facts.isFirebreak(i)) {
      // Orthogonally next to a firebreak: no new one.
      const c = i % n;
      if (i >= n) setBit(noFirebreak, i - n);
      if (i + n < total) setBit(noFirebreak, i + n);
      if (c > 0) setBit(noFirebreak, i - 1);
      if (c < n - 1) setBit(noFirebreak, i + 1);
    }
  }
  for (let i = 0; i < total; i++) {
    if (hasBit(occupied, i)) continue;
    const c = i % n;
    if ((i >= n && hasBit(fire, i - n)) || (i + n < total && hasBit(fire, i + n)) || (c > 0 && hasBit(fire, i - 1)) || (c < n - 1 && hasBit(fire, i + 1))) setBit(frontier, i);
  }
  return { occupied, fire, frontier, noFirebreak, waterable };
}
