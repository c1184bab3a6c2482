/**
 * What the compiled chart keeps between steps to skip work (src/core/chart-table.ts): where
 * the last step ended (its value's leaf and its history record's number, read by the next
 * step without a lookup), and the frozen empty part an action returns when it changed its
 * context in place (not walked again). At every step of random games of both games, the
 * leaf and number read through `last` must be those the table's lookups give without it;
 * a frozen part with fields is merged however often an empty one came before.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup, type AnyStateMachine } from 'xstate';
import type { ChartTable } from '../../src/core/chart-compile.ts';
import { historyNumber, leafOf, type HistoryRecord } from '../../src/core/chart-table.ts';
import { chartTableOf, machineStep, observeSteps } from '../../src/core/machine-step.ts';
import { playGame as playFlashPoint } from '../../src/games/flash-point/play.ts';
import { playGame as playFireTower } from '../../src/games/fire-tower/play.ts';

/** The table as it is with nothing remembered of a last step: its lookups alone. */
function withoutLast(table: ChartTable): ChartTable {
  return { ...table, last: { value: undefined, leaf: -1, record: undefined, history: 0 } };
}

/** Every step `play` asks: the leaf and history number read as a step reads them, against the plain lookups. */
function checkSteps(play: () => void): { steps: number; remembered: number; problems: string[] } {
  const out = { steps: 0, remembered: 0, problems: [] as string[] };
  observeSteps((machine: AnyStateMachine, value, _context, event, history?: HistoryRecord) => {
    const table = chartTableOf(machine);
    if (!table || value === undefined) return;
    out.steps++;
    if (value === table.last.value) out.remembered++;
    const plain = withoutLast(table);
    const leaf = leafOf(table, value);
    if (leaf !== leafOf(plain, value)) out.problems.push(`${JSON.stringify(value)} (${event.type}): leaf ${leaf}, not ${leafOf(plain, value)}`);
    const number = historyNumber(table, history);
    if (number !== historyNumber(plain, history)) out.problems.push(`${JSON.stringify(history)}: history number ${number}, not ${historyNumber(plain, history)}`);
    // A game stepped from a wrong place may never end: stopped at the first problem.
    if (out.problems.length) throw new Error(out.problems[0]);
  });
  try {
    play();
  } finally {
    observeSteps(null);
  }
  return out;
}

describe('where the last step ended, as the next step reads it', () => {
  it('Fire Tower (Rising Flames, games handed over from apply to apply): the leaf and history number of every step', () => {
    const seen = checkSteps(() => {
      for (const seed of [1, 2, 3]) playFireTower({ preset: 'fire-tower-rising-flames' }, { seed, players: 3, agent: 'random', log: false });
      playFireTower({ preset: 'fire-tower-solo-level-4' }, { seed: 1, players: 1, agent: 'random' });
    });
    expect(seen.problems).toEqual([]);
    expect(seen.steps).toBeGreaterThan(500);
    // Most steps start where the one before ended.
    expect(seen.remembered).toBeGreaterThan(seen.steps / 2);
  }, 120_000);

  it('Flash Point: the leaf and history number of every step', () => {
    const seen = checkSteps(() => {
      for (const seed of [1, 2]) playFlashPoint({ preset: 'experienced-recruit' }, { seed, players: 4, agent: 'random', maxTurns: 40 });
    });
    expect(seen.problems).toEqual([]);
    expect(seen.steps).toBeGreaterThan(200);
  }, 120_000);
});

describe('a frozen empty part (nothing to merge)', () => {
  it('leaves the context as it is, and a frozen part with fields after it is still merged', () => {
    const NOTHING = Object.freeze({});
    const machine = setup({
      types: { context: {} as { n: number } },
      actions: { none: assign(() => NOTHING), set: assign(({ context }) => Object.freeze({ n: context.n + 1 })) },
    }).createMachine({ id: 'parts', context: { n: 0 }, initial: 'a', states: { a: { on: { none: { actions: 'none' }, set: { actions: 'set' } } } } }) as unknown as AnyStateMachine;
    const context = { n: 0 };
    const first = machineStep(machine, 'a', context, { type: 'none' });
    expect(first.context).toBe(context);
    expect(machineStep(machine, 'a', context, { type: 'none' }).context).toBe(context);
    expect(machineStep(machine, 'a', context, { type: 'set' }).context).toEqual({ n: 1 });
  });
});
