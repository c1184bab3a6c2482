/** Issue 5's acceptance test: the Extreme Weather presets, SEEDS random games each (1,000 in CI, 200 in npm test). */
import { describe, it } from 'vitest';
import { playMany, SEEDS } from './play-many.ts';

describe(`Fire Tower Extreme Weather presets: ${SEEDS} random games each`, () => {
  it('fire-tower-extreme-weather (2-4 players)', () => playMany('fire-tower-extreme-weather'), 600_000);
  it('fire-tower-extreme-weather-kettle (2-4 players)', () => playMany('fire-tower-extreme-weather-kettle'), 600_000);
});
