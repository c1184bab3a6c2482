/**
 * Hands: a scenario or saved game whose hand is larger than the rules can deal is refused
 * at load, naming the field; and a huge hand (one that took other hands) never makes the
 * choices exponential — every question about a 25-card hand is answered in a few seconds.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/errors.ts';
import { createGame, fromJSON, legalActions, toJSON } from '../../src/games/fire-tower/game.ts';
import { cardIdCount, cardsOfSize, cardsOfThree, discardAt, discardChoices, DISCARD_LIMIT, orderedPicks, sortedCardIds } from '../../src/games/fire-tower/hands.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';

const dir = path.join(import.meta.dirname, 'fixtures', 'hands');
const load = (file: string) => {
  const { data, yaml, baseDir } = readScenario(path.join(dir, file));
  return scenarioStart(data, yaml, baseDir);
};
const TWENTY_FIVE = ['wind-north', 'wind-east', 'wind-south', 'wind-west', 'explosion', 'flare-up', 'burning-snag', 'ember', 'smokejumper', 'air-drop', 'fire-engine', 'dozer-line', 'scratch-line', 'reforest', 'rolling-firebrand', 'crown-fire', 'creeping-fires', 'helitack', 'backburn', 'firehawk-two', 'firehawk-three', 'wind-north-west', 'wind-north-east', 'wind-south-west', 'wind-south-east'];

describe('hands larger than the rules deal are refused at load', () => {
  it('a scenario names the player, the field and the hand size', () => {
    expect(() => load('hand-over-size.yaml')).toThrow(RulesError);
    expect(() => load('hand-over-size.yaml')).toThrow(/hand-over-size\.yaml:5:\d+: p1 holds 25 cards, more than the hand size 6/);
  });

  it('a saved game names /players/N/hand', () => {
    const state = toJSON(createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 2 }));
    const bad = { ...state, players: state.players.map((p, i) => (i === 1 ? { ...p, hand: [...p.hand, ...p.hand] } : p)) };
    expect(() => fromJSON(bad)).toThrow(/saved game: p2 holds 10 cards, more than the hand size 5 .*\(at \/players\/1\/hand\)/);
  });
});

describe('choices from a huge hand stay bounded', () => {
  // 25 cards have 2^25 subsets: the redraws offered are capped, not enumerated (speed is the bench's to measure).
  it('legalActions for a 25-card hand (towers burned, so it is loadable) offers at most DISCARD_LIMIT redraws', () => {
    const game = load('hand-of-25-after-burns.yaml');
    const actions = legalActions(game);
    const redraws = actions.filter((a) => a[1] === 'redraw');
    expect(redraws.length).toBeGreaterThan(25);
    expect(redraws.length).toBeLessThanOrEqual(DISCARD_LIMIT);
    // Discarding nothing, everything, and each single card are all offered.
    expect(redraws).toContainEqual(['p1', 'redraw', []]);
    expect(redraws.some((a) => (a[2] as string[]).length === 25)).toBe(true);
    expect(redraws.filter((a) => (a[2] as string[]).length === 1)).toHaveLength(25);
  });

  it('a small hand still lists every different discard (copies alike)', () => {
    expect(discardChoices(['a', 'a', 'b'])).toEqual([[], ['a'], ['b'], ['a', 'a'], ['a', 'b'], ['a', 'a', 'b']]);
  });

  it('fixed-size choices are built directly', () => {
    expect(cardsOfSize(TWENTY_FIVE, 3)).toHaveLength(2300);
    expect(cardsOfSize(['a', 'a', 'b'], 2)).toEqual([['a', 'a'], ['a', 'b']]);
    expect(orderedPicks(['a', 'a', 'b'], 2)).toEqual([['a', 'a'], ['a', 'b'], ['b', 'a']]);
    expect(orderedPicks(TWENTY_FIVE, 3)).toHaveLength(25 * 24 * 23);
  });

  it('cardsOfThree is cardsOfSize(hand, 3), in its order, for hands with copies', () => {
    let seed = 11;
    const next = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    for (let i = 0; i < 300; i++) {
      const hand = Array.from({ length: next(12) }, () => 'abcdef'[next(6)]!);
      expect(cardsOfThree(hand), hand.join('')).toEqual(cardsOfSize(hand, 3));
    }
    expect(cardsOfThree(['b', 'a', 'a', 'a'])).toEqual([['a', 'a', 'a'], ['a', 'a', 'b']]);
  });
});

describe('one discard drawn without listing (the random agent)', () => {
  it('discardAt(hand, i) is discardChoices(hand)[i] for every i, asked with the list length; null for a cut-down list', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let t = 0; t < 300; t++) {
      const hand = Array.from({ length: next(10) }, () => ids[next(ids.length)]!);
      const limit = t % 2 ? DISCARD_LIMIT : 12;
      const list = discardChoices(hand, limit);
      const cut = [...new Set(hand)].reduce((n, id) => n * (hand.filter((c) => c === id).length + 1), 1) > limit;
      for (let i = 0; i < list.length; i++) {
        let asked = -1;
        const got = discardAt(hand, (count) => ((asked = count), i), limit);
        if (cut) {
          expect(got).toBeNull();
          break;
        }
        expect(asked).toBe(list.length);
        expect(got).toEqual(list[i]);
      }
    }
  });
});

describe('a hand\'s distinct cards (one play family each)', () => {
  it('are listed once each, in name order, and counted alike, whatever the hand\'s order', () => {
    const hands = [[], ['ember'], ['wind-west', 'ember', 'wind-west', 'backburn', 'ember'], TWENTY_FIVE, [...TWENTY_FIVE].reverse(), ['b', 'a', 'b', 'a', 'c', 'c']];
    for (const hand of hands) {
      const expected = [...new Set(hand)].sort();
      expect(cardIdCount(hand), hand.join(' ')).toBe(expected.length);
      expect([...sortedCardIds(hand)], hand.join(' ')).toEqual(expected);
    }
  });
});
