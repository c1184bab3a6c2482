/**
 * The arguments of cards that name spaces rather than lay a pattern (Explosion, Backburn,
 * Helitack, Rolling Firebrand, a centred Water card's centre), read off the board's masks and
 * grid instead of asking each space its questions through cell objects: these lists are made
 * for every such card the random agent draws. Same lists, same order as the rules' own
 * reading (cards.ts `cardChoices` documents each).
 */
import { clearNeighbours, hasBit, lowBit, nearAny, type BoardMasks } from './board-masks.ts';
import { WIND } from './board.ts';
import type { PatternData } from './definition.ts';
import type { Cell } from './patterns.ts';
import { STEP, type World } from './world.ts';

/**
 * Gems water reaches (removable, outside the tower areas), in the fire list's order.
 * (`removable` is a gem not ablaze; a tower ablaze lies in a tower area, so the mask says it all.)
 */
export function waterableFire(w: World): Cell[] {
  const m = w.masks().waterable;
  const n = w.forest.size;
  return w.fire.filter((c) => hasBit(m, c[0] * n + c[1]));
}

/** Is [r, c] on the board and a gem water reaches? */
function waterableAt(m: BoardMasks, n: number, r: number, c: number): boolean {
  return r >= 0 && c >= 0 && r < n && c < n && hasBit(m.waterable, r * n + c);
}

/** Backburn: gems water reaches with no firebreak orthogonally next to them. */
export function backburnTargets(w: World): Cell[] {
  return w.fire.filter((c) => isBackburnTarget(w, w.masks(), c));
}

/** Is this gem (of the fire list) one Backburn may take: water reaches it and no firebreak is beside it? */
function isBackburnTarget(w: World, m: BoardMasks, [r, c]: Cell): boolean {
  return hasBit(m.waterable, r * w.forest.size + c) && !w.isFirebreakAt(r - 1, c) && !w.isFirebreakAt(r + 1, c) && !w.isFirebreakAt(r, c - 1) && !w.isFirebreakAt(r, c + 1);
}

/**
 * What picking from `backburnTargets` takes with the same draw: the gems water reaches less
 * the firebreaks' neighbours, as bits (a few firebreaks, not four looks per gem), then the
 * fire list walked once for their places in it; no list of cells made.
 */
export function sampleBackburn(w: World, pick: (count: number) => number): { at: Cell } | null {
  const waterable = w.masks().waterable;
  if (allowed.length !== waterable.length) allowed = new Uint32Array(waterable.length);
  allowed.set(waterable);
  const n = w.forest.size;
  clearNeighbours(allowed, n, w.firebreaks);
  const fire = w.fire;
  if (targets.length < fire.length) targets = new Int32Array(fire.length);
  let count = 0;
  for (let i = 0; i < fire.length; i++) if (hasBit(allowed, fire[i]![0] * n + fire[i]![1])) targets[count++] = i;
  return count === 0 ? null : { at: fire[targets[pick(count)]!]! };
}

/** Backburn targets found by the last sampleBackburn: places in the fire list; and the spaces it allowed. */
let targets = new Int32Array(0);
let allowed = new Uint32Array(0);

/** Helitack: pairs of gems water reaches (each gem with the one east, then south of it); single gems when there is no pair. */
export function helitackChoices(w: World): { pair: Cell[] }[] {
  const m = w.masks();
  const n = w.forest.size;
  const pairs: { pair: Cell[] }[] = [];
  for (const a of w.fire) {
    if (!waterableAt(m, n, a[0], a[1])) continue;
    if (waterableAt(m, n, a[0], a[1] + 1)) pairs.push({ pair: [a, [a[0], a[1] + 1]] });
    if (waterableAt(m, n, a[0] + 1, a[1])) pairs.push({ pair: [a, [a[0] + 1, a[1]]] });
  }
  if (pairs.length) return pairs;
  return waterableFire(w).map((c) => ({ pair: [c] }));
}

/**
 * What picking from `helitackChoices` takes with the same draw: the pairs found in one pass
 * (as numbers in a scratch list, like the rolls below), then the single gems when there is no
 * pair, without an argument made for each.
 */
export function sampleHelitack(w: World, pick: (count: number) => number): { pair: Cell[] } | null {
  const m = w.masks();
  const n = w.forest.size;
  const fire = w.fire;
  if (pairs.length < fire.length * 2) pairs = new Int32Array(fire.length * 2);
  let count = 0;
  for (let i = 0; i < fire.length; i++) {
    const a = fire[i]!;
    if (!waterableAt(m, n, a[0], a[1])) continue;
    if (waterableAt(m, n, a[0], a[1] + 1)) pairs[count++] = i * 2;
    if (waterableAt(m, n, a[0] + 1, a[1])) pairs[count++] = i * 2 + 1;
  }
  if (count === 0) {
    const singles = waterableFire(w);
    return singles.length ? { pair: [singles[pick(singles.length)]!] } : null;
  }
  const found = pairs[pick(count)]!;
  const a = fire[found >>> 1]!;
  return { pair: [a, found & 1 ? [a[0] + 1, a[1]] : [a[0], a[1] + 1]] };
}

