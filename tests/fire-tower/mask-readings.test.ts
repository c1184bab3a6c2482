/**
 * Readings made off the board's masks a word at a time, held equal to the plain readings after
 * every step of random games on every preset: nearAny (board-masks.ts, "a space of the mask at
 * one of these offsets") and the centred Water card's centres read off it (space-choices.ts);
 * a space downwind of fire drawn by index (pickDownwindOfFire) and the list of them; the
 * placements touching a mask counted and drawn off their marks (placement-table.ts) and the
 * list placementsTouching makes, against the placements whose own bits meet the mask; where a
 * gem on each empty space goes in the fire list (gemsBefore), against the gems listed before it.
 */
import { describe, expect, it } from 'vitest';
import { fixedMasksOf, gemsBefore, nearAny } from '../../src/games/fire-tower/board-masks.ts';
import { around, centreOk, waterable } from '../../src/games/fire-tower/cards.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { centredWaterCentres } from '../../src/games/fire-tower/space-choices.ts';
import { STEP, World } from '../../src/games/fire-tower/world.ts';
import { clearMarks, countTouching, markedAt, placementsTouching, placementTable, touches } from '../../src/games/fire-tower/placement-table.ts';
import type { PatternData } from '../../src/games/fire-tower/definition.ts';

const presets = [
  ['fire-tower-base', 2], ['fire-tower-base', 4], ['fire-tower-rising-flames', 3], ['fire-tower-rising-flames', 4],
  ['fire-tower-extreme-weather', 2], ['fire-tower-extreme-weather-kettle', 2], ['fire-tower-ghost-tower', 3],
  ['fire-tower-double-tower', 2], ['fire-tower-teams', 4], ['fire-tower-solo-level-1', 1], ['fire-tower-solo-level-7', 1],
] as const;
/** The Smokejumper's ring, and offsets that step across the edges and more than a word. */
const OFFSETS: [number, number][][] = [
  [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  [[0, 3], [2, -3]],
  [[-3, 0], [0, -15], [5, 15]],
];

describe('Fire Tower: spaces near a mask, read off moved masks', () => {
  for (const [preset, players] of presets) {
    it(`${preset} ${players}p: readings off the masks match the plain readings`, () => {
      let steps = 0;
      let wrong = 0;
      let centres = 0;
      playGame({ preset }, { seed: 1, players, agent: 'random', log: false, onStep: (g) => {
        const w = World.reading(g.state, g.engine.forest, g.engine.rules);
        const m = w.masks();
        const n = w.forest.size;
        steps++;
        for (const offsets of OFFSETS) for (const mask of [m.waterable, m.fire, m.frontier]) {
          const near = nearAny(w.forest, mask, offsets);
          for (let i = 0; i < n * n; i++) {
            const [r, c] = w.forest.cells[i]!;
            const plain = offsets.some(([dr, dc]) => r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n && (mask[((r + dr) * n + c + dc) >>> 5]! & (1 << (((r + dr) * n + c + dc) & 31))) !== 0);
            if (plain !== ((near[i >>> 5]! & (1 << (i & 31))) !== 0)) wrong++;
          }
          for (let i = n * n; i < near.length * 32; i++) if ((near[i >>> 5]! & (1 << (i & 31))) !== 0) wrong++;
        }
        const pattern = { cells: OFFSETS[0], rotate: false, centre: true } as PatternData;
        const found = centredWaterCentres(w, pattern, (c) => centreOk(w, c));
        const plain = w.forest.cells.filter((c) => w.isFire(c) && centreOk(w, c) && around(w, c, pattern).some((x) => waterable(w, x)));
        centres += found.length;
        if (JSON.stringify(found) !== JSON.stringify(plain)) wrong++;
        wrong += downwindDrawsWrong(g.state, w) + markedDrawsWrong(w) + gemPlacesWrong(w);
      } });
      expect(steps).toBeGreaterThan(20);
      expect(centres).toBeGreaterThan(20);
      expect(wrong).toBe(0);
    });
  }
});

/** Each space downwind of fire drawn by index (and one before and past the ends), against the list, in a reading and in a world without masks. */
function downwindDrawsWrong(state: World['s'], reading: World): number {
  let wrong = 0;
  const fresh = new World(state, reading.forest, reading.rules);
  for (const w of [reading, fresh]) {
    for (const step of Object.values(STEP)) {
      const list = w.downwindOfFire(step);
      for (let k = -1; k <= list.length; k++) {
        let told = -1;
        const got = w.pickDownwindOfFire(step, (count) => ((told = count), k));
        if (told !== list.length || JSON.stringify(got) !== JSON.stringify(list[k] ?? null)) wrong++;
      }
    }
  }
  return wrong;
}

/** The placements of a few patterns touching the frontier and the waterable gems: counted and each drawn off the marks, against placementsTouching's list. */
function markedDrawsWrong(w: World): number {
  let wrong = 0;
  const m = w.masks();
  for (const card of w.rules.cards.values()) {
    if (!card.pattern) continue;
    const t = placementTable(w.forest, card.pattern);
    for (const mask of [m.frontier, m.waterable]) {
      const list = Array.from(t.found.subarray(0, placementsTouching(t, mask)));
      // The plain reading: every placement whose own bits meet the mask, ascending.
      const plain = t.cells.map((_, p) => p).filter((p) => touches(t, p, mask));
      if (JSON.stringify(list) !== JSON.stringify(plain)) wrong++;
      const count = countTouching(t, mask);
      if (count !== list.length) wrong++;
      for (let j = 0; j <= count; j++) if (markedAt(t, j) !== (list[j] ?? -1)) wrong++;
      clearMarks(t);
      if (t.marks.some((x) => x !== 0)) wrong++;
    }
  }
  return wrong;
}

/** For each empty space, the gems counted before it off the masks (gemsBefore), against the fire list's gems before it. */
function gemPlacesWrong(w: World): number {
  let wrong = 0;
  const n = w.forest.size;
  const flames = fixedMasksOf(w.forest).flames;
  w.forest.cells.forEach((c, i) => {
    if (!w.isEmpty(c)) return;
    const plain = w.fire.filter((g) => g[0] * n + g[1] < i).length;
    if (gemsBefore(w.masks(), flames, i) !== plain) wrong++;
  });
  return wrong;
}
