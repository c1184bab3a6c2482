/**
 * A Monte Carlo tree search agent that any game of the PlayableGame contract gets for free:
 * it uses only apply, toMove, progress, result, standing, redrawHidden and the game's agents.
 * - Determinized: each playout starts from a copy in which what the acting player cannot know
 *   (dice to come, face-down tokens, deck orders, others' hands) is drawn anew, so the search
 *   never reads the seeded future.
 * - Guided by the game's search agent (`searchAgent`, its best cheap one; random without it):
 *   a new node's first child is that agent's own choice (the prior, with a head start in
 *   UCB1, so a few playouts already play as that agent does), and the rollouts are played by
 *   it. Further children come by progressive widening from the random agent (it samples huge
 *   move lists such as Fire Tower's placements instead of listing them), while a node has fewer
 *   than ~sqrt(visits) children; otherwise UCB1 picks among them for whoever moves there (each
 *   node sums every seat's standing, so it serves cooperative, solo and competitive games).
 * - A rollout plays on until the turn has changed `rolloutTurns` times, so the random event of
 *   a turn's end (Flash Point's Advance Fire) is in every score, then every seat's `standing`
 *   is added along the path.
 * The prior is played unless another first action beat it on the same futures by a margin
 * (mcts-tree.ts pairedChoice). Every draw comes from the agent's own RNG.
 */
import type { Agent, PlayableGame } from '../core/playable.ts';
import { nextSeed, seedRng, type RngState } from '../core/rng.ts';
import { childWith, pairedChoice, newNode, selectChild, type SearchChild, type SearchNode, type Selection, type ValueRange } from './mcts-tree.ts';

export interface MctsOptions extends Selection {
  /** Playouts per decision. */
  playouts: number;
  /**
   * Turn changes a rollout plays through after the tree's leaf before the position is scored:
   * 1 crosses the end of the turn (Flash Point's Advance Fire); 2 adds the next player's turn
   * (Fire Tower's answer), at twice the cost (Fire Tower's heuristic is the costly part).
   */
  rolloutTurns: number;
  /** At most this many rollout actions (a turn that does not end must not hold the search). */
  rolloutActions: number;
  /**
   * Standard errors by which another first action must beat the prior on paired futures to be
   * played instead: 2, because a root has many alternatives and at 1 one of them beats the prior
   * by luck far too often (Flash Point, 64 playouts: a third of the moves departed from the
   * heuristic, and fewer victims were rescued).
   */
  confidence: number;
}

export const MCTS_DEFAULTS: MctsOptions = { playouts: 64, rolloutTurns: 1, rolloutActions: 60, exploration: 0.7, priorWeight: 1, confidence: 2 };

/** Random draws a widening makes to find an action the node has not tried yet. */
const WIDENING_DRAWS = 3;

/** The agent that plays a search's imagined futures: the one the game names, else random. */
export function searchAgentOf<G, A extends unknown[]>(game: PlayableGame<G, A>): Agent<G, A> {
  return (game.searchAgent !== undefined && game.agents[game.searchAgent]) || game.agents.random!;
}

/** What one decision's playouts share: the range of standings seen, and the numbered futures. */
interface SearchState {
  range: ValueRange;
  /** Seed of future k: the redraw and the search agent's draws of each first action's k-th visit. */
  futures: number[];
}

/** One step down the tree: the child taken, the position after it, and whether it was just added. */
interface Step<G, A> {
  child: SearchChild<A>;
  next: G;
  fresh: boolean;
}

/** `guide` plays on from `g` until the turn has changed `turns` times, the game ends, or `cap` actions. */
function rollout<G, A extends unknown[]>(game: PlayableGame<G, A>, guide: Agent<G, A>, g: G, turns: number, cap: number, rng: RngState): G {
  let turn = game.progress(g).turn;
  let changes = 0;
  for (let n = 0; n < cap && changes < turns && !game.progress(g).over; n++) {
    const a = guide.choose(g, rng);
    const r = a && game.apply(g, a);
    if (!r || !r.ok) break;
    g = r.game;
    const now = game.progress(g).turn;
    if (now !== turn) {
      changes++;
      turn = now;
    }
  }
  return g;
}

/** A new child of `node` for `action`, and the position after it (the engine's refusal of an agent's choice is an engine bug). */
function grow<G, A extends unknown[]>(game: PlayableGame<G, A>, node: SearchNode<A>, g: G, action: A, prior: boolean, seats: number): Step<G, A> {
  const r = game.apply(g, action);
  if (!r.ok) throw new Error(`mcts: an agent's action was refused (${r.rule}: ${r.reason}): an engine bug`);
  const child: SearchChild<A> = { action, node: newNode<A>(seats), prior };
  node.children.push(child);
  return { child, next: r.game, fresh: true };
}

