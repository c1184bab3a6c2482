/**
 * The Rolling Firebrand's move drawn by counting on bit masks: the rolls are counted a 32-bit
 * word at a time (one mask of pair anchors per pair shape and direction), then the drawn one is
 * found by walking the fire list in the order `rollingFirebrandChoices` lists them
 * (space-choices.ts `findRolls`). Listing tested every gem's spaces one at a time: on boards
 * of random Rising Flames games (94 gems on average) a draw took 9.7 µs listed, 2.4 µs counted.
 */
import { bitCount, fixedMasksOf, hasBit, wordsFor, type CellMask, type FixedMasks } from './board-masks.ts';
import { WIND } from './board.ts';
import type { Cell } from './patterns.ts';
import { STEP, type World } from './world.ts';

/** Scratch masks, made again only for a forest of another size. */
interface Scratch {
  gems: CellMask;
  empty: CellMask;
  /** Per direction (WIND order): the spaces whose next two spaces that way are empty. */
  free2: CellMask[];
  /** Per pair shape (0: the gem east, 1: the gem south): the first gems of the pairs. */
  anchors: CellMask[];
  /** Per shape * 4 + direction: the first gems of the pairs that roll so. */
  rolls: CellMask[];
  tmp: CellMask;
  tmp2: CellMask;
}

let scratch: Scratch | null = null;

function scratchFor(words: number): Scratch {
  if (scratch && scratch.gems.length === words) return scratch;
  const mask = (): CellMask => new Uint32Array(words);
  const masks = (k: number): CellMask[] => Array.from({ length: k }, mask);
  scratch = { gems: mask(), empty: mask(), free2: masks(4), anchors: masks(2), rolls: masks(8), tmp: mask(), tmp2: mask() };
  return scratch;
}

/**
 * What picking from `rollingFirebrandChoices` takes with the same draw. The pair (a, b = a + o)
 * rolls in direction d when the spaces it passes are empty or its own: the two past b when d
 * is o, the two past a when d is -o, both gems' two when d is across.
 */
export function sampleRollingFirebrand(w: World, pick: (count: number) => number): { pair: Cell[]; direction: string } | null {
  const forest = w.forest;
  const n = forest.size;
  const s = scratchFor(wordsFor(forest));
  const board = fixedMasksOf(forest);
  rollableGems(w, board, s.gems);
  const occupied = w.masks().occupied;
  for (let i = 0; i < s.empty.length; i++) s.empty[i] = ~occupied[i]! & board.spaces[i]!;
  for (let d = 0; d < 4; d++) twoFree(s, board, n, d);
  // Pair anchors: a gem with a gem east (not in the last column), or south.
  shifted(s.gems, 1, s.tmp);
  for (let i = 0; i < s.tmp.length; i++) s.anchors[0]![i] = s.gems[i]! & s.tmp[i]! & ~board.eastEdge[i]!;
  shifted(s.gems, n, s.tmp);
  for (let i = 0; i < s.tmp.length; i++) s.anchors[1]![i] = s.gems[i]! & s.tmp[i]!;
  let count = 0;
  for (let k = 0; k < 2; k++) for (let d = 0; d < 4; d++) count += rollsOf(s, k, d, k === 0 ? 1 : n);
  // The gems that start any roll, so the walk below skips the others with one test.
  s.tmp.fill(0);
  for (const rolls of s.rolls) for (let i = 0; i < rolls.length; i++) s.tmp[i]! |= rolls[i]!;
  return count ? nthRoll(w, s, pick(count)) : null;
}

/** The gems a pair may be made of: fire but the Eternal Flame, and under Tower Ablaze none of a tower ablaze. */
function rollableGems(w: World, board: FixedMasks, gems: CellMask): void {
  const fire = w.masks().fire;
  for (let i = 0; i < gems.length; i++) gems[i] = fire[i]! & ~board.flames[i]!;
  if (!w.rules.flag('towerAblaze')) return;
  const n = w.forest.size;
  for (const c of w.fire) if (w.isAblaze(c)) gems[(c[0] * n + c[1]) >>> 5]! &= ~(1 << ((c[0] * n + c[1]) & 31));
}

/** free2[d]: the spaces from which the next two spaces in direction d are on the board and empty. */
function twoFree(s: Scratch, board: FixedMasks, n: number, d: number): void {
  const step = STEP[WIND[d]!];
  const delta = step[0] * n + step[1];
  shifted(s.empty, delta, s.tmp);
  shifted(s.empty, 2 * delta, s.tmp2);
  // Going east or west, a space near that edge would wrap onto the next row: cut off.
  const edge = step[1] > 0 ? board.eastTwo : step[1] < 0 ? board.westTwo : null;
  const out = s.free2[d]!;
  for (let i = 0; i < out.length; i++) out[i] = s.tmp[i]! & s.tmp2[i]! & (edge ? ~edge[i]! : -1);
}

/** rolls[k * 4 + d]: the pairs of shape k (offset o) rolling in direction d; how many. */
function rollsOf(s: Scratch, k: number, d: number, offset: number): number {
  const step = STEP[WIND[d]!];
  const along = k === 0 ? step[0] === 0 : step[1] === 0;
  const forward = along && (k === 0 ? step[1] > 0 : step[0] > 0);
  const free = s.free2[d]!;
  // Free past b: free2 read at a + o.
  if (!along || forward) shifted(free, offset, s.tmp);
  const anchors = s.anchors[k]!;
  const rolls = s.rolls[k * 4 + d]!;
  let count = 0;
  for (let i = 0; i < anchors.length; i++) {
    const word = anchors[i]! & (forward ? s.tmp[i]! : along ? free[i]! : free[i]! & s.tmp[i]!);
    rolls[i] = word;
    if (word !== 0) count += bitCount(word);
  }
  return count;
}

/** The `nth` roll in the list's order: fire list order, then the east pair before the south, then WIND order (s.tmp: the gems starting any). */
function nthRoll(w: World, s: Scratch, nth: number): { pair: Cell[]; direction: string } | null {
  const n = w.forest.size;
  for (const a of w.fire) {
    const i = a[0] * n + a[1];
    if (!hasBit(s.tmp, i)) continue;
    for (let k = 0; k < 2; k++) {
      for (let d = 0; d < 4; d++) {
        if (!hasBit(s.rolls[k * 4 + d]!, i) || nth-- !== 0) continue;
        const b: Cell = k === 1 ? [a[0] + 1, a[1]] : [a[0], a[1] + 1];
        return { pair: [a, b], direction: WIND[d]! };
      }
    }
  }
  return null;
}

/** out bit i = mask bit (i + delta), 0 where i + delta is off the mask. */
function shifted(mask: CellMask, delta: number, out: CellMask): void {
  const q = Math.floor(delta / 32);
  const r = delta - q * 32;
  const len = mask.length;
  for (let i = 0; i < len; i++) {
    const j = i + q;
    const lo = j >= 0 && j < len ? mask[j]! : 0;
    if (r === 0) {
      out[i] = lo;
      continue;
    }
    const hi = j + 1 >= 0 && j + 1 < len ? mask[j + 1]! : 0;
    out[i] = (lo >>> r) | (hi << (32 - r));
  }
}