/** Pairs found by the last sampleHelitack: (index in the fire list) * 2 + (1 when the second gem is south). */
let pairs = new Int32Array(0);

/** Centres of a centred Water card: fire spaces (gems, or the Eternal Flame when allowed) with a gem water reaches around them. */
export function centredWaterCentres(w: World, pattern: PatternData, centreOk: (at: Cell) => boolean): Cell[] {
  const out: Cell[] = [];
  const count = findWaterCentres(w, pattern, centreOk);
  for (let k = 0; k < count; k++) out.push(w.forest.cells[centres[k]!]!);
  return out;
}

/** What picking from `centredWaterCentres` takes with the same draw, as `{ at }`: the centres found as numbers, then the drawn one made. */
export function sampleCentredWater(w: World, pattern: PatternData, centreOk: (at: Cell) => boolean, pick: (count: number) => number): { at: Cell } | null {
  const count = findWaterCentres(w, pattern, centreOk);
  return count ? { at: w.forest.cells[centres[pick(count)]!]! } : null;
}

/** Centres found by the last findWaterCentres: space indices (board order). */
let centres = new Int32Array(0);

/** The spaces `centredWaterCentres` lists, in board order, into `centres`; how many. Read off the masks a word at a time, not every space. */
function findWaterCentres(w: World, pattern: PatternData, centreOk: (at: Cell) => boolean): number {
  const m = w.masks();
  const cells = w.forest.cells;
  if (centres.length < cells.length) centres = new Int32Array(cells.length);
  // Fire with a gem water reaches at one of the pattern's cells from it, then the rules' say on each.
  const near = nearAny(w.forest, m.waterable, pattern.cells);
  let count = 0;
  for (let k = 0; k < m.fire.length; k++) {
    for (let word = m.fire[k]! & near[k]!; word !== 0; word &= word - 1) {
      const i = k * 32 + lowBit(word);
      if (centreOk(cells[i]!)) centres[count++] = i;
    }
  }
  return count;
}

/**
 * Rolling Firebrand: two gems side by side (a gem and the one east, then south of it), neither
 * ablaze, rolled two spaces in a direction where every space they pass is empty or one of the pair.
 */
export function rollingFirebrandChoices(w: World): { pair: Cell[]; direction: string }[] {
  const count = findRolls(w);
  const out: { pair: Cell[]; direction: string }[] = [];
  for (let k = 0; k < count; k++) out.push(rollOf(w, rolls[k]!));
  return out;
}

/** The argument a roll found by findRolls stands for. */
function rollOf(w: World, roll: number): { pair: Cell[]; direction: string } {
  const a = w.fire[roll >>> 3]!;
  const b: Cell = roll & 4 ? [a[0] + 1, a[1]] : [a[0], a[1] + 1];
  return { pair: [a, b], direction: WIND[roll & 3]! };
}

/** Rolls found by the last `findRolls`: (index in the fire list) * 8 + (4 when the pair's second gem is south) + the direction's index in WIND. */
let rolls = new Int32Array(0);

/** The rolls `rollingFirebrandChoices` lists, in its order, into `rolls`; how many. (The random agent counts them on masks instead: roll-sampling.ts.) */
function findRolls(w: World): number {
  let count = 0;
  // Ablaze towers only under Tower Ablaze: the flag read once, not twice per pair.
  const ablaze = w.rules.flag('towerAblaze');
  const fire = w.fire;
  if (rolls.length < fire.length * 8) rolls = new Int32Array(fire.length * 8);
  for (let i = 0; i < fire.length; i++) {
    const a = fire[i]!;
    const ar = a[0];
    const ac = a[1];
    for (let k = 0; k < 2; k++) {
      const br = k === 0 ? ar : ar + 1;
      const bc = k === 0 ? ac + 1 : ac;
      // A gem beside it, read off the grid before a cell is made.
      if (!w.isGemAt(br, bc)) continue;
      if (ablaze && (w.isAblaze(a) || w.isAblaze([br, bc]))) continue;
      for (let d = 0; d < WIND.length; d++) {
        const step = STEP[WIND[d]!];
        const dr = step[0];
        const dc = step[1];
        // Both gems' two spaces on: on the board and empty, or one of the pair (rollFree, as numbers).
        if (rollsFree(w, ar, ac, br, bc, ar + dr, ac + dc) && rollsFree(w, ar, ac, br, bc, ar + 2 * dr, ac + 2 * dc) && rollsFree(w, ar, ac, br, bc, br + dr, bc + dc) && rollsFree(w, ar, ac, br, bc, br + 2 * dr, bc + 2 * dc)) {
          rolls[count++] = i * 8 + k * 4 + d;
        }
      }
    }
  }
  return count;
}

/** Is [r, c] empty (so on the board) or one of the pair [ar, ac], [br, bc]? */
function rollsFree(w: World, ar: number, ac: number, br: number, bc: number, r: number, c: number): boolean {
  return w.isEmptyAt(r, c) || (r === ar && c === ac) || (r === br && c === bc);
}
