/**
 * Flash Point boards: the board file format of shared/design/flash-point-formats.md, its
 * JSON Schema, and the geometry the rules need (spaces, canonical edges, neighbours,
 * following the printed arrows). A board is data; nothing here knows a particular house.
 */
import { RulesError } from '../../core/errors.ts';
import { ID_PATTERN, type JsonSchema } from '../../core/schemas.ts';
import { validateAgainst } from '../../core/validate.ts';
import type { YamlFile } from '../../core/yaml-file.ts';

/** `[row, col]` on the ground floor, `[row, col, floor]` on any other (basement -1, attic 1, ...). */
export type Space = [number, number] | [number, number, number];
export const SIDES = ['north', 'east', 'south', 'west'] as const;
export type Side = (typeof SIDES)[number];
/** `[row, col, side]` on the ground floor, `[row, col, side, floor]` on any other. */
export type Edge = [number, number, Side] | [number, number, Side, number];

/** The floor of a space (0 when it has no third element). */
export const floorOf = (s: readonly unknown[]): number => (s[2] as number | undefined) ?? 0;
/** The floor of an edge (0 when it has no fourth element). */
export const edgeFloor = (e: readonly unknown[]): number => (e[3] as number | undefined) ?? 0;
/** A space in canonical form: two elements on the ground floor, three elsewhere. */
export const spaceAt = (r: number, c: number, floor = 0): Space => (floor ? [r, c, floor] : [r, c]);
export const copySpace = (s: readonly number[]): Space => spaceAt(s[0]!, s[1]!, floorOf(s));
/** A space given as an argument: [row, col] or [row, col, floor], whole numbers only (else undefined). */
export const parseSpace = (v: unknown): Space | undefined =>
  Array.isArray(v) && (v.length === 2 || v.length === 3) && v.every((n) => Number.isInteger(n)) ? copySpace(v as number[]) : undefined;
export const ARROW_DIRECTIONS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;
export type ArrowDirection = (typeof ARROW_DIRECTIONS)[number];
export const DOOR_KINDS = ['normal', 'fireproof', 'locked'] as const;
export type DoorKind = (typeof DOOR_KINDS)[number];

const STEP: Record<ArrowDirection, [number, number]> = {
  north: [-1, 0], northeast: [-1, 1], east: [0, 1], southeast: [1, 1],
  south: [1, 0], southwest: [1, -1], west: [0, -1], northwest: [-1, -1],
};

