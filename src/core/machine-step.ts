/**
 * Statechart steps for the games' reducers. By default a machine is stepped by its compiled
 * table (src/core/chart-compile.ts, chart-table.ts): derived at load from the XState
 * definition, which stays the only one, and checked against XState step by step
 * (tests/core/chart-table*.test.ts). `useXStateSteps(true)` or FIRERULES_XSTATE_STEPS=1
 * forces XState itself, and a machine the compiler refuses is stepped by XState too, with a
 * warning.
 *
 * The XState path: its `transition()` helper creates a throwaway actor on every call, and
 * that actor computes the machine's initial snapshot (running its entry actions on an empty
 * context) before the real step. Here one inert actor scope is made per machine (from a real
 * context) and reused; the step itself is XState's own `machine.transition(snapshot, event,
 * scope)`, and actions are never executed through the scope (all our actions are `assign`s,
 * which XState resolves inside the transition).
 */
import { createActor, initialTransition, type AnyActorScope, type AnyStateMachine, type EventFromLogic, type SnapshotFrom, type StateValue } from 'xstate';
import { compileChart, type ChartTable } from './chart-compile.ts';
import { historyNumber, historyRecord, leafOf, tableCan, tableStart, tableStepIfCan, tableStepSaved, type HistoryRecord } from './chart-table.ts';

export type { HistoryRecord } from './chart-table.ts';

const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

function scopeFor(machine: AnyStateMachine, input: unknown): AnyActorScope {
  const hit = scopes.get(machine);
  if (hit) return hit;
  const self = createActor(machine, { input });
  const scope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  scopes.set(machine, scope);
  return scope;
}

/** The snapshot after `event`; the same result as XState's `transition(machine, snapshot, event)[0]`. */
export function stepMachine<M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M> {
  return machine.transition(snapshot, event, scopeFor(machine, (snapshot as { context: unknown }).context)) as SnapshotFrom<M>;
}

// ---- the compiled table, or XState ----------------------------------------------------

/** FIRERULES_XSTATE_STEPS=1 runs everything (e.g. a whole test suite) with XState's own steps. */
let forceXState = process.env.FIRERULES_XSTATE_STEPS === '1';

/** Step every machine through XState itself (the differential tests compare both ways). */
export function useXStateSteps(on: boolean): void {
  forceXState = on;
}

const tables = new WeakMap<AnyStateMachine, ChartTable | null>();
/** The machine asked about last and its table: a game asks of one machine many times in a row (this keeps one machine alive at most). */
let lastMachine: AnyStateMachine | null = null;
let lastTable: ChartTable | null = null;

/** The machine's compiled table, or null when the compiler refused it (warned once). */
export function chartTableOf(machine: AnyStateMachine): ChartTable | null {
  if (machine === lastMachine) return lastTable;
  let table = tables.get(machine);
  if (table === undefined) {
    const compiled = compileChart(machine);
    table = compiled.ok ? compiled.table : null;
    if (!compiled.ok) console.warn(`machine ${machine.id} is stepped by XState: the chart compiler refuses ${compiled.refused.join('; ')}`);
    tables.set(machine, table);
  }
  lastMachine = machine;
  lastTable = table;
  return table;
}

export interface MachineStep<C> {
  value: StateValue;
  context: C;
  /** The machine reached a top-level final state. */
  done: boolean;
  /**
   * What the history states remember: history state id → the key of the child it returns
   * to. Part of where the machine is (saved beside the value); shared and frozen, and the
   * same one for the same record; undefined while nothing is remembered.
   */
  history: HistoryRecord | undefined;
}

/** XState's historyValue (history state id → the state nodes it remembers) for a record. */
export function xstateHistory(machine: AnyStateMachine, record: HistoryRecord | undefined): Record<string, unknown[]> | undefined {
  if (!record) return undefined;
  const out: Record<string, unknown[]> = {};
  for (const id in record) {
    const parent = machine.getStateNodeById(id).parent;
    const child = parent?.states[record[id]!];
    if (!child) throw new Error(`the history record names ${record[id]} for ${id}, not a state of its parent`);
    out[id] = [child];
  }
  return out;
}

/** A snapshot's historyValue as a record; undefined when it remembers nothing. */
export function recordOfXState(historyValue: Record<string, { key: string }[]> | undefined): HistoryRecord | undefined {
  const out: Record<string, string> = {};
  let any = false;
  for (const id in historyValue ?? {}) {
    const nodes = historyValue![id]!;
    if (!nodes.length) continue;
    out[id] = nodes[0]!.key;
    any = true;
  }
  return any ? Object.freeze(out) : undefined;
}

/** Why a saved history record is not one of this machine's (a history state and a child of its parent), or null. */
export function historyProblem(machine: AnyStateMachine, record: HistoryRecord | undefined): string | null {
  if (record === undefined) return null;
  for (const id in record) {
    let node: { type: string; parent?: { states: Record<string, { type: string }> } } | undefined;
    try {
      node = machine.getStateNodeById(id);
    } catch {
      node = undefined;
    }
    if (node?.type !== 'history') return `${id} is not a history state of the ${machine.id} statechart`;
    const child = node.parent?.states[record[id]!];
    if (!child || child.type === 'history') return `${JSON.stringify(record[id])} is not a state the history state ${id} can return to`;
  }
  return null;
}

