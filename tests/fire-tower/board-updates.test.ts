/**
 * The board's cheaper updates and readings held equal to the plain ones after every step of
 * random games on every preset: the masks kept in step with each change (updateMasks: pieces
 * arriving set bits without reading around) are those built afresh from the state; the spaces
 * downwind of fire (read off moved masks and the per-step landing masks), listed, tested,
 * drawn by index and asked for at all, are those found by asking each space; and the parts of a
 * placement a fire or water card may take (fireSubsets, waterSubsets: bit sets of the
 * placement's spaces) are the lists the rule text gives, in the same order.
 */
import { describe, expect, it } from 'vitest';
import { buildGrid } from '../../src/games/fire-tower/board-grid.ts';
import { buildBoardMasks, type BoardMasks } from '../../src/games/fire-tower/board-masks.ts';
import { connectedToFire, fireSubsets, sortedCells, subsets, waterSubsets } from '../../src/games/fire-tower/card-placements.ts';
import type { PatternData } from '../../src/games/fire-tower/definition.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';
import { placementsTouching, placementTable } from '../../src/games/fire-tower/placement-table.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { STEP, World } from '../../src/games/fire-tower/world.ts';

const PRESETS = [
  ['fire-tower-base', 2], ['fire-tower-base', 4], ['fire-tower-rising-flames', 3], ['fire-tower-rising-flames', 4],
  ['fire-tower-extreme-weather', 2], ['fire-tower-extreme-weather-kettle', 2], ['fire-tower-ghost-tower', 3],
  ['fire-tower-double-tower', 2], ['fire-tower-teams', 4], ['fire-tower-solo-level-1', 1], ['fire-tower-solo-level-5', 1], ['fire-tower-solo-level-7', 1],
] as const;

const words = (m: BoardMasks) => JSON.stringify(Object.entries(m).map(([k, v]) => [k, Array.from(v as Uint32Array)]));

/** Each pattern card's pattern, "up to" or not, jumping firebreaks or not: every way fireSubsets and waterSubsets read one. */
function variants(p: PatternData): PatternData[] {
  return [false, true].flatMap((upTo) => [false, true].map((jumpsFirebreaks) => ({ ...p, upTo, jumpsFirebreaks })));
}

/** The fire parts as the rule reads: the empty spaces (or any part of them for "up to") with one next to fire, all reaching it unless the card jumps firebreaks. */
function plainFire(w: World, pattern: PatternData, pl: Cell[]): Cell[][] {
  const empty = pl.filter((c) => w.isEmpty(c));
  const parts = pattern.upTo ? subsets(empty) : [empty];
  return parts.filter((sub) => sub.some((c) => w.nextToFire(c)) && (pattern.jumpsFirebreaks || connectedToFire(w, sub))).map(sortedCells);
}

/** The water parts as the rule reads: the gems outside the tower areas, all of them, any part of them ("up to"), or any part of at most `limit`. */
function plainWater(w: World, pattern: PatternData, pl: Cell[], limit: number): Cell[][] {
  const gems = pl.filter((c) => w.isGem(c) && !w.forest.towerAreaAt(c));
  if (limit < Infinity) return subsets(gems).filter((s) => s.length <= limit).map(sortedCells);
  return (pattern.upTo ? subsets(gems) : [gems]).map(sortedCells);
}

/** Placements touching the frontier or the waterable gems, for every pattern card: parts found by bits against the plain lists. */
function partsWrong(w: World, patterns: Map<string, PatternData[]>): { wrong: number; parts: number } {
  const m = w.masks();
  let wrong = 0;
  let parts = 0;
  for (const [id, ways] of patterns) {
    const t = placementTable(w.forest, w.rules.card(id).pattern!);
    // Every fifth placement of each list (still dozens a pattern): the others are read the same way.
    const fire = Array.from(t.found.subarray(0, placementsTouching(t, m.frontier))).filter((_, k) => k % 5 === 0);
    const water = Array.from(t.found.subarray(0, placementsTouching(t, m.waterable))).filter((_, k) => k % 5 === 0);
    for (const pattern of ways) {
      // Each placement as the table lists it and backwards (its cells out of board order: each part is listed sorted).
      for (const pl of fire.flatMap((p) => [t.cells[p]!, t.cells[p]!.slice().reverse()])) {
        const got: Cell[][] = [];
        fireSubsets(w, pattern, pl, m, got);
        parts += got.length;
        if (JSON.stringify(got) !== JSON.stringify(plainFire(w, pattern, pl))) wrong++;
      }
      for (const pl of water.flatMap((p) => [t.cells[p]!, t.cells[p]!.slice().reverse()])) {
        for (const limit of [Infinity, 1, 2]) {
          const got: Cell[][] = [];
          waterSubsets(w, pattern, pl, m, got, limit);
          parts += got.length;
          if (JSON.stringify(got) !== JSON.stringify(plainWater(w, pattern, pl, limit))) wrong++;
        }
      }
    }
  }
  return { wrong, parts };
}

/** Downwind of fire, in all eight directions, in a reading (masks kept) and a world without masks: listed, tested, counted, drawn, asked for at all. */
function downwindWrong(reading: World): number {
  let wrong = 0;
  const fresh = new World(reading.s, reading.forest, reading.rules);
  for (const step of Object.values(STEP)) {
    const plain = reading.forest.cells.filter((c) => {
      const from: Cell = [c[0] - step[0], c[1] - step[1]];
      return reading.isEmpty(c) && reading.forest.inside(from) && reading.isFire(from);
    });
    for (const w of [reading, fresh]) {
      if (JSON.stringify(w.downwindOfFire(step)) !== JSON.stringify(plain) || w.anyDownwindOfFire(step) !== plain.length > 0) wrong++;
      const at = new Set(plain.map((c) => c[0] * w.forest.size + c[1]));
      for (const c of w.forest.cells) if (w.isDownwindOfFire(c, step) !== at.has(c[0] * w.forest.size + c[1])) wrong++;
      for (let k = -1; k <= plain.length; k++) {
        let told = -1;
        const got = w.pickDownwindOfFire(step, (count) => ((told = count), k));
        const want = plain[k] ?? null;
        if (told !== plain.length || (got === null ? want !== null : want === null || got[0] !== want[0] || got[1] !== want[1])) wrong++;
      }
    }
  }
  return wrong;
}

describe('Fire Tower board updates and readings', () => {
  for (const [preset, players] of PRESETS) {
    it(`${preset} ${players}p: kept masks, downwind spaces and card parts match the plain readings at every step`, () => {
      let steps = 0;
      let wrong = 0;
      let parts = 0;
      let patterns: Map<string, PatternData[]> | null = null;
      for (let seed = 1; seed <= 1; seed++) {
        playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
          const { forest, rules } = g.engine;
          patterns ??= new Map([...rules.cards.values()].filter((c) => c.pattern && !c.pattern.centre).map((c) => [c.id.replace(/^card\./, ''), variants(c.pattern!)]));
          const w = World.reading(g.state, forest, rules);
          steps++;
          if (words(w.masks()) !== words(buildBoardMasks(forest, buildGrid(g.state, forest)))) wrong++;
          wrong += downwindWrong(w);
          // The card parts every fifth step: each reads hundreds of placements.
          if (steps % 5 === 0) {
            const r = partsWrong(w, patterns);
            wrong += r.wrong;
            parts += r.parts;
          }
        } });
      }
      expect(steps).toBeGreaterThan(20);
      expect(parts).toBeGreaterThan(200);
      expect(wrong).toBe(0);
    });
  }
});
