/**
 * A board compiled at load: every space numbered (each floor's grid with its outside ring),
 * every edge numbered, and tables per space and per edge (what is drawn there, the next
 * space through each side, the wall or door standing on an edge), so the rules' lookups
 * index arrays instead of building strings. Numbers exist only for spaces on some floor's
 * grid and the edges around them; anything off the grid has number -1 and nothing on it.
 */
import { canonicalEdge, compareEdges, copySpace, floorOf, spaceAt, step, type ArrowDirection, type BoardData, type DoorKind, type Edge, type LevelData, type Side, type Space } from './board-format.ts';

/** The grid of one floor: its size and what is drawn on it. */
interface FloorPlan {
  floor: number;
  rows: number;
  cols: number;
  walls: Edge[];
  openings: Edge[];
  doors: { at: Edge; kind?: DoorKind }[];
  windows: Edge[];
  outer: 'normal' | 'hull' | 'solid';
}

/** What an edge is (bits of `edgeFlags`). */
export const EDGE = { thin: 1, bulkhead: 2, hull: 4, solid: 8, soft: 16, terrain: 32, pitLadder: 64 } as const;
/** What a space is (bits of `spaceFlags`). */
export const SPACE = { inside: 1, pit: 2, noEntry: 4, reroll: 8, start: 16 } as const;
/** Sides in the order of the per-side tables (`number * 4 + side`). */
export const SIDE_INDEX: Readonly<Record<Side, number>> = { north: 0, east: 1, south: 2, west: 3 };
const SIDE_ORDER: readonly Side[] = ['north', 'east', 'south', 'west'];

interface FloorGrid {
  rows: number;
  cols: number;
  spaceBase: number;
  edgeBase: number;
}

export type Elevator = { id: string; at: Space; door: Edge };

export class BoardGeometry {
  /** Every wall segment (interior walls and the outer wall minus openings), canonical and sorted as the state keeps them. */
  readonly wallEdges: Edge[];
  readonly doorEdges: { at: Edge; kind: DoorKind }[];
  /** The windows, canonical and sorted as the state keeps them. */
  readonly windowEdges: Edge[];
  /** The space each number stands for (shared: spaces are values nobody changes in place). */
  readonly spaces: Space[] = [];
  readonly spaceFlags: Uint8Array;
  /** The space one step through each side (`number * 4 + side`), -1 off the grid. */
  readonly stepTo: Int32Array;
  /** The edge on each side of a space (`number * 4 + side`), -1 off the grid. */
  readonly sideEdge: Int32Array;
  readonly edgeFlags: Uint8Array;
  /** Per edge: its index in wallEdges / doorEdges / windowEdges, -1 for none. */
  readonly wallIndex: Int32Array;
  readonly doorIndex: Int32Array;
  readonly windowIndex: Int32Array;
  readonly arrows: (ArrowDirection | undefined)[];
  readonly stairs: ({ to: Space; open?: Side } | undefined)[];
  readonly elevatorAt: (Elevator | undefined)[];
  readonly elevatorByDoor: (Elevator | undefined)[];
  private readonly grids: (FloorGrid | undefined)[] = [];
  private readonly minFloor: number;