export interface BoardData {
  id: string;
  title: string;
  notes?: string;
  source?: string;
  rows: number;
  cols: number;
  walls?: Edge[];
  openings?: Edge[];
  doors?: { at: Edge; kind?: DoorKind }[];
  windows?: Edge[];
  thinWalls?: Edge[];
  parking?: { engine?: [Space, Space][]; ambulance?: [Space, Space][] };
  firstExplosion?: Record<string, Space>;
  arrows?: Record<string, ArrowDirection>;
  hotSpotCircles?: Space[];
  quadrants?: Quadrant[];
  /** Faces of the black die the deck gun rolls (default: the ground floor's columns, the d8). */
  deckGunDie?: number;
  /** Setup: every floor gets at least one of the initial explosions (Second Story, Laboratory). */
  setupExplosionEachFloor?: boolean;
  /** Setup: at most this many of the initial points of interest on one floor. */
  setupPoiPerFloor?: number;
  familyStart?: { fire: Space[]; pois: Space[] };
  /** Explosive and dangerous objects, and special machinery: spaces they fill, and damage cubes that destroy them. */
  objects?: { id: string; kind: ObjectKind; spaces: Space[]; damageSpaces: number }[];
  /** Modules the board's features need (its board-specific rules live there). */
  requires?: string[];
  /** What the default outer wall is: ordinary walls, or hull that never falls (Dangerous Waters). */
  outerWall?: 'normal' | 'hull';
  /** Green bulkhead walls: take no damage, pass an explosion's heat to the far side. */
  bulkheads?: Edge[];
  /** Hull wall segments besides the outer wall: never destroyed, take any number of cubes. */
  hullWalls?: Edge[];
  /** Firefighter start locations inside (boards without vehicles). */
  startLocations?: Space[];
  /** Rescue locations inside (boards without vehicles). */
  rescueLocations?: Space[];
  /** A sunken area entered or left only across its ladder edges (the Merchant Ship's maintenance pit). */
  pit?: { spaces: Space[]; ladders: Edge[] };
  /** Spaces no firefighter enters (the Brownstone's row houses, the Airfield's engines). */
  noEntry?: Space[];
  /** Edges that double the AP of a move across them (Subway Station, Airfield). */
  difficultTerrain?: Edge[];
  /** Lines that take damage like walls but block nothing; difficult terrain while they stand (Airfield). */
  softWalls?: Edge[];
  /** Where a carried hazmat is disposed of, when the board says (instead of anywhere outside). */
  hazmatDisposal?: Space[];
  /** Sprinkler releases: standing here, a firefighter may soak a quadrant like the deck gun. */
  sprinklers?: { at: Space; quadrant: string }[];
  /** Setup: the row band each initial explosion must fall in, in order (Subway Station). */
  setupExplosionRows?: [number, number][];
  /** Setup: the third PoI takes the second one's black die flipped, rolling only the red (Subway Station). */
  setupPoiFlip?: boolean;
  /** Elevators (High Rise): a space and the door edge that opens onto this floor; closed, the car is down at the lobby. */
  elevators?: { id: string; at: Space; door: Edge }[];
  /** Setup: the line each initial explosion falls on, in order — a fixed column (roll the red die) or row (roll the black). */
  setupExplosionLines?: ({ col: number } | { row: number })[];
  /** Spaces a setup placement, an Advance Fire target or a Replenish PoI target never lands on: it is rolled again. */
  rerollSpaces?: Space[];
  /** Another board file whose fields this one starts from (e.g. a house plus its attic). */
  extends?: string;
  /** Further floors (attic, basement): each its own grid, with spaces `[row, col, floor]`. */
  levels?: LevelData[];
  /** Staircases: the two sections (on different floors) are adjacent; `open` is each section's open side. */
  staircases?: { at: [Space, Space]; open?: [Side, Side] }[];
}

/**
 * Where the deck gun (or sprinklers) soak: rows of the red die and faces of the black die.
 * `floors: all` takes the rows on every floor (the Second Story's halves); `missAdds` turns a
 * black face beyond the quadrant into another floor's face instead of flipping it (the Garage).
 */
export interface Quadrant {
  id: string;
  rows: [number, number];
  cols: [number, number];
  engine?: number[];
  floors?: 'ground' | 'all';
  missAdds?: number;
}

/** A floor other than the ground floor. Its edges and spaces are written without the floor, which is added. */
export interface LevelData {
  floor: number;
  title?: string;
  rows: number;
  cols: number;
  /** The faces of the black die that name this floor's columns 1..cols (an attic: 9-12 on the d12). */
  dice: [number, number];
  /** Where this floor's [1, 1] lies over (or under) the ground floor: [row, col] of the ground space. */
  over: [number, number];
  /** What the outer wall is: ordinary, or solid (never damaged: the basement). */
  outerWall?: 'normal' | 'solid';
  /** An attic or basement board added to the main board (default by floor), or a storey of the board itself (Second Story, Laboratory). */
  kind?: 'attic' | 'basement' | 'storey';
  walls?: Edge[];
  openings?: Edge[];
  doors?: { at: Edge; kind?: DoorKind }[];
  arrows?: Record<string, ArrowDirection>;
}

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

