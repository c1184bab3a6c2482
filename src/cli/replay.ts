/**
 * `firerules replay`: play a game with an agent, recording every step, and write the offline
 * replay viewer (statechart with the current state, board with that step's pieces, the
 * action and its log lines).
 */
import path from 'node:path';
import { UsageError } from '../core/errors.ts';
import { chartOf } from '../docs/chart.ts';
import { replayHtml, statePath, type Piece, type ReplayStep } from '../docs/replay.ts';
import { forestGeometry, forestSvg } from '../games/fire-tower/forest-svg.ts';
import { playGame as playFireTower, AGENTS as FT_AGENTS } from '../games/fire-tower/play.ts';
import { apply as applyFireTower, createGame as createFireTower, gameConfig as fireTowerConfig, type Action as FireTowerAction } from '../games/fire-tower/game.ts';
import type { FireTowerGame } from '../games/fire-tower/game.ts';
import { boardGeometry, boardSvg } from '../games/flash-point/board-svg.ts';
import { statusLine } from '../games/flash-point/ascii.ts';
import { apply as applyFlashPoint, createGame as createFlashPoint, gameConfig as flashPointConfig, type Action as FlashPointAction, type FlashPointGame } from '../games/flash-point/game.ts';
import { playGame as playFlashPoint, AGENTS as FP_AGENTS } from '../games/flash-point/play.ts';
import { checkAgent, numberFlag, parse } from './args.ts';
import { checkOutputFile, writeOutput } from './output.ts';
import { readRecording, recordingOf } from './recording.ts';
import { gameChoice } from './game-choice.ts';

