/**
 * `firerules/fire-tower`: Fire Tower (and Rising Flames) as a library — create a game, list
 * the legal actions (or their groups), apply one, save and restore, let an agent play, draw
 * the forest, run a scenario file. Importing this path loads only Fire Tower's code.
 */
export {
  createGame,
  legalActions,
  actionGroups,
  apply,
  actingPlayer,
  toJSON,
  fromJSON,
  DEFAULT_PRESET,
  type Action,
  type ActionGroup,
  type ApplyResult,
  type CreateOptions,
  type FireTowerGame,
  type PlayerSpec,
} from '../games/fire-tower/game.ts';
export { playGame, AGENTS, randomAgent, greedyAgent, type Agent, type AgentName, type PlayOptions } from '../games/fire-tower/play.ts';
export { renderForest, statusLine, LEGEND } from '../games/fire-tower/ascii.ts';
export { readScenario, runScenario, type ScenarioResult } from '../games/fire-tower/scenario.ts';
/** The game as the PlayableGame contract the `firerules` commands run. */
export { fireTowerGame as playable } from '../games/fire-tower/playable.ts';
