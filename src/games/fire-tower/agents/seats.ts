/**
 * A game in which each seat has its own agent (heuristic in one seat, random in the others), for
 * tests and benches that measure one agent against another; `simulate --agent a,b` does the same
 * over the contract. The game's own loop (play.ts) plays it, with a chooser that asks the agent of
 * the seat to move, so a game is a pure function of the config, the seed and the seating.
 */
import { actingPlayer, type Action, type FireTowerGame } from '../game.ts';
import { AGENTS, playGame, type Agent, type AgentName } from '../play.ts';

export interface SeatedGame {
  seed: number;
  /** One agent per seat, in seating order (clockwise from the north-west): a name, or the function itself (a bench timing it). */
  agents: (AgentName | Agent)[];
  maxActions?: number;
  /** Called with every action, the game it is chosen in, and the seat index that chose it. */
  onDecision?: (game: FireTowerGame, action: Action, seat: number) => void;
}

export function playSeats(preset: string, opts: SeatedGame): FireTowerGame {
  const agents = opts.agents.map((a) => (typeof a === 'string' ? AGENTS[a] : a));
  let seatOf: Map<string, number> | undefined;
  const chooser: Agent = (game, rng) => {
    seatOf ??= new Map(game.state.players.map((p, i) => [p.id, i]));
    const seat = seatOf.get(actingPlayer(game)!)!;
    const action = agents[seat]!(game, rng);
    if (action) opts.onDecision?.(game, action, seat);
    return action;
  };
  return playGame({ preset }, { seed: opts.seed, players: opts.agents.length, agent: 'random', chooser, log: false, ...(opts.maxActions ? { maxActions: opts.maxActions } : {}) });
}

/** The seat indexes that won a finished game. */
export function winningSeats(game: FireTowerGame): number[] {
  return game.state.players.flatMap((p, i) => (game.state.winners.includes(p.id) ? [i] : []));
}
