/**
 * Hands of cards: how large one may be, and the choices a hand offers (what to discard,
 * which cards to name). Copies of a card are alike, so choices are counted per card id;
 * every enumeration here stays polynomial in the hand's size, or stops at a limit.
 */
import type { FireTowerState } from './state.ts';
import { cutTo } from './cells.ts';

/** A hand with this many different discards or fewer lists every one of them. */
export const DISCARD_LIMIT = 4096;

type Counts = [card: string, copies: number][];

/** Scratch of `countIds` (read before the next call): the hand sorted, its card ids in ascending order, each id's copies. */
const sortedScratch: string[] = [];
const idScratch: string[] = [];
const copiesScratch: number[] = [];

/**
 * The hand's card ids, ascending, into idScratch, with their copies into copiesScratch; how
 * many ids. The hand is sorted (a copy, by insertion: a handful of cards) and read in runs;
 * no Map, comparator call or list made per call: the random agent asks this for every redraw it draws.
 */
function countIds(hand: readonly string[]): number {
  const sorted = sortedScratch;
  cutTo(sorted, 0);
  for (let i = 0; i < hand.length; i++) {
    const x = hand[i]!;
    let j = i - 1;
    while (j >= 0 && sorted[j]! > x) {
      sorted[j + 1] = sorted[j]!;
      j--;
    }
    sorted[j + 1] = x;
  }
  let ids = 0;
  for (let i = 0; i < sorted.length; ) {
    let k = i + 1;
    while (k < sorted.length && sorted[k] === sorted[i]) k++;
    idScratch[ids] = sorted[i]!;
    copiesScratch[ids++] = k - i;
    i = k;
  }
  return ids;
}

/**
 * The hand's distinct card ids in ascending order (as Array.sort orders strings): countIds'
 * list, reused by the next call here or in discardAt, so read it before then.
 */
export function sortedCardIds(hand: readonly string[]): readonly string[] {
  cutTo(idScratch, countIds(hand));
  return idScratch;
}

/** How many distinct card ids the hand holds, counted without ordering them (the random agent draws a card's family by its place among them). */
export function cardIdCount(hand: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (hand.indexOf(hand[i]!) === i) n++;
  return n;
}

/** Each card id of the hand with its copies, ids in ascending order. */
function countsOf(hand: readonly string[]): Counts {
  const ids = countIds(hand);
  const out: Counts = [];
  for (let i = 0; i < ids; i++) out.push([idScratch[i]!, copiesScratch[i]!]);
  return out;
}

function expand(counts: Counts, take: number[]): string[] {
  const out: string[] = [];
  counts.forEach(([card], i) => {
    for (let k = 0; k < take[i]!; k++) out.push(card);
  });
  return out;
}

/** Each different way to take `size` cards, as copies taken per card id (at most C(ids + size, size) of them). */
function takes(counts: Counts, size: number): number[][] {
  const out: number[][] = [];
  const take = counts.map(() => 0);
  const rest = counts.map((_, i) => counts.slice(i).reduce((t, [, n]) => t + n, 0));
  const go = (i: number, left: number) => {
    if (left === 0) return void out.push([...take]);
    if (i >= counts.length || rest[i]! < left) return;
    for (let k = Math.min(left, counts[i]![1]); k >= 0; k--) {
      take[i] = k;
      go(i + 1, left - k);
    }
    take[i] = 0;
  };
  go(0, size);
  return out;
}

/** Every different choice of exactly `size` cards from a hand. */
export function cardsOfSize(hand: string[], size: number): string[][] {
  const counts = countsOf(hand);
  return takes(counts, size).map((t) => expand(counts, t));
}

/**
 * cardsOfSize(hand, 3) in its order (more copies of a smaller id first: the ids' triples in
 * ascending order), by three loops: no recursion or closures for the compiler to inline when
 * Reckless Abandon's ways, listed now and then, grow hot late in a run.
 */
export function cardsOfThree(hand: readonly string[]): string[][] {
  const ids = countIds(hand);
  const out: string[][] = [];
  for (let a = 0; a < ids; a++) {
    for (let b = a; b < ids; b++) {
      for (let c = b; c < ids; c++) {
        // An id named twice or three times needs as many copies.
        const short = a === c ? copiesScratch[a]! < 3 : a === b ? copiesScratch[a]! < 2 : b === c && copiesScratch[b]! < 2;
        if (!short) out.push([idScratch[a]!, idScratch[b]!, idScratch[c]!]);
      }
    }
  }
  return out;
}

