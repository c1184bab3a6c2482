/**
 * sortCells (the state's lists of pieces, row then column) sorts as a stable Array.sort would:
 * lists sorted but for pieces appended at the end, as a step leaves them, and shuffled ones,
 * equal cells keeping their order.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { sortCells } from '../../src/games/fire-tower/state.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';

describe('sortCells', () => {
  it('matches a stable sort by row then column, equal cells in their order', () => {
    const rng = seedRng(13);
    const int = (n: number) => Math.floor(nextFloat(rng) * n);
    const byPlace = (a: Cell, b: Cell) => a[0] - b[0] || a[1] - b[1];
    let wrong = 0;
    for (let t = 0; t < 3000; t++) {
      // A third element tells equal cells apart, so their order is checked too.
      const list = Array.from({ length: int(40) }, (_, i) => [int(5), int(5), i] as unknown as Cell);
      if (nextFloat(rng) < 0.5) list.sort(byPlace);
      for (let k = int(4); k > 0; k--) list.push([int(5), int(5), 100 + k] as unknown as Cell);
      const want = list.slice().sort(byPlace);
      if (JSON.stringify(sortCells(list.slice())) !== JSON.stringify(want)) wrong++;
    }
    expect(wrong).toBe(0);
  });
});
