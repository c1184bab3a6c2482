/**
 * Every scenario file under tests/fire-tower/scenarios/ states its own expected outcome
 * (`expect`); this runs each one through the same runner as `firerules scenario`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScenario, runScenario } from '../../src/games/fire-tower/scenario.ts';

const dir = path.join(import.meta.dirname, 'scenarios');
const files = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('Fire Tower scenarios', () => {
  it.each(files)('%s', (file) => {
    const { data, yaml, baseDir } = readScenario(path.join(dir, file));
    expect(data.expect, `${file} has no expect block`).toBeDefined();
    const result = runScenario(data, yaml, baseDir);
    expect(result.mismatches).toEqual([]);
  });
});