/**
 * Different discards from a hand: all of them while there are at most `limit`. A larger
 * hand (one that took an eliminated player's cards) lists those discarding or keeping at
 * most k cards, k as large as the limit allows: 2^n choices are never built.
 */
export function discardChoices(hand: string[], limit = DISCARD_LIMIT): string[][] {
  const counts = countsOf(hand);
  const n = hand.length;
  const all = counts.reduce((t, [, c]) => t * (c + 1), 1);
  const out: string[][] = [];
  if (all <= limit) {
    for (let size = 0; size <= n; size++) out.push(...cardsOfSize(hand, size));
    return out;
  }
  for (let k = 0; 2 * k < n; k++) {
    const small = takes(counts, k);
    if (out.length + 2 * small.length > limit) break;
    for (const t of small) {
      out.push(expand(counts, t));
      out.push(expand(counts, counts.map(([, c], i) => c - t[i]!)));
    }
  }
  return out;
}

/**
 * `discardChoices(hand, limit)[index]` without listing them (the random agent's redraw), with
 * `count` the list's length; null when the hand lists a cut-down set (more than `limit`).
 */
export function discardAt(hand: string[], pickIndex: (count: number) => number, limit = DISCARD_LIMIT): string[] | null {
  const ids = countIds(hand);
  let all = 1;
  for (let i = 0; i < ids; i++) all *= copiesScratch[i]! + 1;
  if (all > limit) return null;
  const ways = waysTable(ids, hand.length);
  const row = hand.length + 1;
  let index = pickIndex(all);
  // The list runs by size, then as `takes` goes: more copies of the first card id first.
  let left = 0;
  while (index >= ways[left]!) index -= ways[left++]!;
  const out: string[] = [];
  for (let i = 0; left > 0; i++) {
    const card = idScratch[i]!;
    for (let k = Math.min(left, copiesScratch[i]!); k >= 0; k--) {
      const w = ways[(i + 1) * row + left - k]!;
      if (index < w) {
        for (let c = 0; c < k; c++) out.push(card);
        left -= k;
        break;
      }
      index -= w;
    }
  }
  return out;
}

/** The table of `waysTable`, one list reused (read before the next call). */
const waysScratch: number[] = [];

/**
 * ways[i * (n + 1) + left]: how many ways the card ids from i on (of countIds' `ids`) give
 * `left` cards (what `takes` lists), for a hand of n cards; filled from the last id back.
 */
function waysTable(ids: number, n: number): number[] {
  const row = n + 1;
  const ways = waysScratch;
  // Grown by pushes: a write past the end would leave a holey list.
  while (ways.length < (ids + 1) * row) ways.push(0);
  for (let left = 0; left <= n; left++) ways[ids * row + left] = left === 0 ? 1 : 0;
  for (let i = ids - 1; i >= 0; i--) {
    const copies = copiesScratch[i]!;
    for (let left = 0; left <= n; left++) {
      let t = 0;
      for (let k = Math.min(left, copies); k >= 0; k--) t += ways[(i + 1) * row + left - k]!;
      ways[i * row + left] = t;
    }
  }
  return ways;
}

/** Different ordered picks of `size` cards from a hand (Implementation Plan). */
export function orderedPicks(hand: string[], size: number): string[][] {
  const counts = new Map(countsOf(hand));
  const out: string[][] = [];
  const go = (picked: string[]) => {
    if (picked.length === size) return void out.push([...picked]);
    for (const [card, left] of counts) {
      if (!left) continue;
      counts.set(card, left - 1);
      go([...picked, card]);
      counts.set(card, left);
    }
  };
  go([]);
  return out;
}

/**
 * The most cards one hand can hold: the hand size, until a tower burns; then a burner may
 * have taken the hands of the players it burned, so at most every seat's full hand.
 */
export function handLimit(s: Pick<FireTowerState, 'handSize' | 'burned' | 'players'>): number {
  return s.burned.length ? s.handSize * s.players.length : s.handSize;
}

/** Hands larger than the rules can deal, as [player index, message]. */
export function handProblems(s: Pick<FireTowerState, 'handSize' | 'burned' | 'players'>): [number, string][] {
  const limit = handLimit(s);
  const out: [number, string][] = [];
  s.players.forEach((p, i) => {
    if (p.hand.length <= limit) return;
    const why = s.burned.length ? `the hand size ${s.handSize} times ${s.players.length} players (a burner holds at most every hand it took)` : `the hand size ${s.handSize} (no tower has burned, so nobody holds another player's hand)`;
    out.push([i, `${p.id} holds ${p.hand.length} cards, more than ${why}: set handSize or give fewer cards (rules ft.turn.action and ft.end.elimination)`]);
  });
  return out;
}