  constructor(data: BoardData) {
    const levels = data.levels ?? [];
    this.minFloor = Math.min(0, ...levels.map((l) => l.floor));
    let spaces = 0;
    let edges = 0;
    for (const { floor, rows, cols } of [{ floor: 0, rows: data.rows, cols: data.cols }, ...levels]) {
      this.grids[floor - this.minFloor] = { rows, cols, spaceBase: spaces, edgeBase: edges };
      for (let r = 0; r <= rows + 1; r++) for (let c = 0; c <= cols + 1; c++) this.spaces.push(spaceAt(r, c, floor));
      spaces += (rows + 2) * (cols + 2);
      edges += (rows + 3) * (cols + 3) * 2;
    }
    this.spaceFlags = new Uint8Array(spaces);
    this.stepTo = new Int32Array(spaces * 4);
    this.sideEdge = new Int32Array(spaces * 4);
    this.arrows = new Array(spaces).fill(undefined);
    this.stairs = new Array(spaces).fill(undefined);
    this.elevatorAt = new Array(spaces).fill(undefined);
    this.edgeFlags = new Uint8Array(edges);
    this.elevatorByDoor = new Array(edges).fill(undefined);
    for (const t of [(this.wallIndex = new Int32Array(edges)), (this.doorIndex = new Int32Array(edges)), (this.windowIndex = new Int32Array(edges))]) t.fill(-1);
    this.spaces.forEach((s, i) => {
      for (let k = 0; k < 4; k++) {
        this.stepTo[i * 4 + k] = this.spaceId(step(s, SIDE_ORDER[k]!));
        this.sideEdge[i * 4 + k] = this.edgeIdAt(s[0], s[1], SIDE_ORDER[k]!, floorOf(s));
      }
      const g = this.grids[floorOf(s) - this.minFloor]!;
      if (s[0] >= 1 && s[0] <= g.rows && s[1] >= 1 && s[1] <= g.cols) this.spaceFlags[i]! |= SPACE.inside;
    });
    const plans = floorPlans(data);
    const { walls, hull, solid } = wallsOf(plans);
    this.wallEdges = walls.sort(compareEdges);
    this.doorEdges = plans.flatMap((p) => p.doors).map((d) => ({ at: canonicalEdge(d.at), kind: d.kind ?? 'normal' as DoorKind })).sort((a, b) => compareEdges(a.at, b.at));
    this.windowEdges = (data.windows ?? []).map(canonicalEdge).sort(compareEdges);
    this.wallEdges.forEach((e, i) => this.setAt(this.wallIndex, e, i));
    this.doorEdges.forEach((d, i) => this.setAt(this.doorIndex, d.at, i));
    this.windowEdges.forEach((e, i) => this.setAt(this.windowIndex, e, i));
    this.markEdges(data, hull, solid);
    this.markSpaces(data);
  }

  private setAt<T>(table: { [i: number]: T }, e: readonly unknown[], value: T): void {
    const id = this.edgeId(e);
    if (id >= 0) table[id] = value;
  }

  private markEdges(data: BoardData, hull: Edge[], solid: Edge[]): void {
    const mark = (list: readonly Edge[] | undefined, bit: number) => {
      for (const e of list ?? []) {
        const id = this.edgeId(e);
        if (id >= 0) this.edgeFlags[id]! |= bit;
      }
    };
    mark(data.thinWalls, EDGE.thin);
    mark(data.bulkheads, EDGE.bulkhead);
    mark(data.hullWalls, EDGE.hull);
    mark(hull, EDGE.hull);
    mark(solid, EDGE.solid);
    mark(data.softWalls, EDGE.soft);
    mark(data.difficultTerrain, EDGE.terrain);
    mark(data.pit?.ladders, EDGE.pitLadder);
    for (const el of data.elevators ?? []) {
      const id = this.edgeId(el.door);
      if (id >= 0) this.elevatorByDoor[id] ??= el;
    }
  }

  private markSpaces(data: BoardData): void {
    const mark = (list: readonly (readonly number[])[] | undefined, bit: number) => {
      for (const s of list ?? []) {
        const id = this.spaceId(s);
        if (id >= 0) this.spaceFlags[id]! |= bit;
      }
    };
    mark(data.pit?.spaces, SPACE.pit);
    mark(data.noEntry, SPACE.noEntry);
    mark(data.rerollSpaces, SPACE.reroll);
    mark(data.startLocations, SPACE.start);
    for (const el of data.elevators ?? []) {
      const id = this.spaceId(el.at);
      if (id >= 0) this.elevatorAt[id] ??= el;
    }
    for (const st of data.staircases ?? []) {
      const [a, b] = st.at;
      this.setStair(a, { to: copySpace(b), open: st.open?.[0] });
      this.setStair(b, { to: copySpace(a), open: st.open?.[1] });
    }
    const arrows = (floor: number, map: Record<string, ArrowDirection> | undefined) => {
      for (const [k, dir] of Object.entries(map ?? {})) {
        const [r, c] = k.split(',').map(Number) as [number, number];
        const id = this.spaceIdAt(r, c, floor);
        if (id >= 0) this.arrows[id] = dir;
      }
    };
    arrows(0, data.arrows);
    for (const l of data.levels ?? []) arrows(l.floor, l.arrows);
  }

  private setStair(s: readonly number[], to: { to: Space; open?: Side }): void {
    const id = this.spaceId(s);
    if (id >= 0) this.stairs[id] = to;
  }

  /** The number of a space, -1 when it is on no floor's grid. */
  spaceId(s: readonly number[]): number {
    return this.spaceIdAt(s[0]!, s[1]!, (s[2] as number | undefined) ?? 0);
  }

