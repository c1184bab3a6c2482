/**
 * One legal argument of a card drawn at random, for the random agent, without listing them
 * all: pattern cards try their precomputed placements (those touching the fire's frontier,
 * or the gems water reaches) in a random order and take the first that fits (so each
 * fitting placement is equally likely), then one of the ways to lay it; Ember's move draws
 * random (gem, space) pairs; cards naming spaces (Backburn, a centred Water card's centre...)
 * count them and find the drawn one. Other cards pick from `cardChoices`, whose lists are
 * short (Solo's Dry Season Water cards too). Every draw goes through the
 * game's seeded RNG handed in, so a game stays a function of its seed.
 */
import { nextFloat, type RngState } from '../../core/rng.ts';
import { bitCount, hasBit, lowBit } from './board-masks.ts';
import { fireSubsets, fitsAsFirebreak, sortedCells, waterSubsets } from './card-placements.ts';
import { cardChoices, centreOk, waterLimit, windsOf, type CardArgs } from './cards.ts';
import { sampleRollingFirebrand } from './roll-sampling.ts';
import { sampleBackburn, sampleCentredWater, sampleHelitack, waterableFire } from './space-choices.ts';
import { cutTo, STEP } from './cells.ts';
import type { CardItem, PatternData } from './definition.ts';
import { allPlacements, clearMarks, countTouching, listMarked, markedAt, placementTable, type PlacementTable } from './placement-table.ts';
import type { Cell } from './patterns.ts';
import type { World } from './world.ts';

const pickIndex = (rng: RngState, n: number): number => Math.floor(nextFloat(rng) * n);

/**
 * The first `count` placements of `t.found` (placementsTouching's answer) in a random order
 * (Fisher–Yates drawn one step at a time, in place, so each is equally likely to come first)
 * until `take` returns something; null when none gives anything. From `from`: those before it were drawn already.
 */
function firstInRandomOrder<T>(t: PlacementTable, count: number, rng: RngState, take: (p: number) => T | null, from = 0): T | null {
  const ids = t.found;
  for (let k = from; k < count; k++) {
    const j = k + pickIndex(rng, count - k);
    const p = ids[j]!;
    ids[j] = ids[k]!;
    ids[k] = p;
    const got = take(p);
    if (got !== null) return got;
  }
  return null;
}

/**
 * firstInRandomOrder over the placements countTouching left marked: the first drawn is read
 * off the marks, and the list (with that first swap made) only when it gives nothing.
 */
function firstMarkedInRandomOrder<T>(t: PlacementTable, count: number, rng: RngState, take: (p: number) => T | null): T | null {
  if (count === 0) return null;
  const j = pickIndex(rng, count);
  const p = markedAt(t, j);
  const got = take(p);
  if (got !== null) {
    clearMarks(t);
    return got;
  }
  listMarked(t);
  t.found[j] = t.found[0]!;
  t.found[0] = p;
  return firstInRandomOrder(t, count, rng, take, 1);
}

function sampleFire(w: World, pattern: PatternData, rng: RngState): Cell[] | null {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const ways: Cell[][] = [];
  return firstMarkedInRandomOrder(t, countTouching(t, m.frontier), rng, (p) => {
    cutTo(ways, 0);
    fireSubsets(w, pattern, t.cells[p]!, m, ways);
    return ways.length ? ways[pickIndex(rng, ways.length)]! : null;
  });
}

/** Most of the forest takes a firebreak: a few placements drawn at random usually find one before listing all. */
const QUICK_TRIES = 32;

function sampleFirebreak(w: World, pattern: PatternData, rng: RngState): Cell[] | null {
  const t = placementTable(w.forest, pattern);
  const no = w.masks().noFirebreak;
  const take = (p: number) => (fitsAsFirebreak(t, pattern, p, no) ? sortedCells(t.cells[p]!) : null);
  for (let k = 0; k < QUICK_TRIES; k++) {
    const got = take(pickIndex(rng, t.cells.length));
    if (got) return got;
  }
  return firstInRandomOrder(t, allPlacements(t), rng, take);
}

function sampleWater(w: World, pattern: PatternData, rng: RngState): Cell[] | null {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const ways: Cell[][] = [];
  return firstMarkedInRandomOrder(t, countTouching(t, m.waterable), rng, (p) => {
    cutTo(ways, 0);
    waterSubsets(w, pattern, t.cells[p]!, m, ways);
    return ways.length ? ways[pickIndex(rng, ways.length)]! : null;
  });
}

/**
 * Ember (option move): a gem water reaches moves to an empty space next to fire, some fire
 * other than itself. Pairs drawn at random (each valid pair equally likely); the full list
 * only when a few draws find none.
 */
