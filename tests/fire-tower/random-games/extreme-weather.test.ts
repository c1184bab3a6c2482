/** Issue 5's acceptance test: the Extreme Weather presets, 1,000 random games each. */
import { describe, it } from 'vitest';
import { playMany } from './play-many.ts';

describe('Fire Tower Extreme Weather presets: 1,000 random games each', () => {
  it('fire-tower-extreme-weather (2-4 players)', () => playMany('fire-tower-extreme-weather'), 600_000);
  it('fire-tower-extreme-weather-kettle (2-4 players)', () => playMany('fire-tower-extreme-weather-kettle'), 600_000);
});
