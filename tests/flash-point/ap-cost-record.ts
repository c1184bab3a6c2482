/**
 * Recording the AP-cost questions a piece of play asks, and checking each answer three ways:
 * the answer the game got (the compiled lookup table, memo included), an unmemoised table,
 * the plain fold over every modifier, and json-rules-engine — value, forbidden, the
 * forbidding rules and the whole trace identical.
 */
import { expect, vi } from 'vitest';
import type { Facts } from '../../src/core/conditions.ts';
import type { FoldResult } from '../../src/core/effects.ts';
import { ModifierTable } from '../../src/core/modifier-table.ts';
import { Ruleset } from '../../src/core/ruleset.ts';

export interface Asked {
  rules: Ruleset;
  facts: Facts;
  answer: FoldResult;
}

/** The distinct AP-cost questions (by their facts) that `play` asks, with the answers it got. */
export function record(play: () => void): Asked[] {
  const asked = new Map<Ruleset, Map<string, Asked>>();
  const compute = Ruleset.prototype.compute;
  const spy = vi.spyOn(Ruleset.prototype, 'compute').mockImplementation(function (this: Ruleset, value, facts, base) {
    const answer = compute.call(this, value, facts, base);
    const key = JSON.stringify(facts, (_k, v: unknown) => (v === undefined ? '<undefined>' : v));
    const mine = asked.get(this) ?? asked.set(this, new Map()).get(this)!;
    if (value === 'ap-cost' && base === undefined && !mine.has(key)) mine.set(key, { rules: this, facts: { ...facts }, answer });
    return answer;
  });
  try {
    play();
  } finally {
    spy.mockRestore();
  }
  return [...asked.values()].flatMap((m) => [...m.values()]);
}

/** Each recorded answer equals the plain fold, an unmemoised table and json-rules-engine. */
export async function expectAllAgree(asked: readonly Asked[]): Promise<void> {
  const bare = new Map<Ruleset, ModifierTable>();
  for (const { rules, facts, answer } of asked) {
    if (!bare.has(rules)) bare.set(rules, new ModifierTable(rules.modifiersFor('ap-cost'), { options: rules.optionValues }, false));
    const plain = rules.computePlain('ap-cost', facts);
    expect(answer).toStrictEqual(plain);
    expect(bare.get(rules)!.fold(facts)).toStrictEqual(plain);
    expect(await rules.computeReference('ap-cost', facts)).toStrictEqual(plain);
  }
}
