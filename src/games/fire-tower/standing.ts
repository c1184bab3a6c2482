/**
 * What a search agent reads of a Fire Tower game beside the hidden cards (redraw.ts): how well a
 * seat is doing.
 */
import type { FireTowerGame } from './game.ts';
import { score } from './play.ts';

/**
 * How well `seat` is doing, 0 to 1: a finished game's result, else the greedy agent's board
 * score (fire near the others' roofs, far from its own) squashed into (0, 1).
 */
export function standing(game: FireTowerGame, seat: string): number {
  if (game.state.status === 'over') return game.state.winners.includes(seat) ? 1 : 0;
  const v = 1 / (1 + Math.exp(-score(game, seat) / 15));
  return Math.min(0.98, Math.max(0.02, v));
}
