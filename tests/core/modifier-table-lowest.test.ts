/**
 * ModifierTable `lowest`: the floor under every priced answer of the fold for questions
 * sharing some facts, checked on small tables against the fold itself over every
 * combination of the facts left open.
 */
import { describe, expect, it } from 'vitest';
import type { Condition, Facts } from '../../src/core/conditions.ts';
import type { EffectOp } from '../../src/core/effects.ts';
import { ModifierTable, type ModifierSource } from '../../src/core/modifier-table.ts';

const source = (id: string, op: EffectOp, effect: ModifierSource['item']['effect'], conditions?: Condition): ModifierSource => ({
  item: { id, kind: 'modifier', source: 's', effect, ...(conditions ? { conditions } : {}) },
  module: 'm',
  op,
});
const is = (fact: string, value: unknown): Condition => ({ fact, operator: 'equal', value });
const NAMES = ['action', 'role'];

/** Every question with `fixed` and each combination of `open` facts' values. */
function questions(fixed: Facts, open: Record<string, readonly unknown[]>): Facts[] {
  let out: Record<string, unknown>[] = [{ ...fixed }];
  for (const [fact, values] of Object.entries(open)) out = out.flatMap((q) => values.map((v) => ({ ...q, [fact]: v })));
  return out;
}

/** The least priced answer the fold gives over `qs` (+Infinity when none is priced). */
function leastPriced(table: ModifierTable, qs: readonly Facts[]): number {
  let least = Infinity;
  for (const q of qs) {
    const r = table.fold(q);
    if (!r.forbidden && r.trace.some((t) => t.op === 'set')) least = Math.min(least, r.value);
  }
  return least;
}

describe('ModifierTable lowest', () => {
  const table = new ModifierTable(
    [
      source('move', 'set', { set: 1 }, is('action', 'move')),
      source('move-fire', 'set', { set: 2 }, { all: [is('action', 'move'), is('target', 'fire')] }),
      source('carry', 'add', { add: 1 }, { all: [is('action', 'move'), is('carrying', true)] }),
      source('veteran', 'add', { add: -1 }, { all: [is('action', 'move'), is('role', 'veteran'), is('target', 'fire')] }),
      source('chop', 'set', { set: 2 }, is('action', 'chop')),
      source('rescuer', 'multiply', { multiply: 0.5 }, { all: [is('action', 'chop'), is('role', 'rescuer')] }),
      source('no-chop', 'forbid', { forbid: 'no' }, { all: [is('action', 'chop'), is('role', 'paramedic')] }),
      source('engine-chop', 'allow', { allow: { reason: 'ok', lifts: ['no-chop'] } }, { all: [is('action', 'chop'), is('onEngine', true)] }),
      source('deck', 'set', { set: 4 }, is('action', 'deck')),
      source('no-deck', 'forbid', { forbid: 'no' }, { all: [is('action', 'deck'), is('role', 'paramedic')] }),
      source('count', 'set', { set: { fact: 'n' } }, is('action', 'count')),
    ],
    { options: {} },
  );
  const open = { target: ['fire', 'open'], carrying: [true, false], onEngine: [true, false], n: [0, 3] };

  it('is the least priced answer of the fold over the open facts, or below it', () => {
    for (const action of ['move', 'chop', 'deck', 'drive']) {
      for (const role of ['generalist', 'veteran', 'rescuer', 'paramedic']) {
        const floor = table.lowest({ action, role, target: 'ignored' }, NAMES);
        const least = leastPriced(table, questions({ action, role }, open));
        expect(floor, `${action} ${role}`).toBeLessThanOrEqual(least);
        // Where every answer is refused, the floor says so.
        if (least === Infinity) expect(floor, `${action} ${role}`).toBe(Infinity);
      }
    }
  });

  it('is exact where the modifiers allow: the least set, negative adds, multiplies below one', () => {
    expect(table.lowest({ action: 'move', role: 'generalist' }, NAMES)).toBe(1);
    expect(table.lowest({ action: 'move', role: 'veteran' }, NAMES)).toBe(0);
    expect(table.lowest({ action: 'chop', role: 'rescuer' }, NAMES)).toBe(1);
  });

  it('is +Infinity when a forbid always fires that nothing may lift, or no set can fire', () => {
    expect(table.lowest({ action: 'deck', role: 'paramedic' }, NAMES)).toBe(Infinity);
    expect(table.lowest({ action: 'drive', role: 'generalist' }, NAMES)).toBe(Infinity);
    // An allow that may fire (on the Engine) may lift the forbid: the floor stays a number.
    expect(table.lowest({ action: 'chop', role: 'paramedic' }, NAMES)).toBe(2);
  });

  it('is -Infinity when an amount is read from the facts', () => {
    expect(table.lowest({ action: 'count', role: 'generalist' }, NAMES)).toBe(-Infinity);
  });

  it('is remembered per list of names: another list asks again', () => {
    expect(table.lowest({ action: 'move', role: 'veteran' }, ['action'])).toBe(0);
    expect(table.lowest({ action: 'move', role: 'generalist', target: 'fire' }, ['action', 'role', 'target'])).toBe(2);
    expect(table.lowest({ action: 'move', role: 'generalist' }, NAMES)).toBe(1);
  });
});
