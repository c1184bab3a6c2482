/**
 * `firerules simulate`: a batch of games of one configuration (or several, `--compare`),
 * played by an agent from seeds S, S+1, ... on a pool of worker threads, and what they came
 * to: win rates with their 95 % intervals, how games ended, how long they lasted, and how
 * fast they ran. Written once over the PlayableGame contract; the summary is a function of
 * the flags alone (not of --workers), only the speed varies.
 */
import { existsSync } from 'node:fs';
import { UsageError } from '../core/errors.ts';
import type { PlayableGame } from '../core/playable.ts';
import { agentChoice } from './agent-choice.ts';
import { seatAgents } from '../sim/agents.ts';
import { seatsOf, type BatchSpec, type GameRecord } from '../sim/batch.ts';
import { compareArms, type Arm } from '../sim/compare.ts';
import { compareTallies } from '../sim/compare-tallies.ts';
import { defaultWorkers, runBatch, type BatchRun } from '../sim/pool.ts';
import type { QueueOptions } from '../sim/queue-submit.ts';
import type { ReportInput } from '../sim/report.ts';
import { parseQueueUrl } from '../sim/queue-url.ts';
import { summarise, summaryLines } from '../sim/summary.ts';
import { numberFlag, wholeNumber } from './args.ts';
import { checkOutputFile, writeOutput } from './output.ts';
import { gameChoice, type GameChoice } from './game-choice.ts';
import { gameOfCommand, playableFor, startingChoice } from './playing.ts';
import { progressBar } from './progress.ts';
import { packageVersion } from './version.ts';
import type { CommandInput } from './spec.ts';

interface Plan {
  playable: PlayableGame;
  arms: GameChoice[];
  games: number;
  players: number;
  seed: number;
  agent: string;
  workers: number;
  playouts?: number;
  /** `--queue`: the batch goes on a Redis queue that `firerules worker` processes serve. */
  queue?: QueueOptions;
}

/** An arm of `--compare`: a config file when one is there (or it reads like one), else a preset id. */
function armChoice(name: string): GameChoice {
  const isFile = existsSync(name) || /\.ya?ml$/i.test(name);
  return gameChoice('simulate --compare', isFile ? undefined : name, isFile ? name : undefined);
}

/** `--option key=v1,v2`: the configuration once per value of one of its options. */
function optionArms(choice: GameChoice, text: string): GameChoice[] {
  const m = /^([A-Za-z][\w-]*)=(.+)$/.exec(text);
  const values = m ? m[2]!.split(',').map((v) => v.trim()) : [];
  if (!m || values.length < 2 || values.some((v) => !v)) throw new UsageError(`simulate: --option wants KEY=V1,V2[,...] with two or more values (got \`${text.slice(0, 60)}\`)`);
  const typed = (v: string) => (v === 'true' ? true : v === 'false' ? false : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);
  return values.map((v) => ({ ...choice, ref: { ...choice.ref, options: { ...choice.ref.options, [m[1]!]: typed(v) } }, label: `${choice.label} ${m[1]}=${v}` }));
}

function planOf(flags: CommandInput['flags']): Plan {
  const compare = flags.compare as string[] | undefined;
  let playable: PlayableGame;
  let arms: GameChoice[];
  if (compare) {
    if (flags.preset !== undefined || flags.config !== undefined || flags.option !== undefined) throw new UsageError('simulate: --compare names the configurations itself; drop --preset, --config and --option');
    if (compare.length < 2) throw new UsageError(`simulate: --compare needs two or more configurations (got ${compare.length})`);
    arms = compare.map(armChoice);
    const games = new Set(arms.map((a) => a.game));
    if (games.size > 1) throw new UsageError(`simulate: --compare needs configurations of one game (got ${[...games].join(', ')})`);
    playable = playableFor(arms[0]!.game, (g, list) => `simulate: ${g} has no playable game (${list.join(', ')})`);
  } else {
    const started = startingChoice('simulate', gameOfCommand('simulate', flags), flags);
    playable = started.playable;
    arms = typeof flags.option === 'string' ? optionArms(started.choice, flags.option) : [started.choice];
  }
  const players = numberFlag(flags, 'players') ?? playable.configure(arms[0]!.ref).defaultPlayers();
  const { name: agent, playouts } = agentChoice('simulate', playable, flags, 'random', players);
  const queue = queueOf(flags);
  const games = numberFlag(flags, 'games') ?? 10;
  return { playable, arms, playouts, games, players, seed: numberFlag(flags, 'seed') ?? 1, agent, workers: numberFlag(flags, 'workers') ?? defaultWorkers(games), ...(queue ? { queue } : {}) };
}

