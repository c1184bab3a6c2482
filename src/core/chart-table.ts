/**
 * Steps a statechart by its compiled table (src/core/chart-compile.ts): the candidates for
 * (leaf, event type) are looked up, the first whose guard passes is taken, its assignments
 * run, then eventless transitions until none is enabled or the machine is done — XState's
 * macrostep, with every microstep worked out at load. Where the chart has history states,
 * a step also carries their record, one number (see chart-compile.ts), read and written as
 * the transitions taken say.
 */
import type { StateValue } from 'xstate';
import type { ChartTable, CompiledTransition } from './chart-compile.ts';

export interface TableStep<C> {
  value: StateValue;
  context: C;
  done: boolean;
  /** The history record after the step (0: nothing recorded). */
  history: number;
}

const NO_CANDIDATES: CompiledTransition[] = [];

/** The leaf a state value names (a compound state stands for its default leaf); -1 when it names none. */
export function leafOf(table: ChartTable, value: unknown): number {
  // Where the last step ended: no lookup.
  if (value === table.last.value) return table.last.leaf;
  // A value this table handed out, or a top-level key: one lookup (a saved value is walked).
  const known = table.leafByValue.get(value as StateValue);
  if (known !== undefined) return known;
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

/**
 * What guards and assignments are called with: one object per macrostep, its context following
 * the assignments. XState makes one per guard and one per assignment; a guard reads no more
 * than its context and event. Flash Point's actions tell the actions of one macrostep by this
 * object (turn-steps.ts foreignStep): it must stay one object per macrostep, never reused
 * across steps (tests/flash-point/foreign-step.test.ts fails if it is).
 */
interface StepArgs {
  context: unknown;
  event: unknown;
  spawn: typeof spawn;
  self: undefined;
  system: undefined;
}

function stepArgs(context: unknown, event: unknown): StepArgs {
  return { context, event, spawn, self: undefined, system: undefined };
}

/**
 * The first candidate whose guard passes. The first two guards are called from call sites of
 * their own: across a chart few guards stand first or second (Fire Tower's `over`, then
 * `choicePending`, before nearly every step's own), so V8 inlines them there, where one site
 * for every guard (ten in Fire Tower's chart) is megamorphic and calls each.
 */
function selected(list: CompiledTransition[], args: StepArgs): CompiledTransition | undefined {
  const n = list.length;
  if (n === 0) return undefined;
  const first = list[0]!;
  if (first.guard === null || first.guard(args, undefined)) return first;
  if (n === 1) return undefined;
  const second = list[1]!;
  if (second.guard === null || second.guard(args, undefined)) return second;
  for (let i = 2; i < n; i++) {
    const t = list[i]!;
    if (t.guard === null || t.guard(args, undefined)) return t;
  }
  return undefined;
}

function spawn(): never {
  throw new Error('spawn() inside assign() is not supported by the compiled chart');
}

/**
 * Runs the transition's assignments on `args.context`: each result is merged over the context,
 * as XState's assign does (`Object.assign({}, context, result)`), by mergedContext. A result
 * with nothing in it (an action that changed its step's own copy in place) leaves the context
 * as it is: XState's merge would make a copy equal to it, field for field.
 */
function assign(t: CompiledTransition, args: StepArgs): void {
  const assigns = t.assigns;
  for (let i = 0; i < assigns.length; i++) {
    const part = assigns[i]!(args, undefined);
    if (hasFields(part)) args.context = mergedContext(args.context as object, part);
  }
}

/** A frozen part found empty (the one object an action returns when it changed its context in place): empty for good, so not walked again. */
let emptyPart: object | null = null;

function hasFields(part: object): boolean {
  if (part === emptyPart) return false;
  for (const _ in part) return true;
  if (Object.isFrozen(part)) emptyPart = part;
  return false;
}

/**
 * `Object.assign({}, context, part)`. When the part has every field of the context, in the
 * context's order (an action that returns a whole new state), the merge is a copy of the part
 * alone: the same fields in the same order with the same values, made without reading the
 * context's values. That copy is a spread, which V8 makes by cloning the part's layout (7-8x
 * faster than Object.assign adding the fields one by one onto `{}`, on the games' states);
 * it is observably Object.assign's copy here, as neither has a `__proto__` field (see
 * carriesContext). Contexts are plain data: no getters; symbol keys take the general merge.
 */
export function mergedContext(context: object, part: object): object {
  if (carriesContext(context, part)) return { ...part };
  // Spreads where no own `__proto__` field tells them apart (see carriesContext): Object.assign
  // adding a game state's fields one by one onto {} leaves V8 a slow dictionary-mode object.
  if (Object.hasOwn(context, '__proto__') || Object.hasOwn(part, '__proto__')) return Object.assign({}, context, part);
  return { ...context, ...part };
}

/**
 * The part's own keys begin with every key of the context, in order; the context has no
 * symbol keys; and the part no `__proto__` field (which Object.assign would take for the
 * prototype, and a spread as a field).
 */
function carriesContext(context: object, part: object): boolean {
  if (Object.hasOwn(part, '__proto__')) return false;
  const keys = Object.keys(part);
  let i = 0;
  // for...in also walks inherited keys: one the part does not list first sends the merge the general way.
  for (const key in context) {
    if (keys[i++] !== key) return false;
  }
  return Object.getOwnPropertySymbols(context).length === 0;
}

/** `snapshot.can(event)`: a transition is selected, and it has a target or actions. */
export function tableCan(table: ChartTable, leaf: number, context: unknown, event: { type: string }): boolean {
  if (table.leaves[leaf]!.done) return false;
  const t = selected(candidates(table, leaf, event.type), stepArgs(context, event));
  return t !== undefined && t.allowed;
}

/** The transition as taken: one to a history state is the variant for the digit recorded now. */
function resolved(table: ChartTable, t: CompiledTransition, history: number): CompiledTransition {
  if (t.restore === null) return t;
  const h = table.histories[t.restore.history]!;
  return t.restore.byDigit[Math.floor(history / h.base) % h.radix]!;
}

/** The record after `t`: the digits it writes replace those of the histories whose parents it left. */
function remembered(table: ChartTable, t: CompiledTransition, history: number): number {
  const pairs = t.remember;
  if (pairs === null) return history;
  let record = history;
  for (let i = 0; i < pairs.length; i += 2) {
    const h = table.histories[pairs[i]!]!;
    record += (pairs[i + 1]! - (Math.floor(record / h.base) % h.radix)) * h.base;
  }
  return record;
}

/** `machine.transition(snapshot, event)` from the leaf (and history record), answered by the table. */
export function tableStep<C>(table: ChartTable, from: number, context: C, event: { type: string }, history = 0): TableStep<C> {
  // One argument for the whole macrostep: its context follows the assignments.
  const args = stepArgs(context, event);
  const leaf = macrostep(table, from, args, history);
  const { value, done } = table.leaves[leaf]!;
  return { value, context: args.context as C, done, history: endRecord };
}

/** A step as core/machine-step reports it: the history as its saved record (undefined: nothing remembered). */
export interface SavedStep<C> {
  value: StateValue;
  context: C;
  done: boolean;
  history: HistoryRecord | undefined;
}

/** tableStep with the history record as saved, in the one object the caller returns. */
export function tableStepSaved<C>(table: ChartTable, from: number, context: C, event: { type: string }, history: number): SavedStep<C> {
  const args = stepArgs(context, event);
  return savedStep(table, macrostep(table, from, args, history), args);
}

/**
 * tableStepSaved when `tableCan` holds, else null, with nothing run: the event's transition is
 * selected once (its guards asked once), not once to ask and again to step.
 */
export function tableStepIfCan<C>(table: ChartTable, from: number, context: C, event: { type: string }, history: number): SavedStep<C> | null {
  if (table.leaves[from]!.done) return null;
  const args = stepArgs(context, event);
  const chosen = selected(candidates(table, from, event.type), args);
  if (chosen === undefined || !chosen.allowed) return null;
  return savedStep(table, taken(table, chosen, args, history), args);
}

/** The step that ended in `leaf` (its context in `args`, its record in endRecord), as saved. */
function savedStep<C>(table: ChartTable, leaf: number, args: StepArgs): SavedStep<C> {
  const { value, done } = table.leaves[leaf]!;
  const history = endRecord === 0 ? undefined : historyRecord(table, endRecord);
  const last = table.last;
  last.value = value;
  last.leaf = leaf;
  last.record = history;
  last.history = endRecord;
  return { value, context: args.context as C, done, history };
}

/** The machine's initial snapshot from its initial context, as XState's getInitialSnapshot. */
export function tableStart<C>(table: ChartTable, context: C, initEvent: { type: string }): TableStep<C> {
  const args = stepArgs(context, initEvent);
  assign(table.start, args);
  const leaf = settled(table, table.start.to, args, 0);
  const { value, done } = table.leaves[leaf]!;
  return { value, context: args.context as C, done, history: endRecord };
}

/**
 * The history record the last macrostep (or settled) ended with: its caller reads it at once,
 * with no call in between, so a second number is returned without an object made per step.
 */
let endRecord = 0;

/** The event's transition, then the eventless ones: the leaf it ends in (context in `args`, record in endRecord). */
function macrostep(table: ChartTable, from: number, args: StepArgs, history: number): number {
  const chosen = selected(candidates(table, from, (args.event as { type: string }).type), args);
  if (!chosen) return settled(table, from, args, history);
  return taken(table, chosen, args, history);
}

/** The transition selected taken (its assignments, then the eventless ones): the leaf it ends in. */
function taken(table: ChartTable, chosen: CompiledTransition, args: StepArgs, history: number): number {
  const t = resolved(table, chosen, history);
  assign(t, args);
  return settled(table, t.to, args, remembered(table, t, history));
}

/** Eventless transitions until none is enabled; they see the event that started the macrostep, as in XState. */
function settled(table: ChartTable, from: number, args: StepArgs, history: number): number {
  let leaf = from;
  let record = history;
  // A leaf with no eventless transitions (or a final one) has an empty list: most steps stop here.
  for (let always = table.always[leaf]!; always.length !== 0 && !table.leaves[leaf]!.done; always = table.always[leaf]!) {
    const next = selected(always, args);
    if (!next) break;
    const t = resolved(table, next, record);
    assign(t, args);
    record = remembered(table, t, record);
    leaf = t.to;
  }
  endRecord = record;
  return leaf;
}

// ---- history records as saved: { [history state id]: the key of the child it remembers } -----

export type HistoryRecord = Readonly<Record<string, string>>;

/** The record of a machine whose history states remember nothing (the same object every time). */
export const NO_HISTORY: HistoryRecord = Object.freeze({});

/** The history number as a record: only the histories that have recorded something. */
export function historyRecord(table: ChartTable, history: number): HistoryRecord {
  if (history === 0) return NO_HISTORY;
  const made = table.records[history];
  if (made) return made;
  const out: Record<string, string> = {};
  for (const h of table.histories) {
    const digit = Math.floor(history / h.base) % h.radix;
    if (digit) out[h.id] = h.children[digit - 1]!;
  }
  // Frozen: records are shared and compared, never edited.
  const record = Object.freeze(out);
  table.records[history] = record;
  table.recordNumbers.set(record, history);
  return record;
}

/** A record (as saved) as the history number; -1 when it names a history or a child the chart lacks. */
export function historyNumber(table: ChartTable, record: HistoryRecord | undefined): number {
  if (record === undefined || record === NO_HISTORY) return 0;
  if (record === table.last.record) return table.last.history;
  // A record this table made is known by itself; another (read from a save) is read key by key.
  const known = table.recordNumbers.get(record);
  if (known !== undefined) return known;
  let history = 0;
  for (const id in record) {
    const h = table.histories.find((x) => x.id === id);
    const digit = h ? h.children.indexOf(record[id]!) + 1 : 0;
    if (!h || digit === 0) return -1;
    history += digit * h.base;
  }
  return history;
}