/** XState's init event (entry actions and eventless guards of the start see it). */
function initEvent(input: unknown): { type: string; input: unknown } {
  return { type: 'xstate.init', input };
}

/**
 * The context XState starts from: the config's context factory applied to the input, merged
 * over {} (`Object.assign({}, made)`). Object.assign adding a game state's ~30 fields one by
 * one onto `{}` left it with V8's slow, dictionary-mode properties; a game whose start runs
 * no action (Rising Flames: setup asks first) kept that object as its state, and a game
 * stepped in place kept it to the end: every field read slow. A spread copies alike (as in
 * chart-table.ts mergedContext, whose copies it does not share a call site with: the start's
 * input would be one more shape there), but for an own `__proto__` field, which
 * Object.assign takes for the prototype.
 */
function initialContext(machine: AnyStateMachine, input: unknown): unknown {
  const factory = machine.config.context;
  if (typeof factory !== 'function') return factory || {};
  const made: unknown = factory({ input, spawn: noSpawn, self: undefined });
  return made === null || typeof made !== 'object' || Object.hasOwn(made, '__proto__') ? Object.assign({}, made) : { ...made };
}

function noSpawn(): never {
  throw new Error('spawn() in a context factory is not supported by the compiled chart');
}

/** Observes every question asked below (tests record steps with it to replay them both ways); a start has no value. */
export type StepObserver = (machine: AnyStateMachine, value: unknown, context: unknown, event: { type: string }, history?: HistoryRecord) => void;
let observer: StepObserver | null = null;

export function observeSteps(fn: StepObserver | null): void {
  observer = fn;
}

/** The machine started on `input`: `initialTransition(machine, input)`. */
export function machineStart<C>(machine: AnyStateMachine, input: C): MachineStep<C> {
  observer?.(machine, undefined, input, initEvent(input));
  const table = tableNow(machine);
  if (table) {
    try {
      const start = tableStart(table, initialContext(machine, input) as C, initEvent(input));
      return { value: start.value, context: start.context, done: start.done, history: saved(table, start.history) };
    } catch {
      // XState turns a failing start into an error snapshot rather than throwing: let it.
    }
  }
  const [snap] = initialTransition(machine, input);
  return { value: snap.value as StateValue, context: snap.context as C, done: snap.status === 'done', history: recordOfXState(snap.historyValue as never) };
}

/** The table that steps `machine` now: null when XState is forced or the compiler refused it. */
function tableNow(machine: AnyStateMachine): ChartTable | null {
  return forceXState ? null : chartTableOf(machine);
}

/** The record of a history number, undefined for nothing remembered. */
function saved(table: ChartTable, history: number): HistoryRecord | undefined {
  return history === 0 ? undefined : historyRecord(table, history);
}

/** The snapshot XState steps from: the value, the context and the history record. */
function resolved(machine: AnyStateMachine, value: unknown, context: unknown, history: HistoryRecord | undefined) {
  return machine.resolveState({ value: value as StateValue, context: context as never, historyValue: xstateHistory(machine, history) as never });
}

/** Whether `event` is possible in this state: `snapshot.can(event)` of a machine not done. */
export function machineCan<C>(machine: AnyStateMachine, value: unknown, context: C, event: { type: string }): boolean {
  observer?.(machine, value, context, event);
  const table = tableNow(machine);
  const leaf = table ? leafOf(table, value) : -1;
  if (leaf >= 0) return tableCan(table!, leaf, context, event);
  const snap = machine.resolveState({ value: value as StateValue, context: context as never });
  return snap.status !== 'done' && snap.can(event as never);
}

/**
 * The state value, context and history record after `event`: `machine.transition()` of the
 * resolved state. No `history` is an empty record (a history state then goes to its default).
 */
export function machineStep<C>(machine: AnyStateMachine, value: unknown, context: C, event: { type: string }, history?: HistoryRecord): MachineStep<C> {
  observer?.(machine, value, context, event, history);
  const table = tableNow(machine);
  const leaf = table ? leafOf(table, value) : -1;
  const number = leaf >= 0 ? historyNumber(table!, history) : -1;
  // The table's result is the step's, as it is: one object per step.
  if (number >= 0) return tableStepSaved(table!, leaf, context, event, number);
  const next = stepMachine(machine, resolved(machine, value, context, history), event as never);
  return { value: next.value as StateValue, context: next.context as C, done: next.status === 'done', history: recordOfXState(next.historyValue as never) };
}

/**
 * `machineStep` when `machineCan` holds, else null, with nothing run: by the table, the
 * event's transition is selected (its guards asked) once, not once to ask and again to step.
 */
export function machineStepIfCan<C>(machine: AnyStateMachine, value: unknown, context: C, event: { type: string }, history?: HistoryRecord): MachineStep<C> | null {
  const table = tableNow(machine);
  const leaf = table ? leafOf(table, value) : -1;
  const number = leaf >= 0 ? historyNumber(table!, history) : -1;
  if (number < 0) return machineCan(machine, value, context, event) ? machineStep(machine, value, context, event, history) : null;
  observer?.(machine, value, context, event, history);
  return tableStepIfCan(table!, leaf, context, event, number);
}
