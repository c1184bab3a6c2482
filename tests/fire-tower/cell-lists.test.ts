/**
 * The state's lists of pieces as a step changes them (cells.ts): `without` takes a cell out of
 * a list in board order by binary search when the list is the world's own, and must leave what
 * the plain filter leaves, in the same order, whether the cell is there, absent, or there twice;
 * a list it does not own is left as it was. `pieceAdded` puts a cell in its place as a stable
 * sort of it appended would.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { pieceAdded, without } from '../../src/games/fire-tower/cells.ts';
import { sortCells } from '../../src/games/fire-tower/state.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';

const text = (list: readonly Cell[]) => JSON.stringify(list);

describe('lists of pieces kept in board order', () => {
  it('without, on an own sorted list, leaves what the filter leaves; an unowned list is untouched', () => {
    const rng = seedRng(29);
    const int = (n: number) => Math.floor(nextFloat(rng) * n);
    let wrong = 0;
    let removed = 0;
    for (let t = 0; t < 3000; t++) {
      // A third element tells equal cells apart, so their order is checked too.
      const list = sortCells(Array.from({ length: int(60) }, (_, i) => [int(6), int(6), i] as unknown as Cell));
      const at: Cell = [int(6), int(6)];
      const want = list.filter((c) => c[0] !== at[0] || c[1] !== at[1]);
      removed += list.length - want.length;
      const shared = list.slice();
      const before = text(shared);
      if (text(without(shared, null, at, true)) !== text(want) || text(shared) !== before) wrong++;
      const own = list.slice();
      const got = without(own, own, at, true);
      if (got !== own || text(got) !== text(want)) wrong++;
    }
    expect(removed).toBeGreaterThan(100);
    expect(wrong).toBe(0);
  });

  it('pieceAdded on a sorted list gives the stable sort of the list with the cell appended', () => {
    const rng = seedRng(31);
    const int = (n: number) => Math.floor(nextFloat(rng) * n);
    let wrong = 0;
    for (let t = 0; t < 3000; t++) {
      const list = sortCells(Array.from({ length: int(60) }, () => [int(6), int(6)] as Cell));
      const at: Cell = [int(6), int(6)];
      const want = sortCells([...list, at]);
      const own = list.slice();
      if (text(pieceAdded(list.slice(), null, at, true)) !== text(want) || text(pieceAdded(own, own, at, true)) !== text(want)) wrong++;
    }
    expect(wrong).toBe(0);
  });
});
