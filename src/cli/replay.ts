/**
 * `firerules replay`: play a game with an agent, recording every step, and write the offline
 * replay viewer (statechart with the current state, board with that step's pieces, the
 * action and its log lines). Written once over the PlayableGame contract.
 */
import path from 'node:path';
import { UsageError } from '../core/errors.ts';
import type { LogLine, PlayableGame } from '../core/playable.ts';
import { chartOf } from '../docs/chart.ts';
import { replayHtml, statePath, type ReplayStep } from '../docs/replay.ts';
import { checkAgent, numberFlag, type Flags } from './args.ts';
import type { CommandInput } from './spec.ts';
import { checkOutputFile, writeOutput } from './output.ts';
import { playableFor } from './playing.ts';
import { readRecording, recordingOf, type Recording } from './recording.ts';
import { gameChoice } from './game-choice.ts';

const describe = (a: unknown[]): string => a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ');
const logLine = (e: LogLine): string => {
  const { turn: _t, player, event, ...rest } = e;
  const details = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${player ? `${player} ` : ''}${event}${details}`.slice(0, 240);
};

const USAGE = 'replay: firerules replay (--preset ID | --config FILE) [--players N] [--seed S] [--agent random|greedy] [--record FILE.json] | --from FILE.json) --out FILE.html [--max-steps N]';

/** Every step of a game as the page shows it (up to `maxSteps`), and every action (for a recording). */
class StepRecorder {
  readonly steps: ReplayStep[] = [];
  readonly actions: unknown[][] = [];
  private logged = 0;
  constructor(private readonly playable: PlayableGame, private readonly maxSteps: number) {}

  record(game: unknown, action: unknown[]): void {
    this.actions.push(action);
    if (this.steps.length >= this.maxSteps) return;
    const { playable } = this;
    const log = playable.log(game);
    this.steps.push({ action: describe(action), state: statePath(playable.progress(game).machineValue), pieces: playable.render.pieces(game), status: playable.render.replayStatus(game), events: log.slice(this.logged).map(logLine) });
    this.logged = log.length;
  }
}

/** A recording's actions, applied one by one: a refusal means the recording does not fit this engine. */
function replayActions(playable: PlayableGame, start: unknown, from: Recording, file: string, onStep: (g: unknown, a: unknown[]) => void): unknown {
  let g = start;
  from.actions.forEach((a, i) => {
    let r: ReturnType<typeof playable.apply>;
    try {
      r = playable.apply(g, a);
    } catch (e) {
      // A recording is untrusted input: arguments of the wrong shape are its fault.
      throw new UsageError(`replay --from ${file}: action ${i} ${JSON.stringify(a).slice(0, 200)} cannot be read by this engine (${(e as Error).message})`);
    }
    if (!r.ok) throw new UsageError(`replay --from ${file}: action ${i} ${JSON.stringify(a)} is refused by this engine: ${r.reason}`);
    g = r.game;
    onStep(g, a);
  });
  return g;
}

function checkFlags(flags: Flags): asserts flags is Flags & { out: string } {
  if ((typeof flags.preset !== 'string' && typeof flags.config !== 'string' && typeof flags.from !== 'string') || typeof flags.out !== 'string') throw new UsageError(USAGE);
  checkOutputFile('--out', flags.out);
  if (typeof flags.record === 'string') checkOutputFile('--record', flags.record);
}

export async function runReplay({ flags, out }: CommandInput): Promise<number> {
  checkFlags(flags);
  const from = typeof flags.from === 'string' ? readRecording(flags.from) : undefined;
  if (from && (flags.preset !== undefined || flags.config !== undefined)) throw new UsageError('replay: --from replays a recording with its own configuration; leave out --preset and --config');
  const choice = from ? from.choice : gameChoice('replay', flags.preset, flags.config);
  const seed = from?.seed ?? numberFlag(flags, 'seed') ?? 1;
  const maxSteps = numberFlag(flags, 'max-steps') ?? 400;
  const agent = (flags.agent as string | undefined) ?? 'random';
  const playable = playableFor(choice.game, (g, list) => `replay: ${g} has no playable game (${list.join(', ')})`);
  const givenPlayers = from?.players ?? numberFlag(flags, 'players');
  const configured = playable.configure(choice.ref);
  const players = givenPlayers ?? configured.defaultPlayers();
  const recorder = new StepRecorder(playable, maxSteps);
  const onStep = (g: unknown, a: unknown[]) => recorder.record(g, a);
  let final: unknown;
  if (from) final = replayActions(playable, configured.createGame({ seed, players }), from, String(flags.from), onStep);
  else {
    checkAgent('replay', agent, playable.agents);
    final = configured.play({ seed, players, agent, onStep });
  }
  const source = from ? `recording ${path.basename(String(flags.from))}` : `${agent} agent`;
  const html = await replayHtml({
    title: `${playable.title} replay — ${choice.label}, seed ${seed}, ${players} players, ${source}`,
    chart: chartOf(configured.machine()),
    boardSvg: playable.render.boardSvg(final),
    geometry: playable.render.boardGeometry(final),
    styles: playable.render.pieceStyles,
    steps: recorder.steps,
  });
  writeOutput('--out', flags.out, html);
  if (typeof flags.record === 'string') {
    const recording = recordingOf(choice, flags.record, { seed, players, actions: recorder.actions });
    writeOutput('--record', flags.record, JSON.stringify(recording) + '\n');
    out(`wrote ${flags.record} (${recorder.actions.length} actions)`);
  }
  out(`wrote ${flags.out} (${recorder.steps.length} of the game's ${recorder.actions.length} steps)`);
  return 0;
}
