/**
 * Statechart steps for `npm run bench` (bench/run.ts calls benchMachineSteps): XState's
 * `transition()` (a throwaway actor per call, the baseline), core/machine-step's XState path
 * (one reused inert scope) and the compiled table, on the same recorded steps of one random
 * game of each game.
 * - "with the game's actions": each step also runs the game logic its actions carry (the
 *   same work on every path), as apply() does.
 * - "the machine alone": the machine with its actions replaced by a replay of the recorded
 *   assignments (an array read), so only the statechart's own work is compared.
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { assign, transition, type AnyStateMachine, type StateValue } from 'xstate';
import { machineStep, observeSteps, stepMachine, xstateHistory, type HistoryRecord } from '../src/core/machine-step.ts';
import { playGame as playFlashPoint } from '../src/games/flash-point/play.ts';
import { playGame as playFireTower } from '../src/games/fire-tower/play.ts';

interface Step {
  value: unknown;
  context: unknown;
  event: { type: string };
  /** What the chart's history states remembered (Fire Tower's `resume`). */
  history?: HistoryRecord;
}

/** The snapshot XState steps from, history record included. */
function snapshotOf(machine: AnyStateMachine, s: Step) {
  return machine.resolveState({ value: s.value as StateValue, context: s.context as never, historyValue: xstateHistory(machine, s.history) as never });
}

/**
 * Steps per second of each contender, measured in alternating short rounds so that a
 * machine shared with other work slows them all alike (the ratios are what is compared).
 * Each round is timed by this process's CPU time, not the clock: on a shared machine the
 * clock also counts the time other processes took, which swung the ratios twofold.
 */
function race(steps: number, minMs: number, contenders: [label: string, run: () => void][]): number[] {
  const took = contenders.map(([, run]) => {
    run(); // warm-up
    return 0;
  });
  const rounds = contenders.map(() => 0);
  const start = performance.now();
  while (performance.now() - start < minMs) {
    contenders.forEach(([, run], i) => {
      const before = process.cpuUsage();
      run();
      const used = process.cpuUsage(before);
      took[i]! += (used.user + used.system) / 1000;
      rounds[i]!++;
    });
  }
  return contenders.map(([label], i) => {
    const rate = (rounds[i]! * steps) / (took[i]! / 1000);
    console.log(`${label.padEnd(48)} ${Math.round(rate).toLocaleString('en').padStart(12)} steps/s`);
    return rate;
  });
}

/** The steps a game's apply() took (the questions asked of `machine` that led somewhere). */
function recordGame(play: () => { engine: { machine: AnyStateMachine } }): { machine: AnyStateMachine; steps: Step[] } {
  const steps: Step[] = [];
  let lastAsked: unknown;
  observeSteps((_machine, value, context, event, history) => {
    const last = steps[steps.length - 1];
    // The start (no value yet) is not a step; apply() asks can() (without the history record) before each step.
    // apply() steps a copy of its own that the step's actions change in place: keep it as asked.
    if (value !== undefined && (!last || lastAsked !== context || last.event !== event)) steps.push({ value, context: structuredClone(context), event, history });
    else if (last && history) last.history = history;
    lastAsked = context;
  });
  try {
    return { machine: play().engine.machine, steps };
  } finally {
    observeSteps(null);
  }
}

/** The machine with each action's assignment replaced by the next output recorded for it. */
function replayMachine(machine: AnyStateMachine, steps: Step[]) {
  const actions = machine.implementations.actions as unknown as Record<string, { assignment: (args: unknown, params: unknown) => object }>;
  const script: object[] = [];
  const recorder = machine.provide({
    actions: Object.fromEntries(Object.entries(actions).map(([name, a]) => [name, assign((args, params) => {
      const out = a.assignment(args, params);
      script.push(out);
      return out;
    })])),
  });
  const starts = steps.map((s) => {
    const start = script.length;
    stepMachine(recorder, snapshotOf(recorder, s), s.event as never);
    return start;
  });
  const replay = { cursor: 0 };
  const replayer = machine.provide({ actions: Object.fromEntries(Object.keys(actions).map((name) => [name, assign(() => script[replay.cursor++]!)])) });
  return { replayer, starts, replay };
}

