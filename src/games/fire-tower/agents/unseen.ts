/**
 * The game as one player may picture it: the cards it cannot see (the deck, the others'
 * hands, Solo Mode's enemy and challenge decks) shuffled and the dice reseeded, so that trying an action
 * never peeks at the next card drawn or the next wind rolled. The same idea as
 * hidden.ts's redrawHidden, kept here because hidden.ts imports play.ts, which imports
 * this agent (an import cycle otherwise). States are never changed in place, so a shallow
 * copy with new lists is enough.
 */
import { nextSeed, seedRng, shuffled, type RngState } from '../../../core/rng.ts';
import type { FireTowerGame } from '../game.ts';

export function pictured(game: FireTowerGame, seat: string, rng: RngState): FireTowerGame {
  const s = game.state;
  const guess = seedRng(nextSeed(rng));
  const others = s.players.filter((p) => p.id !== seat);
  const unknown = shuffled(guess, [...s.deck, ...others.flatMap((p) => p.hand)]);
  const players = s.players.map((p) => (p.id === seat ? p : { ...p, hand: unknown.splice(0, p.hand.length) }));
  const state = { ...s, players, deck: unknown, rng: seedRng(nextSeed(guess)) };
  if (s.solo) state.solo = { ...s.solo, enemyDeck: shuffled(guess, s.solo.enemyDeck), challengeDeck: shuffled(guess, s.solo.challengeDeck) };
  return { ...game, state };
}