export const OBJECT_KINDS = ['explosive', 'dangerous', 'machinery'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

const int = { type: 'integer' };
const space = { type: 'array', items: [int, int, int], minItems: 2, maxItems: 3 };
const edge = { type: 'array', items: [int, int, { enum: [...SIDES] }, int], minItems: 3, maxItems: 4 };
const spot = { type: 'array', items: space, minItems: 2, maxItems: 2 };

export const boardSchema: JsonSchema = {
  $id: 'flash-point-board',
  type: 'object',
  required: ['id', 'title'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]*$' },
    title: { type: 'string' },
    notes: { type: 'string' },
    source: { type: 'string' },
    rows: { type: 'integer', minimum: 1, maximum: 20 },
    cols: { type: 'integer', minimum: 1, maximum: 20 },
    walls: { type: 'array', items: edge },
    openings: { type: 'array', items: edge },
    doors: {
      type: 'array',
      items: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: edge, kind: { enum: [...DOOR_KINDS] } } },
    },
    windows: { type: 'array', items: edge },
    thinWalls: { type: 'array', items: edge },
    parking: {
      type: 'object',
      additionalProperties: false,
      properties: { engine: { type: 'array', items: spot }, ambulance: { type: 'array', items: spot } },
    },
    firstExplosion: { type: 'object', propertyNames: { pattern: '^[0-9]+$' }, additionalProperties: space },
    arrows: { type: 'object', propertyNames: { pattern: '^[0-9]+,[0-9]+$' }, additionalProperties: { enum: [...ARROW_DIRECTIONS] } },
    hotSpotCircles: { type: 'array', items: space },
    quadrants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'rows', 'cols'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          rows: { type: 'array', items: [int, int], minItems: 2, maxItems: 2 },
          cols: { type: 'array', items: [int, int], minItems: 2, maxItems: 2 },
          engine: { type: 'array', items: int },
          floors: { enum: ['ground', 'all'] },
          missAdds: { type: 'integer', minimum: 1 },
        },
      },
    },
    objects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'spaces', 'damageSpaces'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          kind: { enum: [...OBJECT_KINDS] },
          spaces: { type: 'array', items: space, minItems: 1 },
          damageSpaces: { type: 'integer', minimum: 1 },
        },
      },
    },
    requires: { type: 'array', items: { type: 'string', minLength: 1 } },
    outerWall: { enum: ['normal', 'hull'] },
    bulkheads: { type: 'array', items: edge },
    hullWalls: { type: 'array', items: edge },
    startLocations: { type: 'array', items: space, minItems: 1 },
    rescueLocations: { type: 'array', items: space, minItems: 1 },
    pit: {
      type: 'object',
      required: ['spaces', 'ladders'],
      additionalProperties: false,
      properties: { spaces: { type: 'array', items: space, minItems: 1 }, ladders: { type: 'array', items: edge } },
    },
    noEntry: { type: 'array', items: space },
    difficultTerrain: { type: 'array', items: edge },
    softWalls: { type: 'array', items: edge },
    hazmatDisposal: { type: 'array', items: space },
    sprinklers: {
      type: 'array',
      items: { type: 'object', required: ['at', 'quadrant'], additionalProperties: false, properties: { at: space, quadrant: { type: 'string' } } },
    },
    setupExplosionRows: { type: 'array', items: { type: 'array', items: [int, int], minItems: 2, maxItems: 2 } },
    setupPoiFlip: { type: 'boolean' },
    setupExplosionEachFloor: { type: 'boolean' },
    deckGunDie: { type: 'integer', minimum: 1 },
    setupPoiPerFloor: { type: 'integer', minimum: 1 },
    extends: { type: 'string', pattern: ID_PATTERN },
    elevators: {
      type: 'array',
      items: { type: 'object', required: ['id', 'at', 'door'], additionalProperties: false, properties: { id: { type: 'string' }, at: space, door: edge } },
    },
    setupExplosionLines: {
      type: 'array',
      items: { oneOf: [
        { type: 'object', required: ['col'], additionalProperties: false, properties: { col: int } },
        { type: 'object', required: ['row'], additionalProperties: false, properties: { row: int } },
      ] },
    },
    rerollSpaces: { type: 'array', items: space },
    levels: {
      type: 'array',
      items: {
        type: 'object',
        required: ['floor', 'rows', 'cols', 'dice', 'over'],
        additionalProperties: false,
        properties: {
          floor: { type: 'integer', not: { const: 0 } },
          title: { type: 'string' },
          rows: { type: 'integer', minimum: 1, maximum: 20 },
          cols: { type: 'integer', minimum: 1, maximum: 20 },
          dice: { type: 'array', items: [int, int], minItems: 2, maxItems: 2 },
          over: { type: 'array', items: [int, int], minItems: 2, maxItems: 2 },
          outerWall: { enum: ['normal', 'solid'] },
          kind: { enum: ['attic', 'basement', 'storey'] },
          walls: { type: 'array', items: edge },
          openings: { type: 'array', items: edge },
          doors: { type: 'array', items: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: edge, kind: { enum: [...DOOR_KINDS] } } } },
          arrows: { type: 'object', propertyNames: { pattern: '^[0-9]+,[0-9]+$' }, additionalProperties: { enum: [...ARROW_DIRECTIONS] } },
        },
      },
    },
    staircases: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at'],
        additionalProperties: false,
        properties: {
          at: { type: 'array', items: space, minItems: 2, maxItems: 2 },
          open: { type: 'array', items: { enum: [...SIDES] }, minItems: 2, maxItems: 2 },
        },
      },
    },
    familyStart: {
      type: 'object',
      required: ['fire', 'pois'],
      additionalProperties: false,
      properties: { fire: { type: 'array', items: space }, pois: { type: 'array', items: space } },
    },
  },
};

