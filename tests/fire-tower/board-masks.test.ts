/**
 * The board's bit masks are kept in step with each change a step makes (updateMasks), not
 * rebuilt: after every step of random games on several presets, the masks a reading of the
 * new state finds are those built afresh from its lists, word for word.
 */
import { describe, expect, it } from 'vitest';
import { buildGrid } from '../../src/games/fire-tower/board-grid.ts';
import { buildBoardMasks, type BoardMasks } from '../../src/games/fire-tower/board-masks.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const words = (m: BoardMasks) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Array.from(v as Uint32Array)]));

describe('Fire Tower board masks kept in step', () => {
  const presets = [['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-extreme-weather', 2], ['fire-tower-solo-level-5', 1]] as const;
  for (const [preset, players] of presets) {
    it(`${preset}: the masks after each step are the ones built from the state`, () => {
      let steps = 0;
      let wrong = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
          const { forest, rules } = g.engine;
          const kept = World.reading(g.state, forest, rules).masks();
          const built = buildBoardMasks(forest, buildGrid(g.state, forest));
          steps++;
          if (JSON.stringify(words(kept)) !== JSON.stringify(words(built))) wrong++;
        } });
      }
      expect(steps).toBeGreaterThan(100);
      expect(wrong).toBe(0);
    });
  }
});
