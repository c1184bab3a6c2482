/**
 * `simulate --compare` on a game with tallies (Fire Tower Solo's enemy towers burned): the
 * paired mean difference per game with its 95 % interval, and the verdict that reads it; and
 * `--report`'s section that shows them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/sim/batch.ts';
import { compareTallies } from '../../src/sim/compare-tallies.ts';
import { reportFiles } from '../../src/sim/report.ts';
import { summarise } from '../../src/sim/summary.ts';

const BURNED = 'enemy towers burned';
const records = (counts: (number | undefined)[]): GameRecord[] =>
  counts.map((n, index) => ({ index, seed: 1 + index, outcome: 'lost', winners: [], turns: 19, actions: 100, ...(n === undefined ? {} : { tallies: { [BURNED]: n } }) }));

describe('tallies compared on the same seeds', () => {
  it('takes the mean of the game-by-game differences, with a normal 95% interval, and says which way it goes', () => {
    // Differences 1, 1, 0, 1: mean 0.75, standard deviation 0.5, standard error 0.25.
    const [d] = compareTallies([{ label: 'base', records: records([1, 2, 2, 1]) }, { label: 'new', records: records([2, 3, 2, 2]) }]);
    expect(d).toMatchObject({ arm: 'new', baseline: 'base', tally: BURNED });
    expect(d!.mean.value).toBe(0.75);
    expect(d!.mean.low).toBeCloseTo(0.75 - 1.96 * 0.25, 2);
    expect(d!.mean.high).toBeCloseTo(0.75 + 1.96 * 0.25, 2);
    expect(d!.verdict).toBe(`new has more ${BURNED} than base: 0.75 a game (95% CI ${d!.mean.low} to ${d!.mean.high})`);
    // The other way round: fewer, told as a positive number.
    expect(compareTallies([{ label: 'new', records: records([2, 3, 2, 2]) }, { label: 'base', records: records([1, 2, 2, 1]) }])[0]!.verdict).toMatch(/^base has fewer enemy towers burned than new: 0\.75 a game/);
  });

  it('says when the interval includes 0, and compares nothing for games without tallies or a single game', () => {
    const [d] = compareTallies([{ label: 'a', records: records([1, 2, 0, 3]) }, { label: 'b', records: records([2, 1, 1, 2]) }]);
    expect(d!.mean.value).toBe(0);
    expect(d!.verdict).toMatch(/^no clear difference in enemy towers burned between b and a: 0 a game \(95% CI -[\d.]+ to [\d.]+, which includes 0\)$/);
    expect(compareTallies([{ label: 'a', records: records([undefined, undefined]) }, { label: 'b', records: records([undefined, undefined]) }])).toEqual([]);
    expect(compareTallies([{ label: 'a', records: records([1]) }, { label: 'b', records: records([2]) }])).toEqual([]);
  });
});

describe('the report keeps the tallies', () => {
  const seats = ['p1'];
  const arms = [
    { label: 'base', records: records([1, 2, 2, 1]) },
    { label: 'new', records: records([2, 3, 2, 2]) },
  ];

  it('a section with each arm mean and games by count, the paired difference and its verdict, and their chart', async () => {
    const summaries = arms.map((a) => ({ config: a.label, ...summarise(a.records, seats, false) }));
    const tallyDifferences = compareTallies(arms);
    const files = await reportFiles('/tmp/r.md', { title: 't', command: 'c', arms: summaries, differences: [], tallyDifferences });
    const md = files[0]!.content;
    expect(md).toContain("## The game's own measures");
    expect(md).toContain(`| base | ${BURNED} | 1.5 | 0: 0, 1: 2, 2: 2 |`);
    expect(md).toContain(`| new | ${BURNED} | 2.25 | 0: 0, 1: 0, 2: 3, 3: 1 |`);
    expect(md).toContain(`| new | base | ${BURNED} | 0.75 | ${tallyDifferences[0]!.mean.low} to ${tallyDifferences[0]!.mean.high} |`);
    expect(md).toContain(`- ${tallyDifferences[0]!.verdict}.`);
    expect(md).toContain('![tallies](r-tallies.svg)');
    expect(files.find((f) => f.file === '/tmp/r-tallies.svg')?.content).toMatch(/^<svg /);
  }, 60_000);

  it('no section and no fourth chart for a game without tallies', async () => {
    const plain = arms.map((a) => ({ config: a.label, ...summarise(a.records.map(({ tallies: _t, ...r }) => r), seats, false) }));
    const files = await reportFiles('/tmp/r.md', { title: 't', command: 'c', arms: plain, differences: [], tallyDifferences: [] });
    expect(files[0]!.content).not.toContain('own measures');
    expect(files.map((f) => path.basename(f.file))).toEqual(['r.md', 'r-win-rates.svg', 'r-endings.svg', 'r-length.svg']);
  }, 60_000);
});
