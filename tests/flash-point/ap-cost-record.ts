/**
 * Recording the AP-cost questions a piece of play asks, and checking each answer three ways:
 * the answer the game got (the compiled lookup table, memo included), an unmemoised table,
 * the plain fold over every modifier, and json-rules-engine — value, forbidden, the
 * forbidding rules and the whole trace identical.
 *
 * Questions come two ways. The general path asks `Ruleset.compute` with a facts object: it is
 * recorded there. The compiled pricer (pricer.ts) answers from the few facts its action's
 * rules read, without asking `compute` once it has met the question: it is recorded at
 * `ApPricer.answer`, where the whole facts object the general path would have built
 * (`questionFacts`) is rebuilt from the same state, so its answer is checked against the
 * plain fold of every fact, not only of those it read.
 */
import { expect, vi } from 'vitest';
import type { Facts } from '../../src/core/conditions.ts';
import type { FoldResult } from '../../src/core/effects.ts';
import { ModifierTable } from '../../src/core/modifier-table.ts';
import { Ruleset } from '../../src/core/ruleset.ts';
import { questionFacts } from '../../src/games/flash-point/ap-facts.ts';
import { answerOf, ApPricer } from '../../src/games/flash-point/pricer.ts';
import { Refusal } from '../../src/core/refusal.ts';

export interface Asked {
  rules: Ruleset;
  facts: Facts;
  answer: FoldResult;
  /** For a question the compiled pricer answered: its answer (a price or a refusal). */
  priced?: number | Refusal;
}

/** The key of a question: its facts, and which path asked it. */
function keyOf(facts: Facts, priced: boolean): string {
  return (priced ? 'pricer ' : 'compute ') + JSON.stringify(facts, (_k, v: unknown) => (v === undefined ? '<undefined>' : v));
}

/** The distinct AP-cost questions (by their facts) that `play` asks, with the answers it got. */
export function record(play: () => void): Asked[] {
  const asked = new Map<Ruleset, Map<string, Asked>>();
  const keep = (q: Asked, key: string) => {
    const mine = asked.get(q.rules) ?? asked.set(q.rules, new Map()).get(q.rules)!;
    if (!mine.has(key)) mine.set(key, q);
  };
  const compute = Ruleset.prototype.compute;
  const computeSpy = vi.spyOn(Ruleset.prototype, 'compute').mockImplementation(function (this: Ruleset, value, facts, base) {
    const answer = compute.call(this, value, facts, base);
    if (value === 'ap-cost' && base === undefined) keep({ rules: this, facts: { ...facts }, answer }, keyOf(facts, false));
    return answer;
  });
  const answer = ApPricer.prototype.answer;
  const pricerSpy = vi.spyOn(ApPricer.prototype, 'answer').mockImplementation(function (this: ApPricer, w, f, step, more) {
    const priced = answer.call(this, w, f, step, more);
    const facts = questionFacts(w, f, this.action, step, more);
    const rules = w.rules.ruleset;
    keep({ rules, facts, answer: compute.call(rules, 'ap-cost', facts), priced }, keyOf(facts, true));
    return priced;
  });
  try {
    play();
  } finally {
    computeSpy.mockRestore();
    pricerSpy.mockRestore();
  }
  return [...asked.values()].flatMap((m) => [...m.values()]);
}

/** A price or a refusal as a plain value to compare: the number, or the rule and the reason. */
function shown(p: number | Refusal): unknown {
  return p instanceof Refusal ? { rule: p.rule, reason: p.reason } : p;
}

/**
 * Each recorded answer equals the plain fold, an unmemoised table and json-rules-engine; a
 * compiled pricer's, the price the plain fold gives.
 */
export async function expectAllAgree(asked: readonly Asked[]): Promise<void> {
  const bare = new Map<Ruleset, ModifierTable>();
  for (const { rules, facts, answer, priced } of asked) {
    if (!bare.has(rules)) bare.set(rules, new ModifierTable(rules.modifiersFor('ap-cost'), { options: rules.optionValues }, false));
    const plain = rules.computePlain('ap-cost', facts);
    expect(answer).toStrictEqual(plain);
    expect(bare.get(rules)!.fold(facts)).toStrictEqual(plain);
    expect(await rules.computeReference('ap-cost', facts)).toStrictEqual(plain);
    if (priced !== undefined) expect(shown(priced)).toStrictEqual(shown(answerOf(plain, facts.action)));
  }
}

/** How many of the recorded questions the compiled pricer answered. */
export function pricedCount(asked: readonly Asked[]): number {
  return asked.filter((q) => q.priced !== undefined).length;
}
