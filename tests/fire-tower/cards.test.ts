/**
 * Fire Tower's base game as data: the 52 action cards (counts by type, as the reference
 * lists them), their patterns and the orientations a card may use, the board parameters,
 * and the Ember option that records both sources.
 */
import { describe, expect, it } from 'vitest';
import { load } from '../../src/games/index.ts';
import type { CardItem } from '../../src/games/fire-tower/definition.ts';
import { orientations, type Cell } from '../../src/games/fire-tower/patterns.ts';

const rules = load({ preset: 'fire-tower-base', game: 'fire-tower' });
const cards = rules.ofKind<CardItem & Record<string, unknown>>('card');
const card = (id: string) => cards.find((c) => c.id === id)!;
const count = (type: string) => cards.filter((c) => c.type === type).reduce((n, c) => n + c.copies, 0);

describe('Fire Tower base cards', () => {
  it('has 52 action cards: 16 Wind, 14 Fire, 12 Water, 10 Firebreak', () => {
    expect([count('wind'), count('fire'), count('water'), count('firebreak')]).toEqual([16, 14, 12, 10]);
  });

  it('has the named cards in the numbers the reference gives', () => {
    const copies = Object.fromEntries(cards.map((c) => [c.name, c.copies]));
    expect(copies).toMatchObject({ Explosion: 4, 'Flare Up': 3, 'Burning Snag': 4, Ember: 3, Smokejumper: 4, 'Air Drop': 4, 'Fire Engine': 4, 'Dozer Line': 3, 'Scratch Line': 3, 'De/Reforest': 4 });
    for (const d of ['north', 'east', 'south', 'west']) expect(cards.find((c) => c.type === 'wind' && c.direction === d)?.copies).toBe(4);
  });

  it('turns lines and pairs two ways, keeps squares and rings as they are', () => {
    const n = (id: string) => {
      const p = card(id).pattern!;
      return orientations(p.cells as Cell[], p.rotate).length;
    };
    expect(n('card.flare-up')).toBe(2);
    expect(n('card.air-drop')).toBe(2);
    expect(n('card.dozer-line')).toBe(2);
    expect(n('card.scratch-line')).toBe(2);
    expect(n('card.burning-snag')).toBe(1);
    expect(n('card.fire-engine')).toBe(1);
    expect(n('card.explosion')).toBe(1);
  });

  it('gives a turned line its cells the other way', () => {
    const [flat, upright] = orientations(card('card.flare-up').pattern!.cells as Cell[], true);
    expect(flat).toEqual([[0, 0], [0, 1], [0, 2]]);
    expect(upright).toEqual([[0, 0], [1, 0], [2, 0]]);
    expect(orientations([[0, 0], [0, 2]], true)[1]).toEqual([[0, 0], [2, 0]]);
  });

  it('lets only the Burning Snag and the Explosion jump firebreaks', () => {
    expect(cards.filter((c) => c.pattern?.jumpsFirebreaks).map((c) => c.name).sort()).toEqual(['Burning Snag', 'Explosion']);
  });

  it('keeps the Smokejumper ring free of its centre', () => {
    expect(card('card.smokejumper').pattern!.cells).not.toContainEqual([0, 0]);
    expect(card('card.smokejumper').pattern!.cells).toHaveLength(8);
  });
});

describe('Fire Tower base parameters and options', () => {
  it('has a 16x16 forest with the Eternal Flame in its central 2x2', () => {
    expect(rules.get('param.board.size')?.item).toMatchObject({ value: 16 });
    expect(rules.get('param.board.eternal-flame')?.item).toMatchObject({ value: [[7, 7], [7, 8], [8, 7], [8, 8]] });
  });

  it('records the Ember disagreement as an option naming its source', () => {
    const ember = rules.modules.find((m) => m.id === 'base')!.options.ember!;
    expect(ember.enum).toEqual(['move', 'add-or-remove']);
    expect(ember.default).toBe('move');
    expect(ember.sources?.length).toBeGreaterThan(0);
  });
});
