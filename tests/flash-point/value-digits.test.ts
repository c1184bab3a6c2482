/**
 * The numbering of fact values the compiled pricer and the price floors keep answers by
 * (value-digits.ts): one digit per value, the same each time it is met, and none for a value
 * that cannot be a key.
 */
import { describe, expect, it } from 'vitest';
import { levelUnder, ValueDigits, type Level } from '../../src/games/flash-point/value-digits.ts';

describe('ValueDigits', () => {
  it('numbers booleans 0 and 1 and other values from 2, in the order met, the same each time', () => {
    const d = new ValueDigits();
    expect([d.digitOf(false), d.digitOf(true)]).toEqual([0, 1]);
    expect([d.digitOf('fire'), d.digitOf(undefined), d.digitOf(null), d.digitOf(0), d.digitOf('smoke'), d.digitOf(Number.NaN)]).toEqual([2, 3, 4, 5, 6, 7]);
    expect([d.digitOf('smoke'), d.digitOf(0), d.digitOf(Number.NaN), d.digitOf(undefined), d.digitOf('fire')]).toEqual([6, 5, 7, 3, 2]);
  });

  it('gives no digit to an object, a function or -0 (which a Map would take for 0)', () => {
    const d = new ValueDigits();
    expect(d.digitOf({ a: 1 })).toBe(-1);
    expect(d.digitOf(['a'])).toBe(-1);
    expect(d.digitOf(() => 1)).toBe(-1);
    expect(d.digitOf(-0)).toBe(-1);
    expect(d.digitOf(0)).toBe(2);
    expect(d.digitOf(-0)).toBe(-1);
  });

  it('gives no digit past 256 values other than booleans, and keeps those it gave', () => {
    const d = new ValueDigits();
    for (let i = 0; i < 256; i++) expect(d.digitOf(i)).toBe(i + 2);
    expect(d.digitOf(256)).toBe(-1);
    expect(d.digitOf(true)).toBe(1);
    expect(d.digitOf(17)).toBe(19);
  });
});

describe('levelUnder', () => {
  it('makes a level once and finds it again', () => {
    const root: Level<string> = [];
    const a = levelUnder(root, 3);
    a[1] = 'answer';
    expect(levelUnder(root, 3)).toBe(a);
    expect(levelUnder(root, 3)[1]).toBe('answer');
  });
});
