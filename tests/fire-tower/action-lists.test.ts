/**
 * The action lists made in one array kind (turn-verbs.ts noActions, actionsOf) hold what the
 * plain `[]` and `.map()` they replace hold: an empty list each time a fresh one, and the items
 * mapped in order.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/fire-tower/flow.ts';
import { actionsOf, noActions } from '../../src/games/fire-tower/turn-verbs.ts';

describe('action lists of one array kind', () => {
  it('noActions is empty and fresh: adding to one leaves the next empty', () => {
    const first = noActions();
    expect(first).toEqual([]);
    first.push(['p1', 'pass']);
    expect(noActions()).toEqual([]);
    expect(noActions()).not.toBe(noActions());
  });

  it('actionsOf lists what map lists, in order, for no, one and several items', () => {
    const toAction = (c: [number, number]): Action => ['p2', 'activate-hawk', c];
    for (const items of [[], [[1, 2]], [[0, 0], [3, 4], [5, 6], [7, 8]]] as [number, number][][]) {
      expect(actionsOf(items, toAction)).toEqual(items.map(toAction));
    }
  });
});
