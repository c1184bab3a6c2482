/** The Fire Tower forest built from the base module's parameters. */
import { describe, expect, it } from 'vitest';
import { load } from '../../src/games/index.ts';
import { Forest } from '../../src/games/fire-tower/board.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';

const forest = new Forest(load({ preset: 'fire-tower-base', game: 'fire-tower' }));
const all: Cell[] = [];
for (let r = 0; r < 16; r++) for (let c = 0; c < 16; c++) all.push([r, c]);

describe('Fire Tower forest', () => {
  it('is 16 by 16 with a 2x2 Eternal Flame in the middle', () => {
    expect(forest.size).toBe(16);
    expect(all.filter((x) => forest.isEternalFlame(x))).toEqual([[7, 7], [7, 8], [8, 7], [8, 8]]);
  });

  it('has four 3x3 tower areas in the corners, each roofed by its corner space', () => {
    for (const t of forest.towers) expect(all.filter((x) => forest.towerAreaAt(x)?.corner === t.corner)).toHaveLength(9);
    expect(forest.towers.map((t) => [t.corner, t.colour, t.roof])).toEqual([
      ['north-west', 'red', [0, 0]], ['north-east', 'purple', [0, 15]], ['south-west', 'green', [15, 0]], ['south-east', 'blue', [15, 15]],
    ]);
    expect(forest.towerAreaAt([3, 0])).toBeUndefined();
    expect(forest.towerAreaAt([2, 13])?.corner).toBe('north-east');
  });

  it('splits into four 8x8 quadrants, one per tower', () => {
    for (const t of forest.towers) expect(all.filter((x) => forest.quadrantOf(x).corner === t.corner)).toHaveLength(64);
    expect(forest.quadrantOf([7, 8]).corner).toBe('north-east');
  });

  it('finds the downwind space, and none past the edge', () => {
    expect(forest.downwind([5, 5], 'north')).toEqual([4, 5]);
    expect(forest.downwind([0, 5], 'north')).toBeUndefined();
    expect(forest.orthogonal([0, 0])).toEqual([[0, 1], [1, 0]]);
  });

  it('places a pattern only where all of it fits', () => {
    expect(forest.place([[0, 0], [0, 1], [0, 2]], [3, 13])).toEqual([[3, 13], [3, 14], [3, 15]]);
    expect(forest.place([[0, 0], [0, 1], [0, 2]], [3, 14])).toBeUndefined();
  });
});
