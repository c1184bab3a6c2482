/**
 * The statechart table compiled from each game's XState machine (src/core/chart-compile.ts):
 * it compiles for every preset, it answers as XState does on every step of random games of
 * both games (tests/helpers/chart-replay.ts), whole games end identically stepped either way,
 * and constructs it does not reproduce are refused, so they are stepped by XState instead.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, not, setup, type AnyStateMachine } from 'xstate';
import { compileChart, type CompiledTransition } from '../../src/core/chart-compile.ts';
import { machineCan, machineStep, stepMachine, useXStateSteps } from '../../src/core/machine-step.ts';
import { machineFor } from '../../src/cli/chart.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { playGame as playFlashPoint } from '../../src/games/flash-point/play.ts';
import { playGame as playFireTower } from '../../src/games/fire-tower/play.ts';
import { emptyReport, recordSteps, replay } from '../helpers/chart-replay.ts';

const presetsOf = (game: string) => readdirSync(path.join(PROJECT_RULES, game, 'presets')).map((f) => f.replace(/\.yaml$/, '')).sort();

afterEach(() => useXStateSteps(false));

describe('the chart compiler', () => {
  it.each(['flash-point', 'fire-tower'])('compiles the %s machine of every preset, refusing nothing, each transition with the same fields in the same order', (game) => {
    // One order: one object shape for the steps' reads of a transition (chart-compile.ts `compiled`).
    const orders = new Set<string>();
    const note = (t: CompiledTransition) => {
      orders.add(Object.keys(t).join());
      t.restore?.byDigit.forEach(note);
    };
    for (const preset of presetsOf(game)) {
      const compiled = compileChart(machineFor(game, preset).machine);
      expect(compiled.ok ? [] : compiled.refused, preset).toEqual([]);
      if (!compiled.ok) continue;
      [...compiled.table.on, ...compiled.table.always].forEach((list) => list.forEach(note));
      note(compiled.table.start);
    }
    expect([...orders]).toEqual(['guard,assigns,to,allowed,remember,restore']);
  });

  it('reads a compound state value as XState does: its default leaf', () => {
    const machine = setup({ types: { context: {} as { n: number } }, actions: { add: assign(({ context }) => ({ n: context.n + 1 })) } })
      .createMachine({ id: 'nested', context: { n: 0 }, initial: 'a', states: { a: { initial: 'x', states: { x: { on: { go: { target: 'y', actions: 'add' } } }, y: { entry: 'add' } } }, b: {} } }) as unknown as AnyStateMachine;
    expect(compileChart(machine).ok).toBe(true);
    const snap = machine.resolveState({ value: 'a', context: { n: 0 } });
    expect(snap.can({ type: 'go' })).toBe(true);
    expect(machineCan(machine, 'a', { n: 0 }, { type: 'go' })).toBe(true);
    const byXState = stepMachine(machine, snap, { type: 'go' });
    expect(machineStep(machine, 'a', { n: 0 }, { type: 'go' })).toEqual({ value: byXState.value, context: byXState.context, done: false });
    expect(byXState.value).toEqual({ a: 'y' });
    expect(byXState.context).toEqual({ n: 2 });
  });
});

/** Random games of a few presets: their steps are recorded, then replayed both ways. */
const FLASH_POINT_GAMES = [
  ['experienced-recruit', 4], ['experienced-tragic-events', 3], ['family', 2], ['experienced-specialists', 3],
  ['dangerous-waters-submarine', 3], ['urban-high-rise', 4], ['honor-and-duty-airfield', 3], ['experienced-attic-platform', 4],
] as const;
const FIRE_TOWER_GAMES = [
  ['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-extreme-weather', 4], ['fire-tower-extreme-weather-kettle', 2],
  ['fire-tower-solo-level-4', 1], ['fire-tower-solo-level-7', 1], ['fire-tower-teams', 4], ['fire-tower-ghost-tower', 3], ['fire-tower-double-tower', 2],
] as const;

