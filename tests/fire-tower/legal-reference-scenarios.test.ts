/**
 * Differential test of issue 13's Fire Tower kernel, scenarios: at every step of every
 * scenario file, `legalActions` lists exactly what the old implementation
 * (tests/fire-tower/reference/) lists, action for action and in the same order, and so
 * does `cardChoices` of every pattern card (legal-reference.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/games/fire-tower/game.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';
import { difference } from './legal-reference.ts';

const scenarioDir = path.join(import.meta.dirname, 'scenarios');
const scenarioFiles = readdirSync(scenarioDir, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml')).sort();

describe('Fire Tower legalActions equal the reference implementation', () => {
  it(`at every step of the ${scenarioFiles.length} scenarios`, () => {
    const failures: string[] = [];
    for (const file of scenarioFiles) {
      const { data, yaml, baseDir } = readScenario(path.join(scenarioDir, file));
      let game = scenarioStart(data, yaml, baseDir);
      let why = difference(game);
      for (const [i, action] of (data.actions ?? []).entries()) {
        if (why) break;
        const r = apply(game, action);
        if (!r.ok) break;
        game = r.game;
        why = difference(game);
        if (why) why = `after action ${i}: ${why}`;
      }
      if (why) failures.push(`${file}: ${why}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