/** What a search's steps share: the game, its guide and random agents, and UCB1's settings. */
interface Searcher<G, A extends unknown[]> {
  game: PlayableGame<G, A>;
  guide: Agent<G, A>;
  random: Agent<G, A>;
  how: Selection;
}

/** One step down the tree from `node` in position `g`, or null when nothing can be played. */
function descend<G, A extends unknown[]>(t: Searcher<G, A>, node: SearchNode<A>, g: G, seats: string[], range: ValueRange, rng: RngState): Step<G, A> | null {
  const { game, guide, random, how } = t;
  if (!node.children.length) {
    const a = guide.choose(g, rng);
    return a ? grow(game, node, g, a, guide !== random, seats.length) : null;
  }
  if (node.children.length < Math.ceil(Math.sqrt(node.visits + 1))) {
    // Widening: a random draw not yet tried becomes a new child; a few draws all tried
    // already mean this position has few actions, and UCB1 chooses among them below.
    for (let tries = 0; tries < WIDENING_DRAWS; tries++) {
      const a = random.choose(g, rng);
      if (!a) break;
      if (!childWith(node, a)) return grow(game, node, g, a, false, seats.length);
    }
  }
  const seat = seats.indexOf(game.toMove(g)!);
  let refused: Set<SearchChild<A>> | null = null;
  for (let child = selectChild(node, seat, how, range, null); child; child = selectChild(node, seat, how, range, refused)) {
    const r = game.apply(g, child.action);
    if (r.ok) return { child, next: r.game, fresh: false };
    // This redraw does not allow it (a die or a face-down token came out otherwise).
    (refused ??= new Set()).add(child);
  }
  return null;
}

export function mctsAgent<G, A extends unknown[]>(game: PlayableGame<G, A>, options: Partial<MctsOptions> = {}): Agent<G, A> {
  const o = { ...MCTS_DEFAULTS, ...options };
  const random = game.agents.random!;
  const guide = searchAgentOf(game);
  // A random guide is no better than the widening's draws: it earns no head start.
  const how: Selection = { exploration: o.exploration, priorWeight: guide === random ? 0 : o.priorWeight };
  const over = (g: G) => game.progress(g).over;
  const searcher: Searcher<G, A> = { game, guide, random, how };

  /**
   * One playout. The first action is chosen on a redraw made for choosing only; the future it
   * is then played into is the one numbered by its visits, so the k-th visit of every first
   * action meets the same dice, deck and search-agent draws (common random numbers): first
   * actions are compared on paired futures, and most of their luck cancels.
   */
  function playout(root: SearchNode<A>, start: G, me: string, seats: string[], search: SearchState, rng: RngState): void {
    const first = descend(searcher, root, game.redrawHidden(start, me, nextSeed(rng)), seats, search.range, rng);
    if (!first) return;
    const k = first.child.node.visits;
    while (search.futures.length <= k) search.futures.push(nextSeed(rng));
    const future = seedRng(search.futures[k]!);
    // The mover's own options do not depend on the redraw, so the action is allowed there too.
    const paired = game.apply(game.redrawHidden(start, me, nextSeed(future)), first.child.action);
    let g = paired.ok ? paired.game : first.next;
    const path = [root, first.child.node];
    for (let node = first.child.node, fresh = first.fresh; !fresh && !over(g); node = path[path.length - 1]!) {
      const step = descend(searcher, node, g, seats, search.range, future);
      if (!step) break;
      path.push(step.child.node);
      g = step.next;
      fresh = step.fresh;
    }
    g = rollout(game, guide, g, o.rolloutTurns, o.rolloutActions, future);
    (first.child.samples ??= []).push(game.standing(g, me));
    for (let i = 0; i < seats.length; i++) {
      const v = game.standing(g, seats[i]!);
      if (v < search.range.low) search.range.low = v;
      if (v > search.range.high) search.range.high = v;
      for (const n of path) n.totals[i]! += v;
    }
    for (const n of path) n.visits++;
  }

  return {
    choose(g, rng) {
      const me = game.toMove(g);
      if (!me) return null;
      const seats = game.result(g).seats;
      const root = newNode<A>(seats.length);
      const search: SearchState = { range: { low: Infinity, high: -Infinity }, futures: [] };
      for (let i = 0; i < o.playouts; i++) playout(root, g, me, seats, search, rng);
      // The chosen first action, if the real position allows it (a redraw never changes the mover's own options, but check).
      for (const { action } of pairedChoice(root, seats.indexOf(me), o.confidence)) if (game.apply(g, action).ok) return action;
      return random.choose(g, rng);
    },
  };
}
