/**
 * core/map-list.ts's mapList stands in for Array.prototype.map on lists a game keeps (so they
 * keep one array kind): it must give map's answer, element for element, with map's index.
 */
import { describe, expect, it } from 'vitest';
import { mapList } from '../../src/core/map-list.ts';

describe('mapList', () => {
  it('gives what map gives, in order, passing each index', () => {
    const list = ['a', 'b', 'c', 'd'];
    const f = (x: string, i: number) => `${x}${i}`;
    expect(mapList(list, f)).toEqual(list.map(f));
  });

  it('makes a new list with no holes, also from an empty list', () => {
    const list = [1, 2, 3];
    const out = mapList(list, (x) => x * 2);
    expect(out).not.toBe(list);
    expect(out).toEqual([2, 4, 6]);
    expect(Object.keys(out)).toEqual(['0', '1', '2']);
    expect(mapList([], (x) => x)).toEqual([]);
  });
});
