/**
 * Cheapest routes for the heuristic agent, in AP, over the compiled board (board-geometry.ts):
 * Dijkstra from one space (or several) along the four sides and staircases, pricing each
 * step as the firefighter would pay it now — a closed door costs one more (opening it), fire
 * costs more (or, carrying, the extinguish that makes it passable), a standing wall or a
 * jammed door stops the way. It reads the state only; nothing is tried on a copy.
 */
import { nextFloat, type RngState } from '../../../core/rng.ts';
import { EDGE, SPACE } from '../board-geometry.ts';
import { isShut } from '../state.ts';
import type { World } from '../world.ts';

/** How the firefighter moves: carrying (a victim or hazmat: 2 AP a step, never into fire) or leading (1 AP, never into fire). */
export interface CostModel {
  burdened: 'none' | 'carrying' | 'leading';
  /** AP to turn a fire into smoke (the Paramedic and the Rescue Specialist pay double). */
  extinguishCost: number;
}

/** The way of a step: a side index (0 north .. 3 west, board-geometry's order) or a staircase. */
export const STAIRS = 4;

export interface Paths {
  /** AP to reach each space number (Infinity: unreachable). */
  dist: Float64Array;
  /** The space each was reached from (-1: a source or unreached), and the way of that last step. */
  prev: Int32Array;
  way: Int8Array;
}

/** What stands on an edge for a mover: nothing, something to open first (1 AP), or a barrier. */
export const EdgeState = { Clear: 0, Openable: 1, Blocked: 2 } as const;
export type EdgeState = (typeof EdgeState)[keyof typeof EdgeState];

/** The record on edge `id` in a state list kept in the board's order (found at once), else searched. */
function recordOn<T extends { at: readonly unknown[] }>(w: World, list: readonly T[], i: number, id: number): T | undefined {
  if (i < 0) return undefined;
  const g = w.board.geometry;
  const x = list[i];
  if (x && g.edgeId(x.at) === id) return x;
  return list.find((y) => g.edgeId(y.at) === id);
}

export function edgeState(w: World, id: number): EdgeState {
  if (id < 0) return EdgeState.Clear;
  const g = w.board.geometry;
  const wall = recordOn(w, w.s.walls, g.wallIndex[id]!, id);
  if (wall && !wall.destroyed && !(g.edgeFlags[id]! & EDGE.soft)) return EdgeState.Blocked;
  const door = recordOn(w, w.s.doors, g.doorIndex[id]!, id);
  if (door && isShut(door)) return door.state === 'closed' ? EdgeState.Openable : EdgeState.Blocked;
  const win = recordOn(w, w.s.windows, g.windowIndex[id]!, id);
  return win && win.state === 'closed' ? EdgeState.Openable : EdgeState.Clear;
}

/** Can a firefighter stand on space number `id` at all (not an object's, not a no-entry space)? */
function enterable(w: World, id: number): boolean {
  const g = w.board.geometry;
  if (g.spaceFlags[id]! & SPACE.noEntry) return false;
  return !(w.s.objects.length && w.objectAt(g.spaces[id]!));
}

/** AP to enter space `to` under `model` (Infinity when the model may not enter it). */
export function entryCost(w: World, model: CostModel, to: number): number {
  const burning = w.content(w.board.geometry.spaces[to]!) === 'fire';
  // Walking into fire is priced at its AP, no more: a risk premium (tried: 4) sent
  // firefighters round the outside of the building, and measured worse.
  if (model.burdened === 'none') return burning ? 2 : 1;
  const step = model.burdened === 'carrying' ? 2 : 1;
  return burning ? step + model.extinguishCost : step;
}

/** Cheapest AP from `sources` to every space (a bucket queue: step costs are small integers). */
export function shortestPaths(w: World, sources: readonly (readonly number[])[], model: CostModel): Paths {
  const g = w.board.geometry;
  const n = g.spaces.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const way = new Int8Array(n).fill(-1);
  const buckets: number[][] = [[]];
  for (const s of sources) {
    const id = g.spaceId(s);
    if (id >= 0 && dist[id] !== 0) (dist[id] = 0), buckets[0]!.push(id);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (let b = 0; b < bucket.length; b++) {
      const id = bucket[b]!;
      if (dist[id] !== d) continue;
      const relax = (to: number, k: number, extra: number) => {
        if (to < 0 || !enterable(w, to)) return;
        const nd = d + extra + entryCost(w, model, to);
        if (nd >= dist[to]!) return;
        dist[to] = nd;
        prev[to] = id;
        way[to] = k;
        (buckets[nd] ??= []).push(to);
      };
      for (let k = 0; k < 4; k++) {
        const e = edgeState(w, g.sideEdge[id * 4 + k]!);
        if (e !== EdgeState.Blocked) relax(g.stepTo[id * 4 + k]!, k, e === EdgeState.Openable ? 1 : 0);
      }
      const stair = g.stairs[id];
      if (stair) relax(g.spaceId(stair.to), STAIRS, 0);
    }
  }
  return { dist, prev, way };
}

/** The first step from the source toward space number `target`: where it goes and which way (null: no route, or already there). */
export function firstStep(p: Paths, target: number): { from: number; to: number; way: number } | null {
  if (target < 0 || p.dist[target] === Infinity || p.prev[target]! < 0) return null;
  let to = target;
  while (p.prev[p.prev[to]!]! >= 0) to = p.prev[to]!;
  return { from: p.prev[to]!, to, way: p.way[to]! };
}

/** The cheapest of `targets` (space numbers) by `p` plus `extra`, ties broken by the rng; -1 when none is reachable. */
export function nearest(p: Paths, targets: readonly number[], rng: RngState, extra: (t: number) => number = () => 0): number {
  let ties: number[] = [];
  let bestCost = Infinity;
  for (const t of targets) {
    const c = p.dist[t]! + extra(t);
    if (c < bestCost) (ties = [t]), (bestCost = c);
    else if (c === bestCost && c < Infinity) ties.push(t);
  }
  return pickOne(ties, rng) ?? -1;
}

/** One of `list`, drawn with the agent's rng when there is a choice (undefined when empty). */
export function pickOne<T>(list: readonly T[], rng: RngState): T | undefined {
  return list.length > 1 ? list[Math.floor(nextFloat(rng) * list.length)] : list[0];
}