/** `--queue URL [--slice N]`; `--workers` is for threads here, a worker's threads are its own `--concurrency`. */
function queueOf(flags: CommandInput['flags']): QueueOptions | undefined {
  if (typeof flags.queue !== 'string') {
    if (flags.slice !== undefined) throw new UsageError('simulate: --slice is for --queue (games per job on the queue)');
    return undefined;
  }
  if (flags.workers !== undefined) throw new UsageError('simulate: --workers counts threads here; with --queue each `firerules worker` sets its own --concurrency');
  const url = parseQueueUrl('simulate', flags.queue);
  const version = packageVersion();
  return flags.slice === undefined ? { url, version } : { url, version, slice: wholeNumber('--slice', flags.slice, [1, 100_000]) };
}

/** One arm's batch: on the queue when `--queue` says so (BullMQ loaded only then), else on threads here. */
async function runArm(plan: Plan, spec: BatchSpec, onGames: (done: number) => void): Promise<BatchRun> {
  if (!plan.queue) return runBatch(spec, plan.games, plan.workers, onGames);
  const { runQueueBatch } = await import('../sim/queue-submit.ts');
  // Ctrl-C takes the batch's jobs off the queue before the command ends (else workers would play them for nobody).
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.once('SIGINT', onSignal);
  try {
    return await runQueueBatch(spec, plan.games, { ...plan.queue, signal: interrupt.signal }, onGames);
  } finally {
    process.off('SIGINT', onSignal);
  }
}

function specOf(plan: Plan, arm: GameChoice): BatchSpec {
  return { game: plan.playable.id, choice: arm.ref, players: plan.players, agent: plan.agent, seed: plan.seed, ...(plan.playouts ? { agentOptions: { playouts: plan.playouts } } : {}) };
}

export async function runSimulate({ flags, out }: CommandInput): Promise<number> {
  const plan = planOf(flags);
  for (const flag of ['out', 'report'] as const) if (typeof flags[flag] === 'string') checkOutputFile(`--${flag}`, flags[flag]);
  if (typeof flags.report === 'string' && !/\.(html?|md)$/i.test(flags.report)) throw new UsageError(`simulate: --report ${flags.report}: name a .html page or a .md file`);
  // Set up one game of each arm here, so a configuration that cannot start is refused before any worker starts.
  const { seats: seatIds, cooperative } = seatsOf(specOf(plan, plan.arms[0]!));
  // One agent per seat: each seat's line says which.
  const perSeat = seatAgents(plan.agent);
  const seats = perSeat.length > 1 ? seatIds.map((s, i) => `${s}, ${perSeat[i]}`) : seatIds;
  for (const arm of plan.arms.slice(1)) seatsOf(specOf(plan, arm));
  if (plan.queue) await (await import('../sim/queue-connection.ts')).checkReachable('simulate', plan.queue.url);
  const bar = progressBar(plan.games * plan.arms.length);
  const start = performance.now();
  const played: Arm[] = [];
  let workers = 0;
  try {
    for (const arm of plan.arms) {
      const run = await runArm(plan, specOf(plan, arm), bar.advance);
      played.push({ label: arm.label, records: run.records });
      workers = Math.max(workers, run.workers);
    }
  } finally {
    bar.stop();
  }
  // Three significant figures, not two decimals: a small batch on a fast machine takes under 5 ms, which read as 0 s.
  const seconds = Math.max(performance.now() - start, 1e-3) / 1000;
  const total = played.reduce((n, a) => n + a.records.length, 0);
  const speed = { workers, seconds: +seconds.toPrecision(3), gamesPerSecond: total / seconds, actionsPerSecond: played.reduce((n, a) => n + a.records.reduce((m, r) => m + r.actions, 0), 0) / seconds };
  if (typeof flags.out === 'string') writeRecords(flags.out, played);
  const summaries = played.map((a) => ({ config: a.label, ...summarise(a.records, seats, cooperative) }));
  const differences = compareArms(played, seats, cooperative);
  const tallyDifferences = compareTallies(played);
  if (typeof flags.report === 'string') await writeReport(flags.report, plan, summaries, { differences, tallyDifferences }, flags);
  const head = { game: plan.playable.id, players: plan.players, agent: plan.agent, seed: plan.seed, cooperative };
  if (flags.json) out(JSON.stringify(plan.arms.length === 1 ? { ...head, ...summaries[0]!, ...speed } : { ...head, games: plan.games, arms: summaries, differences, ...(tallyDifferences.length ? { tallyDifferences } : {}), ...speed }));
  else out(textReport(plan, summaries, [...differences, ...tallyDifferences].map((d) => d.verdict), speed).join('\n'));
  return 0;
}

