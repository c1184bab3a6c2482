/**
 * The heuristic agent's routes (agents/paths.ts): Dijkstra over the compiled board prices
 * each step as a firefighter pays it — a closed door one more, fire more, a standing wall
 * or jammed door not at all — and the first step of a route is a neighbour of its start.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/flash-point/game.ts';
import { entryCost, firstStep, shortestPaths, STAIRS, type CostModel } from '../../../src/games/flash-point/agents/paths.ts';
import { EdgeState, edgeState } from '../../../src/games/flash-point/agents/terrain.ts';
import { World } from '../../../src/games/flash-point/world.ts';

const game = createGame({ preset: 'experienced-recruit' }, { seed: 3, players: 4 });
const w = new World(game.state, game.engine.board, game.engine.rules);
const g = w.board.geometry;
const start = [7, 4]; // outside, south of the house

describe('shortest paths for the heuristic agent', () => {
  it.each<[string, CostModel]>([
    ['walking', { burdened: 'none', extinguishCost: 1 }],
    ['carrying', { burdened: 'carrying', extinguishCost: 1 }],
    ['leading, extinguishing at double cost', { burdened: 'leading', extinguishCost: 2 }],
  ])('%s: every distance is the cheapest step into it from its predecessor', (_what, model) => {
    const p = shortestPaths(w, [start], model);
    expect(p.dist[g.spaceId(start)]).toBe(0);
    let reached = 0;
    for (let id = 0; id < g.spaces.length; id++) {
      if (p.dist[id] === Infinity || p.prev[id] === -1) continue;
      reached++;
      const from = p.prev[id]!;
      const way = p.way[id]!;
      const open = way === STAIRS ? 0 : edgeState(w, g.sideEdge[from * 4 + way]!);
      expect(open).not.toBe(EdgeState.Blocked);
      expect(way === STAIRS || g.stepTo[from * 4 + way] === id).toBe(true);
      expect(p.dist[id]).toBe(p.dist[from]! + entryCost(w, model, id) + (open === EdgeState.Openable ? 1 : 0));
    }
    // The whole base house and its outside ring are reachable from outside.
    expect(reached).toBeGreaterThan(60);
  });

  it('prices fire as the AP it costs: 2 to walk in, a step plus the extinguish when carrying or leading', () => {
    const fire = g.spaceId(game.state.fire[0]!);
    expect(entryCost(w, { burdened: 'none', extinguishCost: 1 }, fire)).toBe(2);
    expect(entryCost(w, { burdened: 'carrying', extinguishCost: 2 }, fire)).toBe(4);
    expect(entryCost(w, { burdened: 'leading', extinguishCost: 1 }, fire)).toBe(2);
  });

  it('starts every route with a step to a neighbour of the start', () => {
    const p = shortestPaths(w, [start], { burdened: 'none', extinguishCost: 1 });
    for (const target of w.board.interiorSpaces()) {
      const first = firstStep(p, g.spaceId(target));
      if (!first) continue;
      expect(first.from).toBe(g.spaceId(start));
      expect(g.stepTo[first.from * 4 + first.way]).toBe(first.to);
    }
  });
});
