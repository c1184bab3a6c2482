/**
 * The compiled statechart table against XState on every step of every scenario of both
 * games: each question apply() asked is replayed through both (tests/helpers/chart-replay.ts),
 * and `can()`, the state value, the context, the history record and the end of the game
 * must agree exactly.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as flashPoint from '../../src/games/flash-point/scenario.ts';
import * as fireTower from '../../src/games/fire-tower/scenario.ts';
import { emptyReport, recordSteps, replay } from '../helpers/chart-replay.ts';

const runners = { 'flash-point': flashPoint, 'fire-tower': fireTower } as const;

describe.each(Object.keys(runners) as (keyof typeof runners)[])('the compiled chart on the %s scenarios', (game) => {
  it('answers every question as XState does', () => {
    const dir = path.join(import.meta.dirname, '..', game, 'scenarios');
    const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml')).sort();
    const report = emptyReport();
    const { readScenario, runScenario } = runners[game];
    for (const file of files) {
      const { data, yaml, baseDir } = readScenario(path.join(dir, file));
      const { steps } = recordSteps(() => runScenario(data as never, yaml, baseDir));
      const before = report.problems.length;
      replay(steps, report);
      report.problems.splice(before, Infinity, ...report.problems.slice(before).map((p) => `${file}: ${p}`));
    }
    expect(report.problems).toEqual([]);
    expect(report.transitions).toBeGreaterThan(files.length);
    expect(report.starts).toBeGreaterThan(files.length / 2);
    // Fire Tower's answers return through its `resume` history state: those steps carry the record.
    expect(report.withHistory > 0).toBe(game === 'fire-tower');
  }, 300_000);
});
