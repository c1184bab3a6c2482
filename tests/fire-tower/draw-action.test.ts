/**
 * The random agent draws without making every family (legal-actions.ts drawAction: the turn's
 * families counted, only the drawn one made). At every step of random games of every preset,
 * it draws exactly what picking a family from actionGroups' list and then one of its actions
 * draws with the same RNG state, and leaves the RNG in the same state, so games stay the same.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng, type RngState } from '../../src/core/rng.ts';
import { actionGroups, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { drawAction } from '../../src/games/fire-tower/legal-actions.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';

const PRESETS: [string, number, number[]][] = [
  ['fire-tower-base', 2, [1, 2]],
  ['fire-tower-rising-flames', 3, [1, 2]],
  ['fire-tower-rising-flames', 4, [3]],
  ['fire-tower-double-tower', 2, [1, 2]],
  ['fire-tower-extreme-weather', 3, [1, 2]],
  ['fire-tower-extreme-weather-kettle', 3, [1]],
  ['fire-tower-ghost-tower', 3, [1]],
  ['fire-tower-teams', 4, [1]],
  ['fire-tower-solo-level-1', 1, [1, 2, 3]],
  ['fire-tower-solo-level-5', 1, [1, 2, 3]],
  ['fire-tower-solo-level-7', 1, [1, 2, 3]],
];

/** The plain draw: every family made, one picked by its place, then one of its actions; an empty family dropped. */
function drawnFromList(game: FireTowerGame, rng: RngState): Action | null {
  const groups = actionGroups(game);
  while (groups.length) {
    const i = Math.floor(nextFloat(rng) * groups.length);
    const g = groups[i]!;
    const list = g.sample ? null : g.actions();
    const action = g.sample ? g.sample(rng) : list!.length ? list![Math.floor(nextFloat(rng) * list!.length)]! : null;
    if (action) return action;
    groups.splice(i, 1);
  }
  return null;
}

describe('Fire Tower random agent: drawn as from the list of every family', () => {
  it.each(PRESETS)('%s, %ip: the same action and RNG state at every step', (preset, players, seeds) => {
    const found: string[] = [];
    let turnSteps = 0;
    let step = 0;
    for (const seed of seeds) {
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        step++;
        if (g.state.status === 'over' || found.length >= 5) return;
        if (!g.state.pending.length) turnSteps++;
        for (let k = 0; k < 2; k++) {
          const a = seedRng(step * 7 + k);
          const b = { ...a };
          const drawn = JSON.stringify(drawAction(g, a));
          const listed = JSON.stringify(drawnFromList(g, b));
          if (drawn !== listed) found.push(`seed ${seed} step ${step} (${g.state.phase}): drew ${drawn}, the list gives ${listed}`);
          else if (JSON.stringify(a) !== JSON.stringify(b)) found.push(`seed ${seed} step ${step}: the RNG moved differently`);
        }
      } });
    }
    expect(found).toEqual([]);
    expect(turnSteps).toBeGreaterThan(20);
  }, 120_000);
});