describe('the compiled chart against XState on random games', () => {
  it('Flash Point: every question of every step', () => {
    const report = emptyReport();
    for (const [preset, players] of FLASH_POINT_GAMES) {
      for (const seed of [1, 2]) {
        const { steps } = recordSteps(() => playFlashPoint({ preset }, { seed, players, agent: 'random', maxTurns: 40 }));
        replay(steps, report);
      }
    }
    expect(report.problems).toEqual([]);
    expect(report.transitions).toBeGreaterThan(1000);
    expect(report.starts).toBeGreaterThanOrEqual(16);
    for (const pair of ['"setup" → place', '"setup" → park', '{"turn":"actions"} → act', '{"turn":"actions"} → end-turn', '{"turn":"choosing"} → answer', '{"turn":{"advancingFire":"choosingKnockDown"}} → answer', '{"turn":{"advancingFire":"choosingDice"}} → answer']) {
      expect(report.covered).toContain(pair);
    }
  }, 300_000);

  it('Fire Tower: every question of every step', () => {
    const report = emptyReport();
    for (const [preset, players] of FIRE_TOWER_GAMES) {
      for (const seed of [1, 2]) {
        const { steps } = recordSteps(() => playFireTower({ preset }, { seed, players, agent: 'random' }));
        replay(steps, report);
      }
    }
    expect(report.problems).toEqual([]);
    expect(report.transitions).toBeGreaterThan(1000);
    expect(report.starts).toBeGreaterThanOrEqual(16);
    for (const pair of ['"setup" → answer', '{"turn":"spreading"} → spread', '{"turn":"spreading"} → act', '{"turn":"acting"} → act', '{"turn":"choosing"} → answer']) {
      expect(report.covered).toContain(pair);
    }
    // Answers given with the step the question interrupted remembered by `resume`.
    expect(report.withHistory).toBeGreaterThan(100);
  }, 300_000);

  it('whole games end in the same state stepped by the table or by XState', () => {
    const fp = () => playFlashPoint({ preset: 'experienced-tragic-events' }, { seed: 7, players: 3, agent: 'random' }).state;
    const ft = () => playFireTower({ preset: 'fire-tower-solo-level-4' }, { seed: 7, players: 1, agent: 'random' }).state;
    const byTable = [fp(), ft()];
    useXStateSteps(true);
    expect([fp(), ft()]).toEqual(byTable);
  }, 120_000);
});

describe('what the compiler refuses (stepped by XState instead)', () => {
  const kit = setup({
    types: { context: {} as { n: number } },
    actions: { add: assign(({ context }) => ({ n: context.n + 1 })), log: () => {} },
    guards: { small: ({ context }) => context.n < 3 },
    actors: { job: fromPromise(async () => 1) },
  });
  const refused = (states: object, id = 'm') => {
    const compiled = compileChart(kit.createMachine({ id, context: { n: 0 }, initial: 'a', states } as never) as unknown as AnyStateMachine);
    return compiled.ok ? [] : compiled.refused;
  };

  it.each([
    ['parallel states', { a: { type: 'parallel', states: { x: {}, y: {} } } }, /parallel states/],
    ['deep history states', { a: { initial: 'x', states: { x: {}, h: { type: 'history', history: 'deep' } } } }, /deep history states/],
    ['a history state as the initial state', { a: { initial: 'h', states: { x: {}, h: { type: 'history', target: 'x' } } } }, /history state as the initial state/],
    ['exit actions', { a: { exit: 'add' } }, /exit actions/],
    ['actions other than assign', { a: { entry: 'log' } }, /'log' is not an assign/],
    ['parameterised guards', { a: { on: { go: { guard: { type: 'small', params: {} }, target: 'b' } } }, b: {} }, /guard \(object\)/],
    ['combined guards', { a: { on: { go: { guard: not('small'), target: 'b' } } }, b: {} }, /not a plain function/],
    ['wildcard events', { a: { on: { '*': 'b' } }, b: {} }, /descriptor '\*'/],
    ['delayed transitions', { a: { after: { 100: 'b' } }, b: {} }, /delayed transitions/],
    ['invoked actors', { a: { invoke: { src: 'job' } } }, /invoked actors/],
    ['final states inside a compound state', { a: { initial: 'x', states: { x: { type: 'final' } } } }, /raises a done event/],
    ['eventless transitions without a target', { a: { always: { guard: 'small', actions: 'add' } } }, /without a target/],
  ])('%s', (_what, states, reason) => {
    expect(refused(states).join('\n')).toMatch(reason);
  });

  it('compiles the same constructs it supports, and steps a refused machine through XState with a warning', () => {
    expect(refused({ a: { entry: 'add', always: { guard: 'small', target: 'a', reenter: true } } })).toEqual([]);
    const machine = kit.createMachine({ id: 'refused', context: { n: 0 }, initial: 'a', states: { a: { exit: 'add', on: { go: 'b' } }, b: {} } }) as unknown as AnyStateMachine;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stepped = machineStep(machine, 'a', { n: 0 }, { type: 'go' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/machine refused is stepped by XState: .*exit actions/));
    warn.mockRestore();
    const snap = stepMachine(machine, machine.resolveState({ value: 'a', context: { n: 0 } }), { type: 'go' });
    expect(stepped).toEqual({ value: snap.value, context: snap.context, done: false });
    expect(stepped).toEqual({ value: 'b', context: { n: 1 }, done: false });
  });
});
