/**
 * `--agent` and `--playouts` for the commands that play (play, replay, inspect, simulate): one
 * of the game's own agents, or a generic one every game gets from the contract (mcts), which the
 * game's own play loop then runs as its `chooser`.
 */
import { UsageError } from '../core/errors.ts';
import type { Agent, PlayableGame } from '../core/playable.ts';
import { agentNames, chooserFor, seatAgents } from '../sim/agents.ts';
import { checkAgent, numberFlag, type Flags } from './args.ts';

export interface AgentChoice {
  name: string;
  /** --playouts, for mcts. */
  playouts?: number;
  /** Set for a generic agent: the game's own loop plays it instead of an agent of its own. */
  chooser?: Agent<unknown, unknown[]>;
}

/** The agent the flags name (`dflt` when none), checked: an unknown name or a stray --playouts is a usage error. */
export function agentChoice(command: string, playable: PlayableGame, flags: Flags, dflt: string, players: number, orElse = ''): AgentChoice {
  return namedAgent(command, playable, (flags.agent as string | undefined) ?? dflt, numberFlag(flags, 'playouts'), players, orElse);
}

/** The agent(s) of this name (one, or one per seat: "heuristic,random"), with --playouts for mcts, checked (agentChoice for callers that read the flags themselves). */
export function namedAgent(command: string, playable: PlayableGame, name: string, playouts: number | undefined, players: number, orElse = ''): AgentChoice {
  const names = seatAgents(name);
  for (const n of names) checkAgent(command, n, agentNames(playable), orElse);
  if (names.length > 1 && names.length !== players) throw new UsageError(`${command}: --agent ${name.slice(0, 60)} names ${names.length} agents, one per seat, for ${players} player${players === 1 ? '' : 's'}`);
  if (playouts !== undefined && !names.includes('mcts')) throw new UsageError(`${command}: --playouts is for --agent mcts`);
  const chooser = chooserFor(playable, name, playouts ? { playouts } : {});
  return { name, ...(playouts ? { playouts } : {}), ...(chooser ? { chooser } : {}) };
}
