/**
 * Where a pattern card can go now, read from the placement table (placement-table.ts) and
 * the board's masks (board-masks.ts): a placement is tried only when its bits touch the
 * spaces that matter (the fire's frontier, the gems water reaches) and skipped at once when
 * they meet a space it may not use. The lists come out exactly as the cell-by-cell rules
 * listed them (same placements, same order); `fireSubsets` and friends also serve the
 * random agent, which tries placements in a random order instead of listing them all.
 */
import { hasBit, type BoardMasks, type CellMask } from './board-masks.ts';
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

const indexOf = (w: World, c: Cell) => c[0] * w.forest.size + c[1];

/**
 * The gems a fire pattern may lay on one placement: its empty spaces (or, for "up to",
 * any part of them) touching fire and, unless the card jumps firebreaks, reaching it.
 */
export function fireSubsets(w: World, pattern: PatternData, pl: Cell[], m: BoardMasks, out: Cell[][]): void {
  const empty: Cell[] = [];
  for (let i = 0; i < pl.length; i++) if (!hasBit(m.occupied, indexOf(w, pl[i]!))) empty.push(pl[i]!);
  // The whole placement (the usual card) is tried as it is, with no list of one subset made.
  if (!pattern.upTo) return addFireWay(w, pattern, empty, m, out);
  for (const sub of subsets(empty)) addFireWay(w, pattern, sub, m, out);
}

/** `sub`, sorted, added to `out` when it touches the frontier and (unless the card jumps firebreaks) reaches fire. */
function addFireWay(w: World, pattern: PatternData, sub: Cell[], m: BoardMasks, out: Cell[][]): void {
  let touching = false;
  for (let i = 0; i < sub.length && !touching; i++) touching = hasBit(m.frontier, indexOf(w, sub[i]!));
  if (touching && (pattern.jumpsFirebreaks || connectedToFire(w, sub))) out.push(sortedCells(sub));
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
  const gems: Cell[] = [];
  for (let i = 0; i < pl.length; i++) if (hasBit(m.waterable, indexOf(w, pl[i]!))) gems.push(pl[i]!);
  if (limit < Infinity) {
    for (const sub of subsets(gems)) if (sub.length <= limit) out.push(sortedCells(sub));
    return;
  }
  if (!pattern.upTo) out.push(sortedCells(gems));
  else for (const sub of subsets(gems)) out.push(sortedCells(sub));
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
