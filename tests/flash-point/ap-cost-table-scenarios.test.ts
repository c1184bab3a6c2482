/**
 * Every AP-cost question the Flash Point scenarios ask, answered by the table the game used,
 * the plain fold and json-rules-engine: all identical (ap-cost-record.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScenario, runScenario } from '../../src/games/flash-point/scenario.ts';
import { expectAllAgree, record } from './ap-cost-record.ts';

describe('every AP-cost question of the scenarios: table = plain fold = json-rules-engine', () => {
  const dir = path.join(import.meta.dirname, 'scenarios');
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml'));
  const folders = [...new Set(files.map((f) => path.dirname(f)))].sort();

  it('covers every scenario folder', () => {
    expect(folders.length).toBeGreaterThan(10);
  });

  it.each(folders)('scenarios/%s', async (folder) => {
    const asked = record(() => {
      for (const file of files.filter((f) => path.dirname(f) === folder)) {
        const { data, yaml, baseDir } = readScenario(path.join(dir, file));
        runScenario(data, yaml, baseDir);
      }
    });
    await expectAllAgree(asked);
  });
});
