/** Issue 5's acceptance test: Solo Mode levels 1-7, SEEDS random games each (1,000 in CI, 200 in npm test). */
import { describe, it } from 'vitest';
import { playMany, SEEDS } from './play-many.ts';

describe(`Fire Tower Solo Mode: ${SEEDS} random games per level`, () => {
  for (let level = 1; level <= 7; level++) it(`fire-tower-solo-level-${level}`, () => playMany(`fire-tower-solo-level-${level}`, 1), 600_000);
});
