/**
 * legalActions asks only the turn entries that may offer a family in the current phase
 * (each entry's `phases`): at every step of random games of every preset with no question
 * pending, the families listed are those every turn entry, asked, would add, in the same order.
 */
import { describe, expect, it } from 'vitest';
import { actionGroups, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { TURN_ENTRIES, turnContext } from '../../src/games/fire-tower/verb-table.ts';
import type { ActionGroup } from '../../src/games/fire-tower/verb-types.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const PRESETS: [string, number, number[]][] = [
  ['fire-tower-base', 2, [1, 2]],
  ['fire-tower-rising-flames', 3, [1, 2]],
  ['fire-tower-rising-flames', 4, [3]],
  ['fire-tower-double-tower', 2, [1, 2, 3, 4]],
  ['fire-tower-extreme-weather', 3, [1, 2]],
  ['fire-tower-extreme-weather-kettle', 3, [1]],
  ['fire-tower-ghost-tower', 3, [1]],
  ['fire-tower-teams', 4, [1]],
  ['fire-tower-solo-level-1', 1, [1, 2, 3, 4, 5, 6]],
  ['fire-tower-solo-level-5', 1, [1, 2, 3, 4, 5, 6]],
  ['fire-tower-solo-level-7', 1, [1, 2, 3, 4, 5, 6]],
];

/** The families of every turn entry, each asked, as labels with their listed actions. */
function everyEntrysFamilies(game: FireTowerGame): string[] {
  const s = game.state;
  const groups: ActionGroup[] = [];
  const ctx = turnContext(World.reading(s, game.engine.forest, game.engine.rules), s.activePlayer);
  for (const entry of TURN_ENTRIES) for (let k = 0; k < entry.offers(ctx); k++) groups.push(entry.family(ctx, k));
  return groups.map((g) => `${g.label} ${JSON.stringify(g.actions())}`);
}

describe('Fire Tower turn entries asked by phase', () => {
  it.each(PRESETS)('%s, %ip: the families of the phase\'s entries are those of every entry', (preset, players, seeds) => {
    const found: string[] = [];
    let steps = 0;
    for (const seed of seeds) {
      let step = 0;
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        step++;
        if (g.state.status === 'over' || g.state.pending.length || found.length >= 5) return;
        steps++;
        const byPhase = actionGroups(g).map((f) => `${f.label} ${JSON.stringify(f.actions())}`);
        const all = everyEntrysFamilies(g);
        if (JSON.stringify(byPhase) !== JSON.stringify(all)) found.push(`seed ${seed} step ${step} (${g.state.phase}): ${JSON.stringify(byPhase).slice(0, 200)} vs ${JSON.stringify(all).slice(0, 200)}`);
      } });
    }
    expect(found).toEqual([]);
    expect(steps).toBeGreaterThan(20);
  }, 120_000);
});
