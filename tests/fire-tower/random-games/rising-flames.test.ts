/** Issue 5's acceptance test: the Rising Flames presets and variants, 1,000 random games each. */
import { describe, it } from 'vitest';
import { playMany } from './play-many.ts';

describe('Fire Tower Rising Flames presets: 1,000 random games each', () => {
  it('fire-tower-rising-flames (2-4 players)', () => playMany('fire-tower-rising-flames'), 600_000);
  it('fire-tower-double-tower (2 players)', () => playMany('fire-tower-double-tower', 2), 600_000);
  it('fire-tower-ghost-tower (3 players)', () => playMany('fire-tower-ghost-tower', 3), 600_000);
});
