/**
 * Every placement of a card pattern on the forest, computed once per pattern: its cells
 * (each orientation, each anchor, cut to the board — the order the rules have always
 * listed them in) and its bits, so "does this placement touch / avoid these spaces" is an
 * AND of a word or two against a BoardMasks mask.
 */
import { RulesError } from '../../core/errors.ts';
import type { Forest } from './board.ts';
import { bitsSet, lowBit, nthBit, type CellMask } from './board-masks.ts';
import type { PatternData } from './definition.ts';
import { orientations, type Cell } from './patterns.ts';

export interface PlacementTable {
  /** Cells of each placement, in [row, col] (shared: never change them). */
  cells: Cell[][];
  /** How many cells of the pattern each placement keeps on the board. */
  size: Uint8Array;
  /** First word of each placement's bits, and its bits: `span` words per placement. */
  firstWord: Int32Array;
  bits: Uint32Array;
  span: number;
  /** Placements holding each space: ids byCell[cellStart[i] .. cellStart[i + 1]), ascending. */
  cellStart: Int32Array;
  byCell: Int32Array;
  /**
   * Scratch for `placementsTouching`: a bit per anchor, all clear between calls. Orientation o's
   * anchor [r, c] (r, c from -MARGIN) is bit `rowWords * 32 * (o * rows + r + MARGIN) + c + MARGIN`:
   * rows of the anchor grid start on a word, so a row of a mask is marked by a shift.
   */
  marks: Uint32Array;
  /** The placement anchored at each bit of `marks` (-1 where no placement is: none of its cells on the board). */
  idAt: Int32Array;
  /** Each orientation's cells as [dr, dc] pairs, flat: orientation o's are shapeCells[shapeStart[o] .. shapeStart[o + 1]). */
  shapeCells: Int8Array;
  shapeStart: Int32Array;
  /** Anchor rows per orientation, and words per anchor row. */
  rows: number;
  rowWords: number;
  /** Scratch for `placementsTouching`'s (and `allPlacements`') answer: placement ids, read before the next call on this table. */
  found: Int32Array;
  /** The forest's side it was built for. */
  boardSize: number;
}

/** Anchors start this far outside the board, so patterns (at most 4 spaces across) are also cut at the edges. */
const MARGIN = 3;

/**
 * Tables by the pattern's cells, then by rotation: a placement depends on nothing else, and a
 * copy of a pattern with other flags (Solo's enemy attack checks one per placement) shares
 * the cells, so it must not build its table again. Rebuilt only for a forest of another size.
 */
const tables = new WeakMap<PatternData['cells'], [PlacementTable | undefined, PlacementTable | undefined]>();

export function placementTable(forest: Forest, pattern: PatternData): PlacementTable {
  let byRotation = tables.get(pattern.cells);
  if (!byRotation) tables.set(pattern.cells, (byRotation = [undefined, undefined]));
  const i = pattern.rotate ? 1 : 0;
  let t = byRotation[i];
  if (!t || t.boardSize !== forest.size) byRotation[i] = t = buildTable(forest, pattern);
  return t;
}

function buildTable(forest: Forest, pattern: PatternData): PlacementTable {
  const n = forest.size;
  const cells: Cell[][] = [];
  const shapes = orientations(pattern.cells, pattern.rotate);
  // Anchors reach MARGIN spaces out (and markTouching moves a mask's rows back by a cell's offset, at most MARGIN).
  if (shapes.some((shape) => shape.some(([dr, dc]) => dr > MARGIN || dc > MARGIN))) throw new RulesError(`a card pattern is more than ${MARGIN + 1} spaces across: ${JSON.stringify(pattern.cells)}`);
  const rows = n + MARGIN;
  const rowWords = Math.ceil(rows / 32);
  const idAt = new Int32Array(shapes.length * rows * rowWords * 32).fill(-1);
  shapes.forEach((shape, o) => {
    for (let r = -MARGIN; r < n; r++) {
      for (let c = -MARGIN; c < n; c++) {
        const placed = shape.map(([dr, dc]): Cell => [r + dr, c + dc]).filter(([pr, pc]) => pr >= 0 && pc >= 0 && pr < n && pc < n);
        if (!placed.length) continue;
        idAt[(o * rows + r + MARGIN) * rowWords * 32 + c + MARGIN] = cells.length;
        cells.push(placed);
      }
    }
  });
  const shapeStart = new Int32Array(shapes.length + 1);
  shapes.forEach((shape, o) => (shapeStart[o + 1] = shapeStart[o]! + shape.length));
  const shapeCells = Int8Array.from(shapes.flat(2));
  const index = (c: Cell) => c[0] * n + c[1];
  let span = 1;
  for (const pl of cells) {
    const words = pl.map((c) => index(c) >>> 5);
    span = Math.max(span, Math.max(...words) - Math.min(...words) + 1);
  }
  const size = new Uint8Array(cells.length);
  const firstWord = new Int32Array(cells.length);
  const bits = new Uint32Array(cells.length * span);
  cells.forEach((pl, p) => {
    size[p] = pl.length;
    const first = Math.min(...pl.map((c) => index(c) >>> 5));
    firstWord[p] = first;
    for (const c of pl) bits[p * span + (index(c) >>> 5) - first]! |= 1 << (index(c) & 31);
  });
  const holders: number[][] = forest.cells.map(() => []);
  cells.forEach((pl, p) => pl.forEach((c) => holders[index(c)]!.push(p)));
  const cellStart = new Int32Array(holders.length + 1);
  holders.forEach((h, i) => (cellStart[i + 1] = cellStart[i]! + h.length));
  const marks = new Uint32Array(shapes.length * rows * rowWords);
  return { cells, size, firstWord, bits, span, cellStart, byCell: Int32Array.from(holders.flat()), marks, idAt, shapeCells, shapeStart, rows, rowWords, found: new Int32Array(cells.length), boardSize: n };
}