export const key = (s: readonly number[]): string => (s[2] ? `${s[0]},${s[1]},${s[2]}` : `${s[0]},${s[1]}`);
export const sameSpace = (a: readonly number[], b: readonly number[]): boolean => a[0] === b[0] && a[1] === b[1] && (a[2] ?? 0) === (b[2] ?? 0);
export const compareSpaces = (a: readonly number[], b: readonly number[]): number => a[0]! - b[0]! || a[1]! - b[1]! || (a[2] ?? 0) - (b[2] ?? 0);

/** The space one step away in a direction (straight or diagonal). */
export function step(s: readonly number[], dir: ArrowDirection): Space {
  const [dr, dc] = STEP[dir];
  return spaceAt(s[0]! + dr, s[1]! + dc, floorOf(s));
}

/** Canonical form of an edge: side south or east of the upper / left cell, its floor kept. */
export function canonicalEdge(e: readonly [number, number, Side] | Edge): Edge {
  const [r, c, side] = e;
  const f = edgeFloor(e);
  const out: [number, number, Side] = side === 'north' ? [r - 1, c, 'south'] : side === 'west' ? [r, c - 1, 'east'] : [r, c, side];
  return f ? [...out, f] : out;
}
export const edgeKey = (e: Edge): string => canonicalEdge(e).join(',');
export function edgeBetween(s: readonly number[], dir: Side): Edge {
  return canonicalEdge([s[0]!, s[1]!, dir, floorOf(s)]);
}
export function compareEdges(a: Edge, b: Edge): number {
  return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0) || edgeFloor(a) - edgeFloor(b);
}

/** A board with its lookups built once. */
export class Board {
  readonly rows: number;
  readonly cols: number;
  /** Every wall segment (interior walls and the outer wall minus openings), canonical and sorted. */
  readonly wallEdges: Edge[];
  readonly doorEdges: { at: Edge; kind: DoorKind }[];
  private readonly arrowMap: Map<string, ArrowDirection>;
  private readonly bulkheadSet: Set<string>;
  private readonly hullSet: Set<string>;
  private readonly pitSet: Set<string>;
  private readonly ladderSet: Set<string>;
  private readonly softSet: Set<string>;
  private readonly terrainSet: Set<string>;
  private readonly noEntrySet: Set<string>;
  private readonly solidSet: Set<string>;
  private readonly levelMap: Map<number, LevelData>;
  private readonly stairMap: Map<string, { to: Space; open?: Side }>;

