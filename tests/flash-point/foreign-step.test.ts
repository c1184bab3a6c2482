/**
 * Stepping the machine outside an apply (machineStep on a context its caller holds, by the
 * compiled chart): the first action of a step copies the state, the step's later actions change
 * that copy in place (turn-steps.ts `foreignStep`). The caller's context is frozen, deep, before
 * each step, so a change in place to anything it holds throws; each step must give what XState's
 * own step gives (a copy per action, the plain computation), and so must a second step from the
 * same context and a step from the first step's (frozen) result, as a caller stepping on would.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateValue } from 'xstate';
import { machineCan, machineStep, stepMachine, xstateHistory, type HistoryRecord } from '../../src/core/machine-step.ts';
import { deepFreeze } from '../../src/core/freeze.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import { recordSteps } from '../helpers/chart-replay.ts';

type Outcome = { ok: true; value: unknown; context: unknown } | { ok: false; error: string };

function outcome(run: () => { value: unknown; context: unknown }): Outcome {
  try {
    const { value, context } = run();
    return { ok: true, value, context };
  } catch (error) {
    return { ok: false, error: `${(error as Error).constructor.name}: ${(error as Error).message}` };
  }
}

/** XState's step (new action arguments per action: each action copies the state it is given). */
function byXState(machine: AnyStateMachine, value: unknown, context: unknown, event: { type: string }, history?: HistoryRecord): Outcome {
  const snap = machine.resolveState({ value: value as StateValue, context: context as never, historyValue: xstateHistory(machine, history) as never });
  return outcome(() => stepMachine(machine, snap, event as never));
}

/** Where the chart's step differs from XState's from this (frozen) context, or null. */
function difference(machine: AnyStateMachine, value: unknown, context: unknown, event: { type: string }, history?: HistoryRecord): string | null {
  deepFreeze(context);
  // The chart first: XState's copies would leave copy-on-write.ts with nothing owned.
  const chart = outcome(() => machineStep(machine, value, context, event, history));
  const plain = byXState(machine, value, context, event, history);
  return isDeepStrictEqual(chart, plain) ? null : `${JSON.stringify(value)} on ${JSON.stringify(event)}: ${JSON.stringify(chart).slice(0, 300)} against XState's ${JSON.stringify(plain).slice(0, 300)}`;
}

const GAMES = [['experienced-recruit', 4], ['experienced-tragic-events', 3], ['dangerous-waters-submarine', 3], ['urban-high-rise', 4], ['family', 2]] as const;

describe('machine steps on a context the caller holds', () => {
  it.each(GAMES)('%s: the same as XState, the context left as it was', (preset, players) => {
    const { steps } = recordSteps(() => playGame({ preset }, { seed: 3, players, agent: 'random', maxTurns: 30, onStep: () => {} }));
    const problems: string[] = [];
    let stepped = 0;
    let onward = 0;
    steps.forEach(({ machine, value, context, event, history }, i) => {
      if (value === undefined || !machineCan(machine, value, context, event)) return;
      stepped++;
      const first = difference(machine, value, context, event, history);
      const again = difference(machine, value, context, event, history);
      // The game's next event, stepped from this step's result (frozen) as a caller stepping on would.
      const next = machineStep(machine, value, context, event, history);
      const then = steps[i + 1]?.event;
      const on = then && !next.done && machineCan(machine, next.value, next.context, then) ? (onward++, difference(machine, next.value, next.context, then, next.history)) : null;
      for (const p of [first, again, on]) if (p && problems.length < 5) problems.push(p);
    });
    expect(problems).toEqual([]);
    expect(stepped).toBeGreaterThan(50);
    expect(onward).toBeGreaterThan(stepped / 2);
  }, 120_000);
});
