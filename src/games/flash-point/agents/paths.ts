/**
 * Cheapest routes for the heuristic agent, in AP, over the compiled board (board-geometry.ts):
 * Dijkstra from one space (or several) along the four sides and staircases, pricing each
 * step as the firefighter would pay it now — a closed door costs one more (opening it), fire
 * costs more (or, carrying, the extinguish that makes it passable), a standing wall or a
 * jammed door stops the way; a model may add a risk price for spaces beside a fire. It
 * reads the state only; nothing is tried on a copy.
 */
import { nextFloat, type RngState } from '../../../core/rng.ts';
import type { World } from '../world.ts';
import { EdgeState, terrainOf, type Terrain } from './terrain.ts';

// Read once: an imported binding is a getter call on every use under the TypeScript loader, and these sit in Dijkstra's inner loop.
const BLOCKED = EdgeState.Blocked;
const OPENABLE = EdgeState.Openable;

/** How the firefighter moves: carrying (a victim or hazmat: 2 AP a step, never into fire) or leading (1 AP, never into fire). */
export interface CostModel {
  burdened: 'none' | 'carrying' | 'leading';
  /** AP to turn a fire into smoke (the Paramedic and the Rescue Specialist pay double). */
  extinguishCost: number;
  /** A risk price (0 to 7) added to each step into a space beside a fire; none when absent, so distances are plain AP. */
  nearFire?: number;
}

/** The way of a step: a side index (0 north .. 3 west, board-geometry's order) or a staircase. */
export const STAIRS = 4;

export interface Paths {
  /** AP to reach each space number (Infinity: unreachable), plus the model's `nearFire` per step beside a fire. */
  dist: Float64Array;
  /** The space each was reached from (-1: a source or unreached), and the way of that last step. */
  prev: Int32Array;
  way: Int8Array;
}

/** AP to enter space `to` under `model` (Infinity when the model may not enter it). */
export function entryCost(w: World, model: CostModel, to: number): number {
  const t = terrainOf(w);
  return stepCost(model, t.fire[to] === 1) + (t.nearFire[to] ? model.nearFire ?? 0 : 0);
}

function stepCost(model: CostModel, burning: boolean): number {
  // Walking into fire is priced at its AP, no more: a risk premium (tried: 4) sent
  // firefighters round the outside of the building, and measured worse.
  if (model.burdened === 'none') return burning ? 2 : 1;
  const step = model.burdened === 'carrying' ? 2 : 1;
  return burning ? step + model.extinguishCost : step;
}

/**
 * Cheapest AP from `sources` to every space (a bucket queue: step costs are small integers),
 * over the terrain (terrain.ts), without closures or World calls: it runs several times per
 * decision. The result is shared: callers only read it.
 */
export function shortestPaths(w: World, sources: readonly (readonly number[])[], model: CostModel): Paths {
  const t = terrainOf(w);
  // From one space: kept on the terrain (the other firefighters' routes hold for most of a turn).
  const key = sources.length === 1 ? routeKey(w, sources[0]!, model) : -1;
  const known = key >= 0 ? (t.paths.get(key) as Paths | undefined) : undefined;
  if (known) return known;
  const found = dijkstra(w, t, sources, model);
  if (key >= 0) t.paths.set(key, found);
  return found;
}

const BURDENED = { none: 0, carrying: 1, leading: 2 } as const;

/** A number naming a single source and a cost model (-1 when it has none). */
function routeKey(w: World, source: readonly number[], model: CostModel): number {
  const id = w.board.geometry.spaceId(source);
  const risk = model.nearFire ?? 0;
  if (id < 0 || model.extinguishCost > 99 || !(risk >= 0 && risk <= 7 && Number.isInteger(risk))) return -1;
  return ((id * 8 + risk) * 3 + BURDENED[model.burdened]) * 100 + model.extinguishCost;
}

function dijkstra(w: World, t: Terrain, sources: readonly (readonly number[])[], model: CostModel): Paths {
  const g = w.board.geometry;
  const n = g.spaces.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const way = new Int8Array(n).fill(-1);
  const into = [stepCost(model, false), stepCost(model, true)];
  const nearFire = model.nearFire ?? 0;
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
      const stair = g.stairs[id];
      for (let k = 0; k <= 4; k++) {
        let to: number;
        let extra = 0;
        if (k < 4) {
          const e = t.side[id * 4 + k]!;
          if (e === BLOCKED) continue;
          to = g.stepTo[id * 4 + k]!;
          if (e === OPENABLE) extra = 1;
        } else {
          if (!stair) break;
          to = g.spaceId(stair.to);
        }
        if (to < 0 || !t.enterable[to]) continue;
        const nd = d + extra + into[t.fire[to]!]! + (t.nearFire[to] ? nearFire : 0);
        if (nd >= dist[to]!) continue;
        dist[to] = nd;
        prev[to] = id;
        way[to] = k;
        (buckets[nd] ??= []).push(to);
      }
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
