/**
 * One legal argument of a card drawn at random, for the random agent, without listing them
 * all: pattern cards try their precomputed placements in a random order and take the first
 * that fits (so each fitting placement is equally likely), then one of the ways to lay it.
 * Other cards pick from `cardChoices`, whose lists are short. Every draw goes through the
 * game's seeded RNG handed in, so a game stays a function of its seed.
 */
import { nextFloat, type RngState } from '../../core/rng.ts';
import { fireSubsets, firebreakFits, sortedCells, waterSubsets } from './card-placements.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import type { CardItem, PatternData } from './definition.ts';
import { placementTable, touches, type PlacementTable } from './placement-table.ts';
import type { Cell } from './patterns.ts';
import type { World } from './world.ts';

const pickIndex = (rng: RngState, n: number): number => Math.floor(nextFloat(rng) * n);

/** Scratch orders, one per table (refilled 0..n-1 before each use, so no draw depends on an earlier one). */
const orders = new WeakMap<PlacementTable, Int32Array>();

/**
 * Placements in a random order (Fisher–Yates drawn one step at a time) until `take` returns
 * something; null when no placement gives anything.
 */
function firstInRandomOrder<T>(t: PlacementTable, rng: RngState, take: (p: number) => T | null): T | null {
  const n = t.cells.length;
  let order = orders.get(t);
  if (!order) orders.set(t, (order = new Int32Array(n)));
  for (let i = 0; i < n; i++) order[i] = i;
  for (let k = 0; k < n; k++) {
    const j = k + pickIndex(rng, n - k);
    const p = order[j]!;
    order[j] = order[k]!;
    order[k] = p;
    const got = take(p);
    if (got !== null) return got;
  }
  return null;
}

function sampleFire(w: World, pattern: PatternData, rng: RngState): Cell[] | null {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const ways: Cell[][] = [];
  return firstInRandomOrder(t, rng, (p) => {
    if (!touches(t, p, m.frontier)) return null;
    ways.length = 0;
    fireSubsets(w, pattern, t.cells[p]!, m, ways);
    return ways.length ? ways[pickIndex(rng, ways.length)]! : null;
  });
}

function sampleFirebreak(w: World, pattern: PatternData, rng: RngState): Cell[] | null {
  const t = placementTable(w.forest, pattern);
  return firstInRandomOrder(t, rng, (p) => (firebreakFits(w, pattern, p) ? sortedCells(t.cells[p]!) : null));
}

function sampleWater(w: World, pattern: PatternData, rng: RngState): Cell[] | null {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const ways: Cell[][] = [];
  return firstInRandomOrder(t, rng, (p) => {
    if (!touches(t, p, m.waterable)) return null;
    ways.length = 0;
    waterSubsets(w, pattern, t.cells[p]!, m, ways);
    return ways.length ? ways[pickIndex(rng, ways.length)]! : null;
  });
}

/** A random argument `cardChoices(w, card)` would list, or null when it lists none. */
export function sampleCardChoice(w: World, card: CardItem, rng: RngState): CardArgs | null {
  const pattern = card.pattern;
  let cells: Cell[] | null | undefined;
  if (pattern && (card.effect === 'place-fire' || card.effect === 'crown-fire')) cells = sampleFire(w, pattern, rng);
  else if (pattern && card.effect === 'place-firebreak') cells = sampleFirebreak(w, pattern, rng);
  // Solo's Dry Season changes what Water takes: those cards keep the listing below.
  else if (pattern && card.effect === 'remove-fire' && !pattern.centre && !w.s.solo?.challenges.includes('dry-season')) cells = sampleWater(w, pattern, rng);
  if (cells !== undefined) return cells && { cells };
  const all = cardChoices(w, card);
  return all.length ? all[pickIndex(rng, all.length)]! : null;
}
