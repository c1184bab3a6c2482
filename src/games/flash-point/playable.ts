/**
 * Flash Point behind the one PlayableGame contract (src/core/playable.ts): its existing
 * API adapted, nothing re-implemented — the commands and the replay page reach the game
 * only through this object.
 */
import { actionText } from '../../core/log-words.ts';
import type { Agent, PlayableGame } from '../../core/playable.ts';
import type { Piece, PieceStyles } from '../../docs/replay.ts';
import { renderBoard, statusLine } from './ascii.ts';
import { boardGeometry, boardSvg } from './board-svg.ts';
import { actingPlayer, apply, createGame, fromJSON, gameConfig, legalActions, loadEngine, machineEvent, toJSON, type Action, type FlashPointGame } from './game.ts';
import { AGENTS, playGame, type AgentName } from './play.ts';
import { readScenario, runScenario, scenarioSchema } from './scenario.ts';
import { publicView, stateSchema, type FlashPointState } from './state.ts';
import { flashPointDefinition } from './definition.ts';
import { flashPointRulebookOptions } from './docs.ts';
import { boardPicture } from './rulebook-picture.ts';
import { boardSchema } from './board.ts';
import { FLASH_POINT_LOG_WORDS } from './log-words.ts';
import { redrawHidden, standing } from './hidden.ts';

function turnLines(game: FlashPointGame, actions: Action[]): string[] {
  const s = game.state;
  const who = actions[0]?.[0];
  const f = s.firefighters.find((x) => x.id === who);
  const heading = actions.every((a) => a[1] === 'place' || a[1] === 'park') ? 'Setup: pawns placed and vehicles parked' : `Turn ${actions.length ? s.turn - (s.phase === 'over' ? 0 : 1) : s.turn}: ${who}${f ? ` (${f.role})` : ''}`;
  return [`\n== ${heading}`, `   ${actions.map(actionText).join('; ')}`, `   ${statusLine(game)}`, renderBoard(game)];
}

const PIECE_STYLES: PieceStyles = {
  fire: { shape: 'circle', colour: '#e23', meaning: 'fire' },
  smoke: { shape: 'circle', colour: '#999', meaning: 'smoke' },
  'hot-spot': { shape: 'ring', colour: '#e23', meaning: 'hot spot' },
  hazmat: { shape: 'text', colour: '#a0a', text: 'H', meaning: 'hazardous material' },
  poi: { shape: 'text', colour: '#b80', text: '?', meaning: 'point of interest (unrevealed)' },
  victim: { shape: 'text', colour: '#185', text: 'V', meaning: 'victim' },
  // Drawn last, so a firefighter stays visible on a space with a victim.
  firefighter: { shape: 'text', colour: '#14c', text: 'F', meaning: 'firefighter (the number is the player)' },
};

function pieces(g: FlashPointGame): Piece[] {
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

/** The agents take the legal actions from their caller; through the contract they list them themselves. */
const agents: Record<string, Agent<FlashPointGame, Action>> = {};
for (const [name, agent] of Object.entries(AGENTS)) {
  agents[name] = {
    choose(g, rng, listed) {
      const legal = (listed as Action[] | undefined) ?? legalActions(g);
      return legal.length ? agent(g, legal, rng) : null;
    },
  };
}

export const flashPointGame: PlayableGame<FlashPointGame, Action, FlashPointState> = {
  id: 'flash-point',
  playable: true,
  title: 'Flash Point',
  definition: flashPointDefinition,
  rulebookOptions: flashPointRulebookOptions,
  rulebookPicture: boardPicture,
  // The file formats (shared/design/flash-point-formats.md).
  fileSchemas: [
    { name: 'flash-point-board', schema: boardSchema, title: 'Flash Point board file' },
    { name: 'flash-point-scenario', schema: scenarioSchema, title: 'Flash Point scenario file' },
    { name: 'flash-point-state', schema: stateSchema, title: 'Flash Point state JSON' },
  ],
  configure(choice) {
    const { config, baseDir } = gameConfig(choice);
    return {
      defaultPlayers: () => 4,
      machine: () => loadEngine(config, baseDir).machine,
      createGame: (opts) => createGame(config, opts, baseDir),
      play: ({ agent, chooser, ...opts }) => playGame(config, { ...opts, agent: agent as AgentName, ...(chooser ? { chooser: (g, rng, legal) => chooser.choose(g, rng, legal) } : {}) }, baseDir),
    };
  },
  legalActions,
  apply,
  machineEvent: (_game, action) => machineEvent(action),
  progress: (g) => ({ over: g.state.phase === 'over', turn: g.state.turn, machineValue: g.state.machine.value, setup: g.state.phase === 'setup' }),
  result: (g) => {
    const seats = g.state.firefighters.map((f) => f.id);
    return { cooperative: true, seats, winners: g.state.status === 'won' ? seats : [] };
  },
  toMove: actingPlayer,
  standing: (g) => standing(g),
  redrawHidden: (g, _seat, seed) => redrawHidden(g, seed),
  log: (g) => g.state.log,
  toJSON,
  fromJSON,
  publicView: (g, reveal) => publicView(g.state, reveal),
  agents,
  searchAgent: 'heuristic',
  runScenario(file) {
    const { data, yaml, baseDir } = readScenario(file);
    return { title: data.title, expect: data.expect, ...runScenario(data, yaml, baseDir) };
  },
  render: {
    ascii: renderBoard,
    statusLine,
    turnLines,
    resultLine: (g) => `\nResult: ${g.state.status.toUpperCase()} — ${g.state.reason ?? ''} after ${g.state.turn} turns. ${statusLine(g)}`,
    outcome: (g) => `${g.state.status}${g.state.reason ? `: ${g.state.reason}` : ''}`,
    scenarioHeadline: (title, g) => `${title}: ${g.state.status}${g.state.reason ? ` (${g.state.reason})` : ''}, turn ${g.state.turn}, ${g.state.activePlayer} to act, phase ${g.state.phase}`,
    boardSvg: (g) => boardSvg(g.engine.board),
    boardGeometry: (g) => boardGeometry(g.engine.board),
    pieces,
    pieceStyles: PIECE_STYLES,
    replayStatus: statusLine,
    logWords: FLASH_POINT_LOG_WORDS,
  },
};
