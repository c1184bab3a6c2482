/**
 * One contender of bench/machine-steps.ts, timed in a process of its own:
 * `node --single-threaded --expose-gc --import tsx bench/machine-step-contender.ts <game> <contender> <ms>`
 * records the steps of the bench's random game, times the contender on them with the game's
 * actions and then with the actions replayed (the machine alone), and prints what it measured
 * as one JSON line. A process of its own because XState's transition() leaves the heap full of
 * garbage that survives into the old generation: timed in one process, in alternating rounds,
 * the major collections it causes were charged to whichever contender ran next, and the
 * compiled table's rounds took twice their time alone (Fire Tower: 66 µs a step against 29).
 */
import { isDeepStrictEqual } from 'node:util';
import { assign, transition, type AnyStateMachine, type StateValue } from 'xstate';
import { machineStep, observeSteps, stepMachine, xstateHistory, type HistoryRecord } from '../src/core/machine-step.ts';
import { playGame as playFlashPoint } from '../src/games/flash-point/play.ts';
import { playGame as playFireTower } from '../src/games/fire-tower/play.ts';

/**
 * The recorded games. Watched (`onStep`), so each apply steps a copy through the public path:
 * an unwatched random game steps one state in place (applyHandedOver), and the recorder, which
 * tells steps apart by the context asked about, would miss most of them.
 */
const watched = () => {};
export const GAMES = {
  'fire-tower': () => playFireTower({ preset: 'fire-tower-rising-flames' }, { seed: 4, players: 3, agent: 'random', onStep: watched }),
  'flash-point': () => playFlashPoint({ preset: 'experienced-recruit' }, { seed: 4, players: 4, agent: 'random', onStep: watched }),
} as const;
export type BenchGame = keyof typeof GAMES;

/** XState's `transition()` (a throwaway actor per call, the baseline), core/machine-step's XState path (one reused inert scope), the compiled table. */
export const CONTENDERS = ['transition', 'scope', 'table'] as const;
export type Contender = (typeof CONTENDERS)[number];

/** What one process measured: steps run and the CPU milliseconds they took, each way. */
export interface Measured {
  steps: number;
  withActions: { runs: number; cpuMs: number };
  alone: { runs: number; cpuMs: number };
}

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

/** One pass of the contender over every recorded step of `machine`; `before` runs ahead of each step (the replay's cursor). */
function passOf(contender: Contender, machine: AnyStateMachine, steps: Step[], before: (i: number) => void): () => void {
  const snaps = steps.map((s) => snapshotOf(machine, s));
  const one: (s: Step, i: number) => void =
    contender === 'transition' ? (s, i) => transition(machine, snaps[i]!, s.event as never)
    : contender === 'scope' ? (s, i) => stepMachine(machine, snaps[i]!, s.event as never)
    : (s) => machineStep(machine, s.value, s.context, s.event, s.history);
  return () => steps.forEach((s, i) => {
    before(i);
    one(s, i);
  });
}

/**
 * CPU milliseconds of passes before each timed part, however short the timed part. V8 keeps
 * compiling the game's actions for over a second of passes (with --single-threaded, on the
 * timed thread): --trace-opt showed over a second of TurboFan compiles after the 300 ms
 * warm-up this replaced.
 */
const WARM_MS = 2000;

/**
 * Passes for `ms` of this process's CPU time (the clock would also count other processes'
 * turns), after WARM_MS (or `ms / 2`, if more) of passes to warm up: V8 keeps optimising the
 * game's actions for a while, and a short warm-up left that compile work inside the timed
 * part, where it weighs more on the faster contender. A full collection first (the process
 * runs with --expose-gc): the recording and the replay's checks leave garbage that is not
 * the contender's to collect. First, not between warm-up and timing: the steps' results are
 * all garbage by then, so a full collection there also frees the maps (object layouts) only
 * they had, and the code optimised for those maps is thrown away (--trace-deopt: "wrong map"
 * and "code dependencies" in cloneForUpdate, the chart's assign, rollAdvance, buildIndex...):
 * Flash Point's table with actions then took 44 µs a step in the 600 ms timed even after
 * 2 s of warm-up, against about 11 settled.
 */
function timed(pass: () => void, ms: number): { runs: number; cpuMs: number } {
  (globalThis as { gc?: () => void }).gc?.();
  spend(pass, Math.max(ms / 2, WARM_MS));
  return spend(pass, ms);
}

/** Runs whole passes until they have used `ms` of CPU time; how many and how long. */
function spend(pass: () => void, ms: number): { runs: number; cpuMs: number } {
  const start = process.cpuUsage();
  let runs = 0;
  let used = 0;
  do {
    pass();
    runs++;
    const now = process.cpuUsage(start);
    used = (now.user + now.system) / 1000;
  } while (used < ms);
  return { runs, cpuMs: used };
}

export function measure(game: BenchGame, contender: Contender, ms: number): Measured {
  const { machine, steps } = recordGame(GAMES[game]);
  const withActions = timed(passOf(contender, machine, steps, () => {}), ms);
  const { replayer, starts, replay } = replayMachine(machine, steps);
  checkReplay(machine, steps, replayer, starts, replay);
  const alone = timed(passOf(contender, replayer, steps, (i) => (replay.cursor = starts[i]!)), ms);
  return { steps: steps.length, withActions, alone };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const [game, contender, ms] = process.argv.slice(2);
  if (!(game! in GAMES) || !(CONTENDERS as readonly string[]).includes(contender!)) throw new Error(`usage: machine-step-contender.ts <${Object.keys(GAMES).join('|')}> <${CONTENDERS.join('|')}> <ms>`);
  console.log(JSON.stringify(measure(game as BenchGame, contender as Contender, Number(ms) || 1000)));
}
