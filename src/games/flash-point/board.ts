/**
 * Flash Point boards: a board file (its format and coordinates in board-format.ts) validated
 * and compiled into the geometry the rules ask about (spaces, edges, neighbours, the printed
 * arrows). A board is data; nothing here knows a particular house.
 */
import { RulesError } from '../../core/errors.ts';
import { validateAgainst } from '../../core/validate.ts';
import type { YamlFile } from '../../core/yaml-file.ts';

import { BoardGeometry, EDGE, SPACE, type Elevator } from './board-geometry.ts';
import { boardSchema, copySpace, edgeKey, floorOf, spaceAt, step, type ArrowDirection, type BoardData, type DoorKind, type Edge, type LevelData, type Quadrant, type Side, type Space } from './board-format.ts';

export * from './board-format.ts';

/**
 * A board with its lookups compiled once (board-geometry.ts): the methods below take spaces
 * and edges as the rules write them, and answer by indexing tables.
 */
export class Board {
  readonly rows: number;
  readonly cols: number;
  /** Numbered spaces and edges with their tables. */
  readonly geometry: BoardGeometry;
  /** Every wall segment (interior walls and the outer wall minus openings), canonical and sorted. */
  readonly wallEdges: Edge[];
  readonly doorEdges: { at: Edge; kind: DoorKind }[];
  private readonly levelMap: Map<number, LevelData>;
  /** Built on first use; callers get a copy of the list (the spaces in it are values). */
  private interior?: Space[];
  private exterior?: Space[];

  constructor(readonly data: BoardData, readonly file: string) {
    this.rows = data.rows;
    this.cols = data.cols;
    this.geometry = new BoardGeometry(data);
    this.wallEdges = this.geometry.wallEdges;
    this.doorEdges = this.geometry.doorEdges;
    this.levelMap = new Map((data.levels ?? []).map((l) => [l.floor, l]));
  }

  private edgeIs(e: readonly unknown[], bit: number): boolean {
    const id = this.geometry.edgeId(e);
    return id >= 0 && (this.geometry.edgeFlags[id]! & bit) !== 0;
  }

  private spaceIs(s: readonly number[], bit: number): boolean {
    const id = this.geometry.spaceId(s);
    return id >= 0 && (this.geometry.spaceFlags[id]! & bit) !== 0;
  }

  /** A line that takes damage like a wall but blocks nothing (the Airfield's wing and engine lines). */
  isSoftWall(e: Edge): boolean {
    return this.edgeIs(e, EDGE.soft);
  }

  /** Printed difficult terrain (soft walls count too while they stand: see World). */
  isDifficultTerrain(e: Edge): boolean {
    return this.edgeIs(e, EDGE.terrain);
  }

  /** A space rolls never land on (rolled again): the High Rise's elevators. */
  isReroll(s: readonly number[]): boolean {
    return this.spaceIs(s, SPACE.reroll);
  }

  /** The elevator whose car is this space, or whose door is this edge. */
  elevatorAt(s: readonly number[]): Elevator | undefined {
    const id = this.geometry.spaceId(s);
    return id < 0 ? undefined : this.geometry.elevatorAt[id];
  }

  elevatorByDoor(e: Edge): Elevator | undefined {
    const id = this.geometry.edgeId(e);
    return id < 0 ? undefined : this.geometry.elevatorByDoor[id];
  }

  isNoEntry(s: readonly number[]): boolean {
    return this.spaceIs(s, SPACE.noEntry);
  }

  /** The side of the building a parking spot stands on (north, east, south or west). */
  spotSide(spot: readonly (readonly number[])[]): Side {
    const [r, c] = spot[0]!;
    if (r! <= 0) return 'north';
    if (r! > this.rows) return 'south';
    return c! <= 0 ? 'west' : 'east';
  }

  isBulkhead(e: Edge): boolean {
    return this.edgeIs(e, EDGE.bulkhead);
  }

  isHull(e: Edge): boolean {
    return this.edgeIs(e, EDGE.hull);
  }

  inPit(s: readonly number[]): boolean {
    return this.spaceIs(s, SPACE.pit);
  }

  /** Does the pit's rim stop a move from `a` to the adjacent `b`? Only its ladders cross it. */
  pitRimBetween(a: readonly number[], b: readonly number[], side: Side): boolean {
    // The ladder is looked up on the ground floor, where the pit is.
    return this.inPit(a) !== this.inPit(b) && !this.edgeIs([a[0]!, a[1]!, side], EDGE.pitLadder);
  }

  isStartLocation(s: readonly number[]): boolean {
    return this.spaceIs(s, SPACE.start);
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
    return this.spaceIs(s, SPACE.inside);
  }

  /** On the grid: the interior or the exterior ring around it. */
  isOnGrid(s: readonly number[]): boolean {
    return this.geometry.spaceId(s) >= 0;
  }

  /** A wall that never takes damage (a basement's outer wall). */
  isSolid(e: Edge): boolean {
    return this.edgeIs(e, EDGE.solid);
  }

  /** A wall no damage cube is ever put on, whatever the cause: a bulkhead (fp.dw.bulkheads), a basement's outer wall (fp.floors.basement-walls). */
  takesNoDamage(e: Edge): boolean {
    return this.isBulkhead(e) || this.isSolid(e);
  }

  /** The other section of a staircase, and this section's open side. */
  staircase(s: readonly number[]): { to: Space; open?: Side } | undefined {
    const id = this.geometry.spaceId(s);
    return id < 0 ? undefined : this.geometry.stairs[id];
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
    return this.edgeIs(e, EDGE.thin);
  }

  arrow(s: readonly number[]): ArrowDirection | undefined {
    const id = this.geometry.spaceId(s);
    return id < 0 ? undefined : this.geometry.arrows[id];
  }

  /** Every space inside, floor by floor (ground first, then the levels in the board's order), row by row. */
  interiorSpaces(): Space[] {
    return this.readInteriorSpaces().slice();
  }

  /** interiorSpaces without the copy, for reading only (Replenish PoI asks on every marker it places). */
  readInteriorSpaces(): readonly Space[] {
    return (this.interior ??= this.geometry.spaces.filter((s) => this.isInside(s)));
  }

  /** The ground floor's outside ring. */
  exteriorSpaces(): Space[] {
    return (this.exterior ??= this.geometry.spaces.filter((s) => floorOf(s) === 0 && !this.isInside(s))).slice();
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

