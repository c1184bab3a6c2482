/**
 * The search tree of the MCTS agent (mcts.ts): nodes reached by a sequence of actions (open
 * loop: the same node serves every redraw of the hidden information), each summing every
 * seat's standing over the playouts through it, and the choice among a node's children.
 * Children sit in a short array found by comparing actions element by element: widening
 * keeps it short (about the square root of the node's visits), so no key string per child.
 */

export interface SearchNode<A> {
  visits: number;
  /** Sum of each seat's standing (seat order) over the playouts through this node. */
  totals: Float64Array;
  children: SearchChild<A>[];
}

export interface SearchChild<A> {
  action: A;
  node: SearchNode<A>;
  /** The action the game's search agent chose here (its prior): explored first and longest. */
  prior: boolean;
  /** A first action's standing for the mover after each visit, by visit: visit k of every first action meets future k. */
  samples?: number[];
}

export function newNode<A>(seats: number): SearchNode<A> {
  return { visits: 0, totals: new Float64Array(seats), children: [] };
}

/** Actions are short tuples of names, numbers and now and then a small object (Fire Tower's placements). */
export function sameAction(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    // Rare (an object argument): compared by content.
    if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

export function childWith<A extends unknown[]>(node: SearchNode<A>, action: A): SearchChild<A> | undefined {
  for (const child of node.children) if (sameAction(child.action, action)) return child;
  return undefined;
}

export interface Selection {
  /** UCB1's exploration constant, on standings rescaled to 0..1 by the range the search has seen. */
  exploration: number;
  /** The prior child's head start, on the same 0..1 scale, fading as 1 / (1 + its visits). */
  priorWeight: number;
}

/** The range of standings the search's playouts have ended with so far (MuZero's normalisation). */
export interface ValueRange {
  low: number;
  high: number;
}

/**
 * The child UCB1 prefers for the seat at `seat` (its index), skipping the children `skip` marks.
 * Mean standings are rescaled by the range the playouts have seen: a game's standing may move
 * by hundredths in a turn (Flash Point) or from 0 to 1 (a small game played to its end), and
 * one exploration constant must serve both.
 */
export function selectChild<A>(node: SearchNode<A>, seat: number, how: Selection, range: ValueRange, skip: ReadonlySet<SearchChild<A>> | null): SearchChild<A> | undefined {
  const span = range.high > range.low ? range.high - range.low : 1;
  const logN = Math.log(Math.max(1, node.visits));
  let best: SearchChild<A> | undefined;
  let bestValue = -Infinity;
  for (const child of node.children) {
    if (skip?.has(child)) continue;
    const n = child.node;
    let value = n.visits ? (n.totals[seat]! / n.visits - range.low) / span + how.exploration * Math.sqrt(logN / n.visits) : Infinity;
    if (child.prior) value += how.priorWeight / (1 + n.visits);
    if (value > bestValue) {
      bestValue = value;
      best = child;
    }
  }
  return best;
}

/** The children in the order the agent would play them: most visited first, the prior ahead on a tie, then the better mean. */
export function byVisits<A>(node: SearchNode<A>, seat: number): SearchChild<A>[] {
  const mean = (n: SearchNode<A>) => (n.visits ? n.totals[seat]! / n.visits : 0);
  return [...node.children].sort((a, b) => b.node.visits - a.node.visits || Number(b.prior) - Number(a.prior) || mean(b.node) - mean(a.node));
}

/** Fewest paired futures on which an action may be preferred to the prior. */
const MIN_PAIRS = 4;

/**
 * The first action to play: the prior, unless another one did better on the futures both met
 * by more than `confidence` standard errors of the paired differences (the best such lower
 * bound wins). Picking the best of several noisy means favours luck; asking for the margin
 * keeps a small search playing as its guide, and a larger one departs from it when it is sure.
 * Without a prior (a random guide): the most visited.
 */
export function pairedChoice<A>(root: SearchNode<A>, seat: number, confidence: number): SearchChild<A>[] {
  const ranked = byVisits(root, seat);
  const prior = ranked.find((c) => c.prior);
  if (!prior?.samples) return ranked;
  let best = prior;
  let bestBound = 0;
  for (const c of root.children) {
    if (c === prior || !c.samples) continue;
    const n = Math.min(c.samples.length, prior.samples.length);
    if (n < MIN_PAIRS) continue;
    let sum = 0;
    let squares = 0;
    for (let k = 0; k < n; k++) {
      const d = c.samples[k]! - prior.samples[k]!;
      sum += d;
      squares += d * d;
    }
    const mean = sum / n;
    const sd = Math.sqrt(Math.max(0, squares / n - mean * mean) * (n / (n - 1)));
    const bound = mean - (confidence * sd) / Math.sqrt(n);
    if (bound > bestBound) {
      bestBound = bound;
      best = c;
    }
  }
  return [best, ...ranked.filter((c) => c !== best)];
}
