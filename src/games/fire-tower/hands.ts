/**
 * Hands of cards: how large one may be, and the choices a hand offers (what to discard,
 * which cards to name). Copies of a card are alike, so choices are counted per card id;
 * every enumeration here stays polynomial in the hand's size, or stops at a limit.
 */
import type { FireTowerState } from './state.ts';

/** A hand with this many different discards or fewer lists every one of them. */
export const DISCARD_LIMIT = 4096;

type Counts = [card: string, copies: number][];

function countsOf(hand: string[]): Counts {
  const m = new Map<string, number>();
  for (const c of hand) m.set(c, (m.get(c) ?? 0) + 1);
  return [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
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
  const counts = countsOf(hand);
  const all = counts.reduce((t, [, c]) => t * (c + 1), 1);
  if (all > limit) return null;
  // ways[i][left]: how many ways the cards from i on give `left` cards (what `takes` lists).
  const ways: number[][] = counts.map(() => []);
  const waysOf = (i: number, left: number): number => {
    if (left === 0) return 1;
    if (i >= counts.length) return 0;
    const known = ways[i]![left];
    if (known !== undefined) return known;
    let t = 0;
    for (let k = Math.min(left, counts[i]![1]); k >= 0; k--) t += waysOf(i + 1, left - k);
    return (ways[i]![left] = t);
  };
  let index = pickIndex(all);
  // The list runs by size, then as `takes` goes: more copies of the first card id first.
  let left = 0;
  while (index >= waysOf(0, left)) index -= waysOf(0, left++);
  const take = counts.map(() => 0);
  for (let i = 0; left > 0; i++) {
    for (let k = Math.min(left, counts[i]![1]); k >= 0; k--) {
      const w = waysOf(i + 1, left - k);
      if (index < w) {
        take[i] = k;
        left -= k;
        break;
      }
      index -= w;
    }
  }
  return expand(counts, take);
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