  constructor(readonly data: BoardData, readonly file: string) {
    this.rows = data.rows;
    this.cols = data.cols;
    const onFloor = (e: readonly unknown[], f: number): Edge => canonicalEdge([e[0] as number, e[1] as number, e[2] as Side, f]);
    const plans: FloorPlan[] = [
      { floor: 0, rows: data.rows, cols: data.cols, walls: [...(data.walls ?? []), ...(data.thinWalls ?? []), ...(data.bulkheads ?? []), ...(data.hullWalls ?? []), ...(data.softWalls ?? [])], openings: data.openings ?? [], doors: data.doors ?? [], windows: data.windows ?? [], outer: data.outerWall ?? 'normal' },
      ...(data.levels ?? []).map((l): FloorPlan => ({
        floor: l.floor, rows: l.rows, cols: l.cols, outer: l.outerWall ?? 'normal',
        walls: (l.walls ?? []).map((e) => onFloor(e, l.floor)), openings: (l.openings ?? []).map((e) => onFloor(e, l.floor)),
        doors: (l.doors ?? []).map((d) => ({ ...d, at: onFloor(d.at, l.floor) })), windows: [],
      })),
    ];
    this.levelMap = new Map((data.levels ?? []).map((l) => [l.floor, l]));
    this.hullSet = new Set((data.hullWalls ?? []).map(edgeKey));
    this.solidSet = new Set();
    const walls = new Map<string, Edge>();
    for (const plan of plans) {
      const openings = new Set(plan.openings.map(edgeKey));
      // Doors and windows sit in gaps of the wall, so the outer wall has none where they are.
      const doors = new Set([...plan.doors.map((d) => edgeKey(d.at)), ...plan.windows.map(edgeKey)]);
      for (const w of plan.walls) walls.set(edgeKey(w), canonicalEdge(w));
      // By default the whole outer wall stands; openings are the gaps (entrances).
      const outer = (r: number, c: number, side: Side) => {
        const e = onFloor([r, c, side], plan.floor);
        if (openings.has(edgeKey(e)) || doors.has(edgeKey(e))) return;
        walls.set(edgeKey(e), e);
        if (plan.outer === 'hull') this.hullSet.add(edgeKey(e));
        if (plan.outer === 'solid') this.solidSet.add(edgeKey(e));
      };
      for (let c = 1; c <= plan.cols; c++) (outer(1, c, 'north'), outer(plan.rows, c, 'south'));
      for (let r = 1; r <= plan.rows; r++) (outer(r, 1, 'west'), outer(r, plan.cols, 'east'));
    }
    this.wallEdges = [...walls.values()].sort(compareEdges);
    this.doorEdges = plans.flatMap((p) => p.doors).map((d) => ({ at: canonicalEdge(d.at), kind: d.kind ?? 'normal' })).sort((a, b) => compareEdges(a.at, b.at));
    this.stairMap = new Map();
    for (const st of data.staircases ?? []) {
      const [a, b] = st.at;
      this.stairMap.set(key(a), { to: copySpace(b), open: st.open?.[0] });
      this.stairMap.set(key(b), { to: copySpace(a), open: st.open?.[1] });
    }
    this.arrowMap = new Map(Object.entries(data.arrows ?? {}));
    for (const l of data.levels ?? []) for (const [k, dir] of Object.entries(l.arrows ?? {})) this.arrowMap.set(`${k},${l.floor}`, dir);
    this.bulkheadSet = new Set((data.bulkheads ?? []).map(edgeKey));
    this.pitSet = new Set((data.pit?.spaces ?? []).map(key));
    this.ladderSet = new Set((data.pit?.ladders ?? []).map(edgeKey));
    this.softSet = new Set((data.softWalls ?? []).map(edgeKey));
    this.terrainSet = new Set((data.difficultTerrain ?? []).map(edgeKey));
    this.noEntrySet = new Set((data.noEntry ?? []).map(key));
  }

  /** A line that takes damage like a wall but blocks nothing (the Airfield's wing and engine lines). */
  isSoftWall(e: Edge): boolean {
    return this.softSet.size > 0 && this.softSet.has(edgeKey(e));
  }

  /** Printed difficult terrain (soft walls count too while they stand: see World). */
  isDifficultTerrain(e: Edge): boolean {
    return this.terrainSet.has(edgeKey(e));
  }

  /** A space rolls never land on (rolled again): the High Rise's elevators. */
  isReroll(s: readonly number[]): boolean {
    return (this.data.rerollSpaces ?? []).some((x) => sameSpace(x, s));
  }

