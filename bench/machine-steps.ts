/**
 * Statechart steps for `npm run bench` (bench/run.ts calls benchMachineSteps): XState's
 * `transition()` (a throwaway actor per call, the baseline), core/machine-step's XState path
 * (one reused inert scope) and the compiled table, on the same recorded steps of one random
 * game of each game.
 * - "with the game's actions": each step also runs the game logic its actions carry (the
 *   same work on every path). Outside an apply, each action copies the state it is given
 *   (apply() makes one copy per step), so this is the most action work a step can carry.
 * - "the machine alone": the machine with its actions replaced by a replay of the recorded
 *   assignments (an array read), so only the statechart's own work is compared.
 * Each contender is timed in a process of its own (bench/machine-step-contender.ts says why),
 * by that process's CPU time, the contenders taking turns, ROUNDS times each, so that a
 * machine shared with other work slows them all alike (the ratios are what is compared).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CONTENDERS, type BenchGame, type Contender, type Measured } from './machine-step-contender.ts';

/** Rounds per contender (env ROUNDS; more steadies the ratios on a busy machine). */
const ROUNDS = Number(process.env.ROUNDS) || 2;
/** CPU milliseconds each process spends on each way (after recording its game). */
const MS_EACH = 600;
const CONTENDER_FILE = fileURLToPath(new URL('./machine-step-contender.ts', import.meta.url));

const LABELS: Record<Contender, string> = { transition: 'xstate transition() (baseline)', scope: 'core/machine-step, reused scope', table: 'compiled table' };

function runContender(game: BenchGame, contender: Contender): Measured {
  const out = execFileSync(process.execPath, ['--single-threaded', '--expose-gc', '--import', 'tsx', CONTENDER_FILE, game, contender, String(MS_EACH)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop()!) as Measured;
}

export interface MachineStepRatios {
  /** Compiled table / transition(), the game's actions included. */
  withActions: number;
  /** The same with the actions replayed: the statechart's own work. */
  alone: number;
  /** The share of the compiled step's time spent in the game's actions (with actions minus alone, over with actions). */
  actionsShare: number;
}

/** Steps per second of each contender, each way, summed over the rounds. */
function compare(game: BenchGame, title: string): MachineStepRatios {
  const total = new Map(CONTENDERS.map((c) => [c, { withActions: { runs: 0, cpuMs: 0 }, alone: { runs: 0, cpuMs: 0 }, steps: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of CONTENDERS) {
      const m = runContender(game, c);
      const t = total.get(c)!;
      t.steps = m.steps;
      for (const way of ['withActions', 'alone'] as const) {
        t[way].runs += m[way].runs;
        t[way].cpuMs += m[way].cpuMs;
      }
    }
  }
  console.log(`\n${title}: ${total.get('table')!.steps} recorded steps, each contender in its own process (CPU time, ${ROUNDS} rounds)`);
  const rate = (c: Contender, way: 'withActions' | 'alone') => {
    const t = total.get(c)!;
    return (t[way].runs * t.steps) / (t[way].cpuMs / 1000);
  };
  for (const way of ['withActions', 'alone'] as const) {
    for (const c of CONTENDERS) {
      const label = way === 'alone' ? `the machine alone: ${c === 'table' ? 'compiled table' : c === 'scope' ? 'reused scope' : 'xstate transition()'}` : LABELS[c];
      console.log(`${label.padEnd(48)} ${Math.round(rate(c, way)).toLocaleString('en').padStart(12)} steps/s`);
    }
  }
  const withActions = rate('table', 'withActions') / rate('transition', 'withActions');
  const alone = rate('table', 'alone') / rate('transition', 'alone');
  // Per step: 1/rate is the time; what the actions add is the difference between the two ways.
  const actionsShare = 1 - rate('table', 'withActions') / rate('table', 'alone');
  console.log(`compiled step with actions: ${(100 * actionsShare).toFixed(0)} % of its time in the game's actions`);
  return { withActions, alone, actionsShare };
}

/** The bench's title for each game's recorded steps. */
const TITLES: Record<BenchGame, string> = {
  'fire-tower': 'Fire Tower machine steps (rising-flames, 3p)',
  'flash-point': 'Flash Point machine steps (experienced-recruit, 4p)',
};

/** Both games' recorded steps, measured every way; the ratios for run.ts's summary. */
export function benchMachineSteps(): { fireTower: MachineStepRatios; flashPoint: MachineStepRatios } {
  const fireTower = compare('fire-tower', TITLES['fire-tower']);
  const flashPoint = compare('flash-point', TITLES['flash-point']);
  return { fireTower, flashPoint };
}

/** One summary line per game. */
export function ratioLine(game: string, r: MachineStepRatios): string {
  return `${`${game} compiled chart / transition():`.padEnd(44)}${r.withActions.toFixed(1)}× (${r.alone.toFixed(1)}× the machine alone; ${(100 * r.actionsShare).toFixed(0)} % of the step is the game's actions)`;
}

// `npx tsx bench/machine-steps.ts [fire-tower|flash-point]`: one game's ratio alone (both without an argument).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const only = process.argv[2] as BenchGame | undefined;
  if (only !== undefined && !(only in TITLES)) throw new Error(`usage: machine-steps.ts [${Object.keys(TITLES).join('|')}]`);
  for (const game of only ? [only] : (Object.keys(TITLES) as BenchGame[])) console.log(ratioLine(game, compare(game, TITLES[game])));
}
