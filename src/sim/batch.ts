/**
 * One slice of a simulation: games `from`..`from + count - 1` of a batch, game i played from
 * seed `seed + i`, each reduced to a small record. The same function runs in the main thread
 * and in every worker, so a batch's records do not depend on how it was split.
 */
import type { ConfigChoice, PlayableGame } from '../core/playable.ts';
import { playableGame } from '../games/index.ts';
import { chooserFor, type AgentOptions } from './agents.ts';

/** What a batch plays: the same for every game of it (and every worker). */
export interface BatchSpec {
  game: string;
  choice: ConfigChoice;
  players: number;
  agent: string;
  /** Game i is played from seed `seed + i` (mod 2^32), so `play --seed` replays it. */
  seed: number;
  /** The generic agents' settings (mcts: playouts per decision). */
  agentOptions?: AgentOptions;
}

/** One finished game, as the summary counts it. */
export interface GameRecord {
  /** The game's place in the batch. */
  index: number;
  seed: number;
  /** How it ended, in the game's words ("lost: the building collapsed"). */
  outcome: string;
  /** Indexes of the seats that won. */
  winners: number[];
  turns: number;
  actions: number;
  /** The game's own measures of a finished game (PlayableGame.tallies), when it has any. */
  tallies?: Record<string, number>;
}

/** A batch of `games` games cut into slices of `size` consecutive games (the last one shorter): what a worker thread or a queue job plays. */
export function slicesOf(games: number, size: number): { from: number; count: number }[] {
  const out: { from: number; count: number }[] = [];
  for (let from = 0; from < games; from += size) out.push({ from, count: Math.min(size, games - from) });
  return out;
}

/** The seed of game `index` of a batch starting at `seed`. */
export function seedOf(seed: number, index: number): number {
  return (seed + index) >>> 0;
}

function playableOf(spec: BatchSpec): PlayableGame {
  const playable = playableGame(spec.game);
  if (!playable) throw new Error(`simulate: ${spec.game} is not a playable game`);
  return playable;
}

/** Games `from`..`from + count - 1` of the batch, in order. */
export function playGames(spec: BatchSpec, from: number, count: number): GameRecord[] {
  const playable = playableOf(spec);
  const configured = playable.configure(spec.choice);
  const out: GameRecord[] = [];
  const generic = chooserFor(playable, spec.agent, spec.agentOptions);
  for (let index = from; index < from + count; index++) {
    const seed = seedOf(spec.seed, index);
    let actions = 0;
    // Counted at the end, not by onStep: a loop nobody watches step by step may step one state in place.
    const onEnd = (n: number) => void (actions = n);
    const end = configured.play({ seed, players: spec.players, agent: spec.agent, log: false, onEnd, ...(generic ? { chooser: generic } : {}) });
    const { seats, winners } = playable.result(end);
    const tallies = playable.tallies?.(end);
    out.push({ index, seed, outcome: playable.render.outcome(end), winners: winners.map((w) => seats.indexOf(w)), turns: playable.progress(end).turn, actions, ...(tallies && Object.keys(tallies).length ? { tallies } : {}) });
  }
  return out;
}

/** The seat names and whether the game is cooperative, read from one game set up by the batch (no game played). */
export function seatsOf(spec: BatchSpec): { seats: string[]; cooperative: boolean } {
  const playable = playableOf(spec);
  const game = playable.configure(spec.choice).createGame({ seed: spec.seed, players: spec.players });
  const { seats, cooperative } = playable.result(game);
  return { seats, cooperative };
}
