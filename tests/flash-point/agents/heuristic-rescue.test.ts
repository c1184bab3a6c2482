/**
 * The heuristic agent's rescue priorities, each from the rule text, on small built positions:
 * a hazmat rescues no one and carrying it costs 2 AP a step (fp.actions.carry), so only the
 * Hazmat Technician, who disposes of it where it lies, goes for one, and nobody carries one
 * out; a firefighter knocked
 * down loses what it carries (fp.fire.knock-down), and a space beside a fire is where a
 * flashover or a shockwave reaches next, so a carrier takes the way that keeps away from the
 * fire when it costs no more AP.
 */
import { describe, expect, it } from 'vitest';
import { entryCost, shortestPaths, STAIRS, type CostModel } from '../../../src/games/flash-point/agents/paths.ts';
import { EdgeState, edgeState, terrainOf } from '../../../src/games/flash-point/agents/terrain.ts';
import { legalActions } from '../../../src/games/flash-point/game.ts';
import { choose, position, worldOf } from './positions.ts';


describe('hazmats are the Hazmat Technician’s errand', () => {
  // A hazmat three steps east along row 1 (one room, nothing between), nothing else on the board.
  const place = { hazmats: [[1, 4]] };

  it('the Hazmat Technician walks to it (it disposes of it there)', () => {
    expect(choose(position([{ id: 'p1', role: 'hazmat-technician', at: [1, 1] }], place))).toEqual(['p1', 'move', 'east']);
  });

  it('a Generalist does not walk to it: with nothing else to do it ends its turn, saving its AP', () => {
    expect(choose(position([{ id: 'p1', role: 'generalist', at: [1, 1] }], place))).toEqual(['p1', 'end-turn']);
  });

  it('a Generalist goes for a PoI rather than a hazmat that is nearer', () => {
    const game = position([{ id: 'p1', role: 'generalist', at: [1, 2] }], { hazmats: [[1, 3]], pois: [{ at: [6, 2] }] });
    expect(choose(game)).toEqual(['p1', 'move', 'south']);
  });

  it('a Generalist standing on a hazmat one step from a way out leaves it there', () => {
    const game = position([{ id: 'p1', role: 'generalist', at: [3, 1] }], { hazmats: [[3, 1]] });
    expect(legalActions(game)).toContainEqual(['p1', 'pick-up', 'hazmat']);
    expect(choose(game)).toEqual(['p1', 'end-turn']);
  });

  it('the Hazmat Technician standing on it disposes of it', () => {
    const game = position([{ id: 'p1', role: 'hazmat-technician', at: [3, 1] }], { hazmats: [[3, 1]] });
    expect(choose(game)).toEqual(['p1', 'dispose', [3, 1]]);
  });
});

describe('a carrier keeps away from the fire when that costs no more AP', () => {
  // The Generalist picks up a victim at [2,2]; the way out west at [3,0] is three steps either
  // south then west ([3,2], [3,1]) or west then south ([2,1], [3,1]).
  const players = [{ id: 'p1', role: 'generalist', at: [2, 2] }];
  const carrying = (fire: number[][]) => position(players, { victims: [{ at: [2, 2] }], fire }, [['p1', 'pick-up', 'victim']]);

  it('the position is what the test means: [3,2] is beside the fire at [4,2], [2,1] and [3,1] are not', () => {
    const w = worldOf(carrying([[4, 2]]));
    const near = terrainOf(w).nearFire;
    const id = (s: number[]) => w.board.geometry.spaceId(s);
    expect([near[id([3, 2])], near[id([2, 1])], near[id([3, 1])]]).toEqual([1, 0, 0]);
  });

  it('with no fire about it takes the first of the equal ways (south)', () => {
    expect(choose(carrying([]))).toEqual(['p1', 'move', 'south']);
  });

  it('with a fire beside [3,2] it goes west, the way that ends no step beside the fire', () => {
    expect(choose(carrying([[4, 2]]))).toEqual(['p1', 'move', 'west']);
  });

  it('with the fire beside [3,1], on both ways, it takes the first again', () => {
    expect(choose(carrying([[4, 1]]))).toEqual(['p1', 'move', 'south']);
  });
});

describe('routes with a price for spaces beside a fire', () => {
  const game = position([{ id: 'p1', role: 'generalist', at: [7, 4] }], { fire: [[4, 2], [5, 6], [2, 7]] });
  const w = worldOf(game);
  const g = w.board.geometry;
  const plain: CostModel = { burdened: 'carrying', extinguishCost: 1 };
  const wary: CostModel = { ...plain, nearFire: 2 };

  it('every distance is the cheapest step into it from its predecessor, the price included', () => {
    const p = shortestPaths(w, [[7, 4]], wary);
    let priced = 0;
    for (let id = 0; id < g.spaces.length; id++) {
      if (p.dist[id] === Infinity || p.prev[id] === -1) continue;
      const from = p.prev[id]!;
      const way = p.way[id]!;
      const open = way === STAIRS ? 0 : edgeState(w, g.sideEdge[from * 4 + way]!);
      expect(p.dist[id]).toBe(p.dist[from]! + entryCost(w, wary, id) + (open === EdgeState.Openable ? 1 : 0));
      if (terrainOf(w).nearFire[id]) priced++;
    }
    expect(priced).toBeGreaterThan(3);
  });

  it('entering a space beside a fire costs the price more; elsewhere, and without the option, plain AP', () => {
    const beside = g.spaceId([3, 2]);
    const away = g.spaceId([2, 2]);
    expect(entryCost(w, wary, beside)).toBe(entryCost(w, plain, beside) + 2);
    expect(entryCost(w, wary, away)).toBe(entryCost(w, plain, away));
    expect(entryCost(w, plain, beside)).toBe(2);
  });

  it('the routes of the two models are kept apart (a price is part of the route’s key)', () => {
    const a = shortestPaths(w, [[7, 4]], plain);
    const b = shortestPaths(w, [[7, 4]], wary);
    expect(a).not.toBe(b);
    expect(b.dist[g.spaceId([3, 2])]!).toBeGreaterThan(a.dist[g.spaceId([3, 2])]!);
  });
});
