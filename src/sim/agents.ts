/**
 * Agents every playable game gets from the contract alone (today: `mcts`), beside each game's
 * own (`random`, `greedy`, Flash Point's `heuristic`). A game's own `play` loop plays them
 * (PlayOptions.chooser), so its turn log and safety nets are the same for every agent.
 */
import type { Agent, PlayableGame } from '../core/playable.ts';
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
