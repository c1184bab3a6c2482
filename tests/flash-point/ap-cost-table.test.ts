/**
 * Every AP-cost question one random game per preset asks, answered three ways: the answer
 * the game got (the compiled lookup table, memo included, or the compiled pricer's price),
 * the plain fold over every modifier, and json-rules-engine. All three must be identical
 * (ap-cost-record.ts).
 */
import { describe, expect, it } from 'vitest';
import { listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import { expectAllAgree, pricedCount, record } from './ap-cost-record.ts';

describe('every AP-cost question of a random game: table = plain fold = json-rules-engine', () => {
  const presets = listPresets(PROJECT_RULES, 'flash-point');
  it('covers every Flash Point preset', () => {
    expect(presets.length).toBeGreaterThanOrEqual(20);
  });

  it.each(presets.map((preset, i) => ({ preset, seed: i + 1 })))('$preset (seed $seed)', async ({ preset, seed }) => {
    const asked = record(() => playGame({ preset }, { seed, players: 2 + (seed % 3), agent: 'random' }));
    expect(asked.length).toBeGreaterThan(20);
    // The hot path's own answers are among those checked, not only the general path's.
    expect(pricedCount(asked)).toBeGreaterThan(10);
    await expectAllAgree(asked);
  });
});