function sampleEmberMove(w: World, rng: RngState): CardArgs | null | undefined {
  const m = w.masks();
  const from = w.fire.filter((c) => hasBit(m.waterable, c[0] * w.forest.size + c[1]));
  const to = w.frontier();
  if (!from.length || !to.length) return null;
  const n = w.forest.size;
  const fireBeside = (f: Cell, r: number, c: number) => r >= 0 && c >= 0 && r < n && c < n && !(r === f[0] && c === f[1]) && hasBit(m.fire, r * n + c);
  for (let k = 0; k < QUICK_TRIES; k++) {
    const f = from[pickIndex(rng, from.length)]!;
    const t = to[pickIndex(rng, to.length)]!;
    if (fireBeside(f, t[0] - 1, t[1]) || fireBeside(f, t[0] + 1, t[1]) || fireBeside(f, t[0], t[1] - 1) || fireBeside(f, t[0], t[1] + 1)) return { from: f, to: t };
  }
  return undefined;
}

/**
 * Add or remove a firebreak: what picking from `cardChoices`' list (every space a firebreak
 * may take, in board order, then every firebreak) takes with the same draw, found by counting
 * instead of making an argument for each of some two hundred spaces.
 */
function sampleAddOrRemoveFirebreak(w: World, rng: RngState): CardArgs | null {
  const no = w.masks().noFirebreak;
  const cells = w.forest.cells;
  // The spaces outside the mask, counted a word at a time (bits past the last space left out).
  let adds = 0;
  for (let i = 0; i < no.length; i++) adds += bitCount(freeWord(no, i, cells.length));
  const count = adds + w.firebreaks.length;
  if (count === 0) return null;
  let k = pickIndex(rng, count);
  if (k >= adds) return { remove: w.firebreaks[k - adds]! };
  for (let i = 0; i < no.length; i++) {
    for (let word = freeWord(no, i, cells.length); word !== 0; word &= word - 1) {
      if (k-- === 0) return { add: cells[i * 32 + lowBit(word)]! };
    }
  }
  return null;
}

/** Word `i` of the spaces outside `mask` (those of a board of `spaces` spaces). */
function freeWord(mask: Uint32Array, i: number, spaces: number): number {
  const word = ~mask[i]!;
  const past = spaces - i * 32;
  return past >= 32 ? word : past <= 0 ? 0 : word & ((1 << past) - 1);
}

/**
 * A Wind card: what picking from `cardChoices`' list (its winds the rules allow, the reroll,
 * then each space downwind of fire) takes with the same draw, without an argument for each.
 */
function sampleSetWind(w: World, card: CardItem, rng: RngState): CardArgs {
  const allowed = w.allowedWinds();
  const winds = windsOf(card).filter((x) => allowed.includes(x));
  const step = STEP[card.direction!];
  let k = 0;
  const gem = w.pickDownwindOfFire(step, (count) => (k = pickIndex(rng, winds.length + 1 + count)) - winds.length - 1);
  if (k < winds.length) return { wind: winds[k]! };
  return k === winds.length ? { reroll: true } : { gem: gem! };
}

/** One of `spaces` as `{ at }`, drawn as picking from the list of them would (null when there is none). */
function sampleAt(spaces: Cell[], rng: RngState): CardArgs | null {
  return spaces.length ? { at: spaces[pickIndex(rng, spaces.length)]! } : null;
}

/** A random argument `cardChoices(w, card)` would list, or null when it lists none. */
export function sampleCardChoice(w: World, card: CardItem, rng: RngState): CardArgs | null {
  const pattern = card.pattern;
  let cells: Cell[] | null | undefined;
  if (pattern && (card.effect === 'place-fire' || card.effect === 'crown-fire')) cells = sampleFire(w, pattern, rng);
  else if (pattern && card.effect === 'place-firebreak') cells = sampleFirebreak(w, pattern, rng);
  // Solo's Dry Season changes what Water takes: those cards keep the listing below.
  else if (pattern && card.effect === 'remove-fire' && !pattern.centre && !w.solo?.challenges.includes('dry-season')) cells = sampleWater(w, pattern, rng);
  if (cells !== undefined) return cells && { cells };
  if (card.effect === 'ember' && w.rules.option('ember') !== 'add-or-remove') {
    const move = sampleEmberMove(w, rng);
    if (move !== undefined) return move;
  }
  if (card.effect === 'add-or-remove-firebreak') return sampleAddOrRemoveFirebreak(w, rng);
  if (card.effect === 'set-wind') return sampleSetWind(w, card, rng);
  if (card.effect === 'explosion') return sampleAt(waterableFire(w), rng);
  return sampleSpaceOrListed(w, card, rng);
}

/**
 * The cards naming spaces found by counting, and the rest picked from `cardChoices`. Apart from
 * sampleCardChoice: these closures would make it allocate their context for every card drawn.
 */
function sampleSpaceOrListed(w: World, card: CardItem, rng: RngState): CardArgs | null {
  const pattern = card.pattern;
  const pick = (count: number): number => pickIndex(rng, count);
  if (card.effect === 'backburn') return sampleBackburn(w, pick);
  if (card.effect === 'helitack') return sampleHelitack(w, pick);
  if (card.effect === 'rolling-firebrand') return sampleRollingFirebrand(w, pick);
  if (pattern?.centre && card.effect === 'remove-fire' && waterLimit(w) === Infinity) return sampleCentredWater(w, pattern, (c) => centreOk(w, c), pick);
  const all = cardChoices(w, card);
  return all.length ? all[pickIndex(rng, all.length)]! : null;
}
