/**
 * The heuristic Fire Tower agent in Solo Mode, from the rule text: what the Solo rules make
 * worth defending besides its own roof (the hawk sanctuary) and what the enemy attack costs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import type { Action } from '../../src/games/fire-tower/game.ts';
import { heuristicAgent } from '../../src/games/fire-tower/agents/heuristic.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';

function start(fixture: string) {
  const { data, yaml, baseDir } = readScenario(path.join(import.meta.dirname, 'fixtures', 'agents', fixture));
  return scenarioStart(data, yaml, baseDir);
}

/** Orthogonal steps between two spaces. */
const steps = (a: readonly number[], b: readonly number[]) => Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!);

describe('Fire Tower heuristic agent, Solo Mode', () => {
  it('lays the enemy fire away from the hawk sanctuary (Sanctuary: if fire ever reaches it, you lose)', () => {
    // The enemy's Flare Up is laid by the player; the lines far from its own roof run down
    // column 7, right under the sanctuary at [3, 7]. The line it picks must not touch it.
    const game = start('solo-sanctuary-kept-from-fire.yaml');
    expect(game.state.pending[0]?.type).toBe('enemy-card');
    for (const seed of [1, 2, 3]) {
      const action = heuristicAgent(game, seedRng(seed))!;
      expect(action.slice(0, 2)).toEqual(['p1', 'place']);
      const cells = (action[2] as { cells: Action[] }).cells as unknown as number[][];
      for (const c of cells) expect(steps(c, [3, 7]), `${JSON.stringify(c)} is not next to the sanctuary`).toBeGreaterThan(1);
    }
  });
});
