/**
 * The compiled step's shortcuts, each against what XState does: an assignment's result merged
 * over the context exactly as `Object.assign({}, context, result)` (the same fields, values and
 * key order, which saved games serialise), and a state value read by one lookup when the table
 * made it, by a walk when it was read back from a save.
 */
import { describe, expect, it } from 'vitest';
import { assign, initialTransition, setup, type AnyStateMachine } from 'xstate';
import { compileChart, type ChartTable } from '../../src/core/chart-compile.ts';
import { leafOf, mergedContext } from '../../src/core/chart-table.ts';
import { machineStart, machineStep, stepMachine } from '../../src/core/machine-step.ts';

/** The merge as XState writes it, and everything a caller could see of the result. */
function expectSameMerge(context: object, part: object): void {
  const byXState = Object.assign({}, context, part);
  const merged = mergedContext(context, part);
  expect(merged).not.toBe(context);
  expect(merged).not.toBe(part);
  expect(Reflect.ownKeys(merged)).toEqual(Reflect.ownKeys(byXState));
  expect(JSON.stringify(merged)).toBe(JSON.stringify(byXState));
  expect(Object.getPrototypeOf(merged)).toBe(Object.getPrototypeOf(byXState));
  for (const key of Reflect.ownKeys(byXState)) expect((merged as Record<PropertyKey, unknown>)[key]).toBe((byXState as Record<PropertyKey, unknown>)[key]);
}

describe('an assignment merged over the context', () => {
  const base = () => ({ a: 1, b: [2], c: { d: 3 } });

  it.each([
    ['a whole new state, the same fields in the same order', (c: ReturnType<typeof base>) => ({ ...c, b: [4] })],
    ['a whole new state with a field added at the end', (c: ReturnType<typeof base>) => ({ ...c, e: 5 })],
    ['a whole new state with a field set to undefined', (c: ReturnType<typeof base>) => ({ ...c, a: undefined })],
    ['the same fields in another order', (c: ReturnType<typeof base>) => ({ c: c.c, b: c.b, a: 9 })],
    ['some of the fields', () => ({ b: [7] })],
    ['a new field only', () => ({ z: 0 })],
    ['fewer fields than the context, in its order', () => ({ a: 2, b: [] })],
    ['numeric keys, which objects list first', (c: ReturnType<typeof base>) => ({ ...c, 1: 'one', 0: 'zero' })],
  ])('%s: as Object.assign({}, context, result)', (_what, make) => {
    const context = base();
    expectSameMerge(context, make(context));
  });

  it('a context with numeric keys, or inherited, symbol and __proto__ keys: as Object.assign too', () => {
    const numeric = { 2: 'b', 1: 'a', x: 0 };
    expectSameMerge(numeric, { ...numeric, x: 1 });
    const inherited = Object.assign(Object.create({ inheritedKey: 1 }) as object, { a: 1 });
    expectSameMerge(inherited, { inheritedKey: 2, a: 3 });
    expectSameMerge(inherited, { a: 3 });
    const symbol = Symbol('s');
    const withSymbol = { a: 1, [symbol]: 'kept' };
    expectSameMerge(withSymbol, { a: 2 });
    expect((mergedContext(withSymbol, { a: 2 }) as Record<symbol, unknown>)[symbol]).toBe('kept');
    const proto = JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as object;
    expectSameMerge({ a: 0 }, proto);
    expectSameMerge(proto, { ...proto });
  });
});

describe('the compiled step merges as XState does, key order included', () => {
  type Ctx = Record<string, unknown>;
  const machine = setup({
    types: { context: {} as Ctx },
    actions: {
      // A whole new state (as Fire Tower's first action returns), then parts in other orders.
      whole: assign(({ context }) => ({ ...context, n: (context.n as number) + 1 })),
      reorder: assign(({ context }) => ({ z: 'z', n: context.n, a: 'a' })),
      partial: assign(() => ({ a: 'A' })),
      nothing: assign(() => ({})),
    },
  }).createMachine({
    id: 'merges',
    context: ({ input }) => input as Ctx,
    initial: 'one',
    states: {
      one: { on: { go: { target: 'two', actions: ['whole', 'nothing', 'whole'] } } },
      two: { entry: ['reorder', 'partial'], always: { target: 'three', actions: 'whole' } },
      three: { on: { go: { target: 'one', actions: ['partial', 'reorder'] } } },
    },
  }) as unknown as AnyStateMachine;

  it('every step: the same context, field for field and in the same order', () => {
    expect(compileChart(machine).ok).toBe(true);
    let value: unknown = 'one';
    let context: Ctx = { n: 0, a: 'x', list: [1] };
    for (let i = 0; i < 4; i++) {
      const byXState = stepMachine(machine, machine.resolveState({ value: value as never, context }), { type: 'go' } as never);
      const byTable = machineStep(machine, value, context, { type: 'go' });
      expect(byTable.value).toEqual(byXState.value);
      expect(JSON.stringify(byTable.context)).toBe(JSON.stringify(byXState.context));
      expect(byTable.context).not.toBe(context);
      value = byTable.value;
      context = byTable.context;
    }
  });
});

