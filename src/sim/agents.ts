/**
 * Agents every playable game gets from the contract alone (today: `mcts`), beside each game's
 * own (`random`, `greedy`, Flash Point's `heuristic`), and the plain loop that plays a whole
 * game with one of them: the game's own `play` knows only its own agents.
 */
import type { Agent, ConfiguredGame, PlayableGame } from '../core/playable.ts';
import { seedRng } from '../core/rng.ts';
import { mctsAgent } from './mcts.ts';

export interface AgentOptions {
  /** mcts: playouts per decision. */
  playouts?: number;
}

export const GENERIC_AGENTS: readonly string[] = ['mcts'];

/** The contract-only agent of this name, or undefined when the game has an agent of its own by that name (or none exists). */
export function genericAgent<G, A extends unknown[]>(game: PlayableGame<G, A>, name: string, options: AgentOptions = {}): Agent<G, A> | undefined {
  if (Object.hasOwn(game.agents, name)) return undefined;
  if (name === 'mcts') return mctsAgent(game, options.playouts ? { playouts: options.playouts } : {});
  return undefined;
}

/** Every agent name `--agent` takes for this game: its own, then the generic ones. */
export function agentNames(game: PlayableGame): string[] {
  return [...Object.keys(game.agents), ...GENERIC_AGENTS.filter((n) => !Object.hasOwn(game.agents, n))];
}

/** Safety net: a game this long is an engine bug, not a long game. */
const MAX_ACTIONS = 100_000;

/** A whole game played by `agent` for every seat, its draws from its own RNG (seeded from the game's seed). */
export function playWithAgent<G, A extends unknown[]>(game: PlayableGame<G, A>, configured: ConfiguredGame<G, A>, agent: Agent<G, A>, opts: { seed: number; players: number; onStep?: (g: G, a: A) => void }): G {
  let g = configured.createGame({ seed: opts.seed, players: opts.players });
  const rng = seedRng((opts.seed ^ 0x6d637473) >>> 0);
  for (let n = 0; !game.progress(g).over; n++) {
    if (n >= MAX_ACTIONS) throw new Error(`game did not end after ${MAX_ACTIONS} actions (seed ${opts.seed}): an engine bug`);
    const action = agent.choose(g, rng);
    if (!action) throw new Error(`no legal action (seed ${opts.seed}): an engine bug`);
    const r = game.apply(g, action);
    if (!r.ok) throw new Error(`the agent's action ${JSON.stringify(action)} was refused by ${r.rule}: ${r.reason} (seed ${opts.seed}): an engine bug`);
    g = r.game;
    opts.onStep?.(g, action);
  }
  return g;
}
