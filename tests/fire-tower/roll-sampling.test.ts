/**
 * The Rolling Firebrand's move counted on masks (roll-sampling.ts): at every step of random
 * games, the count it draws from is the length of `rollingFirebrandChoices`' list and each
 * index it may draw gives that entry of the list, so the same RNG draw takes the same roll.
 * Teams play Tower Ablaze, where gems of a burned tower's area never roll.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { sampleRollingFirebrand } from '../../src/games/fire-tower/roll-sampling.ts';
import { rollingFirebrandChoices } from '../../src/games/fire-tower/space-choices.ts';
import { World } from '../../src/games/fire-tower/world.ts';

/** What differs between the sampler and the list on this board, in words (empty when nothing). */
function differences(w: World): string[] {
  const listed = rollingFirebrandChoices(w);
  const out: string[] = [];
  let counted = -1;
  for (let j = 0; j < Math.max(1, listed.length); j++) {
    const drawn = sampleRollingFirebrand(w, (count) => {
      counted = count;
      return j;
    });
    if (listed.length === 0 && drawn === null) continue;
    if (counted !== listed.length) out.push(`counted ${counted}, listed ${listed.length}`);
    if (JSON.stringify(drawn) !== JSON.stringify(listed[j])) out.push(`roll ${j}: drew ${JSON.stringify(drawn)}, the list has ${JSON.stringify(listed[j])}`);
  }
  return out;
}

describe('Fire Tower Rolling Firebrand: the counted roll is the listed roll', () => {
  it.each([
    ['fire-tower-rising-flames', 3, [1, 2, 3]],
    ['fire-tower-extreme-weather', 4, [4]],
    ['fire-tower-teams', 4, [5, 6]],
    ['fire-tower-base', 2, [7]],
  ] as const)('%s, %ip: every roll at every step', (preset, players, seeds) => {
    const found: string[] = [];
    let rolls = 0;
    for (const seed of seeds) {
      let step = 0;
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        step++;
        if (found.length >= 5 || g.state.status === 'over') return;
        const w = World.reading(g.state, g.engine.forest, g.engine.rules);
        rolls += rollingFirebrandChoices(w).length;
        found.push(...differences(w).map((d) => `seed ${seed} step ${step}: ${d}`));
      } });
    }
    expect(found).toEqual([]);
    // The games did offer rolls to compare.
    expect(rolls).toBeGreaterThan(100);
  }, 120_000);
});
