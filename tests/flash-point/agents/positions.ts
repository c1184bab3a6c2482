/**
 * Small built positions for the heuristic agent's behaviour tests: an empty
 * experienced-recruit house (Engine and Ambulance at spot 0, north) with the given players
 * and pieces, and the agent's choice there.
 */
import path from 'node:path';
import { seedRng } from '../../../src/core/rng.ts';
import { heuristicAgent } from '../../../src/games/flash-point/agents/heuristic.ts';
import { apply, legalActions, type Action, type FlashPointGame } from '../../../src/games/flash-point/game.ts';
import { readScenario, scenarioStart } from '../../../src/games/flash-point/scenario.ts';
import type { ScenarioData } from '../../../src/games/flash-point/scenario-format.ts';
import { World } from '../../../src/games/flash-point/world.ts';

const base = readScenario(path.join(import.meta.dirname, '..', 'scenarios', 'actions', 'carry-hazmat-costs-2.yaml'));

/** The empty house with these players and pieces, then these actions played (a refusal throws). */
export function position(players: ScenarioData['players'], place: ScenarioData['place'], actions: Action[] = []): FlashPointGame {
  let game = scenarioStart({ ...base.data, players, place, actions: [] }, base.yaml, base.baseDir);
  for (const a of actions) {
    const r = apply(game, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.reason}`);
    game = r.game;
  }
  return game;
}

/** The heuristic agent's action in `game` (its RNG seeded alike every time). */
export const choose = (game: FlashPointGame): Action => heuristicAgent(game, legalActions(game), seedRng(1));
export const worldOf = (game: FlashPointGame) => new World(game.state, game.engine.board, game.engine.rules);
