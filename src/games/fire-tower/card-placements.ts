/**
 * Where a pattern card can go now, read from the placement table (placement-table.ts) and
 * the board's masks (board-masks.ts): a placement is tried only when its bits touch the
 * spaces that matter (the fire's frontier, the gems water reaches) and skipped at once when
 * they meet a space it may not use. The lists come out exactly as the cell-by-cell rules
 * listed them (same placements, same order); `fireSubsets` and friends also serve the
 * random agent, which tries placements in a random order instead of listing them all.
 */
import { bitCount, hasBit, lowBit, type BoardMasks, type CellMask } from './board-masks.ts';
import type { PatternData } from './definition.ts';
import { placementsTouching, placementTable, touches, type PlacementTable } from './placement-table.ts';
import type { Cell } from './patterns.ts';
import type { World } from './world.ts';

/** A sorted copy, row then column (stable, by insertion: placements hold a few cells; no comparator calls). */
export function sortedCells(cells: readonly Cell[]): Cell[] {
  const out = cells.slice();
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    let j = i - 1;
    for (; j >= 0 && (out[j]![0] > x[0] || (out[j]![0] === x[0] && out[j]![1] > x[1])); j--) out[j + 1] = out[j]!;
    out[j + 1] = x;
  }
  return out;
}

export function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << items.length; m++) out.push(items.filter((_, i) => m & (1 << i)));
  return out;
}

/** Drop repeated cell lists (different placements can leave the same cells). */
export function uniqCells(list: Cell[][]): Cell[][] {
  const seen = new Set<number | string>();
  const out: Cell[][] = [];
  for (const cells of list) {
    const k = cellsKey(cells);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(cells);
  }
  return out;
}

/** A key equal for equal lists of cells: a number up to four cells (4,096 per cell: 2^48), a string beyond. */
function cellsKey(cells: Cell[]): number | string {
  if (cells.length > 4) return cells.map((c) => c[0] * 64 + c[1]).join(',');
  let k = 0;
  for (const c of cells) k = k * 4096 + c[0] * 64 + c[1] + 1;
  return k;
}

/** Fire does not jump: every new gem reaches fire that was there through new gems. */
export function connectedToFire(w: World, cells: Cell[]): boolean {
  const n = w.forest.size;
  const fire = w.masks().fire;
  const reached: boolean[] = [];
  let count = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (let i = 0; i < cells.length; i++) {
      if (reached[i]) continue;
      const [r, c] = cells[i]!;
      let ok = (r > 0 && hasBit(fire, (r - 1) * n + c)) || (r < n - 1 && hasBit(fire, (r + 1) * n + c)) || (c > 0 && hasBit(fire, r * n + c - 1)) || (c < n - 1 && hasBit(fire, r * n + c + 1));
      // Or through a gem of the pattern already reached.
      for (let j = 0; !ok && j < cells.length; j++) if (reached[j]) ok = Math.abs(cells[j]![0] - r) + Math.abs(cells[j]![1] - c) === 1;
      if (ok) {
        reached[i] = true;
        count++;
        grew = true;
      }
    }
  }
  return count === cells.length;
}

/**
 * The spaces of one placement a fire or water card may use, in the placement's order, for
 * their subsets to be tried as bit sets (bit k: `cells[k]`, subsets' numbering), not lists.
 * Scratch, filled by `usableSpaces` and read before its next call.
 */
interface Usable {
  cells: Cell[];
  count: number;
  /** The indices of `cells` in board order (a stable sort): a subset's cells are listed sorted in this order. */
  order: number[];
  /** The spaces next to fire that was there before (for empty spaces: those on the frontier). */
  nearFire: number;
  /** By space, the spaces orthogonally next to it. */
  beside: number[];
}

const usableNow: Usable = { cells: [], count: 0, order: [], nearFire: 0, beside: [] };

