/**
 * Flash Point behind the one PlayableGame contract (src/core/playable.ts): its existing
 * API adapted, nothing re-implemented — the commands and the replay page reach the game
 * only through this object.
 */
import type { Agent, PlayableGame } from '../../core/playable.ts';
import type { Piece, PieceStyles } from '../../docs/replay.ts';
import { renderBoard, statusLine } from './ascii.ts';
import { boardGeometry, boardSvg } from './board-svg.ts';
import { apply, createGame, fromJSON, gameConfig, legalActions, loadEngine, machineEvent, toJSON, type Action, type FlashPointGame } from './game.ts';
import { AGENTS, playGame, type AgentName } from './play.ts';
import { readScenario, runScenario, scenarioSchema } from './scenario.ts';
import { publicView, stateSchema, type FlashPointState } from './state.ts';
import { flashPointDefinition } from './definition.ts';
import { flashPointRulebookOptions } from './docs.ts';
import { boardPicture } from './rulebook-picture.ts';
import { boardSchema } from './board.ts';

/** `play`'s action text: lists of numbers in brackets (`p1 move [2,3]`). */
function describeAction(a: Action): string {
  const [p, verb, ...args] = a;
  return `${p} ${verb}${args.length ? ' ' + args.map((x) => (Array.isArray(x) ? `[${x.join(',')}]` : String(x))).join(' ') : ''}`;
}

function turnLines(game: FlashPointGame, actions: Action[]): string[] {
  const s = game.state;
  const who = actions[0]?.[0];
  const f = s.firefighters.find((x) => x.id === who);
  const heading = actions.every((a) => a[1] === 'place' || a[1] === 'park') ? 'Setup: pawns placed and vehicles parked' : `Turn ${actions.length ? s.turn - (s.phase === 'over' ? 0 : 1) : s.turn}: ${who}${f ? ` (${f.role})` : ''}`;
  return [`\n== ${heading}`, `   ${actions.map(describeAction).join('; ')}`, `   ${statusLine(game)}`, renderBoard(game)];
}

const PIECE_STYLES: PieceStyles = {
  fire: { shape: 'circle', colour: '#e23' },
  smoke: { shape: 'circle', colour: '#999' },
  'hot-spot': { shape: 'ring', colour: '#e23' },
  firefighter: { shape: 'text', colour: '#14c' },
  victim: { shape: 'text', colour: '#185', text: 'V' },
  poi: { shape: 'text', colour: '#b80', text: '?' },
  hazmat: { shape: 'text', colour: '#a0a', text: 'H' },
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
    choose(g, rng) {
      const legal = legalActions(g);
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
      play: ({ agent, ...opts }) => playGame(config, { ...opts, agent: agent as AgentName }, baseDir),
    };
  },
  legalActions,
  apply,
  machineEvent: (_game, action) => machineEvent(action),
  progress: (g) => ({ over: g.state.phase === 'over', turn: g.state.turn, machineValue: g.state.machine.value }),
  log: (g) => g.state.log,
  toJSON,
  fromJSON,
  publicView: (g, reveal) => publicView(g.state, reveal),
  agents,
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
  },
};