const describe = (a: unknown[]): string => a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ');
const logLine = (e: { player: string | null; event: string; [k: string]: unknown }): string => {
  const { turn: _t, player, event, ...rest } = e;
  const details = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${player ? `${player} ` : ''}${event}${details}`.slice(0, 240);
};

function fireTowerPieces(g: FireTowerGame): Piece[] {
  const s = g.state;
  return [
    ...s.fire.map((at): Piece => ({ at, kind: 'gem' })),
    ...s.firebreaks.map((at): Piece => ({ at, kind: 'firebreak' })),
    ...s.hawks.map((at): Piece => ({ at, kind: 'hawk' })),
    ...s.lightning.map((at): Piece => ({ at, kind: 'lightning' })),
  ];
}

function flashPointPieces(g: FlashPointGame): Piece[] {
  const s = g.state;
  return [
    ...s.fire.map((at): Piece => ({ at, kind: 'fire' })),
    ...s.smoke.map((at): Piece => ({ at, kind: 'smoke' })),
    ...s.hotSpots.map((at): Piece => ({ at, kind: 'hot-spot' })),
    ...s.hazmats.map((at): Piece => ({ at, kind: 'hazmat' })),
    ...s.pois.map((p): Piece => ({ at: p.at, kind: 'poi' })),
    ...s.victims.filter((v) => !v.rescued).map((v): Piece => ({ at: v.at, kind: 'victim' })),
    ...s.firefighters.filter((f) => f.at).map((f): Piece => ({ at: f.at!, kind: 'firefighter', label: f.id.replace(/^p/, '') })),
  ];
}

export function runReplay(argv: string[], out: (s: string) => void): number {
  const { flags } = parse(argv, { preset: { type: 'string' }, config: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, agent: { type: 'string' }, out: { type: 'string' }, 'max-steps': { type: 'string' }, from: { type: 'string' }, record: { type: 'string' } }, 'replay');
  if ((typeof flags.preset !== 'string' && typeof flags.config !== 'string' && typeof flags.from !== 'string') || typeof flags.out !== 'string') {
    throw new UsageError('replay: firerules replay (--preset ID | --config FILE) [--players N] [--seed S] [--agent random|greedy] [--record FILE.json] | --from FILE.json) --out FILE.html [--max-steps N]');
  }
  checkOutputFile('--out', flags.out);
  if (typeof flags.record === 'string') checkOutputFile('--record', flags.record);
  const from = typeof flags.from === 'string' ? readRecording(flags.from) : undefined;
  if (from && (flags.preset !== undefined || flags.config !== undefined)) throw new UsageError('replay: --from replays a recording with its own configuration; leave out --preset and --config');
  const choice = from ? from.choice : gameChoice('replay', flags.preset, flags.config);
  const { game, label } = choice;
  const seed = from?.seed ?? numberFlag(flags, 'seed') ?? 1;
  const maxSteps = numberFlag(flags, 'max-steps') ?? 400;
  const agent = (flags.agent as string | undefined) ?? 'random';
  const steps: ReplayStep[] = [];
  const actions: unknown[][] = [];
  let logged = 0;
  let total = 0;
  const record = (action: unknown[], value: unknown, pieces: Piece[], status: string, log: { player: string | null; event: string; [k: string]: unknown }[]) => {
    total++;
    actions.push(action);
    if (steps.length >= maxSteps) return;
    steps.push({ action: describe(action), state: statePath(value), pieces, status, events: log.slice(logged).map(logLine) });
    logged = log.length;
  };
  /** A recording's actions, applied one by one: a refusal means the recording does not fit this engine. */
  const replayActions = <G extends { state: unknown }>(start: G, apply: (g: G, a: unknown[]) => { ok: true; game: G } | { ok: false; reason: string }, onStep: (g: G, a: unknown[]) => void): G => {
    let g = start;
    from!.actions.forEach((a, i) => {
      let r: ReturnType<typeof apply>;
      try {
        r = apply(g, a);
      } catch (e) {
        // A recording is untrusted input: arguments of the wrong shape are its fault.
        throw new UsageError(`replay --from ${flags.from}: action ${i} ${JSON.stringify(a).slice(0, 200)} cannot be read by this engine (${(e as Error).message})`);
      }
      if (!r.ok) throw new UsageError(`replay --from ${flags.from}: action ${i} ${JSON.stringify(a)} is refused by this engine: ${r.reason}`);
      g = r.game;
      onStep(g, a);
    });
    return g;
  };
  let html: string;
  let players: number;
  const source = from ? `recording ${path.basename(String(flags.from))}` : `${agent} agent`;
  if (game === 'fire-tower') {
    players = from?.players ?? numberFlag(flags, 'players') ?? (choice.solo ? 1 : 2);
    const status = (g: FireTowerGame) => `turn ${g.state.turn} · wind ${g.state.wind} · ${g.state.pending[0]?.player ?? g.state.activePlayer} to act · ${g.state.fire.length} gems${g.state.status === 'over' ? ` · over: ${g.state.reason}` : ''}`;
    const { config, baseDir } = fireTowerConfig(choice.ref);
    const onStep = (g: FireTowerGame, a: unknown[]) => record(a, g.state.machine.value, fireTowerPieces(g), status(g), g.state.log);
    let final: FireTowerGame;
    if (from) final = replayActions(createFireTower(config, { seed, players }, baseDir), (g, a) => applyFireTower(g, a as FireTowerAction), onStep);
    else {
      checkAgent('replay', agent, FT_AGENTS);
      final = playFireTower(config, { seed, players, agent: agent as 'random', onStep }, baseDir);
    }
    html = replayHtml({ title: `Fire Tower replay — ${label}, seed ${seed}, ${players} players, ${source}`, chart: chartOf(final.engine.machine), boardSvg: forestSvg(final.engine.forest), geometry: forestGeometry(), steps });
  } else if (game === 'flash-point') {
    players = from?.players ?? numberFlag(flags, 'players') ?? 4;
    const { config, baseDir } = flashPointConfig(choice.ref);
    const onStep = (g: FlashPointGame, a: unknown[]) => record(a, g.state.machine.value, flashPointPieces(g), statusLine(g), g.state.log);
    let final: FlashPointGame;
    if (from) final = replayActions(createFlashPoint(config, { seed, players }, baseDir), (g, a) => applyFlashPoint(g, a as FlashPointAction), onStep);
    else {
      checkAgent('replay', agent, FP_AGENTS);
      final = playFlashPoint(config, { seed, players, agent: agent as 'random', onStep }, baseDir);
    }
    html = replayHtml({ title: `Flash Point replay — ${label}, seed ${seed}, ${players} players, ${source}`, chart: chartOf(final.engine.machine), boardSvg: boardSvg(final.engine.board), geometry: boardGeometry(final.engine.board), steps });
  } else throw new UsageError(`replay: ${game} has no playable game (flash-point, fire-tower)`);
  writeOutput('--out', flags.out, html);
  if (typeof flags.record === 'string') {
    const recording = recordingOf(choice, flags.record, { seed, players, actions });
    writeOutput('--record', flags.record, JSON.stringify(recording) + '\n');
    out(`wrote ${flags.record} (${actions.length} actions)`);
  }
  out(`wrote ${flags.out} (${steps.length} of the game's ${total} steps)`);
  return 0;
}
