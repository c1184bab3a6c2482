/**
 * Shallow history states in the compiled chart (src/core/chart-compile.ts): on small
 * machines, every leaf × every history record × every event is stepped both by XState and
 * by the table, and the value, context, done flag and history record must agree exactly —
 * recording on exit (also when a transition re-enters the compound state), restoring the
 * remembered child (with its entry actions and its default descendants), and the
 * history's default when nothing is recorded yet.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { assign, setup, type AnyStateMachine, type StateValue } from 'xstate';
import { compileChart, type ChartTable } from '../../src/core/chart-compile.ts';
import { historyNumber, historyRecord, tableStep } from '../../src/core/chart-table.ts';
import { machineStep, recordOfXState, stepMachine, xstateHistory } from '../../src/core/machine-step.ts';

type Ctx = { log: string[] };

const kit = setup({
  types: { context: {} as Ctx },
  actions: {
    enterA: assign(({ context }) => ({ log: [...context.log, 'a'] })),
    enterB: assign(({ context }) => ({ log: [...context.log, 'b'] })),
    enterB2: assign(({ context }) => ({ log: [...context.log, 'b2'] })),
    enterP: assign(({ context }) => ({ log: [...context.log, 'p'] })),
    work: assign(({ context }) => ({ log: [...context.log, 'work'] })),
  },
  guards: { long: ({ context }) => context.log.length > 2 },
});

/** P { a, b { b1, b2 }, h: history } beside `out`, with every way in and out of P. */
const machines: Record<string, AnyStateMachine> = {
  'history beside a compound state': kit.createMachine({
    id: 'm',
    context: { log: [] },
    initial: 'p',
    states: {
      p: {
        entry: 'enterP',
        initial: 'a',
        on: { leave: 'out', again: { target: 'p', reenter: true }, back: '.h' },
        states: {
          a: { entry: 'enterA', on: { next: 'b', self: '#m.p.h' } },
          b: { entry: 'enterB', initial: 'b1', on: { next: 'a' }, states: { b1: { on: { deeper: 'b2' } }, b2: { entry: 'enterB2' } } },
          h: { type: 'history' },
        },
      },
      out: { on: { resume: { target: 'p.h', actions: 'work' }, fresh: 'p' }, always: { guard: 'long', target: 'done' } },
      done: { type: 'final' },
    },
  }) as unknown as AnyStateMachine,
  // As Fire Tower's turn: a question re-enters the compound state into `asking`, and the answer returns through history.
  'a re-entering question and a default target': kit.createMachine({
    id: 'q',
    context: { log: [] },
    initial: 'turn',
    states: {
      turn: {
        initial: 'asking',
        states: {
          asking: { on: { answer: 'resume', stay: { target: 'asking', reenter: true } } },
          one: { entry: 'enterA', on: { ask: { target: '#q.turn', reenter: true }, next: { target: 'two', actions: 'work' } } },
          two: { on: { ask: { target: '#q.turn', reenter: true }, next: 'fallback' } },
          fallback: { on: { next: 'one' } },
          resume: { type: 'history', target: 'fallback' },
        },
      },
    },
  }) as unknown as AnyStateMachine,
};

function tableOf(machine: AnyStateMachine): ChartTable {
  const compiled = compileChart(machine);
  if (!compiled.ok) throw new Error(compiled.refused.join('; '));
  return compiled.table;
}

/** Every history number of the table: each digit from nothing recorded to each child. */
function allRecords(table: ChartTable): number[] {
  const last = table.histories[table.histories.length - 1]!;
  return Array.from({ length: last.base * last.radix }, (_, i) => i);
}

