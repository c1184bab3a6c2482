/**
 * REFERENCE ONLY — the card-choice enumeration as it was before placements became bit masks
 * (issue 13), kept word for word (World.frontier read through `frontierOf`, as it was) so tests/fire-tower/legal-reference-*.test.ts can prove the
 * new `cardChoices` lists the same arguments in the same order. Delete this folder once
 * that differential test has served (nothing else may import it).
 */
import { WIND, type Wind } from '../../../src/games/fire-tower/board.ts';
import type { CardItem, PatternData } from '../../../src/games/fire-tower/definition.ts';
import { orientations, type Cell } from '../../../src/games/fire-tower/patterns.ts';
import { windsOf, type CardArgs } from '../../../src/games/fire-tower/cards.ts';
import { add, key, same, STEP, type World } from '../../../src/games/fire-tower/world.ts';

const placementMemo = new WeakMap<PatternData, Cell[][]>();

/** Every placement of a pattern (each orientation, each anchor), cut to the board; computed once per card. */
function placements(w: World, pattern: PatternData): Cell[][] {
  const hit = placementMemo.get(pattern);
  if (hit) return hit;
  const out: Cell[][] = [];
  const n = w.forest.size;
  for (const shape of orientations(pattern.cells, pattern.rotate)) {
    for (let r = -3; r < n; r++) {
      for (let c = -3; c < n; c++) {
        const cells = shape.map((x) => add([r, c], x)).filter((x) => w.forest.inside(x));
        if (cells.length) out.push(cells);
      }
    }
  }
  placementMemo.set(pattern, out);
  return out;
}

/** Fire does not jump: every new gem reaches fire that was there through new gems. */
function connectedToFire(w: World, cells: Cell[]): boolean {
  const reached = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of cells) {
      if (reached.has(key(c))) continue;
      if (w.forest.orthogonal(c).some((n) => w.isFire(n) || reached.has(key(n)))) {
        reached.add(key(c));
        grew = true;
      }
    }
  }
  return reached.size === cells.length;
}

/** Water: removable gems outside the tower areas. */
function waterable(w: World, c: Cell): boolean {
  return w.removable(c) && !w.forest.towerAreaAt(c);
}


function around(w: World, at: Cell, pattern: PatternData): Cell[] {
  return pattern.cells.map((d) => add(at, d)).filter((c) => w.forest.inside(c));
}

/** Solo, Dry Season: Water cards take at most two gems this round. */
function waterLimit(w: World): number {
  return w.solo?.challenges.includes('dry-season') ? 2 : Infinity;
}

/**
 * A card acting around a centre names a gem; the Eternal Flame is fire but no gem, unless
 * option smokejumperCentre lets it be one (ft-base § Components and § Board read both ways).
 */
function centreOk(w: World, at: Cell): boolean {
  return w.isGem(at) || (w.forest.isEternalFlame(at) && w.rules.option('smokejumperCentre') === 'gem-or-eternal-flame');
}


function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << items.length; m++) out.push(items.filter((_, i) => m & (1 << i)));
  return out;
}