  /** The elevator whose car is this space, or whose door is this edge. */
  elevatorAt(s: readonly number[]): { id: string; at: Space; door: Edge } | undefined {
    return (this.data.elevators ?? []).find((e) => sameSpace(e.at, s));
  }

  elevatorByDoor(e: Edge): { id: string; at: Space; door: Edge } | undefined {
    return (this.data.elevators ?? []).find((x) => edgeKey(x.door) === edgeKey(e));
  }

  isNoEntry(s: readonly number[]): boolean {
    return this.noEntrySet.size > 0 && this.noEntrySet.has(key(s));
  }

  /** The side of the building a parking spot stands on (north, east, south or west). */
  spotSide(spot: readonly (readonly number[])[]): Side {
    const [r, c] = spot[0]!;
    if (r! <= 0) return 'north';
    if (r! > this.rows) return 'south';
    return c! <= 0 ? 'west' : 'east';
  }

  isBulkhead(e: Edge): boolean {
    return this.bulkheadSet.has(edgeKey(e));
  }

  isHull(e: Edge): boolean {
    return this.hullSet.has(edgeKey(e));
  }

  inPit(s: readonly number[]): boolean {
    return this.pitSet.has(key(s));
  }

  /** Does the pit's rim stop a move from `a` to the adjacent `b`? Only its ladders cross it. */
  pitRimBetween(a: readonly number[], b: readonly number[], side: Side): boolean {
    return this.inPit(a) !== this.inPit(b) && !this.ladderSet.has(edgeKey([a[0]!, a[1]!, side]));
  }

  isStartLocation(s: readonly number[]): boolean {
    return (this.data.startLocations ?? []).some((x) => sameSpace(x, s));
  }

  startLocations(): Space[] {
    return (this.data.startLocations ?? []).map(copySpace);
  }

  rescueLocations(): Space[] {
    return (this.data.rescueLocations ?? []).map(copySpace);
  }

  get id(): string {
    return this.data.id;
  }

  /** The size of a floor's grid (undefined for a floor the board does not have). */
  dims(floor: number): { rows: number; cols: number } | undefined {
    if (floor === 0) return { rows: this.rows, cols: this.cols };
    return this.levelMap.get(floor);
  }

  /** What a floor is: the ground floor, an added attic or basement, or a storey of the board itself. */
  floorKind(floor: number): 'ground' | 'attic' | 'basement' | 'storey' {
    if (floor === 0) return 'ground';
    const l = this.levelMap.get(floor);
    return l?.kind ?? (floor > 0 ? 'attic' : 'basement');
  }

  /** Does the board add an attic or a basement board (which brings more explosions and hot spots)? */
  hasAddedFloor(): boolean {
    return this.levels().some((l) => this.floorKind(l.floor) !== 'storey');
  }

  /** The floors other than the ground floor. */
  levels(): LevelData[] {
    return this.data.levels ?? [];
  }

  isInside(s: readonly number[]): boolean {
    const d = this.dims(floorOf(s));
    return !!d && s[0]! >= 1 && s[0]! <= d.rows && s[1]! >= 1 && s[1]! <= d.cols;
  }

  /** On the grid: the interior or the exterior ring around it. */
  isOnGrid(s: readonly number[]): boolean {
    const d = this.dims(floorOf(s));
    return !!d && s[0]! >= 0 && s[0]! <= d.rows + 1 && s[1]! >= 0 && s[1]! <= d.cols + 1;
  }

  /** A wall that never takes damage (a basement's outer wall). */
  isSolid(e: Edge): boolean {
    return this.solidSet.size > 0 && this.solidSet.has(edgeKey(e));
  }

  /** A wall no damage cube is ever put on, whatever the cause: a bulkhead (fp.dw.bulkheads), a basement's outer wall (fp.floors.basement-walls). */
  takesNoDamage(e: Edge): boolean {
    return this.isBulkhead(e) || this.isSolid(e);
  }

  /** The other section of a staircase, and this section's open side. */
  staircase(s: readonly number[]): { to: Space; open?: Side } | undefined {
    return this.stairMap.size ? this.stairMap.get(key(s)) : undefined;
  }

