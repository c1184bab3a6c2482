/**
 * The heuristic agent's terrain (agents/terrain.ts) is read once per state and kept, with the
 * routes found on it, while fire, walls, doors and windows stay the same. Along whole games,
 * at every decision, the kept routes must equal routes found afresh from the World: a kept
 * terrain that no longer describes the state would show here as a wrong distance.
 */
import { describe, expect, it } from 'vitest';
import { shortestPaths, type CostModel } from '../../../src/games/flash-point/agents/paths.ts';
import { EdgeState, edgeState } from '../../../src/games/flash-point/agents/terrain.ts';
import { SPACE } from '../../../src/games/flash-point/board-geometry.ts';
import { playGame } from '../../../src/games/flash-point/play.ts';
import { World } from '../../../src/games/flash-point/world.ts';
import type { FlashPointGame } from '../../../src/games/flash-point/game.ts';

/** Dijkstra from one space by plain World questions (no terrain, no cache): the reference. */
function freshDistances(w: World, from: readonly number[], model: CostModel): number[] {
  const g = w.board.geometry;
  const dist: number[] = g.spaces.map(() => Infinity);
  const done: boolean[] = g.spaces.map(() => false);
  const enter = (id: number) => {
    const at = g.spaces[id]!;
    if (w.objectAt(at) || g.spaceFlags[id]! & SPACE.noEntry) return Infinity;
    const fire = w.content(at) === 'fire';
    if (model.burdened === 'none') return fire ? 2 : 1;
    const step = model.burdened === 'carrying' ? 2 : 1;
    return fire ? step + model.extinguishCost : step;
  };
  dist[g.spaceId(from)] = 0;
  for (;;) {
    let id = -1;
    for (let i = 0; i < dist.length; i++) if (!done[i] && dist[i]! < Infinity && (id < 0 || dist[i]! < dist[id]!)) id = i;
    if (id < 0) return dist;
    done[id] = true;
    const ways: [number, number][] = [];
    for (let k = 0; k < 4; k++) {
      const e = edgeState(w, g.sideEdge[id * 4 + k]!);
      if (e !== EdgeState.Blocked) ways.push([g.stepTo[id * 4 + k]!, e === EdgeState.Openable ? 1 : 0]);
    }
    const stair = g.stairs[id];
    if (stair) ways.push([g.spaceId(stair.to), 0]);
    for (const [to, extra] of ways) if (to >= 0) dist[to] = Math.min(dist[to]!, dist[id]! + extra + enter(to));
  }
}

describe('the heuristic agent keeps its terrain and routes only while they hold', () => {
  // The base house, a board with stairs (attic) and one with objects (the garage).
  it.each(['experienced-recruit', 'experienced-attic', 'extreme-mechanics-garage'])('%s: at every decision, kept routes equal routes found afresh', (preset) => {
    const wrong: string[] = [];
    let compared = 0;
    const check = (game: FlashPointGame) => {
      if (game.state.phase === 'over' || game.state.phase === 'setup') return;
      const w = new World(game.state, game.engine.board, game.engine.rules);
      for (const f of game.state.firefighters) {
        if (!f.at || w.board.geometry.spaceId(f.at) < 0) continue;
        const model: CostModel = { burdened: f.carrying === 'victim' ? 'carrying' : 'none', extinguishCost: 1 };
        const kept = Array.from(shortestPaths(w, [f.at], model).dist);
        compared++;
        if (JSON.stringify(kept) !== JSON.stringify(freshDistances(w, f.at, model))) wrong.push(`${preset} turn ${game.state.turn} ${f.id}`);
      }
    };
    for (const seed of [1, 2]) playGame({ preset }, { seed, players: 4, agent: 'heuristic', log: false, maxTurns: 20, onStep: check });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(200);
  });
});
