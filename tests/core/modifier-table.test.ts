/**
 * The lookup tables agree with the plain fold and with json-rules-engine: for every computed
 * value of every preset of every game, on facts drawn from the values its conditions name
 * (and a few strangers); and the table's parts (key choice, required values, its fold, its
 * memo) do what they say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listGames, listPresets } from '../../src/core/catalog.ts';
import { factsRead, literalsOf, type Condition } from '../../src/core/conditions.ts';
import { foldEffects, type EffectOp } from '../../src/core/effects.ts';
import { chooseKey, ModifierTable, requiredValues, traceEntry, type ModifierSource } from '../../src/core/modifier-table.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import type { ModifierItem, Ruleset } from '../../src/core/ruleset.ts';
import { load } from '../../src/games/index.ts';
import { factsShapedBy } from '../helpers/fact-arbitraries.ts';

const presets = listGames(PROJECT_RULES).flatMap((game) => listPresets(PROJECT_RULES, game).map((preset) => ({ game, preset })));

/** The computed values a ruleset's modifiers affect. */
function valuesOf(rules: Ruleset): string[] {
  return [...new Set(rules.ofKind<ModifierItem>('modifier').flatMap((m) => (Array.isArray(m.affects) ? m.affects : [m.affects])))];
}

/** Facts for a value's questions: each fact its modifiers read, from the literals they compare it with, a few strangers, or absent. */
function questions(rules: Ruleset, value: string): fc.Arbitrary<Record<string, unknown>> {
  const modifiers = rules.modifiersFor(value);
  const conditions = modifiers.map((m) => m.item.conditions).filter((c): c is Condition => !!c);
  const amounts = modifiers.flatMap((m) => Object.values(m.item.effect)).filter((a): a is { fact: string; path?: string } => !!a && typeof a === 'object' && 'fact' in a);
  const refs = [...conditions.flatMap((c) => factsRead(c)), ...amounts].filter((r) => r.fact !== 'options');
  const literals = conditions.flatMap((c) => literalsOf(c));
  const scalar = fc.oneof(fc.constantFrom(...literals, 0), fc.constantFrom(undefined, null, true, false, 0, -0, Number.NaN, 1, 2, 3, 'other', '2'));
  const value_ = fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) });
  return factsShapedBy(refs, scalar, value_);
}

describe('lookup tables agree with the plain fold and with json-rules-engine', () => {
  const cases = presets.flatMap(({ game, preset }) => {
    const rules = load({ preset, game });
    return valuesOf(rules).map((value) => ({ name: `${preset}: ${value}`, rules, value }));
  });

  it('covers both games with modifiers, every preset of Flash Point', () => {
    const games = new Set(cases.map((c) => c.rules.game.id));
    expect([games.has('asl-fire'), games.has('flash-point')]).toEqual([true, true]);
    expect(cases.filter((c) => c.value === 'ap-cost').length).toBe(listPresets(PROJECT_RULES, 'flash-point').length);
  });

  it.each(cases)('$name', async ({ rules, value }) => {
    const bare = new ModifierTable(rules.modifiersFor(value), { options: rules.optionValues }, false);
    const sample = fc.sample(questions(rules, value), { numRuns: 400, seed: 20261124 });
    for (const [i, facts] of sample.entries()) {
      const plain = rules.computePlain(value, facts);
      expect(rules.compute(value, facts)).toStrictEqual(plain);
      expect(bare.fold(facts)).toStrictEqual(plain);
      // Asked again, the memo answers: the same result.
      expect(rules.compute(value, facts)).toStrictEqual(plain);
      if (i % 10 === 0) expect(await rules.computeReference(value, facts)).toStrictEqual(plain);
    }
  });
});

const source = (id: string, op: EffectOp, effect: ModifierSource['item']['effect'], conditions?: Condition): ModifierSource => ({
  item: { id, kind: 'modifier', source: 's', effect, ...(conditions ? { conditions } : {}) },
  module: 'm',
  op,
});

