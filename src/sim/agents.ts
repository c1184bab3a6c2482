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

/** The agents an `--agent` value names: one for every seat ("heuristic"), or one per seat in seat order ("heuristic,random"). */
export function seatAgents(name: string): string[] {
  return name.split(',');
}

/**
 * What plays a batch's games beside the game's own loop: undefined when one of the game's own
 * agents plays every seat (the loop plays it by name), else a chooser; with one agent per seat,
 * the seat to move picks with its own (a game's own agent through the contract draws as it
 * would by name, so "random,random" plays the games "random" does).
 */
export function chooserFor<G, A extends unknown[]>(game: PlayableGame<G, A>, name: string, options: AgentOptions = {}): Agent<G, A> | undefined {
  const names = seatAgents(name);
  if (names.length === 1) return genericAgent(game, name, options);
  const agents = names.map((n) => (Object.hasOwn(game.agents, n) ? game.agents[n]! : genericAgent(game, n, options)!));
  return {
    choose(g, rng, legal) {
      const mover = game.toMove(g);
      const agent = agents[game.result(g).seats.indexOf(mover!)];
      if (!agent) throw new Error(`no agent for ${mover}, the seat to move: an engine bug`);
      return agent.choose(g, rng, legal);
    },
  };
}
