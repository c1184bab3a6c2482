/**
 * Steps a statechart by its compiled table (src/core/chart-compile.ts): the candidates for
 * (leaf, event type) are looked up, the first whose guard passes is taken, its assignments
 * run, then eventless transitions until none is enabled or the machine is done — XState's
 * macrostep, with every microstep worked out at load.
 */
import type { StateValue } from 'xstate';
import type { ChartTable, CompiledTransition } from './chart-compile.ts';

export interface TableStep<C> {
  value: StateValue;
  context: C;
  done: boolean;
}

const NO_CANDIDATES: CompiledTransition[] = [];

/** The leaf a state value names (a compound state stands for its default leaf); -1 when it names none. */
export function leafOf(table: ChartTable, value: unknown): number {
  let node = 0;
  let v = value;
  for (;;) {
    if (typeof v === 'string') {
      const child = table.children[node]!.get(v);
      return child === undefined ? -1 : table.defaultLeaf[child]!;
    }
    if (v === null || typeof v !== 'object') return -1;
    let key: string | undefined;
    let keys = 0;
    for (const k in v) {
      key = k;
      keys++;
    }
    // Several keys would be parallel regions, which the compiler refuses.
    if (keys !== 1) return -1;
    const child = table.children[node]!.get(key!);
    if (child === undefined) return -1;
    node = child;
    v = (v as Record<string, unknown>)[key!];
  }
}

function candidates(table: ChartTable, leaf: number, eventType: string): CompiledTransition[] {
  const column = table.columns.get(eventType);
  return column === undefined ? NO_CANDIDATES : table.on[leaf * table.columns.size + column]!;
}

function selected(list: CompiledTransition[], context: unknown, event: unknown): CompiledTransition | undefined {
  for (let i = 0; i < list.length; i++) {
    const t = list[i]!;
    if (t.guard === null || t.guard({ context, event }, undefined)) return t;
  }
  return undefined;
}

function spawn(): never {
  throw new Error('spawn() inside assign() is not supported by the compiled chart');
}

/**
 * Each assignment's result is merged over the context, as XState's assign does. A result
 * with nothing in it (an action that changed its step's own copy in place) leaves the
 * context as it is: XState's merge would make a copy equal to it, field for field.
 */
function assigned<C>(t: CompiledTransition, context: C, event: unknown): C {
  let ctx = context;
  for (let i = 0; i < t.assigns.length; i++) {
    const part = t.assigns[i]!({ context: ctx, event, spawn, self: undefined, system: undefined }, undefined);
    if (hasFields(part)) ctx = Object.assign({}, ctx, part);
  }
  return ctx;
}

function hasFields(part: object): boolean {
  for (const _ in part) return true;
  return false;
}

/** `snapshot.can(event)`: a transition is selected, and it has a target or actions. */
export function tableCan(table: ChartTable, leaf: number, context: unknown, event: { type: string }): boolean {
  if (table.leaves[leaf]!.done) return false;
  const t = selected(candidates(table, leaf, event.type), context, event);
  return t !== undefined && t.allowed;
}

/** `machine.transition(snapshot, event)` from the leaf, answered by the table. */
export function tableStep<C>(table: ChartTable, from: number, context: C, event: { type: string }): TableStep<C> {
  let leaf = from;
  let ctx = context;
  const t = selected(candidates(table, leaf, event.type), ctx, event);
  if (t) {
    ctx = assigned(t, ctx, event);
    leaf = t.to;
  }
  return settled(table, leaf, ctx, event);
}

/** The machine's initial snapshot from its initial context, as XState's getInitialSnapshot. */
export function tableStart<C>(table: ChartTable, context: C, initEvent: { type: string }): TableStep<C> {
  return settled(table, table.start.to, assigned(table.start, context, initEvent), initEvent);
}

/** Eventless transitions until none is enabled; they see the event that started the macrostep, as in XState. */
function settled<C>(table: ChartTable, from: number, context: C, event: unknown): TableStep<C> {
  let leaf = from;
  let ctx = context;
  while (!table.leaves[leaf]!.done) {
    const next = selected(table.always[leaf]!, ctx, event);
    if (!next) break;
    ctx = assigned(next, ctx, event);
    leaf = next.to;
  }
  const { value, done } = table.leaves[leaf]!;
  return { value, context: ctx, done };
}
