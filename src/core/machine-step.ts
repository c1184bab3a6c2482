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
import { leafOf, tableCan, tableStart, tableStep } from './chart-table.ts';

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

/** The machine's compiled table, or null when the compiler refused it (warned once). */
export function chartTableOf(machine: AnyStateMachine): ChartTable | null {
  let table = tables.get(machine);
  if (table === undefined) {
    const compiled = compileChart(machine);
    table = compiled.ok ? compiled.table : null;
    if (!compiled.ok) console.warn(`machine ${machine.id} is stepped by XState: the chart compiler refuses ${compiled.refused.join('; ')}`);
    tables.set(machine, table);
  }
  return table;
}

export interface MachineStep<C> {
  value: StateValue;
  context: C;
  /** The machine reached a top-level final state. */
  done: boolean;
}

/** XState's init event (entry actions and eventless guards of the start see it). */
function initEvent(input: unknown): { type: string; input: unknown } {
  return { type: 'xstate.init', input };
}

/** The context XState starts from: the config's context factory applied to the input, merged over {}. */
function initialContext(machine: AnyStateMachine, input: unknown): unknown {
  const factory = machine.config.context;
  if (typeof factory !== 'function') return factory || {};
  return Object.assign({}, factory({ input, spawn: noSpawn, self: undefined }));
}

function noSpawn(): never {
  throw new Error('spawn() in a context factory is not supported by the compiled chart');
}

/** Observes every question asked below (tests record steps with it to replay them both ways); a start has no value. */
export type StepObserver = (machine: AnyStateMachine, value: unknown, context: unknown, event: { type: string }) => void;
let observer: StepObserver | null = null;

export function observeSteps(fn: StepObserver | null): void {
  observer = fn;
}

/** The machine started on `input`: `initialTransition(machine, input)`. */
export function machineStart<C>(machine: AnyStateMachine, input: C): MachineStep<C> {
  observer?.(machine, undefined, input, initEvent(input));
  const table = forceXState ? null : chartTableOf(machine);
  if (table) {
    try {
      return tableStart(table, initialContext(machine, input) as C, initEvent(input));
    } catch {
      // XState turns a failing start into an error snapshot rather than throwing: let it.
    }
  }
  const [snap] = initialTransition(machine, input);
  return { value: snap.value as StateValue, context: snap.context as C, done: snap.status === 'done' };
}

function tableAndLeaf(machine: AnyStateMachine, value: unknown): [ChartTable, number] | null {
  if (forceXState) return null;
  const table = chartTableOf(machine);
  if (!table) return null;
  const leaf = leafOf(table, value);
  return leaf < 0 ? null : [table, leaf];
}

/** Whether `event` is possible in this state: `snapshot.can(event)` of a machine not done. */
export function machineCan<C>(machine: AnyStateMachine, value: unknown, context: C, event: { type: string }): boolean {
  observer?.(machine, value, context, event);
  const hit = tableAndLeaf(machine, value);
  if (hit) return tableCan(hit[0], hit[1], context, event);
  const snap = machine.resolveState({ value: value as StateValue, context: context as never });
  return snap.status !== 'done' && snap.can(event as never);
}

/** The state value and context after `event`: `machine.transition()` of the resolved state. */
export function machineStep<C>(machine: AnyStateMachine, value: unknown, context: C, event: { type: string }): MachineStep<C> {
  observer?.(machine, value, context, event);
  const hit = tableAndLeaf(machine, value);
  if (hit) return tableStep(hit[0], hit[1], context, event);
  const snap = machine.resolveState({ value: value as StateValue, context: context as never });
  const next = stepMachine(machine, snap, event as never);
  return { value: next.value as StateValue, context: next.context as C, done: next.status === 'done' };
}
