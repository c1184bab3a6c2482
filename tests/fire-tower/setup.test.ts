/**
 * Setting up, straight from the rules (scenarios start after setup, so these build real
 * games): what is dealt, what is shuffled in where, and what each Solo level puts out.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/games/fire-tower/game.ts';

const count = (list: string[], card: string) => list.filter((c) => c === card).length;

describe('Fire Tower setup', () => {
  it('base: five cards each, the 52 action cards and the Firestorm, nothing else', () => {
    const g = createGame({ preset: 'fire-tower-base' }, { seed: 4, players: 3 });
    expect(g.state.players.map((p) => p.hand.length)).toEqual([5, 5, 5]);
    const all = [...g.state.deck, ...g.state.players.flatMap((p) => p.hand)];
    expect(all).toHaveLength(53);
    expect(count(all, 'firestorm')).toBe(1);
    expect(count(all, 'mutual-aid')).toBe(0);
    expect(count(all, 'shadow-of-the-wood')).toBe(0);
    expect(g.state.players.every((p) => p.bucket === 'bucket')).toBe(true);
    // The Firestorm is shuffled in after the deal: never in a hand.
    expect(g.state.players.some((p) => p.hand.includes('firestorm'))).toBe(false);
  });

  it('base with Mutual Aid: it joins the deck; two players sit in opposite corners', () => {
    const g = createGame({ preset: 'fire-tower-base', options: { mutualAid: true } }, { seed: 4, players: 2 });
    expect(count(g.state.deck, 'mutual-aid')).toBe(1);
    expect(g.state.players.map((p) => p.towers[0])).toEqual(['north-west', 'south-east']);
  });

  it('Rising Flames: six cards each, 80 action cards, a hawk question per player', () => {
    const g = createGame({ preset: 'fire-tower-rising-flames' }, { seed: 4, players: 4 });
    expect(g.state.players.map((p) => p.hand.length)).toEqual([6, 6, 6, 6]);
    expect(g.state.deck.length + 24).toBe(81);
    expect(g.state.pending.filter((q) => q.type === 'hawk-setup')).toHaveLength(4);
  });

  it('Extreme Weather: specialty cards face up, lightning beside the Eternal Flame, the chosen events in, the Firestorm cut into the middle', () => {
    for (const seed of [1, 2, 3]) {
      const g = createGame({ preset: 'fire-tower-extreme-weather' }, { seed, players: 2 });
      expect(g.state.players.every((p) => p.specialties?.['heavy-winds'] === 'front' && p.specialties.lookout === 'front')).toBe(true);
      expect(g.state.lightning).toEqual([[6, 6], [6, 9], [9, 6], [9, 9]]);
      expect(count(g.state.deck, 'dry-storm')).toBe(1);
      expect(count(g.state.deck, 'mobilization')).toBe(1);
      expect(count(g.state.deck, 'kettle-flight')).toBe(0);
      const at = g.state.deck.indexOf('firestorm');
      // The other events went in first, so the Firestorm sits at the middle of the whole deck.
      expect(at).toBe(Math.floor((g.state.deck.length - 1) / 2));
    }
  });

  it('Double Tower: two towers each, one Bucket each', () => {
    const g = createGame({ preset: 'fire-tower-double-tower' }, { seed: 1, players: 2 });
    expect(g.state.players.map((p) => p.towers)).toEqual([['north-west', 'north-east'], ['south-west', 'south-east']]);
    expect(g.state.players.map((p) => p.bucket)).toEqual(['bucket', 'bucket']);
  });

  it('Solo: the enemy deck aims at your tower, your deck has no Firebreak cards and none of the enemy cards', () => {
    const g = createGame({ preset: 'fire-tower-solo-level-1' }, { seed: 2, players: 1 });
    const solo = g.state.solo!;
    // The first turn's attack has already drawn one of them.
    expect([...solo.enemyDeck, ...solo.enemyDiscard].sort()).toEqual(['burning-snag', 'explosion', 'flare-up', 'wind-north', 'wind-west']);
    expect(solo.attackWinds).toEqual(['north', 'west']);
    expect(solo.enemies.map((e) => e.corner).sort()).toEqual(['north-east', 'south-east', 'south-west']);
    expect(solo.enemies.every((e) => e.bucket)).toBe(true);
    const mine = [...g.state.deck, ...g.state.players[0]!.hand];
    for (const c of ['dozer-line', 'scratch-line', 'reforest', 'backburn', 'mutual-aid', 'dry-storm']) expect(count(mine, c), c).toBe(0);
    expect(count(mine, 'burning-snag')).toBe(3);
    expect(count(mine, 'wind-north')).toBe(3);
    expect(count(mine, 'firestorm')).toBe(1);
    expect(solo.challengeDeck).toHaveLength(8);
    expect(g.state.players[0]!.hand).toHaveLength(6);
  });

  it.each([
    [1, 6, 0, 0, 'bucket', 0], [2, 6, 2, 0, 'bucket', 0], [3, 5, 2, 2, 'bucket', 0], [4, 5, 4, 2, 'bucket', 1],
    [5, 4, 4, 3, 'bucket', 1], [6, 4, 6, 3, 'none', 1], [7, 3, 6, 4, 'none', 1],
  ] as const)('Solo level %i: hand %i, %i firebreaks and %i hawks per enemy quadrant, Bucket %s, %i challenge before the game', (level, hand, firebreaks, hawks, bucket, before) => {
    const g = createGame({ preset: `fire-tower-solo-level-${level}` }, { seed: 5, players: 1 });
    expect(g.state.players[0]!.hand).toHaveLength(hand);
    expect(g.state.players[0]!.bucket).toBe(bucket);
    for (const quadrant of [[0, 8], [8, 0], [8, 8]]) {
      const inQ = ([r, c]: [number, number]) => r >= quadrant[0]! && r < quadrant[0]! + 8 && c >= quadrant[1]! && c < quadrant[1]! + 8;
      expect(g.state.firebreaks.filter(inQ)).toHaveLength(firebreaks);
      expect(g.state.hawks.filter(inQ)).toHaveLength(hawks);
    }
    expect(g.state.firebreaks.filter(([r, c]) => r < 8 && c < 8)).toHaveLength(0);
    expect(g.state.log.filter((e) => e.event === 'challenge-drawn')).toHaveLength(before);
  });
});
