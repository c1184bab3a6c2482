/**
 * The Flash Point board file format of shared/design/flash-point-formats.md: its fields, its
 * JSON Schema, and the coordinates it is written in (spaces, canonical edges, steps).
 */
import { ID_PATTERN, type JsonSchema } from '../../core/schemas.ts';

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
