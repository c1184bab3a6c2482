/**
 * Sets of forest spaces as bits (space [r, c] is bit r * size + c, in 32-bit words): counting
 * them, finding the nth, testing and setting one, walking the set bits. Nothing here knows the
 * forest; board-masks.ts builds the board's own masks on these (and passes them on).
 */

/** One bit per space of the forest. */
export type CellMask = Uint32Array;

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

/** Does a mask hold any space? Stops at the first word with one. */
export function anyBit(mask: CellMask): boolean {
  for (let w = 0; w < mask.length; w++) if (mask[w] !== 0) return true;
  return false;
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
    return w * 32 + lowBit(word);
  }
  return -1;
}

/**
 * The index (0 to 31) of the lowest set bit of a word (word & -word keeps that bit alone):
 * with `word &= word - 1` to drop it, the walk over a mask's set bits.
 */
export function lowBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** Clears bit `i`. */
export function clearBit(mask: CellMask, i: number): void {
  mask[i >>> 5]! &= ~(1 << (i & 31));
}

/** Clears space [r, c] of a board of side `n` when it is on the board (one step off an edge is not the next row's space). */
export function clearAt(mask: CellMask, n: number, r: number, c: number): void {
  if (r >= 0 && c >= 0 && r < n && c < n) clearBit(mask, r * n + c);
}

/** Clears each of `cells` (spaces of a board of side `n`). */
export function clearCells(mask: CellMask, n: number, cells: readonly (readonly [number, number])[]): void {
  for (let i = 0; i < cells.length; i++) clearBit(mask, cells[i]![0] * n + cells[i]![1]);
}

/** Clears the spaces orthogonally next to each of `cells` (a board of side `n`). */
export function clearNeighbours(mask: CellMask, n: number, cells: readonly (readonly [number, number])[]): void {
  for (let i = 0; i < cells.length; i++) {
    const r = cells[i]![0];
    const c = cells[i]![1];
    clearAt(mask, n, r - 1, c);
    clearAt(mask, n, r + 1, c);
    clearAt(mask, n, r, c - 1);
    clearAt(mask, n, r, c + 1);
  }
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
      const c = cells[i * 32 + lowBit(word)];
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
      const i = w * 32 + lowBit(word);
      if (i >= cells.length) break;
      out.push(cells[i]!);
    }
  }
  return out;
}
