/**
 * `firerules replay`: play a game with an agent, recording every step, and write the offline
 * replay viewer (statechart with the current state, board with that step's pieces, the
 * action and its log lines). Written once over the PlayableGame contract.
 */
import path from 'node:path';
import { UsageError } from '../core/errors.ts';
import { actionText, logLineText } from '../core/log-words.ts';
import type { PlayableGame, Progress } from '../core/playable.ts';
import { chartOf } from '../docs/chart.ts';
import { replayHtml, statePath, type ReplayStep } from '../docs/replay.ts';
import { StepEncoder, type EncodedSteps } from '../docs/replay-data.ts';
import { numberFlag, type Flags } from './args.ts';
import { agentChoice } from './agent-choice.ts';
import type { CommandInput } from './spec.ts';
import { checkOutputFile, writeOutput } from './output.ts';
import { playableFor } from './playing.ts';
import { readRecording, recordingOf, type Recording } from './recording.ts';
import { gameChoice } from './game-choice.ts';

const USAGE = 'replay: firerules replay (--preset ID | --config FILE) [--players N] [--seed S] [--agent random|greedy] [--record FILE.json] | --from FILE.json) --out FILE.html [--max-steps N]';

/**
 * Every step of a game as the page shows it, from the game as set up (its log lines are the
 * setup's, whoever the game names in them), and every action (for a recording). The page
 * holds the whole game unless `maxSteps` is given.
 */
class StepRecorder {
  readonly actions: unknown[][] = [];
  private readonly encoder: StepEncoder;
  private logged = 0;
  private shown = 0;
  /** Where the game stood before the next action: a step belongs to the setup or turn it was taken in. */
  private before: Progress;
  constructor(private readonly playable: PlayableGame, start: unknown, private readonly maxSteps: number | undefined) {
    this.encoder = new StepEncoder(playable.render.pieceStyles);
    this.before = playable.progress(start);
    this.encoder.add(this.stepOf(start, '', { ...this.before, setup: true }, 'Setup'));
  }

  record(game: unknown, action: unknown[]): void {
    this.actions.push(action);
    const taken = this.before;
    this.before = this.playable.progress(game);
    if (this.maxSteps !== undefined && this.shown >= this.maxSteps) return;
    this.shown++;
    this.encoder.add(this.stepOf(game, actionText(action), taken));
  }

  /** The page's data, and how much of the game it holds. */
  result(): { steps: EncodedSteps; cut?: { shown: number; total: number } } {
    const total = this.actions.length;
    return { steps: this.encoder.result(), ...(this.shown < total ? { cut: { shown: this.shown, total } } : {}) };
  }

  private stepOf(game: unknown, action: string, taken: Progress, who?: string): ReplayStep {
    const { playable } = this;
    const { render } = playable;
    const log = playable.log(game);
    const events = log.slice(this.logged).map((line) => logLineText(line, render.logWords, who ?? line.player));
    this.logged = log.length;
    return { action, setup: taken.setup, turn: taken.turn, state: statePath(playable.progress(game).machineValue), pieces: render.pieces(game), status: render.replayStatus(game), events };
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
  // No cap unless asked for: the page holds the whole game.
  const maxSteps = numberFlag(flags, 'max-steps');
  const playable = playableFor(choice.game, (g, list) => `replay: ${g} has no playable game (${list.join(', ')})`);
  const givenPlayers = from?.players ?? numberFlag(flags, 'players');
  const configured = playable.configure(choice.ref);
  const players = givenPlayers ?? configured.defaultPlayers();
  const agent = from ? undefined : agentChoice('replay', playable, flags, 'random', players);
  const start = configured.createGame({ seed, players });
  const recorder = new StepRecorder(playable, start, maxSteps);
  const onStep = (g: unknown, a: unknown[]) => recorder.record(g, a);
  let final: unknown;
  if (!agent) final = replayActions(playable, start, from!, String(flags.from), onStep);
  else final = configured.play({ seed, players, agent: agent.name, onStep, ...(agent.chooser ? { chooser: agent.chooser } : {}) });
  const { steps, cut } = recorder.result();
  const source = from ? `recording ${path.basename(String(flags.from))}` : `${agent!.name} agent`;
  const html = await replayHtml({
    title: `${playable.title} replay — ${choice.label}, seed ${seed}, ${players} players, ${source}`,
    chart: chartOf(configured.machine()),
    boardSvg: playable.render.boardSvg(final),
    geometry: playable.render.boardGeometry(final),
    styles: playable.render.pieceStyles,
    steps,
    cut,
  });
  writeOutput('--out', flags.out, html);
  if (typeof flags.record === 'string') {
    const recording = recordingOf(choice, flags.record, { seed, players, actions: recorder.actions });
    writeOutput('--record', flags.record, JSON.stringify(recording) + '\n');
    out(`wrote ${flags.record} (${recorder.actions.length} actions)`);
  }
  out(`wrote ${flags.out} (${cut ? `only the first ${cut.shown} of the game's ${cut.total} steps: --max-steps ${cut.shown} cut it short` : `the whole game: ${recorder.actions.length} steps`})`);
  return 0;
}