/** One JSON line per game: which configuration, which seed, and how it ended (`play --seed` replays it). */
function writeRecords(file: string, arms: readonly Arm[]): void {
  const lines = arms.flatMap((a) => a.records.map((r: GameRecord) => JSON.stringify({ config: a.label, ...r })));
  writeOutput('--out', file, lines.join('\n') + '\n');
}

/** The command line that plays the same games again (the flags that decide them; not --workers, --out or --report). */
function commandLine(flags: CommandInput['flags'], plan: Plan): string {
  const given = (name: string) => (typeof flags[name] === 'string' ? [`--${name}`, flags[name] as string] : []);
  const arms = flags.compare ? ['--compare', ...(flags.compare as string[])] : [...given('game'), ...given('preset'), ...given('config'), ...given('option')];
  return ['firerules simulate', ...arms, '--games', String(plan.games), '--players', String(plan.players), '--seed', String(plan.seed), '--agent', plan.agent].join(' ');
}

async function writeReport(file: string, plan: Plan, arms: Summaries, compared: Pick<ReportInput, 'differences' | 'tallyDifferences'>, flags: CommandInput['flags']): Promise<void> {
  const { reportFiles } = await import('../sim/report.ts');
  const command = commandLine(flags, plan);
  const title = `${plan.playable.title}: ${plan.games} games per configuration, ${plan.players} player${plan.players === 1 ? '' : 's'}, ${plan.agent} agent, seeds ${plan.seed}–${plan.seed + plan.games - 1}`;
  for (const f of await reportFiles(file, { title, command, arms, ...compared })) writeOutput('--report', f.file, f.content);
}

type Summaries = (ReturnType<typeof summarise> & { config: string })[];

function textReport(plan: Plan, summaries: Summaries, verdicts: string[], speed: { workers: number; seconds: number; gamesPerSecond: number; actionsPerSecond: number }): string[] {
  const who = `${plan.players} player${plan.players === 1 ? '' : 's'}, ${plan.agent} agent`;
  const games = `${plan.games} game${plan.games === 1 ? '' : 's'} from seed ${plan.seed}`;
  const lines = summaries.length === 1
    ? [`${plan.playable.title}, ${summaries[0]!.config}, ${who}, ${games}`, ...summaryLines(summaries[0]!)]
    : [`${plan.playable.title}, ${who}, ${games} in each configuration (the same seeds: paired games)`, ...summaries.flatMap((s) => [`${s.config}:`, ...summaryLines(s)]), ...verdicts.map((v) => `verdict: ${v}`)];
  const total = plan.games * summaries.length;
  lines.push(`${total} game${total === 1 ? '' : 's'} in ${speed.seconds} s on ${speed.workers} worker${speed.workers === 1 ? '' : 's'}: ${speed.gamesPerSecond.toFixed(1)} games/s, ${Math.round(speed.actionsPerSecond)} actions/s`);
  return lines;
}
