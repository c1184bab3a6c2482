/**
 * The board's bit masks are kept in step with each change a step makes (updateMasks), not
 * rebuilt: after every step of random games on several presets, the masks a reading of the
 * new state finds are those built afresh from its lists, word for word. The spaces downwind
 * of fire, read off the masks moved one step, are those found by asking each space.
 */
import { describe, expect, it } from 'vitest';
import { buildGrid } from '../../src/games/fire-tower/board-grid.ts';
import { buildBoardMasks, type BoardMasks } from '../../src/games/fire-tower/board-masks.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { STEP, World } from '../../src/games/fire-tower/world.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';

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

  it('downwind of fire, in all eight directions: the empty spaces one step from fire, in board order', () => {
    let wrong = 0;
    let found = 0;
    for (const [preset, players] of presets.slice(0, 2)) {
      playGame({ preset }, { seed: 4, players, agent: 'random', log: false, onStep: (g) => {
        // A reading has the masks the step kept; a world built afresh has none and reads its grid.
        const reading = World.reading(g.state, g.engine.forest, g.engine.rules);
        const fresh = new World(g.state, g.engine.forest, g.engine.rules);
        for (const step of Object.values(STEP)) for (const w of [reading, fresh]) {
          const bySpace = w.forest.cells.filter((c) => {
            const from: Cell = [c[0] - step[0], c[1] - step[1]];
            return w.isEmpty(c) && w.forest.inside(from) && w.isFire(from);
          });
          const byMask = w.downwindOfFire(step);
          found += byMask.length;
          if (JSON.stringify(byMask) !== JSON.stringify(bySpace) || w.anyDownwindOfFire(step) !== bySpace.length > 0) wrong++;
        }
      } });
    }
    expect(found).toBeGreaterThan(2000);
    expect(wrong).toBe(0);
  });
});