describe('a state value read by the table', () => {
  const machine = setup({}).createMachine({
    id: 'values',
    initial: 'a',
    states: { a: { initial: 'x', states: { x: {}, y: { initial: 'deep', states: { deep: {} } } } }, b: {}, done: { type: 'final' } },
  }) as unknown as AnyStateMachine;
  const compiled = compileChart(machine);
  const table = (compiled.ok ? compiled.table : null) as ChartTable;

  it('the values it hands out, the same values read back from a save, and compound values: the same leaf', () => {
    table.leaves.forEach(({ value }, leaf) => {
      expect(leafOf(table, value)).toBe(leaf);
      expect(leafOf(table, JSON.parse(JSON.stringify(value)))).toBe(leaf);
    });
    const deep = table.leaves.findIndex((l) => JSON.stringify(l.value) === '{"a":{"y":"deep"}}');
    expect(leafOf(table, { a: 'y' })).toBe(deep);
    expect(leafOf(table, 'a')).toBe(leafOf(table, { a: 'x' }));
    for (const unknown of ['nowhere', { a: 'nowhere' }, { a: 'x', b: 'x' }, null, 3, { nowhere: 'x' }]) expect(leafOf(table, unknown)).toBe(-1);
  });
});

describe('a whole-state result copied by a spread: still Object.assign({}, context, result) in all a caller sees', () => {
  const base = () => ({ a: 1, b: [2], c: { d: 3 } });

  it('a result with a symbol key, a non-enumerable field, a getter, or an extra field after the context', () => {
    const symbol = Symbol('extra');
    expectSameMerge(base(), { ...base(), [symbol]: 'copied' });
    const hidden = Object.defineProperty({ ...base() }, 'secret', { value: 1, enumerable: false });
    expectSameMerge(base(), hidden);
    expect(Object.hasOwn(mergedContext(base(), hidden), 'secret')).toBe(false);
    let reads = 0;
    const c = { d: 4 };
    const withGetter = { a: 1, b: [2], get c() {
      reads++;
      return c;
    } };
    expectSameMerge(base(), withGetter);
    expect(reads).toBeGreaterThan(0);
    expectSameMerge(base(), { ...base(), later: 'kept last' });
  });

  it('a context with an own __proto__ field and a result carrying it: the general merge, as Object.assign', () => {
    const proto = JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as object;
    const part = JSON.parse('{"a":2,"__proto__":{"other":true}}') as object;
    expectSameMerge(proto, part);
  });
});

describe('the start\'s context: the input merged over {} as XState does', () => {
  const machine = setup({ types: { context: {} as Record<string, unknown> } }).createMachine({
    id: 'starts',
    context: ({ input }) => input as Record<string, unknown>,
    initial: 'waiting',
    states: { waiting: {} },
  }) as unknown as AnyStateMachine;

  /** A game state's size (Object.assign adding this many fields onto {} is what the start no longer does). */
  const wide = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) out[`field${i}`] = i % 2 ? [i] : { i };
    return out;
  };

  it.each([
    ['a state of thirty fields', wide],
    ['numeric keys and a symbol', () => ({ b: 1, 2: 'two', 1: 'one', [Symbol.for('s')]: 's' })],
    ['an own __proto__ field', () => JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as Record<string, unknown>],
  ])('%s: a copy, field for field, in the same order, with the same prototype', (_what, make) => {
    const input = make();
    const [byXState] = initialTransition(machine, input);
    const started = machineStart(machine, input).context as object;
    expect(started).not.toBe(input);
    expectSameMerge({}, input);
    expect(Reflect.ownKeys(started)).toEqual(Reflect.ownKeys(byXState.context));
    expect(Object.getPrototypeOf(started)).toBe(Object.getPrototypeOf(byXState.context));
    for (const key of Reflect.ownKeys(byXState.context)) expect((started as Record<PropertyKey, unknown>)[key]).toBe((byXState.context as Record<PropertyKey, unknown>)[key]);
  });
});
