/**
 * The Fire Tower library API under fuzzing, on every preset: random legal games with
 * malformed actions interleaved (refused, the game unchanged), invariants after every step,
 * a legal action until the end, a save restored mid-game playing on identically, replays
 * deterministic. `npm run fuzz` runs the same properties for a million applies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameProperty, newFigures, presetsOf } from './fuzz.ts';
import { fireTower } from './subjects.ts';

describe('Fire Tower API: fuzzed games on every preset', () => {
  it.each(presetsOf('fire-tower'))('%s', (preset) => {
    const f = newFigures();
    fc.assert(gameProperty(fireTower, [preset], 80, f, 40), { numRuns: 1, seed: 20261201 });
    expect(f.failures).toEqual([]);
    expect(f.throws).toBe(0);
    expect(f.malformed).toBeGreaterThan(0);
  }, 60_000);
});
