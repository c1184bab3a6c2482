/**
 * A Monte Carlo tree search agent that any game of the PlayableGame contract gets for free:
 * it uses only apply, toMove, standing, redrawHidden and the game's own `random` agent.
 * - Determinized: each playout starts from a copy in which what the acting player cannot know
 *   (dice to come, face-down tokens, deck orders, others' hands) is drawn anew, so the search
 *   never reads the seeded future.
 * - Progressive widening: while a node has fewer than ~sqrt(visits) children, the game's random
 *   agent draws an action (it samples huge move lists such as Fire Tower's placements instead
 *   of listing them) and a new one becomes a child; otherwise UCB1 picks among them, from the
 *   point of view of whoever moves there (each node sums every seat's standing, so it serves
 *   cooperative, solo and competitive games alike). A child whose action this redraw does not
 *   allow is passed over.
 * - Then a short random rollout, and every seat's `standing` is added along the path.
 * The most visited first action is played. Every draw comes from the agent's own RNG.
 */
import type { Agent, PlayableGame } from '../core/playable.ts';
import { nextSeed, type RngState } from '../core/rng.ts';

export interface MctsOptions {
  /** Playouts per decision. */
  playouts: number;
  /** Random actions after the tree's leaf before the position is scored. */
  rolloutDepth: number;
  /** UCB1's exploration constant. */
  exploration: number;
}

export const MCTS_DEFAULTS: MctsOptions = { playouts: 64, rolloutDepth: 8, exploration: 0.7 };

interface TreeNode<A> {
  visits: number;
  /** Sum of each seat's standing over the playouts through this node. */
  totals: Map<string, number>;
  children: Map<string, { action: A; node: TreeNode<A> }>;
}

const newNode = <A>(): TreeNode<A> => ({ visits: 0, totals: new Map(), children: new Map() });
const keyOf = (action: unknown) => JSON.stringify(action);

/** The children in UCB1's order of preference for `mover` (best first). */
function byUcb<A>(node: TreeNode<A>, mover: string, c: number): { action: A; node: TreeNode<A> }[] {
  const logN = Math.log(Math.max(1, node.visits));
  const value = (n: TreeNode<A>) => (n.visits ? (n.totals.get(mover) ?? 0) / n.visits + c * Math.sqrt(logN / n.visits) : Infinity);
  return [...node.children.values()].sort((a, b) => value(b.node) - value(a.node));
}

export function mctsAgent<G, A extends unknown[]>(game: PlayableGame<G, A>, options: Partial<MctsOptions> = {}): Agent<G, A> {
  const o = { ...MCTS_DEFAULTS, ...options };
  const random = game.agents.random!;
  const over = (g: G) => game.progress(g).over;

  /** One step down the tree from `node` in position `g`: the child taken and the position after it, or null when nothing can be played. */
  function descend(node: TreeNode<A>, g: G, me: string, rng: RngState): { child: TreeNode<A>; next: G; fresh: boolean } | null {
    if (node.children.size < Math.ceil(Math.sqrt(node.visits + 1))) {
      // Widening: an action the random agent draws becomes a new child; one already there
      // means this position has few actions, and UCB1 chooses among them below.
      const a = random.choose(g, rng);
      if (!a) return null;
      const key = keyOf(a);
      if (!node.children.has(key)) {
        const r = game.apply(g, a);
        if (!r.ok) throw new Error(`mcts: the random agent's action was refused (${r.rule}: ${r.reason}): an engine bug`);
        const child = newNode<A>();
        node.children.set(key, { action: a, node: child });
        return { child, next: r.game, fresh: true };
      }
    }
    for (const { action, node: child } of byUcb(node, game.toMove(g) ?? me, o.exploration)) {
      const r = game.apply(g, action);
      if (r.ok) return { child, next: r.game, fresh: false };
    }
    return null;
  }

  function playout(root: TreeNode<A>, start: G, me: string, rng: RngState): void {
    let g = game.redrawHidden(start, me, nextSeed(rng));
    const path = [root];
    for (let node = root; !over(g); ) {
      const step = descend(node, g, me, rng);
      if (!step) break;
      path.push(step.child);
      g = step.next;
      if (step.fresh) break;
      node = step.child;
    }
    for (let d = 0; d < o.rolloutDepth && !over(g); d++) {
      const a = random.choose(g, rng);
      const r = a && game.apply(g, a);
      if (!r || !r.ok) break;
      g = r.game;
    }
    const seats = game.result(g).seats;
    for (const n of path) {
      n.visits++;
      for (const seat of seats) n.totals.set(seat, (n.totals.get(seat) ?? 0) + game.standing(g, seat));
    }
  }

  return {
    choose(g, rng) {
      const me = game.toMove(g);
      if (!me) return null;
      const root = newNode<A>();
      for (let i = 0; i < o.playouts; i++) playout(root, g, me, rng);
      // The most visited first action the real position allows (a redraw never changes the mover's own options, but check).
      const ranked = [...root.children.values()].sort((a, b) => b.node.visits - a.node.visits);
      for (const { action } of ranked) if (game.apply(g, action).ok) return action;
      return random.choose(g, rng);
    },
  };
}