  /** Faces of the black die: the ground floor's columns, then every other floor's (d8, d12, d16). */
  get blackSides(): number {
    return Math.max(this.cols, ...this.levels().map((l) => l.dice[1]));
  }

  /**
   * The space a location roll names, or none: a black face beyond the ground floor's columns
   * lands on the floor those faces belong to. Every roll (rolled, forced, flipped, re-rolled)
   * is read here, so a die value means the same space whatever produced it.
   */
  spaceOfRoll(red: number, black: number): Space | undefined {
    if (!Number.isInteger(red) || !Number.isInteger(black) || red < 1 || black < 1 || black > this.blackSides) return undefined;
    if (black <= this.cols) return red <= this.rows ? [red, black] : undefined;
    const l = this.levels().find((x) => black >= x.dice[0] && black <= x.dice[1]);
    return l && red <= l.rows ? [red, black - l.dice[0] + 1, l.floor] : undefined;
  }

  /** Where a space lies on another floor's grid (it may be off that grid, or in its outside ring). */
  project(s: readonly number[], floor: number): Space | undefined {
    const f = floorOf(s);
    const from = f === 0 ? undefined : this.levelMap.get(f);
    const ground: [number, number] = from ? [s[0]! + from.over[0] - 1, s[1]! + from.over[1] - 1] : [s[0]!, s[1]!];
    if (floor === 0) return spaceAt(ground[0], ground[1]);
    const l = this.levelMap.get(floor);
    return l ? spaceAt(ground[0] - l.over[0] + 1, ground[1] - l.over[1] + 1, floor) : undefined;
  }

  /** The black die the deck gun and sprinklers roll. */
  get deckGunDie(): number {
    return this.data.deckGunDie ?? this.cols;
  }

  /** The black die's face that names this space's column (the inverse of spaceOfRoll). */
  faceOf(s: readonly number[]): number {
    const f = floorOf(s);
    const l = f === 0 ? undefined : this.levelMap.get(f);
    return l ? s[1]! + l.dice[0] - 1 : s[1]!;
  }

  /** The space of another floor straight above (+1) or below (-1) a space, if that floor has one there. */
  verticalNeighbour(s: readonly number[], towards: number): Space | undefined {
    const out = this.project(s, floorOf(s) + towards);
    return out && this.isInside(out) ? out : undefined;
  }

  isThinWall(e: Edge): boolean {
    return (this.data.thinWalls ?? []).some((w) => edgeKey(w) === edgeKey(e));
  }

  arrow(s: readonly number[]): ArrowDirection | undefined {
    return this.arrowMap.get(key(s));
  }

  /** Every space inside, on every floor. */
  interiorSpaces(): Space[] {
    const out: Space[] = [];
    for (const f of [0, ...this.levels().map((l) => l.floor)]) {
      const d = this.dims(f)!;
      for (let r = 1; r <= d.rows; r++) for (let c = 1; c <= d.cols; c++) out.push(spaceAt(r, c, f));
    }
    return out;
  }

  exteriorSpaces(): Space[] {
    const out: Space[] = [];
    for (let r = 0; r <= this.rows + 1; r++) for (let c = 0; c <= this.cols + 1; c++) if (!this.isInside([r, c])) out.push([r, c]);
    return out;
  }

  parkingSpots(vehicle: 'engine' | 'ambulance'): [Space, Space][] {
    return this.data.parking?.[vehicle] ?? [];
  }

  quadrantOfEngineSpot(index: number): Quadrant | undefined {
    return this.data.quadrants?.find((q) => q.engine?.includes(index));
  }
}


/**
 * Validate and build a board. A board that `extends` another starts from that board's
 * fields (found with `parent`), its own fields replacing them.
 */
