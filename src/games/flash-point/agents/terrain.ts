/**
 * The board as the heuristic agent's routes see it, read once per state: what burns in each
 * space, which spaces a firefighter may stand on, and what stands on each side of each
 * space (paths.ts's EdgeState). One decision runs several Dijkstras (the active firefighter's,
 * the others' for the target assignment, a carrier's way out) over the same state; each used
 * to ask the World again per step, which was most of the agent's time.
 */
import { SPACE, type BoardGeometry } from '../board-geometry.ts';
import { isShut, type FlashPointState } from '../state.ts';
import { inPlaceStepCount } from '../copy-on-write.ts';
import type { World } from '../world.ts';

/** What stands on an edge for a mover: nothing, something to open first (1 AP), or a barrier. */
export const EdgeState = { Clear: 0, Openable: 1, Blocked: 2 } as const;
export type EdgeState = (typeof EdgeState)[keyof typeof EdgeState];

export interface Terrain {
  /** The last state it was found to describe (a state is never changed once played, unless handed over: `steps`). */
  state: FlashPointState;
  /** inPlaceStepCount() when it was found to describe `state`: a state stepped in place since is read again. */
  steps: number;
  /** Per space number: 1 when it burns (fire; smoke is no obstacle), else 0. */
  fire: Uint8Array;
  /** Per space number: 1 when a fire is beside it through an open side (an explosion's shockwave or a flashover reaches it next). */
  nearFire: Uint8Array;
  /** Per space number: 1 when a firefighter may stand there (not a no-entry space, no object on it). */
  enterable: Uint8Array;
  /** Per space number × side (board-geometry's order): the EdgeState of that side. */
  side: Uint8Array;
  /** Routes found on this terrain, by source and cost model (paths.ts): they hold while it does. */
  paths: Map<number, unknown>;
  /** The board it was read on (terrains of two games are never mixed). */
  geometry: BoardGeometry;
}

/** The record on edge `id` in a state list kept in the board's order (found at once), else searched. */
function recordOn<T extends { at: readonly unknown[] }>(w: World, list: readonly T[], i: number, id: number): T | undefined {
  if (i < 0) return undefined;
  const g = w.board.geometry;
  const x = list[i];
  if (x && g.edgeId(x.at) === id) return x;
  return list.find((y) => g.edgeId(y.at) === id);
}

/** What stands on edge number `id` now. */
export function edgeState(w: World, id: number): EdgeState {
  if (id < 0) return EdgeState.Clear;
  const g = w.board.geometry;
  const wall = recordOn(w, w.walls, g.wallIndex[id]!, id);
  if (wall && !wall.destroyed && !g.isSoftWallLine(id)) return EdgeState.Blocked;
  const door = recordOn(w, w.doors, g.doorIndex[id]!, id);
  if (door && isShut(door)) return door.state === 'closed' ? EdgeState.Openable : EdgeState.Blocked;
  const win = recordOn(w, w.windows, g.windowIndex[id]!, id);
  return win && win.state === 'closed' ? EdgeState.Openable : EdgeState.Clear;
}

/** The spaces a fire is beside through a side nothing stands on (a shut door or a wall keeps both flashover and the first shockwave step out). */
function besideFire(g: BoardGeometry, fire: Uint8Array, side: Uint8Array): Uint8Array {
  const near = new Uint8Array(fire.length);
  for (let id = 0; id < fire.length; id++) {
    if (!fire[id]) continue;
    for (let k = 0; k < 4; k++) {
      const to = g.stepTo[id * 4 + k]!;
      if (to >= 0 && side[id * 4 + k] === EdgeState.Clear) near[to] = 1;
    }
  }
  return near;
}

function readTerrain(w: World): Terrain {
  const g = w.board.geometry;
  const n = g.spaces.length;
  const fire = new Uint8Array(n);
  const enterable = new Uint8Array(n);
  const side = new Uint8Array(4 * n);
  const objects = w.objects.length > 0;
  for (const at of w.fire) {
    const id = g.spaceId(at);
    if (id >= 0) fire[id] = 1;
  }
  // An edge is shared by the two spaces beside it: each is read once (0: not read yet).
  const byEdge = new Uint8Array(g.edgeFlags.length);
  for (let id = 0; id < n; id++) {
    enterable[id] = g.spaceFlags[id]! & SPACE.noEntry || (objects && w.objectAt(g.spaces[id]!)) ? 0 : 1;
    for (let k = 0; k < 4; k++) {
      const e = g.sideEdge[id * 4 + k]!;
      if (e < 0) continue;
      if (!byEdge[e]) byEdge[e] = 1 + edgeState(w, e);
      side[id * 4 + k] = byEdge[e]! - 1;
    }
  }
  return { state: w.s, steps: inPlaceStepCount(), fire, nearFire: besideFire(g, fire, side), enterable, side, paths: new Map(), geometry: g };
}

/** The same elements in the same order (records are copied only when changed: cloneForUpdate). */
function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Does `t`, read from an earlier state, still describe `s`? A move or an open door changes
 * few of the lists routes depend on; most of a turn's decisions keep them (and the routes
 * found on them: Terrain.paths). Objects are copied with every state: never kept then.
 */
function stillHolds(t: Terrain, s: FlashPointState): boolean {
  const was = t.state;
  return !s.objects.length && !was.objects.length && sameList(was.fire, s.fire) && sameList(was.walls, s.walls) && sameList(was.doors, s.doors) && sameList(was.windows, s.windows);
}

let last: Terrain | null = null;

/** The terrain of `w`'s state: read once, and kept while the fire, walls, doors and windows stay as they were. */
export function terrainOf(w: World): Terrain {
  // A state changed in place (a handed-over game) could hold anything now, even what it held before.
  if (last && last.steps !== inPlaceStepCount()) last = null;
  if (last?.state === w.s) return last;
  if (last && last.geometry === w.board.geometry && stillHolds(last, w.s)) {
    last.state = w.s;
    return last;
  }
  return (last = readTerrain(w));
}
