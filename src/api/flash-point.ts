/**
 * `firerules/flash-point`: Flash Point: Fire Rescue as a library — create a game from a preset
 * or config, list the legal actions, apply one (refusals name the rule, never throw), save
 * and restore, let an agent play, draw the board, run a scenario file. Importing this path
 * loads only Flash Point's code.
 */
export {
  createGame,
  legalActions,
  apply,
  actingPlayer,
  toJSON,
  fromJSON,
  type Action,
  type ApplyResult,
  type CreateOptions,
  type FlashPointGame,
} from '../games/flash-point/game.ts';
export type { FlashPointState, GameConfigRef } from '../games/flash-point/state.ts';
export { heuristicAgent } from '../games/flash-point/agents/heuristic.ts';
export { playGame, AGENTS, randomAgent, greedyAgent, type Agent, type AgentName, type PlayOptions } from '../games/flash-point/play.ts';
export { renderBoard, statusLine } from '../games/flash-point/ascii.ts';
export { readScenario, runScenario, type ScenarioResult } from '../games/flash-point/scenario.ts';
/** The game as the PlayableGame contract the `firerules` commands run. */
export { flashPointGame as playable } from '../games/flash-point/playable.ts';
