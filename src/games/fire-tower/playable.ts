/**
 * Fire Tower behind the one PlayableGame contract (src/core/playable.ts): its existing
 * API adapted, nothing re-implemented — the commands and the replay page reach the game
 * only through this object.
 */
import { actionText } from '../../core/log-words.ts';
import type { PlayableGame } from '../../core/playable.ts';
import type { Piece, PieceStyles } from '../../docs/replay.ts';
import { LEGEND, renderForest, statusLine } from './ascii.ts';
import { forestGeometry, forestSvg } from './forest-svg.ts';
import { actingPlayer, apply, createGame, fromJSON, gameConfig, legalActions, loadEngine, machineEvent, toJSON, type Action, type FireTowerGame } from './game.ts';
import { redrawHidden } from './redraw.ts';
import { standing } from './standing.ts';
import { AGENTS, playGame, type AgentName } from './play.ts';
import { readScenario, runScenario, scenarioSchema } from './scenario.ts';
import { SOLO_WON } from './solo.ts';
import { publicView, stateSchema, type FireTowerState } from './state.ts';
import type { FireTowerRules } from './rules.ts';
import { fireTowerDefinition } from './definition.ts';
import { fireTowerRulebookOptions } from './docs.ts';
import { FIRE_TOWER_LOG_WORDS } from './log-words.ts';
import { forestPicture } from './rulebook-picture.ts';

function turnLines(game: FireTowerGame, actions: Action[]): string[] {
  const s = game.state;
  return [`\n== Turn ${s.status === 'over' ? s.turn : s.turn - 1}`, ...actions.map((a) => `   ${actionText(a)}`), `   ${statusLine(game)}`, renderForest(game)];
}

const PIECE_STYLES: PieceStyles = {
  gem: { shape: 'circle', colour: '#f60', meaning: 'fire gem (a burning space)' },
  firebreak: { shape: 'square', colour: '#8b5a2b', meaning: 'firebreak' },
  hawk: { shape: 'text', colour: '#236', text: 'h', meaning: 'hawk (Firehawk)' },
  lightning: { shape: 'text', colour: '#cc0', text: '⚡', meaning: 'lightning marker (Dry Storm)' },
};

function pieces(g: FireTowerGame): Piece[] {
  const s = g.state;
  return [
    ...s.fire.map((at): Piece => ({ at, kind: 'gem' })),
    ...s.firebreaks.map((at): Piece => ({ at, kind: 'firebreak' })),
    ...s.hawks.map((at): Piece => ({ at, kind: 'hawk' })),
    ...s.lightning.map((at): Piece => ({ at, kind: 'lightning' })),
  ];
}

function replayStatus(g: FireTowerGame): string {
  const s = g.state;
  return `turn ${s.turn} · wind ${s.wind} · ${s.pending[0]?.player ?? s.activePlayer} to act · ${s.fire.length} gems${s.status === 'over' ? ` · over: ${s.reason}` : ''}`;
}

/**
 * Solo Mode: the enemy towers burned, what wins (all three) and, game by game, far less noisy
 * than a win; and a won game's score (its mean is over the games won).
 */
function tallies(g: FireTowerGame): Record<string, number> {
  const { solo, score } = g.state;
  if (!solo) return {};
  const burned = g.state.burned.filter((b) => solo.enemies.some((e) => e.corner === b.corner)).length;
  return { 'enemy towers burned': burned, ...(score !== undefined && g.state.winners.length ? { 'score (games won)': score } : {}) };
}

/** How a game ended, in words simulate counts games by: a won Solo game's score is a tally, not a kind of ending. */
function outcome(g: FireTowerGame): string {
  if (g.state.solo && g.state.winners.length) return SOLO_WON;
  return g.state.reason ?? g.state.status;
}

/** A count the configuration accepts (emptyState refuses any other for these variants). */
function defaultPlayers(rules: FireTowerRules): number {
  if (rules.has('param.solo.levels')) return 1;
  if (rules.flag('teams')) return 4;
  if (rules.has('param.variant.ghost-tower')) return 3;
  return 2;
}

export const fireTowerGame: PlayableGame<FireTowerGame, Action, FireTowerState> = {
  id: 'fire-tower',
  playable: true,
  title: 'Fire Tower',
  definition: fireTowerDefinition,
  rulebookOptions: fireTowerRulebookOptions,
  rulebookPicture: forestPicture,
  fileSchemas: [
    { name: 'fire-tower-scenario', schema: scenarioSchema, title: 'Fire Tower scenario file' },
    { name: 'fire-tower-state', schema: stateSchema, title: 'Fire Tower saved game (state JSON)' },
  ],
  configure(choice) {
    const { config, baseDir } = gameConfig(choice);
    return {
      defaultPlayers: () => defaultPlayers(loadEngine(config, baseDir).rules),
      machine: () => loadEngine(config, baseDir).machine,
      createGame: (opts) => createGame(config, opts, baseDir),
      play: ({ agent, chooser, ...opts }) => playGame(config, { ...opts, agent: agent as AgentName, ...(chooser ? { chooser: (g, rng) => chooser.choose(g, rng) } : {}) }, baseDir),
    };
  },
  legalActions,
  apply,
  machineEvent,
  progress: (g) => ({ over: g.state.status === 'over', turn: g.state.turn, machineValue: g.state.machine.value, setup: g.state.machine.value === 'setup' }),
  // Each player defends their own tower (teams share a win: both are winners).
  toMove: actingPlayer,
  standing,
  redrawHidden,
  result: (g) => ({ cooperative: false, seats: g.state.players.map((p) => p.id), winners: [...g.state.winners] }),
  tallies,
  log: (g) => g.state.log,
  toJSON,
  fromJSON,
  publicView: (g, reveal) => publicView(g.state, reveal),
  agents: Object.fromEntries(Object.entries(AGENTS).map(([name, agent]) => [name, { choose: agent }])),
  searchAgent: 'heuristic',
  runScenario(file) {
    const { data, yaml, baseDir } = readScenario(file);
    return { title: data.title, expect: data.expect, ...runScenario(data, yaml, baseDir) };
  },
  render: {
    ascii: renderForest,
    statusLine,
    playIntro: ({ players, seed, agent }) => `Fire Tower, ${players === 1 ? 'Solo Mode' : `${players} players`}, seed ${seed}, agent ${agent}. ${LEGEND}`,
    turnLines,
    resultLine: (g) => `\nResult: ${g.state.reason} — won by ${g.state.winners.join(', ') || 'nobody'} after ${g.state.turn} turns. ${statusLine(g)}`,
    outcome,
    scenarioHeadline: (title, g) => {
      const s = g.state;
      return `${title}: ${s.status}${s.reason ? ` (${s.reason}${s.winners.length ? `: ${s.winners.join(', ')}` : ''})` : ''}, turn ${s.turn}, ${s.pending[0]?.player ?? s.activePlayer} to act, phase ${s.phase}`;
    },
    boardSvg: (g) => forestSvg(g.engine.forest),
    boardGeometry: () => forestGeometry(),
    pieces,
    pieceStyles: PIECE_STYLES,
    replayStatus,
    logWords: FIRE_TOWER_LOG_WORDS,
  },
};
