import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listGames, listPresets } from '../../src/core/catalog.ts';
import { compileCondition, evaluateReference, factsRead, literalsOf, type Condition, type FactRef, type Operator } from '../../src/core/conditions.ts';
import { foldEffects, type TraceEntry } from '../../src/core/effects.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import type { ModifierItem } from '../../src/core/ruleset.ts';
import { load } from '../../src/games/index.ts';
import { factsShapedBy } from '../helpers/fact-arbitraries.ts';

/** Every condition of every modifier in every preset of the project's own rules. */
function projectConditions(): { id: string; condition: Condition }[] {
  const seen = new Map<string, Condition>();
  for (const game of listGames(PROJECT_RULES)) {
    for (const preset of listPresets(PROJECT_RULES, game)) {
      for (const m of load({ preset, game }).ofKind<ModifierItem>('modifier')) {
        if (m.conditions) seen.set(`${game}:${m.id}`, m.conditions);
      }
    }
  }
  return [...seen].map(([id, condition]) => ({ id, condition }));
}

/** Facts shaped like the condition expects, with values drawn from its own literals and a few strangers. */
function factsArbitrary(c: Condition): fc.Arbitrary<Record<string, unknown>> {
  const literals = literalsOf(c);
  const scalar = fc.oneof(
    fc.constantFrom(...(literals.length ? literals : [0])),
    fc.constantFrom(undefined, null, true, false, 0, -1, 1, 2, '', 'other', '3'),
    fc.integer({ min: -5, max: 5 }),
  );
  const value = fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) });
  const refs: FactRef[] = factsRead(c);
  return factsShapedBy(refs, scalar, value);
}