/** Drop repeated cell lists (different placements can leave the same cells). */
function uniqCells(list: Cell[][]): Cell[][] {
  const seen = new Set<string>();
  return list.filter((cells) => {
    const k = cells.map((c) => c[0] * 64 + c[1]).join(',');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const cellsIndex = new WeakMap<PatternData, Map<number, number[]>>();

/** Placements (by index) that hold a given space; built once per card. */
function placementsAt(w: World, pattern: PatternData, at: Cell): number[] {
  let index = cellsIndex.get(pattern);
  if (!index) {
    index = new Map();
    placements(w, pattern).forEach((pl, i) => {
      for (const c of pl) {
        const k = c[0] * 64 + c[1];
        const list = index!.get(k);
        if (list) list.push(i);
        else index!.set(k, [i]);
      }
    });
    cellsIndex.set(pattern, index);
  }
  return index.get(at[0] * 64 + at[1]) ?? [];
}

/** The placements worth trying: those holding a space of `near` (e.g. the fire's frontier). */
function placementsNear(w: World, pattern: PatternData, near: Cell[]): Cell[][] {
  const all = placements(w, pattern);
  const ids = new Set<number>();
  for (const c of near) for (const i of placementsAt(w, pattern, c)) ids.add(i);
  return [...ids].sort((a, b) => a - b).map((i) => all[i]!);
}

const sortedCells = (cells: Cell[]): Cell[] => [...cells].sort((a, b) => a[0] - b[0] || a[1] - b[1]);

/** Every argument `performCard` would accept for this card now. */
export function cardChoicesReference(w: World, card: CardItem): CardArgs[] {
  const cells = w.allCells();
  switch (card.effect) {
    case 'set-wind': {
      const out: CardArgs[] = windsOf(card).filter((x) => w.allowedWinds().includes(x)).map((wind) => ({ wind }));
      out.push({ reroll: true });
      for (const c of cells) if (w.isEmpty(c) && w.forest.inside(add(c, STEP[card.direction!], -1)) && w.isFire(add(c, STEP[card.direction!], -1))) out.push({ gem: c });
      return out;
    }
    case 'place-fire': {
      const out: Cell[][] = [];
      for (const pl of placementsNear(w, card.pattern!, frontierOf(w))) {
        const empty = pl.filter((c) => w.isEmpty(c));
        // Built from one placement's empty cells, so only the touch and no-jump rules remain to check.
        for (const sub of card.pattern!.upTo ? subsets(empty) : [empty]) {
          if (sub.some((c) => w.nextToFire(c)) && (card.pattern!.jumpsFirebreaks || connectedToFire(w, sub))) out.push(sortedCells(sub));
        }
      }
      return uniqCells(out).map((cells) => ({ cells }));
    }
    case 'explosion':
      return w.fire.filter((c) => w.removable(c) && !w.forest.towerAreaAt(c)).map((at) => ({ at }));
    case 'ember': {
      if (w.rules.option('ember') === 'add-or-remove') {
        return [...frontierOf(w).map((c) => ({ add: c })), ...w.fire.filter((c) => waterable(w, c)).map((c) => ({ remove: c }))];
      }
      const out: CardArgs[] = [];
      const frontier = frontierOf(w);
      for (const from of w.fire.filter((c) => waterable(w, c))) {
        for (const to of frontier) {
          // Moving the gem away may leave `to` with no fire beside it.
          if (w.forest.orthogonal(to).some((n) => w.isFire(n) && !same(n, from))) out.push({ from, to });
        }
      }
      return out;
    }
    case 'remove-fire': {
      const limit = waterLimit(w);
      if (limit < Infinity) {
        const out: CardArgs[] = [];
        const small = <T,>(xs: T[]) => subsets(xs).filter((x) => x.length <= limit);
        if (card.pattern!.centre) {
          for (const at of cells.filter((c) => centreOk(w, c))) for (const sub of small(around(w, at, card.pattern!).filter((x) => waterable(w, x)))) out.push({ at, cells: sortedCells(sub) });
          return out;
        }
        const lists: Cell[][] = [];
        for (const pl of placementsNear(w, card.pattern!, w.fire.filter((c) => waterable(w, c)))) for (const sub of small(pl.filter((c) => waterable(w, c)))) lists.push(sortedCells(sub));
        return uniqCells(lists).map((c) => ({ cells: c }));
      }
      if (card.pattern!.centre) return cells.filter((c) => centreOk(w, c) && around(w, c, card.pattern!).some((x) => waterable(w, x))).map((at) => ({ at }));
      const out: Cell[][] = [];
      for (const pl of placementsNear(w, card.pattern!, w.fire.filter((c) => waterable(w, c)))) {
        const gems = pl.filter((c) => waterable(w, c));
        for (const sub of card.pattern!.upTo ? subsets(gems) : [gems]) out.push(sortedCells(sub));
      }
      return uniqCells(out).map((cells) => ({ cells }));
    }
    case 'place-firebreak': {
      const out: Cell[][] = [];
      for (const pl of placements(w, card.pattern!)) {
        if (pl.length !== card.pattern!.cells.length) continue;
        if (pl.every((c) => !w.firebreakProblem(c, pl))) out.push(sortedCells(pl));
      }
      return uniqCells(out).map((cells) => ({ cells }));
    }
    case 'add-or-remove-firebreak':
      return [...cells.filter((c) => !w.firebreakProblem(c)).map((c) => ({ add: c })), ...w.firebreaks.map((c) => ({ remove: c }))];
    case 'firehawk':
    case 'creeping-fires':
      return [{}];
    case 'crown-fire':
      return cardChoicesReference(w, { ...card, effect: 'place-fire' });
    case 'rolling-firebrand': {
      const out: CardArgs[] = [];
      for (const a of w.fire) {
        for (const b of [add(a, [0, 1]), add(a, [1, 0])]) {
          if (!w.isGem(b) || w.isAblaze(a) || w.isAblaze(b)) continue;
          for (const direction of WIND) {
            const free = (c: Cell) => w.isEmpty(c) || same(c, a) || same(c, b);
            if ([a, b].every((c) => free(add(c, STEP[direction])) && free(add(c, STEP[direction], 2)) && w.forest.inside(add(c, STEP[direction], 2)))) out.push({ pair: [a, b], direction });
          }
        }
      }
      return out;
    }
    case 'helitack': {
      const pairs: Cell[][] = [];
      for (const a of w.fire) for (const b of [add(a, [0, 1]), add(a, [1, 0])]) if (waterable(w, a) && waterable(w, b)) pairs.push([a, b]);
      if (!pairs.length) return w.fire.filter((c) => waterable(w, c)).map((c) => ({ pair: [c] }));
      return pairs.map((pair) => ({ pair }));
    }
    case 'backburn':
      return w.fire.filter((c) => w.removable(c) && !w.forest.towerAreaAt(c) && !w.forest.orthogonal(c).some((n) => w.isFirebreak(n))).map((at) => ({ at }));
    default:
      return [];
  }
}

/** Empty spaces orthogonally next to fire (World.frontier before the masks). */
function frontierOf(w: World): Cell[] {
  return w.allCells().filter((c) => w.isEmpty(c) && w.nextToFire(c));
}

/** Empty spaces one step downwind of a gem or the Eternal Flame (flow.ts before the masks). */
export function spreadTargetsReference(w: World, wind: Wind = w.wind): Cell[] {
  return w.allCells().filter((c) => w.isEmpty(c) && w.isFire(add(c, STEP[wind], -1)) && w.forest.inside(add(c, STEP[wind], -1)));
}

/** A wind card's third use: a gem one step in the card's direction from fire (weather.ts before the masks). */
export function windGemTargetsReference(w: World, card: string): Cell[] {
  const dir = w.rules.card(card).direction!;
  return w.allCells().filter((c) => w.isEmpty(c) && w.forest.inside(add(c, STEP[dir], -1)) && w.isFire(add(c, STEP[dir], -1)));
}
