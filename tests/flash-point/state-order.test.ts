/**
 * normalise looks only at the lists that may be out of order (state.ts `seen`): a list
 * found in order, and World's copy of one (carryOrder), is taken as still in order. So at
 * every step of random games on every preset, each list is checked here from scratch
 * against the canonical order the formats doc fixes; and the copy an apply works on
 * (cloneForUpdate) is checked against a deep copy of the state, and to be its own.
 */
import { describe, expect, it } from 'vitest';
import { compareEdges, compareSpaces, type Edge, type Space } from '../../src/games/flash-point/board.ts';
import { cloneForUpdate } from '../../src/games/flash-point/state-copy.ts';
import type { FlashPointState } from '../../src/games/flash-point/state.ts';
import { eachRandomStep, PRESETS } from './random-steps.ts';

const SPACE_LISTS = ['fire', 'smoke', 'hotSpots', 'toxic', 'damagedFloors', 'destroyedFloors', 'hazmats'] as const;
const EDGE_LISTS = ['walls', 'doors', 'windows'] as const;
const PIECE_LISTS = ['pois', 'victims'] as const;

const byPlaceThenId = (a: { at: Space; id: string }, b: { at: Space; id: string }): number => compareSpaces(a.at, b.at) || (a.id < b.id ? -1 : 1);

/** The lists of `s` that are not in the canonical order, by name. */
function outOfOrder(s: FlashPointState): string[] {
  const sortedBy = <T>(list: readonly T[], order: (a: T, b: T) => number) => JSON.stringify(list) === JSON.stringify([...list].sort(order));
  return [
    ...SPACE_LISTS.filter((k) => !sortedBy<Space>(s[k], compareSpaces)),
    ...EDGE_LISTS.filter((k) => !sortedBy<{ at: Edge }>(s[k], (a, b) => compareEdges(a.at, b.at))),
    ...PIECE_LISTS.filter((k) => !sortedBy<{ at: Space; id: string }>(s[k], byPlaceThenId)),
  ];
}

/** Every key path of `x`, in order, so two values with the same text but another key order differ. */
function keyPaths(x: unknown, at = ''): string[] {
  if (x === null || typeof x !== 'object') return [];
  return Object.entries(x).flatMap(([k, v]) => [`${at}/${k}`, ...keyPaths(v, `${at}/${k}`)]);
}

describe('the state an apply leaves', () => {
  it.each(PRESETS)('%s: every list is in canonical order at every step of random games', (preset) => {
    eachRandomStep(preset, 3, (game) => {
      expect(outOfOrder(game.state), `${preset} turn ${game.state.turn}`).toEqual([]);
    });
  });

  it.each(PRESETS)('%s: the copy an apply works on is a deep copy, with its own pools', (preset) => {
    eachRandomStep(preset, 2, (game) => {
      const s = game.state;
      const before = JSON.stringify(s);
      const copy = cloneForUpdate(s);
      expect(JSON.stringify(copy)).toBe(before);
      expect(keyPaths(copy)).toEqual(keyPaths(s));
      for (const kind in copy.poiPool) copy.poiPool[kind]! += 7;
      copy.turnState.commanded.nobody = 1;
      for (const f of copy.firefighters) f.specialAp.experience = 9;
      expect(JSON.stringify(s)).toBe(before);
    });
  });
});