/** The spaces of `pl` in `mask` (outside it when `inMask` is false), with their bits in `near` as nearFire. */
function usableSpaces(n: number, pl: readonly Cell[], mask: CellMask, inMask: boolean, near: CellMask | null): Usable {
  const u = usableNow;
  const { cells, order } = u;
  let count = 0;
  u.nearFire = 0;
  for (let i = 0; i < pl.length; i++) {
    const x = pl[i]!;
    const at = x[0] * n + x[1];
    if (hasBit(mask, at) !== inMask) continue;
    if (near && hasBit(near, at)) u.nearFire |= 1 << count;
    cells[count] = x;
    // Insertion in board order, after equal cells (sortedCells' order).
    let j = count - 1;
    for (; j >= 0 && (cells[order[j]!]![0] > x[0] || (cells[order[j]!]![0] === x[0] && cells[order[j]!]![1] > x[1])); j--) order[j + 1] = order[j]!;
    order[j + 1] = count++;
  }
  u.count = count;
  return u;
}

/** `u.beside` filled: for each space, the bits of the spaces orthogonally next to it. */
function linkBeside(u: Usable): void {
  const cells = u.cells;
  for (let a = 0; a < u.count; a++) {
    let bits = 0;
    for (let b = 0; b < u.count; b++) if (Math.abs(cells[a]![0] - cells[b]![0]) + Math.abs(cells[a]![1] - cells[b]![1]) === 1) bits |= 1 << b;
    u.beside[a] = bits;
  }
}

/** Does every space of `sub` reach fire through spaces of `sub` (connectedToFire, on bits)? */
function reachesFire(u: Usable, sub: number): boolean {
  let reached = sub & u.nearFire;
  for (let grown = reached; grown !== 0; ) {
    let next = reached;
    for (let bits = grown; bits !== 0; bits &= bits - 1) next |= u.beside[lowBit(bits)]! & sub;
    grown = next & ~reached;
    reached = next;
  }
  return reached === sub;
}

/** The cells of `u` whose bits are set in `sub`, in board order (what sortedCells makes of them). */
function sortedSubset(u: Usable, sub: number): Cell[] {
  const out: Cell[] = [];
  for (let k = 0; k < u.count; k++) if (sub & (1 << u.order[k]!)) out.push(u.cells[u.order[k]!]!);
  return out;
}

/**
 * The gems a fire pattern may lay on one placement: its empty spaces (or, for "up to",
 * any part of them) touching fire and, unless the card jumps firebreaks, reaching it. A part
 * is a bit set of the empty spaces, tried in subsets' order; only those kept are made cells.
 */
export function fireSubsets(w: World, pattern: PatternData, pl: Cell[], m: BoardMasks, out: Cell[][]): void {
  // An empty space next to fire is one on the frontier.
  const u = usableSpaces(w.forest.size, pl, m.occupied, false, m.frontier);
  const full = (1 << u.count) - 1;
  if (!pattern.jumpsFirebreaks) linkBeside(u);
  for (let sub = pattern.upTo ? 1 : full; sub !== 0 && sub <= full; sub++) {
    if ((sub & u.nearFire) !== 0 && (pattern.jumpsFirebreaks || reachesFire(u, sub))) out.push(sortedSubset(u, sub));
  }
}

/** Every set of cells a fire pattern may take now (place-fire, crown-fire). */
export function fireChoices(w: World, pattern: PatternData): Cell[][] {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const out: Cell[][] = [];
  const found = placementsTouching(t, m.frontier);
  for (let k = 0; k < found; k++) fireSubsets(w, pattern, t.cells[t.found[k]!]!, m, out);
  return uniqCells(out);
}

/**
 * `fireChoices` less the choices holding no space of `near`: only placements holding a space
 * of `near` are tried (a choice is some of its placement's spaces, and each choice comes first
 * from such a placement, so the list keeps fireChoices' order).
 */