export function parseBoard(yaml: YamlFile, parent?: (id: string, where: { file: string; line: number; col: number }) => BoardData): Board {
  const problems = validateAgainst(boardSchema, yaml.data, yaml, [], 'board');
  let data = yaml.data as BoardData;
  if (!problems.length && data.extends) {
    if (!parent) problems.push({ file: yaml.file, ...yaml.locate(['extends']), message: `board ${data.id} extends \`${data.extends}\`, but no other board can be looked up here` });
    else {
      const { extends: _from, ...own } = data;
      data = { ...parent(data.extends, { file: yaml.file, ...yaml.locate(['extends']) }), ...own };
    }
  }
  if (!problems.length && (data.rows === undefined || data.cols === undefined)) problems.push({ file: yaml.file, ...yaml.locate([]), message: `board ${data.id} needs rows and cols (or extends a board that has them)` });
  if (!problems.length) {
    const onGrid = (s: readonly number[]) => s[0]! >= 0 && s[0]! <= data.rows + 1 && s[1]! >= 0 && s[1]! <= data.cols + 1;
    const check = (where: (string | number)[], s: readonly unknown[], what: string) => {
      const [r, c] = s as number[];
      if (!onGrid([r!, c!])) problems.push({ file: yaml.file, ...yaml.locate(where), message: `${what} [${s.join(', ')}] is off the ${data.rows}x${data.cols} board and its exterior ring` });
    };
    (data.walls ?? []).forEach((w, i) => check(['walls', i], w, 'wall'));
    (data.doors ?? []).forEach((d, i) => check(['doors', i, 'at'], d.at, 'door'));
    const wallKeys = new Set([...(data.walls ?? []), ...(data.thinWalls ?? []), ...(data.bulkheads ?? []), ...(data.hullWalls ?? []), ...(data.softWalls ?? [])].map(edgeKey));
    (data.doors ?? []).forEach((d, i) => {
      if (wallKeys.has(edgeKey(d.at))) problems.push({ file: yaml.file, ...yaml.locate(['doors', i, 'at']), message: `door [${d.at.join(', ')}] sits on an edge also listed as a wall; a door stands in a gap of the wall, so leave that edge out of the walls` });
    });
    for (const f of ['bulkheads', 'hullWalls'] as const) (data[f] ?? []).forEach((w, i) => check([f, i], w, f === 'bulkheads' ? 'bulkhead' : 'hull wall'));
    const inside = (s: readonly number[]) => s[0]! >= 1 && s[0]! <= data.rows && s[1]! >= 1 && s[1]! <= data.cols;
    for (const f of ['startLocations', 'rescueLocations'] as const) {
      (data[f] ?? []).forEach((s, i) => {
        if (!inside(s)) problems.push({ file: yaml.file, ...yaml.locate([f, i]), message: `${f === 'startLocations' ? 'start' : 'rescue'} location [${s.join(', ')}] is outside the ${data.rows}x${data.cols} interior` });
      });
    }
    (data.pit?.spaces ?? []).forEach((s, i) => {
      if (!inside(s)) problems.push({ file: yaml.file, ...yaml.locate(['pit', 'spaces', i]), message: `pit space [${s.join(', ')}] is outside the ${data.rows}x${data.cols} interior` });
    });
    for (const v of ['engine', 'ambulance'] as const) {
      (data.parking?.[v] ?? []).forEach((spot, i) => spot.forEach((s, j) => {
        check(['parking', v, i, j], s, `${v} parking space`);
        if (data.rows && s[0] >= 1 && s[0] <= data.rows && s[1] >= 1 && s[1] <= data.cols) {
          problems.push({ file: yaml.file, ...yaml.locate(['parking', v, i, j]), message: `${v} parking space [${s.join(', ')}] is inside the building; parking is on the exterior ring` });
        }
      }));
    }
    for (const [k, dir] of Object.entries(data.arrows ?? {})) {
      const [r, c] = k.split(',').map(Number) as Space;
      const to = step([r, c], dir);
      if (!(to[0] >= 1 && to[0] <= data.rows && to[1] >= 1 && to[1] <= data.cols)) {
        problems.push({ file: yaml.file, ...yaml.locate(['arrows', k]), message: `the arrow at ${k} points ${dir}, out of the building; arrows must lead to another interior space` });
      }
    }
  }
  if (problems.length) throw new RulesError(problems);
  return new Board(data, yaml.file);
}

