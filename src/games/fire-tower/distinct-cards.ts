/**
 * The distinct cards of a hand in name order (as Array.sort orders strings): counted without
 * ordering them (the random agent draws a family by its place among them all), and ordered
 * only when one is asked for.
 */

/** How many distinct cards `cards` holds. */
export function distinctCards(cards: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (isFirstCopy(cards, i)) n++;
  return n;
}

/** The distinct cards in name order, in a list reused by the next call (insertion: a hand of five needs no more). */
export function sortedDistinct(cards: readonly string[]): readonly string[] {
  const out = scratch;
  out.length = 0;
  for (let i = 0; i < cards.length; i++) {
    if (!isFirstCopy(cards, i)) continue;
    const x = cards[i]!;
    let j = out.length - 1;
    for (; j >= 0 && out[j]! > x; j--) out[j + 1] = out[j]!;
    out[j + 1] = x;
  }
  return out;
}

const scratch: string[] = [];

function isFirstCopy(cards: readonly string[], i: number): boolean {
  const card = cards[i]!;
  for (let j = 0; j < i; j++) if (cards[j] === card) return false;
  return true;
}