  spaceIdAt(r: number, c: number, floor: number): number {
    const g = this.grids[floor - this.minFloor];
    if (!g || r < 0 || c < 0 || r > g.rows + 1 || c > g.cols + 1) return -1;
    return g.spaceBase + r * (g.cols + 2) + c;
  }

  /**
   * The number of the edge on side `k` (SIDE_INDEX) of space `at`, -1 for none: the edge
   * without building it (legal-move generation and shockwaves ask it side by side).
   */
  sideEdgeOf(at: readonly number[], k: number): number {
    const id = this.spaceId(at);
    return id >= 0 ? this.sideEdge[id * 4 + k]! : this.edgeIdAt(at[0]!, at[1]!, SIDE_ORDER[k]!, floorOf(at));
  }

  /** Edge number `id` is a soft wall's line (Airfield): its wall takes damage but blocks nothing. */
  isSoftWallLine(id: number): boolean {
    return (this.edgeFlags[id]! & EDGE.soft) !== 0;
  }

  /** The number of an edge (in any of its two spellings), -1 when it borders no space of a grid. */
  edgeId(e: readonly unknown[]): number {
    return this.edgeIdAt(e[0] as number, e[1] as number, e[2] as Side, (e[3] as number | undefined) ?? 0);
  }

  edgeIdAt(r: number, c: number, side: Side, floor: number): number {
    if (side === 'north') r--;
    else if (side === 'west') c--;
    const g = this.grids[floor - this.minFloor];
    if (!g || r < -1 || c < -1 || r > g.rows + 1 || c > g.cols + 1) return -1;
    return g.edgeBase + ((r + 1) * (g.cols + 3) + c + 1) * 2 + (side === 'east' || side === 'west' ? 1 : 0);
  }
}

/** Each floor's grid and what is drawn on it, edges on other floors carrying their floor. */
function floorPlans(data: BoardData): FloorPlan[] {
  const onFloor = (e: readonly unknown[], f: number): Edge => canonicalEdge([e[0] as number, e[1] as number, e[2] as Side, f]);
  const ground: FloorPlan = {
    floor: 0, rows: data.rows, cols: data.cols, outer: data.outerWall ?? 'normal',
    walls: [...(data.walls ?? []), ...(data.thinWalls ?? []), ...(data.bulkheads ?? []), ...(data.hullWalls ?? []), ...(data.softWalls ?? [])],
    openings: data.openings ?? [], doors: data.doors ?? [], windows: data.windows ?? [],
  };
  const level = (l: LevelData): FloorPlan => ({
    floor: l.floor, rows: l.rows, cols: l.cols, outer: l.outerWall ?? 'normal',
    walls: (l.walls ?? []).map((e) => onFloor(e, l.floor)), openings: (l.openings ?? []).map((e) => onFloor(e, l.floor)),
    doors: (l.doors ?? []).map((d) => ({ ...d, at: onFloor(d.at, l.floor) })), windows: [],
  });
  return [ground, ...(data.levels ?? []).map(level)];
}

/** The wall segments of every floor (the outer wall stands by default), and which of them are hull or solid. */
function wallsOf(plans: FloorPlan[]): { walls: Edge[]; hull: Edge[]; solid: Edge[] } {
  const edgeKey = (e: Edge) => canonicalEdge(e).join(',');
  const walls = new Map<string, Edge>();
  const hull: Edge[] = [];
  const solid: Edge[] = [];
  for (const plan of plans) {
    const openings = new Set(plan.openings.map(edgeKey));
    // Doors and windows sit in gaps of the wall, so the outer wall has none where they are.
    const doors = new Set([...plan.doors.map((d) => edgeKey(d.at)), ...plan.windows.map(edgeKey)]);
    for (const w of plan.walls) walls.set(edgeKey(w), canonicalEdge(w));
    // By default the whole outer wall stands; openings are the gaps (entrances).
    const outer = (r: number, c: number, side: Side) => {
      const e = canonicalEdge([r, c, side, plan.floor]);
      if (openings.has(edgeKey(e)) || doors.has(edgeKey(e))) return;
      walls.set(edgeKey(e), e);
      if (plan.outer === 'hull') hull.push(e);
      if (plan.outer === 'solid') solid.push(e);
    };
    for (let c = 1; c <= plan.cols; c++) (outer(1, c, 'north'), outer(plan.rows, c, 'south'));
    for (let r = 1; r <= plan.rows; r++) (outer(r, 1, 'west'), outer(r, plan.cols, 'east'));
  }
  return { walls: [...walls.values()], hull, solid };
}
