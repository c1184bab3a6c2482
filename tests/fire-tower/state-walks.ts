/** Walks over Fire Tower states shared by the tests that check something at every step: the scenarios' steps, and the player counts of random games. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apply, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';

const scenarioDir = path.join(import.meta.dirname, 'scenarios');
export const scenarioFiles = readdirSync(scenarioDir, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml')).sort();

/** How many players a random game of this preset has (seed varies the base game's count). */
export const playersOf = (preset: string, seed: number): number =>
  preset.includes('solo') ? 1 : preset.includes('teams') ? 4 : preset.includes('double') ? 2 : preset.includes('ghost') ? 3 : 2 + (seed % 3);

/** The players of a test's one game of this preset: as the preset takes them (Teams four, Double Tower two), three where it leaves it open. */
export const usualPlayersOf = (preset: string): number => playersOf(preset, 1);

/**
 * Every state of every scenario, start first, until the game ends or an action is refused (a
 * scenario expecting a refusal stops there); `step` counts the actions taken in its scenario.
 */
export function eachScenarioState(visit: (game: FireTowerGame, where: string, step: number) => void): void {
  for (const file of scenarioFiles) {
    const { data, yaml, baseDir } = readScenario(path.join(scenarioDir, file));
    let game = scenarioStart(data, yaml, baseDir);
    visit(game, `${file} step 0`, 0);
    for (const [i, action] of (data.actions ?? []).entries()) {
      const r = apply(game, action);
      if (!r.ok) break;
      game = r.game;
      if (game.state.status !== 'over') visit(game, `${file} step ${i + 1}`, i + 1);
    }
  }
}
