/**
 * Records the statechart questions a game asks (`machineCan`/`machineStep`) and replays each
 * through XState and through the compiled table, reporting every difference: the answer of
 * `can()` for every event type the chart knows, then (where the event is possible) the state
 * value, the context, whether the machine is done, the history record, and any error
 * thrown, compared exactly.
 */
import { isDeepStrictEqual } from 'node:util';
import { initialTransition, type AnyStateMachine, type StateValue } from 'xstate';
import { chartTableOf, observeSteps, recordOfXState, stepMachine, xstateHistory, type HistoryRecord } from '../../src/core/machine-step.ts';
import { historyNumber, historyRecord, leafOf, tableCan, tableStart, tableStep } from '../../src/core/chart-table.ts';

export interface RecordedStep {
  machine: AnyStateMachine;
  /** Undefined for the machine's start (the context is then its input). */
  value: unknown;
  context: unknown;
  event: { type: string };
  /** What the history states remembered when the question was asked (undefined: nothing). */
  history?: HistoryRecord;
}

/** Run `play`, recording each distinct (state, event) question asked of a machine. */
export function recordSteps<T>(play: () => T): { result: T; steps: RecordedStep[] } {
  const steps: RecordedStep[] = [];
  let last: RecordedStep | undefined;
  let lastAsked: unknown;
  observeSteps((machine, value, context, event, history) => {
    // apply() asks can() and then steps the same question: keep it once.
    if (last && last.machine === machine && last.value === value && lastAsked === context && last.event === event) {
      // can() is asked without the history record; the step that follows brings it.
      if (history) last.history = history;
      return;
    }
    lastAsked = context;
    // apply() steps a copy of its own that the step's actions then change in place: keep the
    // context as it was when the question was asked.
    steps.push((last = { machine, value, context: structuredClone(context), event, history }));
  });
  try {
    return { result: play(), steps };
  } finally {
    observeSteps(null);
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

function attempt<T>(run: () => T): Outcome<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function sameError(a: unknown, b: unknown): boolean {
  return a instanceof Error && b instanceof Error && a.constructor === b.constructor && a.message === b.message;
}

/** Counts of what was compared, and every difference found (the first few per replay). */
export interface ReplayReport {
  steps: number;
  starts: number;
  canQuestions: number;
  transitions: number;
  /** `leaf value → event type` pairs stepped (the coverage of the table). */
  covered: Set<string>;
  /** Steps taken with something in the history record. */
  withHistory: number;
  problems: string[];
}

export function replay(steps: RecordedStep[], report: ReplayReport = emptyReport()): ReplayReport {
  for (const { machine, value, context, event, history } of steps) {
    if (report.problems.length > 20) break;
    const where = `${machine.id} ${JSON.stringify(value)} on ${event.type}`;
    if (value === undefined) {
      replayStart(machine, context, event, where, report);
      continue;
    }
    const table = chartTableOf(machine);
    const leaf = table ? leafOf(table, value) : -1;
    if (!table || leaf < 0) {
      report.problems.push(`${where}: no compiled leaf`);
      continue;
    }
    report.steps++;
    const number = historyNumber(table, history);
    if (number < 0) {
      report.problems.push(`${where}: the history record ${JSON.stringify(history)} is not the table's`);
      continue;
    }
    const snap = machine.resolveState({ value: value as StateValue, context: context as never, historyValue: xstateHistory(machine, history) as never });
    if (!isDeepStrictEqual(snap.value, table.leaves[leaf]!.value)) report.problems.push(`${where}: the table reads the value as ${JSON.stringify(table.leaves[leaf]!.value)}`);
    for (const type of new Set([event.type, ...table.columns.keys(), 'no-such-event'])) {
      const asked = type === event.type ? event : { ...event, type };
      report.canQuestions++;
      const byXState = snap.status !== 'done' && snap.can(asked as never);
      if (byXState !== tableCan(table, leaf, context, asked)) report.problems.push(`${where}: can(${type}) is ${byXState} by XState`);
    }
    if (snap.status === 'done' || !snap.can(event as never)) continue;
    report.transitions++;
    report.covered.add(`${JSON.stringify(table.leaves[leaf]!.value)} → ${event.type}`);
    const byXState = attempt(() => stepMachine(machine, snap, event as never));
    if (number > 0) report.withHistory++;
    const byTable = attempt(() => tableStep(table, leaf, context, event, number));
    if (!byXState.ok || !byTable.ok) {
      if (byXState.ok || byTable.ok || !sameError(byXState.error, byTable.error)) {
        report.problems.push(`${where}: XState ${byXState.ok ? 'stepped' : `threw ${String(byXState.error)}`}, the table ${byTable.ok ? 'stepped' : `threw ${String(byTable.error)}`}`);
      }
      continue;
    }
    const x = byXState.value;
    const t = byTable.value;
    if (!isDeepStrictEqual(x.value, t.value)) report.problems.push(`${where}: XState reaches ${JSON.stringify(x.value)}, the table ${JSON.stringify(t.value)}`);
    if ((x.status === 'done') !== t.done) report.problems.push(`${where}: XState status ${x.status}, the table done=${t.done}`);
    if (!isDeepStrictEqual(x.context, t.context)) report.problems.push(`${where}: the contexts differ`);
    const remembered = recordOfXState(x.historyValue as never);
    if (!isDeepStrictEqual(remembered ?? {}, historyRecord(table, t.history))) report.problems.push(`${where}: XState remembers ${JSON.stringify(remembered)}, the table ${JSON.stringify(historyRecord(table, t.history))}`);
  }
  return report;
}

/** A start: `initialTransition(machine, input)` against the table's start (no error expected). */
function replayStart(machine: AnyStateMachine, input: unknown, event: { type: string }, where: string, report: ReplayReport): void {
  report.starts++;
  const table = chartTableOf(machine);
  if (!table) return void report.problems.push(`${where}: not compiled`);
  const [byXState] = initialTransition(machine, input);
  if (byXState.status === 'error') return void report.problems.push(`${where}: XState could not start: ${String(byXState.error)}`);
  // The context factory is `({ input }) => input`, which XState merges over {}.
  const byTable = tableStart(table, Object.assign({}, input), event);
  if (!isDeepStrictEqual(byXState.value, byTable.value)) report.problems.push(`${where}: XState starts in ${JSON.stringify(byXState.value)}, the table in ${JSON.stringify(byTable.value)}`);
  if ((byXState.status === 'done') !== byTable.done) report.problems.push(`${where}: XState start status ${byXState.status}, the table done=${byTable.done}`);
  if (!isDeepStrictEqual(byXState.context, byTable.context)) report.problems.push(`${where}: the start contexts differ`);
  if (!isDeepStrictEqual(recordOfXState(byXState.historyValue as never) ?? {}, historyRecord(table, byTable.history))) report.problems.push(`${where}: the start history records differ`);
}

export function emptyReport(): ReplayReport {
  return { steps: 0, starts: 0, canQuestions: 0, transitions: 0, covered: new Set(), withHistory: 0, problems: [] };
}
