/** Issue 5's acceptance test: Solo Mode levels 1-7, 1,000 random games each. */
import { describe, it } from 'vitest';
import { playMany } from './play-many.ts';

describe('Fire Tower Solo Mode: 1,000 random games per level', () => {
  for (let level = 1; level <= 7; level++) it(`fire-tower-solo-level-${level}`, () => playMany(`fire-tower-solo-level-${level}`, 1), 600_000);
});
