/**
 * Who put a gem on a roof (the state's roofBy, the burner named when the tower burns): addGem
 * reads the tower whose roof a space is off the forest (Forest roofAt). Held against the
 * plain reading of the rule at steps of random games on several presets: a gem put on any empty
 * space records its placer exactly when that space is the roof of a tower still standing, and
 * leaves the record as it was anywhere else. And the roofs read once per world (anyRoofAlight,
 * World.roofsQuiet): a gem put on a standing tower's roof after a reading found none still burns it.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { cloneState } from '../../src/games/fire-tower/state.ts';
import { burnTowers } from '../../src/games/fire-tower/tower-burning.ts';
import { World } from '../../src/games/fire-tower/world.ts';

describe('roofBy names who put a gem on a standing roof', () => {
  const presets = [['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-double-tower', 2], ['fire-tower-solo-level-5', 1]] as const;
  for (const [preset, players] of presets) {
    it(`${preset}: a gem on each empty space, at steps of random games`, () => {
      let roofs = 0;
      let others = 0;
      let wrong = 0;
      let step = 0;
      for (let seed = 1; seed <= 2; seed++) {
        playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
          if (step++ % 15 !== 0) return;
          const { forest, rules } = g.engine;
          const w0 = World.reading(g.state, forest, rules);
          for (const c of forest.cells) {
            if (!w0.isEmpty(c)) continue;
            const w = new World(cloneState(g.state), forest, rules);
            const before = JSON.stringify(w.roofBy);
            w.addGem(c, 'placer');
            const roofOf = forest.towers.find((t) => t.roof[0] === c[0] && t.roof[1] === c[1] && !w0.isBurned(t.corner));
            if (roofOf) {
              roofs++;
              if (w.roofBy[roofOf.corner] !== 'placer') wrong++;
            } else {
              others++;
              if (JSON.stringify(w.roofBy) !== before) wrong++;
            }
          }
        } });
      }
      expect(roofs).toBeGreaterThan(10);
      expect(others).toBeGreaterThan(1000);
      expect(wrong).toBe(0);
    });
  }
});

describe('a roof set alight after a quiet reading burns', () => {
  const presets = [['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-double-tower', 2], ['fire-tower-ghost-tower', 3]] as const;
  for (const [preset, players] of presets) {
    it(`${preset}: each standing roof, at steps of random games`, () => {
      let lit = 0;
      let wrong = 0;
      let step = 0;
      playGame({ preset }, { seed: 1, players, agent: 'random', log: false, onStep: (g) => {
        if (step++ % 5 !== 0 || g.state.status !== 'playing') return;
        const { forest, rules } = g.engine;
        for (const t of forest.towers) {
          const w = new World(cloneState(g.state), forest, rules);
          if (w.aid || w.isBurned(t.corner) || !w.isEmpty(t.roof)) continue;
          burnTowers(w);
          if (w.status !== 'playing' || w.isBurned(t.corner)) continue;
          w.addGem(t.roof, w.activePlayer);
          burnTowers(w);
          lit++;
          if (!w.isBurned(t.corner)) wrong++;
        }
      } });
      expect(lit).toBeGreaterThan(20);
      expect(wrong).toBe(0);
    });
  }
});