describe.each(Object.entries(machines))('shallow history, %s', (_name, machine) => {
  const table = tableOf(machine);
  const events = [...table.columns.keys()];

  it('steps every leaf, record and event as XState does', () => {
    let compared = 0;
    let restored = 0;
    for (const [leaf, { value, done }] of table.leaves.entries()) {
      if (done) continue;
      for (const record of allRecords(table)) {
        const history = historyRecord(table, record);
        const historyValue = xstateHistory(machine, history);
        for (const type of events) {
          for (const log of [[], ['x', 'y']]) {
            const snap = machine.resolveState({ value: value as StateValue, context: { log }, historyValue: historyValue as never });
            if (!snap.can({ type })) continue;
            const x = stepMachine(machine, snap, { type } as never);
            const t = tableStep(table, leaf, { log }, { type }, record);
            const where = `${JSON.stringify(value)} ${JSON.stringify(history)} ${type}`;
            expect(t.value, where).toEqual(x.value);
            expect(t.context, where).toEqual(x.context);
            expect(t.done, where).toBe(x.status === 'done');
            expect(historyRecord(table, t.history), where).toEqual(recordOfXState(x.historyValue as never) ?? {});
            compared++;
            if (!isDeepStrictEqual(t.value, x.value) || t.history !== record) restored++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(restored).toBeGreaterThan(5);
  });

  it('reads a saved record back as the same number, and refuses one the chart lacks', () => {
    for (const record of allRecords(table)) {
      expect(historyNumber(table, JSON.parse(JSON.stringify(historyRecord(table, record))))).toBe(record);
    }
    expect(historyNumber(table, { 'no.such': 'a' })).toBe(-1);
    expect(historyNumber(table, { [table.histories[0]!.id]: 'nowhere' })).toBe(-1);
  });
});

describe('history through machineStep', () => {
  it('remembers the step a question interrupted, returns to it without its entry work twice, and falls back without a record', () => {
    const machine = machines['a re-entering question and a default target']!;
    const asked = machineStep(machine, { turn: 'two' }, { log: [] }, { type: 'ask' });
    expect(asked.value).toEqual({ turn: 'asking' });
    expect(asked.history).toEqual({ 'q.turn.resume': 'two' });
    const back = machineStep(machine, asked.value, asked.context, { type: 'answer' }, asked.history);
    expect(back).toEqual({ value: { turn: 'two' }, context: { log: [] }, done: false, history: { 'q.turn.resume': 'two' } });
    // Nothing recorded (an older save): the history's default target.
    expect(machineStep(machine, { turn: 'asking' }, { log: [] }, { type: 'answer' }).value).toEqual({ turn: 'fallback' });
    // Restoring a state re-runs its entry, as XState does: that is why Fire Tower's steps do their work on the way in.
    const fromOne = machineStep(machine, { turn: 'one' }, { log: [] }, { type: 'ask' });
    expect(machineStep(machine, fromOne.value, fromOne.context, { type: 'answer' }, fromOne.history).context).toEqual({ log: ['a'] });
  });
});

describe('history records kept by the table', () => {
  it('hands out one frozen record per number, knows it again, and reads a record another table of the same chart made', () => {
    const machine = machines['a re-entering question and a default target']!;
    const [one, two] = [compileChart(machine), compileChart(machine)].map((c) => (c.ok ? c.table : null) as ChartTable);
    for (const record of allRecords(one!)) {
      const made = historyRecord(one!, record);
      expect(historyRecord(one!, record)).toBe(made);
      expect(Object.isFrozen(made)).toBe(true);
      expect(historyNumber(one!, made)).toBe(record);
      expect(historyNumber(two!, made)).toBe(record);
    }
  });
});

describe('a step inside an action (a nested machineStep)', () => {
  it('each step ends with its own history record, as XState steps them', () => {
    const inner = machines['a re-entering question and a default target']!;
    // The outer step's action steps the inner machine, which records a history of its own.
    const outer = setup({
      types: { context: {} as { inner: unknown } },
      actions: { stepInner: assign(() => ({ inner: machineStep(inner, { turn: 'two' }, { log: [] }, { type: 'ask' }).history })) },
    }).createMachine({
      id: 'outer',
      context: { inner: null },
      initial: 'p',
      states: { p: { initial: 'a', states: { a: { on: { go: { target: 'b', actions: 'stepInner' } } }, b: { on: { ask: 'c' } }, c: {}, h: { type: 'history' } }, on: { leave: 'out' } }, out: { on: { back: 'p.h' } } },
    }) as unknown as AnyStateMachine;
    expect(compileChart(outer).ok).toBe(true);
    let value: unknown = { p: 'a' };
    let context: { inner: unknown } = { inner: null };
    let history: ReturnType<typeof machineStep>['history'];
    for (const type of ['go', 'leave', 'back', 'ask', 'leave', 'back']) {
      const snap = outer.resolveState({ value: value as StateValue, context: context as never, historyValue: xstateHistory(outer, history) as never });
      const byXState = stepMachine(outer, snap, { type } as never);
      const byTable = machineStep(outer, value, context, { type }, history);
      expect(byTable.value, type).toEqual(byXState.value);
      expect(byTable.context, type).toEqual(byXState.context);
      expect(byTable.history ?? {}, type).toEqual(recordOfXState(byXState.historyValue as never) ?? {});
      ({ value, context, history } = byTable);
    }
    expect(history).toEqual({ 'outer.p.h': 'c' });
    expect(context.inner).toEqual({ 'q.turn.resume': 'two' });
  });
});
