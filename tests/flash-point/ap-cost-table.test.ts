/**
 * Every AP-cost question a random game asks, on every preset, answered three ways: the
 * answer the game got (the compiled lookup table, memo included), the plain fold over every
 * modifier, and json-rules-engine. All three must be identical — value, forbidden, the
 * forbidding rules and the whole trace.
 */
import { describe, expect, it, vi } from 'vitest';
import { listPresets } from '../../src/core/catalog.ts';
import type { Facts } from '../../src/core/conditions.ts';
import type { FoldResult } from '../../src/core/effects.ts';
import { ModifierTable } from '../../src/core/modifier-table.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { Ruleset } from '../../src/core/ruleset.ts';
import { playGame } from '../../src/games/flash-point/play.ts';

interface Asked {
  rules: Ruleset;
  facts: Facts;
  answer: FoldResult;
}

/** The distinct AP-cost questions (by their facts) one random game of `preset` asks, with the answer it got. */
function record(preset: string, seed: number): Asked[] {
  const asked = new Map<string, Asked>();
  const compute = Ruleset.prototype.compute;
  const spy = vi.spyOn(Ruleset.prototype, 'compute').mockImplementation(function (this: Ruleset, value, facts, base) {
    const answer = compute.call(this, value, facts, base);
    const key = JSON.stringify(facts, (_k, v: unknown) => (v === undefined ? '<undefined>' : v));
    if (value === 'ap-cost' && base === undefined && !asked.has(key)) asked.set(key, { rules: this, facts: { ...facts }, answer });
    return answer;
  });
  try {
    playGame({ preset }, { seed, players: 2 + (seed % 3), agent: 'random' });
  } finally {
    spy.mockRestore();
  }
  return [...asked.values()];
}

describe('every AP-cost question of a random game: table = plain fold = json-rules-engine', () => {
  const presets = listPresets(PROJECT_RULES, 'flash-point');
  it('covers every Flash Point preset', () => {
    expect(presets.length).toBeGreaterThanOrEqual(20);
  });

  it.each(presets.map((preset, i) => ({ preset, seed: i + 1 })))('$preset (seed $seed)', async ({ preset, seed }) => {
    const asked = record(preset, seed);
    expect(asked.length).toBeGreaterThan(20);
    const bare = new Map<Ruleset, ModifierTable>();
    for (const { rules, facts, answer } of asked) {
      if (!bare.has(rules)) bare.set(rules, new ModifierTable(rules.modifiersFor('ap-cost'), { options: rules.optionValues }, false));
      const plain = rules.computePlain('ap-cost', facts);
      expect(answer).toStrictEqual(plain);
      expect(bare.get(rules)!.fold(facts)).toStrictEqual(plain);
      expect(await rules.computeReference('ap-cost', facts)).toStrictEqual(plain);
    }
  });
});
