/** A Fire Tower game moved on by the random agent: `steps` actions (fewer if it ends), its draws from `seed`. */
import { seedRng } from '../../src/core/rng.ts';
import { apply, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';

export function advance(game: FireTowerGame, steps: number, seed: number): FireTowerGame {
  const rng = seedRng(seed);
  for (let i = 0; i < steps && game.state.status !== 'over'; i++) {
    const r = apply(game, randomAgent(game, rng)!);
    if (!r.ok) throw new Error(r.reason);
    game = r.game;
  }
  return game;
}
