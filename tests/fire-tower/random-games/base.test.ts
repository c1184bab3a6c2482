/** Issue 5's acceptance test: every base-game preset plays to the end with the random agent across SEEDS seeds (1,000 in CI, 200 in npm test). */
import { describe, it } from 'vitest';
import { playMany, SEEDS } from './play-many.ts';

describe(`Fire Tower base presets: ${SEEDS} random games each`, () => {
  it('fire-tower-base (2-4 players)', () => playMany('fire-tower-base'), 600_000);
  it('fire-tower-teams (4 players)', () => playMany('fire-tower-teams', 4), 600_000);
});
