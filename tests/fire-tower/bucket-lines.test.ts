/**
 * Every Bucket line (bucketLines: windows of three along rows and columns), after every step
 * of random games on several presets, for every player: each line once, and the same lines as
 * the rule text gives them: one to three removable gems in one straight line of at most three
 * spaces (inLine), one of them in the player's own tower area.
 */
import { describe, expect, it } from 'vitest';
import { bucketLines, inLine } from '../../src/games/fire-tower/lines.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const PRESETS = [['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-double-tower', 2], ['fire-tower-teams', 4]] as const;

const key = (cells: readonly Cell[]) => cells.map((c) => `${c[0]},${c[1]}`).join(' ');

/** The lines as the rule reads: subsets of one to three removable gems near a counted gem, in a line, holding a counted gem (each sorted). */
function plainLines(removable: (c: Cell) => boolean, counts: (c: Cell) => boolean, gems: readonly Cell[]): Set<string> {
  const counted = gems.filter((g) => counts(g) && removable(g));
  const near = gems.filter((g) => removable(g) && counted.some((c) => (c[0] === g[0] && Math.abs(c[1] - g[1]) <= 2) || (c[1] === g[1] && Math.abs(c[0] - g[0]) <= 2)));
  const sorted = near.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Set<string>();
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i; j < sorted.length; j++) {
      for (let k = j; k < sorted.length; k++) {
        const line = [...new Set([i, j, k])].map((x) => sorted[x]!);
        if (inLine(line) && line.some(counts)) out.add(key(line));
      }
    }
  }
  return out;
}

describe('Fire Tower Bucket lines', () => {
  for (const [preset, players] of PRESETS) {
    it(`${preset} ${players}p: each line once, the lines the rule gives, at every step`, () => {
      let wrong = 0;
      let lines = 0;
      for (let seed = 1; seed <= 2; seed++) {
        playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
          const w = World.reading(g.state, g.engine.forest, g.engine.rules);
          for (const p of w.players) {
            const own = (c: Cell) => { const t = w.forest.towerAreaAt(c); return !!t && p.towers.includes(t.corner); };
            const got = bucketLines((c) => w.removable(c), own, w.fire).map(key);
            lines += got.length;
            const plain = plainLines((c) => w.removable(c), own, w.fire);
            if (new Set(got).size !== got.length || got.length !== plain.size || got.some((k) => !plain.has(k))) wrong++;
          }
        } });
      }
      expect(lines).toBeGreaterThan(20);
      expect(wrong).toBe(0);
    });
  }
});