/** The replaying machine must take exactly the recorded path, or the figures would mean nothing. */
function checkReplay(machine: AnyStateMachine, steps: Step[], replayer: AnyStateMachine, starts: number[], replay: { cursor: number }): void {
  steps.forEach((s, i) => {
    const real = stepMachine(machine, snapshotOf(machine, s), s.event as never);
    replay.cursor = starts[i]!;
    const [byXState] = transition(replayer, snapshotOf(replayer, s), s.event as never);
    replay.cursor = starts[i]!;
    const byTable = machineStep(replayer, s.value, s.context, s.event, s.history);
    for (const other of [byXState, byTable]) {
      if (!isDeepStrictEqual(other.value, real.value) || !isDeepStrictEqual(other.context, real.context)) throw new Error(`the replaying machine left the recorded path at step ${i}`);
    }
  });
}

export interface MachineStepRatios {
  /** Compiled table / transition(), the game's actions included. */
  withActions: number;
  /** The same with the actions replayed: the statechart's own work. */
  alone: number;
}

function compare(game: string, machine: AnyStateMachine, steps: Step[]): MachineStepRatios {
  console.log(`\n${game}: ${steps.length} recorded steps`);
  const snaps = steps.map((s) => snapshotOf(machine, s));
  const [base, , table] = race(steps.length, 4000, [
    ['xstate transition() (baseline)', () => steps.forEach((s, i) => transition(machine, snaps[i]!, s.event as never))],
    ['core/machine-step, reused scope', () => steps.forEach((s, i) => stepMachine(machine, snaps[i]!, s.event as never))],
    ['compiled table', () => steps.forEach((s) => machineStep(machine, s.value, s.context, s.event, s.history))],
  ]);

  const { replayer, starts, replay } = replayMachine(machine, steps);
  checkReplay(machine, steps, replayer, starts, replay);
  const replaySnaps = steps.map((s) => snapshotOf(replayer, s));
  const replayed = (step: (s: Step, i: number) => void) => () => steps.forEach((s, i) => {
    replay.cursor = starts[i]!;
    step(s, i);
  });
  const [aloneBase, , aloneTable] = race(steps.length, 3000, [
    ['the machine alone: xstate transition()', replayed((s, i) => transition(replayer, replaySnaps[i]!, s.event as never))],
    ['the machine alone: reused scope', replayed((s, i) => stepMachine(replayer, replaySnaps[i]!, s.event as never))],
    ['the machine alone: compiled table', replayed((s) => machineStep(replayer, s.value, s.context, s.event, s.history))],
  ]);
  return { withActions: table! / base!, alone: aloneTable! / aloneBase! };
}

/** Both games' recorded steps, measured every way; the ratios for run.ts's summary. */
export function benchMachineSteps(): { fireTower: MachineStepRatios; flashPoint: MachineStepRatios } {
  const ft = recordGame(() => playFireTower({ preset: 'fire-tower-rising-flames' }, { seed: 4, players: 3, agent: 'random' }));
  const fireTower = compare('Fire Tower machine steps (rising-flames, 3p)', ft.machine, ft.steps);
  const fp = recordGame(() => playFlashPoint({ preset: 'experienced-recruit' }, { seed: 4, players: 4, agent: 'random' }));
  const flashPoint = compare('Flash Point machine steps (experienced-recruit, 4p)', fp.machine, fp.steps);
  return { fireTower, flashPoint };
}

/** One summary line per game. */
export function ratioLine(game: string, r: MachineStepRatios): string {
  return `${`${game} compiled chart / transition():`.padEnd(44)}${r.withActions.toFixed(1)}× (${r.alone.toFixed(1)}× the machine alone)`;
}