describe('compiled conditions agree with json-rules-engine', () => {
  const all = projectConditions();

  it('covers every condition in rules/', () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
  });

  it.each(all)('$id', async ({ condition }) => {
    const compiled = compileCondition(condition);
    await fc.assert(
      fc.asyncProperty(factsArbitrary(condition), async (facts) => {
        expect(compiled(facts)).toBe((await evaluateReference(condition, facts)).result);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  it.each(all.filter((_, i) => i % 3 === 0))('$id, with some facts known at compile time', async ({ condition }) => {
    const names = [...new Set(factsRead(condition).map((r) => r.fact))];
    await fc.assert(
      fc.asyncProperty(factsArbitrary(condition), factsArbitrary(condition), fc.subarray(names), async (facts, knownSource, knownNames) => {
        // A known fact overrides the asked one, as a ruleset's options override any `options` fact.
        const known = Object.fromEntries(knownNames.filter((n) => n in knownSource).map((n) => [n, knownSource[n]]));
        const merged = { ...facts, ...known };
        expect(compileCondition(condition, known)(facts)).toBe((await evaluateReference(condition, merged)).result);
      }),
      { numRuns: 60, seed: 20261124 },
    );
  });

  it('folds what known facts decide, in every combinator, as the engine would decide it', async () => {
    const k = (operator: Operator, value: unknown): Condition => ({ fact: 'k', operator, value });
    const u: Condition = { fact: 'u', operator: 'equal', value: 1 };
    const conditions: Condition[] = [
      { any: [k('equal', 1), u] },
      { any: [k('equal', 2), u] },
      { any: [k('equal', 2), k('equal', 3)] },
      { all: [k('equal', 1), u] },
      { all: [k('equal', 2), u] },
      { all: [k('in', [1, 2]), k('notIn', [3])] },
      { not: { any: [k('equal', 1), u] } },
      { not: { all: [k('equal', 2)] } },
      { not: { any: [] } },
      { any: [{ all: [] }, u] },
      { fact: 'u', operator: 'equal', value: { fact: 'k' } },
      { fact: 'k', operator: 'lessThan', value: { fact: 'u' } },
      { fact: 'o', path: '$.rule', operator: 'equal', value: 'a' },
      { fact: 'k', operator: 'contains', value: 1 },
    ];
    const known = { k: 1, o: { rule: 'a' } };
    for (const c of conditions) {
      for (const facts of [{ u: 1 }, { u: 2 }, { u: 1, k: 2 }, {}]) {
        expect(compileCondition(c, known)(facts), JSON.stringify([c, facts])).toBe((await evaluateReference(c, { ...facts, ...known })).result);
      }
    }
  });

  it('agrees on the engine quirks: paths on non-objects, own properties, numeric strings, non-array contains', async () => {
    const cases: [Condition, Record<string, unknown>][] = [
      [{ fact: 'x', path: '$.a', operator: 'equal', value: 5 }, { x: 5 }],
      [{ fact: 'x', path: '$.toString', operator: 'equal', value: undefined }, { x: {} }],
      [{ fact: 'x', path: '$.length', operator: 'equal', value: 2 }, { x: [1, 2] }],
      [{ fact: 'x', operator: 'greaterThan', value: 2 }, { x: '3' }],
      [{ fact: 'x', operator: 'greaterThan', value: 2 }, { x: 'abc' }],
      [{ fact: 'x', operator: 'contains', value: 'a' }, { x: 'abc' }],
      [{ fact: 'x', operator: 'in', value: ['a'] }, {}],
      [{ fact: 'x', operator: 'equal', value: { fact: 'y', path: '$.b' } }, { x: 1, y: { b: 1 } }],
      [{ not: { any: [] } }, {}],
      [{ all: [] }, {}],
    ];
    for (const [c, facts] of cases) expect(compileCondition(c)(facts)).toBe((await evaluateReference(c, facts)).result);
  });
});

describe('effects fold in the documented order', () => {
  const t = (op: TraceEntry['op'], value: number, id: string = op): TraceEntry => ({ id, op, value, source: 's', module: 'm' });

  it('base, then the last set, then adds, then multiplies', () => {
    expect(foldEffects(10, [t('add', 2), t('multiply', 3), t('set', 1, 'a'), t('set', 4, 'b')]).value).toBe((4 + 2) * 3);
  });

  it('a forbid holds unless a firing allow lifts exactly it', () => {
    const allow = (lifts: string[]): TraceEntry => ({ ...t('allow', 0), lifts });
    expect(foldEffects(0, [t('forbid', 0, 'f1')]).forbidden).toBe(true);
    expect(foldEffects(0, [t('forbid', 0, 'f1'), allow(['f1'])]).forbidden).toBe(false);
    const both = foldEffects(0, [t('forbid', 0, 'f1'), t('forbid', 0, 'f2'), allow(['f1'])]);
    expect([both.forbidden, both.forbiddenBy.map((x) => x.id)]).toEqual([true, ['f2']]);
    expect(foldEffects(0, [allow(['f1'])]).forbidden).toBe(false);
  });

  it('property: adds commute, and a value with no rules is its base', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.array(fc.integer({ min: -5, max: 5 })), (base, adds) => {
        const trace = adds.map((a, i) => t('add', a, `r${i}`));
        expect(foldEffects(base, trace).value).toBe(foldEffects(base, [...trace].reverse()).value);
        expect(foldEffects(base, trace).value).toBe(base + adds.reduce((x, y) => x + y, 0));
        expect(foldEffects(base, []).value).toBe(base);
      }),
    );
  });
});

describe('the reference and compiled evaluators give the same folded values', () => {
  it('for every kindling question over terrain × EC × unit', async () => {
    const rules = load({ preset: 'asl-fire', game: 'asl-fire' });
    const terrains = rules.ofKind('terrain');
    const ecs = rules.ofKind('environment');
    for (const terrain of terrains) {
      for (const ec of ecs) {
        for (const unit of ['squad', 'hs', 'smc']) {
          for (const method of ['attempt', 'wp']) {
            const facts = { method, terrain, ec, unit, leader: -1, mol: true, fortified: true, pto: true };
            const a = rules.compute('kindling-drm', facts);
            const b = await rules.computeReference('kindling-drm', facts);
            expect(a).toEqual(b);
          }
        }
      }
    }
  });
});