/**
 * The placements holding at least one space of `mask`, ascending, in `t.found` (read them
 * before the next call on this table): how many. Found from the mask's rows moved by the
 * pattern's cells (markTouching), not by testing every placement; their anchors marked as bits
 * first, then read back a set bit at a time, clearing the marks for the next call. Into the table's scratch, not a new
 * list: a list of a hundred ids and more, grown by push, cost a third of the call.
 */
export function placementsTouching(t: PlacementTable, mask: CellMask): number {
  markTouching(t, mask);
  return listMarked(t);
}

/**
 * The placements `placementsTouching` finds, left marked in `t.marks` and counted, not listed:
 * a random draw reads the one drawn off the marks (`markedAt`) and often needs no list. The
 * marks must be cleared (`listMarked` or `clearMarks`) before the table is asked again.
 */
export function countTouching(t: PlacementTable, mask: CellMask): number {
  markTouching(t, mask);
  return bitsSet(t.marks);
}

/**
 * Marks the anchors of the placements holding a space of `mask`: for each orientation and each
 * of its cells [dr, dc], the mask's rows moved back by it into the anchor grid (the anchors
 * that put that cell on a space of the mask), up to 29 spaces of a row at a time: a few shifts
 * per row, not a mark per placement per space.
 */
function markTouching(t: PlacementTable, mask: CellMask): void {
  const n = t.boardSize;
  const { marks, shapeCells, shapeStart, rows, rowWords } = t;
  const orients = shapeStart.length - 1;
  for (let r = 0; r < n; r++) {
    for (let c0 = 0; c0 < n; c0 += ROW_CHUNK) {
      const width = Math.min(ROW_CHUNK, n - c0);
      const got = maskRun(mask, r * n + c0, width);
      if (got === 0) continue;
      for (let o = 0; o < orients; o++) {
        for (let k = shapeStart[o]!; k < shapeStart[o + 1]!; k++) {
          // Anchor [r - dr, c - dc] for a space [r, c]: its row in the grid, its column's bit.
          const row = (o * rows + r - shapeCells[2 * k]! + MARGIN) * rowWords;
          const at = c0 - shapeCells[2 * k + 1]! + MARGIN;
          const w = row + (at >>> 5);
          const sh = at & 31;
          marks[w]! |= got << sh;
          if (sh + width > 32) marks[w + 1]! |= got >>> (32 - sh);
        }
      }
    }
  }
}

/** Spaces marked at a time by markTouching: moved by up to MARGIN columns, they stay inside a 32-bit word's reach. */
const ROW_CHUNK = 32 - MARGIN;

/** `width` (at most ROW_CHUNK) bits of `mask` from bit `from`, as the low bits of a number. */
function maskRun(mask: CellMask, from: number, width: number): number {
  const w = from >>> 5;
  const b = from & 31;
  let got = mask[w]! >>> b;
  if (b + width > 32) got |= mask[w + 1]! << (32 - b);
  return got & ((1 << width) - 1);
}

/** The marked placements, ascending, in `t.found`, the marks cleared: how many. */
export function listMarked(t: PlacementTable): number {
  const { marks, idAt, found } = t;
  let n = 0;
  for (let w = 0; w < marks.length; w++) {
    let word = marks[w]!;
    if (word === 0) continue;
    marks[w] = 0;
    for (; word !== 0; word &= word - 1) found[n++] = idAt[w * 32 + lowBit(word)]!;
  }
  return n;
}

/** The `j`th (from 0, ascending) of the marked placements: `t.found[j]` once listed. The marks stay. */
export function markedAt(t: PlacementTable, j: number): number {
  const bit = nthBit(t.marks, j);
  return bit < 0 ? -1 : t.idAt[bit]!;
}

export function clearMarks(t: PlacementTable): void {
  t.marks.fill(0);
}

/** Every placement of the table, ascending, in `t.found` (as placementsTouching leaves it): how many. */
export function allPlacements(t: PlacementTable): number {
  const found = t.found;
  for (let p = 0; p < found.length; p++) found[p] = p;
  return found.length;
}

/** Does placement `p` hold any space of `mask`? */
export function touches(t: PlacementTable, p: number, mask: CellMask): boolean {
  const base = p * t.span;
  const first = t.firstWord[p]!;
  for (let k = 0; k < t.span; k++) {
    // A placement's words past the board's last one are zero: the mask is never read there.
    const b = t.bits[base + k]!;
    if (b !== 0 && (b & mask[first + k]!) !== 0) return true;
  }
  return false;
}

/**
 * The placements holding every one of `cells` (distinct spaces on the board, at least one),
 * ascending: those holding the first, kept when their bits hold the others too.
 */
export function placementsHolding(t: PlacementTable, n: number, cells: readonly Cell[]): number[] {
  const out: number[] = [];
  const first = cells[0]![0] * n + cells[0]![1];
  for (let k = t.cellStart[first]!; k < t.cellStart[first + 1]!; k++) {
    const p = t.byCell[k]!;
    if (t.size[p]! < cells.length) continue;
    let all = true;
    for (let j = 1; all && j < cells.length; j++) all = holds(t, p, cells[j]![0] * n + cells[j]![1]);
    if (all) out.push(p);
  }
  return out;
}

/** Does placement `p` hold space `i`? */
function holds(t: PlacementTable, p: number, i: number): boolean {
  const k = (i >>> 5) - t.firstWord[p]!;
  return k >= 0 && k < t.span && (t.bits[p * t.span + k]! & (1 << (i & 31))) !== 0;
}