export function fireChoicesNear(w: World, pattern: PatternData, near: CellMask): Cell[][] {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const out: Cell[][] = [];
  const found = placementsTouching(t, near);
  for (let k = 0; k < found; k++) if (touches(t, t.found[k]!, m.frontier)) fireSubsets(w, pattern, t.cells[t.found[k]!]!, m, out);
  const n = w.forest.size;
  return uniqCells(out).filter((cells) => cells.some((c) => hasBit(near, c[0] * n + c[1])));
}

/** Can the whole pattern go down as firebreaks on placement `p` (firebreakProblem finds nothing on any cell)? */
export function firebreakFits(w: World, pattern: PatternData, p: number): boolean {
  return fitsAsFirebreak(placementTable(w.forest, pattern), pattern, p, w.masks().noFirebreak);
}

/** firebreakFits with the pattern's table and the board's noFirebreak mask at hand: asked for placement after placement, they are looked up once. */
export function fitsAsFirebreak(t: PlacementTable, pattern: PatternData, p: number, noFirebreak: CellMask): boolean {
  return t.size[p] === pattern.cells.length && !touches(t, p, noFirebreak);
}

/** Every set of cells a firebreak pattern may take now. */
export function firebreakChoices(w: World, pattern: PatternData): Cell[][] {
  const t = placementTable(w.forest, pattern);
  const no = w.masks().noFirebreak;
  const out: Cell[][] = [];
  for (let p = 0; p < t.cells.length; p++) if (fitsAsFirebreak(t, pattern, p, no)) out.push(sortedCells(t.cells[p]!));
  return uniqCells(out);
}

/** The gems water can reach on one placement, each subset of them for "up to", at most `limit` gems. */
export function waterSubsets(w: World, pattern: PatternData, pl: Cell[], m: BoardMasks, out: Cell[][], limit = Infinity): void {
  const u = usableSpaces(w.forest.size, pl, m.waterable, true, null);
  const full = (1 << u.count) - 1;
  if (limit < Infinity) {
    for (let sub = 1; sub <= full; sub++) if (bitCount(sub) <= limit) out.push(sortedSubset(u, sub));
    return;
  }
  if (!pattern.upTo) out.push(sortedSubset(u, full));
  else for (let sub = 1; sub <= full; sub++) out.push(sortedSubset(u, sub));
}

/** Every set of gems a (not centred) Water pattern may take now. */
export function waterChoices(w: World, pattern: PatternData, limit = Infinity): Cell[][] {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const out: Cell[][] = [];
  const found = placementsTouching(t, m.waterable);
  for (let k = 0; k < found; k++) waterSubsets(w, pattern, t.cells[t.found[k]!]!, m, out, limit);
  return uniqCells(out);
}

/**
 * Ember (option move): each gem water reaches (in the fire list's order) with each empty space
 * next to fire (board order) that keeps fire beside it once that gem has gone. The fire beside
 * each space is counted once, so a pair costs a subtraction, not four lookups.
 */
export function emberMoves(w: World): { from: Cell; to: Cell }[] {
  const m = w.masks();
  const n = w.forest.size;
  const isFire = (r: number, c: number): number => (r >= 0 && c >= 0 && r < n && c < n && hasBit(m.fire, r * n + c) ? 1 : 0);
  const frontier = w.frontier();
  const fireBeside = frontier.map(([r, c]) => isFire(r - 1, c) + isFire(r + 1, c) + isFire(r, c - 1) + isFire(r, c + 1));
  const out: { from: Cell; to: Cell }[] = [];
  for (const from of w.fire) {
    if (!hasBit(m.waterable, from[0] * n + from[1])) continue;
    for (let i = 0; i < frontier.length; i++) {
      const to = frontier[i]!;
      const besideFrom = Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1]) === 1 ? 1 : 0;
      if (fireBeside[i]! > besideFrom) out.push({ from, to });
    }
  }
  return out;
}
