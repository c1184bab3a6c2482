/**
 * The heuristic agent and the coming fire phase, from the rule text: an explosion's
 * shockwave damages the first wall it meets (fp.fire.explosion), so with AP for one fire the
 * one in the house's corner is put out, not the one in the open; and a firefighter whose
 * errand is far beyond this turn's walk fights the fire instead.
 */
import { describe, expect, it } from 'vitest';
import { explosionDamage } from '../../../src/games/flash-point/agents/goals.ts';
import { shortestPaths } from '../../../src/games/flash-point/agents/paths.ts';
import { choose, position, worldOf } from './positions.ts';

describe('with 2 AP left and two lone fires beside it', () => {
  // p1 walks [1,3] -> [1,2] -> [1,3] -> [1,2]: 2 AP left, beside [1,1] (the corner) and [2,2] (open on every side).
  const game = position([{ id: 'p1', role: 'generalist', at: [1, 3] }], { fire: [[1, 1], [2, 2]] }, [['p1', 'move', 'west'], ['p1', 'move', 'east'], ['p1', 'move', 'west']]);

  it('the position is what the test means', () => {
    const w = worldOf(game);
    expect(game.state.firefighters[0]!.ap).toBe(2);
    expect(w.neighbours([1, 2]).map((n) => n.join())).toEqual(expect.arrayContaining(['1,1', '2,2']));
    expect([explosionDamage(w, [1, 1]), explosionDamage(w, [2, 2])]).toEqual([2, 0]);
  });

  it('puts out the fire whose explosion would damage two walls, not the one in the open', () => {
    expect(choose(game)).toEqual(['p1', 'extinguish', [1, 1]]);
  });
});

describe('an errand far beyond this turn', () => {
  const players = [{ id: 'p1', role: 'generalist', at: [1, 1] }];

  it('the position is what the test means: [6,8] is more than its AP + 6 away, [1,4] within its AP', () => {
    const game = position(players, { fire: [[3, 1]] });
    const w = worldOf(game);
    const paths = shortestPaths(w, [[1, 1]], { burdened: 'none', extinguishCost: 1 });
    const ap = game.state.firefighters[0]!.ap;
    expect(paths.dist[w.board.geometry.spaceId([6, 8])]).toBeGreaterThan(ap + 6);
    expect(paths.dist[w.board.geometry.spaceId([1, 4])]).toBeLessThanOrEqual(ap);
  });

  it('a PoI at the far corner of the house: it steps toward the fire beside it instead', () => {
    const game = position(players, { pois: [{ at: [6, 8], is: 'victim' }], fire: [[3, 1]] });
    expect(choose(game)).toEqual(['p1', 'move', 'south']);
  });

  it('the same PoI nearer: it walks to it, not to the fire', () => {
    const game = position(players, { pois: [{ at: [1, 4], is: 'victim' }], fire: [[3, 1]] });
    expect(choose(game)).toEqual(['p1', 'move', 'east']);
  });
});
