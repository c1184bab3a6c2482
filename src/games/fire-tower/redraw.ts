/**
 * What a Fire Tower player cannot know yet, drawn anew for imagined futures (core/playable.ts
 * `redrawHidden`; the heuristic agent's trials): the dice and winds to come (a new RNG), the
 * order of the deck, the other players' hands (dealt again from the deck and those hands
 * together, each keeping its size) and, in Solo Mode, the enemy and challenge decks' order.
 * Nothing on the board changes. It imports no agent, so agents may use it.
 */
import { nextSeed, seedRng, shuffled } from '../../core/rng.ts';
import type { FireTowerGame } from './game.ts';
import { cloneState } from './state.ts';

export function redrawHidden(game: FireTowerGame, seat: string, seed: number): FireTowerGame {
  const state = cloneState(game.state);
  const rng = seedRng(seed);
  state.rng = seedRng(nextSeed(rng));
  const others = state.players.filter((p) => p.id !== seat);
  const unknown = shuffled(rng, [...state.deck, ...others.flatMap((p) => p.hand)]);
  for (const p of others) p.hand = unknown.splice(0, p.hand.length);
  state.deck = unknown;
  if (state.solo) {
    state.solo.enemyDeck = shuffled(rng, state.solo.enemyDeck);
    state.solo.challengeDeck = shuffled(rng, state.solo.challengeDeck);
  }
  return { ...game, state };
}
