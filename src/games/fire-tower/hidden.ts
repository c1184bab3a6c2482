/**
 * What a Fire Tower player cannot know yet, drawn anew for a search agent's imagined futures
 * (core/playable.ts `redrawHidden`): the dice and winds to come (a new RNG), the order of the
 * deck, the other players' hands (dealt again from the deck and those hands together, each
 * keeping its size) and, in Solo Mode, the enemy deck's order. Nothing on the board changes.
 */
import { nextSeed, seedRng, shuffled } from '../../core/rng.ts';
import type { FireTowerGame } from './game.ts';
import { cloneState } from './state.ts';
import { score } from './play.ts';

export function redrawHidden(game: FireTowerGame, seat: string, seed: number): FireTowerGame {
  const state = cloneState(game.state);
  const rng = seedRng(seed);
  state.rng = seedRng(nextSeed(rng));
  const others = state.players.filter((p) => p.id !== seat);
  const unknown = shuffled(rng, [...state.deck, ...others.flatMap((p) => p.hand)]);
  for (const p of others) p.hand = unknown.splice(0, p.hand.length);
  state.deck = unknown;
  if (state.solo) state.solo.enemyDeck = shuffled(rng, state.solo.enemyDeck);
  return { ...game, state };
}

/**
 * How well `seat` is doing, 0 to 1: a finished game's result, else the greedy agent's board
 * score (fire near the others' roofs, far from its own) squashed into (0, 1).
 */
export function standing(game: FireTowerGame, seat: string): number {
  if (game.state.status === 'over') return game.state.winners.includes(seat) ? 1 : 0;
  const v = 1 / (1 + Math.exp(-score(game, seat) / 15));
  return Math.min(0.98, Math.max(0.02, v));
}
