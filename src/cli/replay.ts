/**
 * `firerules replay`: play a game with an agent, recording every step, and write the offline
 * replay viewer (statechart with the current state, board with that step's pieces, the
 * action and its log lines).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../core/config.ts';
import { UsageError } from '../core/errors.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import { chartOf } from '../docs/chart.ts';
import { replayHtml, statePath, type Piece, type ReplayStep } from '../docs/replay.ts';
import { forestGeometry, forestSvg } from '../games/fire-tower/forest-svg.ts';
import { playGame as playFireTower, AGENTS as FT_AGENTS } from '../games/fire-tower/play.ts';
import { gameConfig as fireTowerConfig } from '../games/fire-tower/game.ts';
import type { FireTowerGame } from '../games/fire-tower/game.ts';
import { boardGeometry, boardSvg } from '../games/flash-point/board-svg.ts';
import { statusLine } from '../games/flash-point/ascii.ts';
import { gameConfig as flashPointConfig, type FlashPointGame } from '../games/flash-point/game.ts';
import { playGame as playFlashPoint, AGENTS as FP_AGENTS } from '../games/flash-point/play.ts';
import { numberFlag, parse } from './args.ts';

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
  const { flags } = parse(argv, { preset: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, agent: { type: 'string' }, out: { type: 'string' }, 'max-steps': { type: 'string' } }, 'replay');
  if (typeof flags.preset !== 'string' || typeof flags.out !== 'string') throw new UsageError('replay: firerules replay --preset ID --out FILE.html [--players N] [--seed S] [--agent random|greedy] [--max-steps N]');
  const preset = flags.preset;
  const game = readConfig({ preset }, PROJECT_RULES).data.game;
  const seed = numberFlag(flags, 'seed') ?? 1;
  const maxSteps = numberFlag(flags, 'max-steps') ?? 400;
  const agent = (flags.agent as string | undefined) ?? 'random';
  const steps: ReplayStep[] = [];
  let logged = 0;
  let total = 0;
  const record = (action: string, value: unknown, pieces: Piece[], status: string, log: { player: string | null; event: string; [k: string]: unknown }[]) => {
    total++;
    if (steps.length >= maxSteps) return;
    steps.push({ action, state: statePath(value), pieces, status, events: log.slice(logged).map(logLine) });
    logged = log.length;
  };
  let html: string;
  if (game === 'fire-tower') {
    if (!(agent in FT_AGENTS)) throw new UsageError(`replay: --agent must be one of ${Object.keys(FT_AGENTS).join(', ')}`);
    const players = numberFlag(flags, 'players') ?? (preset.includes('solo') ? 1 : 2);
    const status = (g: FireTowerGame) => `turn ${g.state.turn} · wind ${g.state.wind} · ${g.state.pending[0]?.player ?? g.state.activePlayer} to act · ${g.state.fire.length} gems${g.state.status === 'over' ? ` · over: ${g.state.reason}` : ''}`;
    const { config } = fireTowerConfig({ preset });
    const final = playFireTower(config, { seed, players, agent: agent as 'random', onStep: (g, a) => record(describe(a), g.state.machine.value, fireTowerPieces(g), status(g), g.state.log) });
    html = replayHtml({ title: `Fire Tower replay — ${preset}, seed ${seed}, ${players} players, ${agent} agent`, chart: chartOf(final.engine.machine), boardSvg: forestSvg(final.engine.forest), geometry: forestGeometry(), steps });
  } else if (game === 'flash-point') {
    if (!(agent in FP_AGENTS)) throw new UsageError(`replay: --agent must be one of ${Object.keys(FP_AGENTS).join(', ')}`);
    const players = numberFlag(flags, 'players') ?? 4;
    const { config } = flashPointConfig({ preset });
    const final = playFlashPoint(config, { seed, players, agent: agent as 'random', onStep: (g, a) => record(describe(a), g.state.machine.value, flashPointPieces(g), statusLine(g), g.state.log) });
    html = replayHtml({ title: `Flash Point replay — ${preset}, seed ${seed}, ${players} players, ${agent} agent`, chart: chartOf(final.engine.machine), boardSvg: boardSvg(final.engine.board), geometry: boardGeometry(final.engine.board), steps });
  } else throw new UsageError(`replay: ${game} has no playable game (flash-point, fire-tower)`);
  mkdirSync(path.dirname(path.resolve(flags.out)), { recursive: true });
  writeFileSync(flags.out, html);
  out(`wrote ${flags.out} (${steps.length} of the game's ${total} steps)`);
  return 0;
}
