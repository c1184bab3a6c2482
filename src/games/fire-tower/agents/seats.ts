/**
 * A game in which each seat has its own agent (heuristic in one seat, random in the others):
 * what measuring one agent against another needs, which `playGame` (one agent for all) does
 * not do. Each seat draws from its own seeded RNG, so a game is a pure function of the
 * config, the seed and the seating.
 */
import { seedRng, type RngState } from '../../../core/rng.ts';
import { actingPlayer, apply, createGame, type Action, type FireTowerGame } from '../game.ts';
import { AGENTS, type Agent, type AgentName } from '../play.ts';

export interface SeatedGame {
  seed: number;
  /** One agent per seat, in seating order (clockwise from the north-west): a name, or the function itself (a bench timing it). */
  agents: (AgentName | Agent)[];
  maxActions?: number;
  /** Called with every action and the seat index that chose it. */
  onDecision?: (game: FireTowerGame, action: Action, seat: number) => void;
}

export function playSeats(preset: string, opts: SeatedGame): FireTowerGame {
  let game = createGame({ preset }, { seed: opts.seed, players: opts.agents.length, log: false });
  const seatOf = new Map(game.state.players.map((p, i) => [p.id, i]));
  const rngs: RngState[] = opts.agents.map((_, i) => seedRng((opts.seed ^ 0x5eed) + 7919 * i));
  const agents = opts.agents.map((a) => (typeof a === 'string' ? AGENTS[a] : a));
  const max = opts.maxActions ?? 20000;
  for (let n = 0; game.state.status !== 'over'; n++) {
    if (n >= max) throw new Error(`game did not end after ${max} actions (seed ${opts.seed})`);
    const seat = seatOf.get(actingPlayer(game)!)!;
    const action = agents[seat]!(game, rngs[seat]!);
    if (!action) throw new Error(`no action for seat ${seat} in phase ${game.state.phase} (seed ${opts.seed})`);
    opts.onDecision?.(game, action, seat);
    const r = apply(game, action);
    if (!r.ok) throw new Error(`seat ${seat}'s agent chose ${JSON.stringify(action)}, refused by ${r.rule}: ${r.reason} (seed ${opts.seed})`);
    game = r.game;
  }
  return game;
}

/** The seat indexes that won a finished game. */
export function winningSeats(game: FireTowerGame): number[] {
  return game.state.players.flatMap((p, i) => (game.state.winners.includes(p.id) ? [i] : []));
}
