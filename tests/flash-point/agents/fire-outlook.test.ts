/**
 * The fire outlook (fire-outlook.ts): for every Advance Fire roll, the damage cubes its walk
 * counts are those the engine takes when that roll is forced (fp.fire.advance, explosions and
 * shockwaves, flashover, a hazmat going up).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advanceCubes, expectedLoss, fireOutlook, SMOKE } from '../../../src/games/flash-point/agents/fire-outlook.ts';
import { advanceTargetOf } from '../../../src/games/flash-point/fire.ts';
import { apply } from '../../../src/games/flash-point/game.ts';
import { readScenario, scenarioStart } from '../../../src/games/flash-point/scenario.ts';
import type { ScenarioData } from '../../../src/games/flash-point/scenario-format.ts';
import { worldOf } from './positions.ts';

const base = readScenario(path.join(import.meta.dirname, '..', 'scenarios', 'actions', 'carry-hazmat-costs-2.yaml'));
// p1 outside, out of the fire's way; fire in rooms and corners, smoke beside some, a hazmat beside a fire.
const players = [{ id: 'p1', role: 'generalist', at: [0, 5] }];
const place: ScenarioData['place'] = { fire: [[1, 1], [2, 2], [2, 3], [4, 6], [5, 6], [6, 8], [3, 5]], smoke: [[3, 3], [1, 2], [4, 7]], hazmats: [[6, 7]] };

const start = (dice: number[][], pieces = place) => scenarioStart({ ...base.data, players, place: pieces, dice, actions: [] }, base.yaml, base.baseDir);

describe('the fire outlook', () => {
  it('counts, for every roll, the damage cubes the engine takes when that roll is forced', () => {
    const game = start([]);
    const w = worldOf(game);
    const o = fireOutlook(w);
    const differ: string[] = [];
    let explosions = 0;
    for (let red = 1; red <= w.board.rows; red++) {
      for (let black = 1; black <= w.blackSides; black++) {
        const at = advanceTargetOf(w, red, black);
        if (!at) continue;
        const before = start([[red, black]]);
        const r = apply(before, ['p1', 'end-turn']);
        if (!r.ok) throw new Error(r.reason);
        const engine = before.state.damageSupply - r.game.state.damageSupply;
        const walked = advanceCubes(o, w.board.geometry.spaceId(at));
        if (engine !== walked) differ.push(`[${red}, ${black}]: engine ${engine}, outlook ${walked}`);
        if (w.content(at) === 'fire') explosions++;
      }
    }
    expect(explosions).toBe(7);
    expect(differ).toEqual([]);
  });

  it('prices an explosion in the corner at its two damaged walls, one in the open at none; a fire put out lowers the expected loss', () => {
    // [1,1] is the house's corner (walls north and west); [2,2] stands in the open.
    const w = worldOf(start([], { fire: [[1, 1], [2, 2]] }));
    const o = fireOutlook(w);
    const g = w.board.geometry;
    expect(advanceCubes(o, g.spaceId([1, 1]))).toBe(2);
    expect(advanceCubes(o, g.spaceId([2, 2]))).toBe(0);
    expect(expectedLoss(o, g.spaceId([1, 1]), SMOKE)).toBeLessThan(expectedLoss(o));
  });
});
