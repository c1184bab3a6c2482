/** Issue 5's acceptance test: the Rising Flames presets and variants, SEEDS random games each (1,000 in CI, 200 in npm test). */
import { describe, it } from 'vitest';
import { playMany, SEEDS } from './play-many.ts';

describe(`Fire Tower Rising Flames presets: ${SEEDS} random games each`, () => {
  it('fire-tower-rising-flames (2-4 players)', () => playMany('fire-tower-rising-flames'), 600_000);
  it('fire-tower-double-tower (2 players)', () => playMany('fire-tower-double-tower', 2), 600_000);
  it('fire-tower-ghost-tower (3 players)', () => playMany('fire-tower-ghost-tower', 3), 600_000);
});