describe('the table, piece by piece', () => {
  const onAction = (...verbs: string[]): Condition => ({ fact: 'action', operator: 'in', value: verbs });

  it('requires the values an equal or in leaf names, through all and any, and nothing through not', () => {
    expect(requiredValues({ all: [{ fact: 'role', operator: 'equal', value: 'x' }, onAction('move')] }, 'action')).toEqual(['move']);
    expect(requiredValues({ any: [onAction('a'), { fact: 'action', operator: 'equal', value: 'b' }] }, 'action')).toEqual(['a', 'b']);
    expect(requiredValues({ any: [onAction('a'), { fact: 'role', operator: 'equal', value: 'b' }] }, 'action')).toBeNull();
    expect(requiredValues({ not: onAction('a') }, 'action')).toBeNull();
    expect(requiredValues({ fact: 'action', path: '$.verb', operator: 'equal', value: 'a' }, 'action')).toBeNull();
    expect(requiredValues({ fact: 'action', operator: 'equal', value: Number.NaN }, 'action')).toBeNull();
    expect(requiredValues({ any: [] }, 'action')).toBeNull();
  });

  it('keys by the fact the most conditions require', () => {
    expect(chooseKey([onAction('a'), onAction('b'), { fact: 'role', operator: 'equal', value: 'r' }, undefined])).toBe('action');
    expect(chooseKey([{ fact: 'n', operator: 'greaterThan', value: 1 }])).toBeNull();
    // A fact known at compile time is decided already: it is no key.
    expect(chooseKey([onAction('a'), onAction('b'), { fact: 'role', operator: 'equal', value: 'r' }], { action: 'a' })).toBe('role');
  });

  it('drops what a key rules out, keeps what no key decides, and folds like foldEffects', () => {
    const table = new ModifierTable(
      [
        source('move', 'set', { set: 1 }, onAction('move')),
        source('chop', 'set', { set: 2 }, onAction('chop')),
        source('fire', 'forbid', { forbid: 'no' }, { fact: 'target', operator: 'equal', value: 'fire' }),
        source('carry', 'add', { add: { fact: 'load', times: 2 } }, { all: [onAction('move'), { fact: 'load', operator: 'greaterThan', value: 0 }] }),
        source('lift', 'allow', { allow: { reason: 'ok', lifts: ['fire'] } }, { fact: 'options', path: '$.brave', operator: 'equal', value: true }),
      ],
      { options: { brave: false } },
    );
    expect(table.keyFact).toBe('action');
    const r = table.fold({ action: 'move', target: 'fire', load: 2 });
    expect([r.value, r.forbidden, r.trace.map((t) => t.id)]).toEqual([5, true, ['move', 'fire', 'carry']]);
    expect(table.fold({ action: 'drive', target: 'fire' }).trace.map((t) => t.id)).toEqual(['fire']);
    expect(table.fold({ action: 'chop', target: 'open' }).value).toBe(2);
  });

  it('says whether a key may meet an effect: no only when no modifier that can fire for it has one', () => {
    const table = new ModifierTable(
      [
        source('move', 'set', { set: 1 }, onAction('move')),
        source('chop', 'forbid', { forbid: 'no' }, onAction('chop')),
        source('fire', 'add', { add: 1 }, { fact: 'target', operator: 'equal', value: 'fire' }),
      ],
      { options: {} },
    );
    expect(table.mayApply({ action: 'move' }, 'set')).toBe(true);
    expect(table.mayApply({ action: 'chop' }, 'set')).toBe(false);
    expect(table.mayApply({ action: 'chop' }, 'forbid')).toBe(true);
    // A key no modifier requires meets only those that require none.
    expect([table.mayApply({ action: 'drive' }, 'set'), table.mayApply({ action: 'drive' }, 'add')]).toEqual([false, true]);
    // Without the key fact, any modifier may fire.
    expect(table.mayApply({}, 'set')).toBe(true);
  });

  it('property: an effect mayApply rules out never fires, for every value of every preset', () => {
    const ops: EffectOp[] = ['set', 'add', 'multiply', 'forbid', 'allow'];
    for (const { game, preset } of presets) {
      const rules = load({ preset, game });
      for (const value of valuesOf(rules)) {
        const table = rules.table(value);
        for (const facts of fc.sample(questions(rules, value), { numRuns: 100, seed: 20261124 })) {
          const fired = new Set(rules.computePlain(value, facts).trace.map((t) => t.op));
          for (const op of ops) if (!table.mayApply(facts, op)) expect(fired.has(op), `${preset} ${value} ${op} ${JSON.stringify(facts)}`).toBe(false);
        }
      }
    }
  });

  it('memoises an answer frozen, and never keys the memo on an object', () => {
    const table = new ModifierTable([source('t', 'add', { add: { fact: 'terrain', path: '$.drm' } }, { fact: 'terrain', path: '$.drm', operator: 'notEqual', value: 0 })], {});
    const a = table.fold({ terrain: { drm: 2 } });
    const b = table.fold({ terrain: { drm: 2 } });
    expect([a.value, b.value, Object.isFrozen(a)]).toEqual([2, 2, true]);
    const flat = new ModifierTable([source('n', 'add', { add: { fact: 'n' } })], {});
    expect(flat.fold({ n: 3 })).toBe(flat.fold({ n: 3 }));
    expect(Object.isFrozen(flat.fold({ n: 3 }).trace)).toBe(true);
    // -0 is remembered apart from 0 nowhere: it is always folded afresh, exactly.
    expect(flat.fold({ n: 0 }).trace[0]!.value).toBe(0);
    expect(flat.fold({ n: -0 }).trace[0]!.value).toBe(-0);
    expect(flat.fold({ n: -0 }, -0).value).toBe(-0);
    const listed = new ModifierTable([source('l', 'add', { add: 1 }, { fact: 'tags', operator: 'contains', value: 'x' })], {});
    const tags = ['x'];
    expect(listed.fold({ tags }).value).toBe(1);
    tags.pop();
    expect(listed.fold({ tags }).value).toBe(0);
  });

  it('answers rightly past its memo limit', () => {
    const table = new ModifierTable([source('n', 'add', { add: { fact: 'n' } })], {});
    for (let round = 0; round < 2; round++) for (let n = 0; n < 5000; n++) expect(table.fold({ n }).value).toBe(n);
  });

  it('property: its fold equals foldEffects over the same firing modifiers', () => {
    const op = fc.constantFrom<EffectOp>('set', 'add', 'multiply', 'forbid', 'allow');
    const spec = fc.record({ op, amount: fc.integer({ min: -3, max: 3 }), fires: fc.boolean(), lifts: fc.subarray(['m0', 'm1', 'm2', 'm3']) });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 6 }), fc.integer({ min: -5, max: 5 }), (specs, base) => {
        const sources = specs.map((s, i) => {
          const effect = s.op === 'forbid' ? { forbid: 'r' } : s.op === 'allow' ? { allow: { reason: 'r', lifts: s.lifts } } : ({ [s.op]: s.amount } as ModifierSource['item']['effect']);
          return source(`m${i}`, s.op, effect, { fact: `f${i}`, operator: 'equal', value: true });
        });
        const facts = Object.fromEntries(specs.map((s, i) => [`f${i}`, s.fires]));
        const firing = sources.filter((_, i) => specs[i]!.fires).map((m) => traceEntry(m, m.op === 'forbid' || m.op === 'allow' ? 0 : specs[sources.indexOf(m)]!.amount));
        expect(new ModifierTable(sources, {}, false).fold(facts, base)).toStrictEqual(foldEffects(base, firing));
      }),
      { seed: 20261124 },
    );
  });
});
