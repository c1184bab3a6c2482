/**
 * The intervals a balance study prints: Wilson's score interval against published values, and
 * both intervals held to what a 95 % interval promises — over many simulated studies with a
 * known true rate, about 95 % of the intervals contain it (where the textbook normal interval
 * falls well short near 0 %).
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { pairedDifference, pairedTable, quantile, wilson } from '../../src/sim/stats.ts';

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

describe('Wilson score interval', () => {
  it.each([
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [8, 10, 0.4902, 0.9433],
    [81, 263, 0.2553, 0.3662], // Newcombe (1998), Table I's 81/263
    [10, 10, 0.7225, 1],
  ])('%i of %i: %f to %f', (k, n, low, high) => {
    const i = wilson(k, n);
    expect([r4(i.low), r4(i.high)]).toEqual([low, high]);
    expect(i.value).toBe(k / n);
  });

  it('knows nothing from no games', () => {
    expect(wilson(0, 0)).toEqual({ value: 0, low: 0, high: 1 });
  });
});

/** How often the interval contains the truth over `studies` simulated studies of `n` games. */
function coverage(studies: number, n: number, study: (draw: () => number) => { low: number; high: number; truth: number }): number {
  const rng = seedRng(2024);
  let hits = 0;
  for (let s = 0; s < studies; s++) {
    const { low, high, truth } = study(() => nextFloat(rng));
    if (low <= truth && truth <= high) hits++;
  }
  return hits / studies;
}

describe('coverage of the 95% intervals', () => {
  it('Wilson covers a 5% win rate about 95% of the time with 200 games', () => {
    const c = coverage(2000, 200, (draw) => {
      let k = 0;
      for (let i = 0; i < 200; i++) if (draw() < 0.05) k++;
      return { ...wilson(k, 200), truth: 0.05 };
    });
    expect(c).toBeGreaterThan(0.93);
    expect(c).toBeLessThan(0.975);
  });

  it("Newcombe's paired interval covers a true difference of +5 points between correlated arms", () => {
    // Arm B wins 10 % of games; arm A wins every game B wins and 5 % more (a better rule on the same seeds).
    const c = coverage(2000, 300, (draw) => {
      const a: boolean[] = [];
      const b: boolean[] = [];
      for (let i = 0; i < 300; i++) {
        const u = draw();
        b.push(u < 0.1);
        a.push(u < 0.15);
      }
      return { ...pairedDifference(pairedTable(a, b)), truth: 0.05 };
    });
    expect(c).toBeGreaterThan(0.93);
    expect(c).toBeLessThan(0.99);
  });
});

describe('paired difference', () => {
  it('is the difference of the two win rates, and changes sign when the arms swap', () => {
    const a = [true, true, false, false, true, false, false, false, true, false];
    const b = [true, false, false, false, false, false, true, false, false, false];
    const ab = pairedDifference(pairedTable(a, b));
    const ba = pairedDifference(pairedTable(b, a));
    expect(ab.value).toBeCloseTo(0.4 - 0.2);
    expect([ba.value, ba.low, ba.high]).toEqual([-ab.value, -ab.high, -ab.low].map((x) => x + 0));
    expect(ab.low).toBeLessThan(ab.value);
    expect(ab.high).toBeGreaterThan(ab.value);
  });

  it('is tighter on pairs that agree than on pairs that do not (the point of playing the same seeds)', () => {
    const agree = pairedDifference({ both: 40, onlyA: 10, onlyB: 0, neither: 150 });
    const independent = pairedDifference({ both: 10, onlyA: 40, onlyB: 30, neither: 120 });
    expect(agree.value).toBeCloseTo(independent.value);
    expect(agree.high - agree.low).toBeLessThan(independent.high - independent.low);
    expect(agree.low).toBeGreaterThan(0); // ten more wins and no fewer: a clear gain
  });

  it('refuses lists of different lengths (they are not paired)', () => {
    expect(() => pairedTable([true], [true, false])).toThrow(/equal lengths/);
  });
});

it('quantiles are values that occurred (nearest rank)', () => {
  const sorted = [3, 5, 8, 13, 21];
  expect([quantile(sorted, 0), quantile(sorted, 0.5), quantile(sorted, 0.9), quantile(sorted, 1)]).toEqual([3, 8, 21, 21]);
});

describe('the verdict line', () => {
  it('says which way and by how much, the interval in the same direction, or that the data cannot tell', async () => {
    const { verdict } = await import('../../src/sim/compare.ts');
    expect(verdict('veteran', 'recruit', 'won', { value: -0.044, low: -0.061, high: -0.029 })).toBe('veteran lowers the win rate by 4.4 points against recruit (95% CI 2.9 to 6.1)');
    expect(verdict('dog', 'none', 'won', { value: 0.041, low: 0.029, high: 0.053 })).toBe('dog raises the win rate by 4.1 points over none (95% CI 2.9 to 5.3)');
    expect(verdict('b', 'a', 'seat 2 (p2) won', { value: 0.01, low: -0.02, high: 0.04 })).toBe('no clear difference in how often seat 2 (p2) wins between b and a: 1.0 points (95% CI -2.0 to 4.0, which includes 0)');
  });
});
