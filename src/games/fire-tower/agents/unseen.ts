/**
 * The game as one player may picture it (redraw.ts: the cards it cannot see shuffled, the dice
 * reseeded), so that trying an action never peeks at the next card drawn or wind rolled.
 */
import { nextSeed, type RngState } from '../../../core/rng.ts';
import type { FireTowerGame } from '../game.ts';
import { redrawHidden } from '../redraw.ts';

export function pictured(game: FireTowerGame, seat: string, rng: RngState): FireTowerGame {
  return redrawHidden(game, seat, nextSeed(rng));
}
