/**
 * The Fire Tower forest: a square grid (0-indexed [row, col]) with the Eternal Flame in the
 * middle and a tower in each corner — its 3x3 area, its roof (the corner space) and its
 * 8x8 quadrant — built from the base module's parameters, not from constants in code.
 */
import type { Ruleset } from '../../core/ruleset.ts';
import type { Cell } from './patterns.ts';

export const CORNERS = ['north-west', 'north-east', 'south-west', 'south-east'] as const;
export type Corner = (typeof CORNERS)[number];
export const WIND = ['north', 'east', 'south', 'west'] as const;
export type Wind = (typeof WIND)[number];

const STEP: Record<Wind, Cell> = { north: [-1, 0], east: [0, 1], south: [1, 0], west: [0, -1] };

export interface Tower {
  corner: Corner;
  colour: string;
  roof: Cell;
}

export class Forest {
  readonly size: number;
  readonly towerSize: number;
  readonly towers: Tower[];
  private readonly flame: Set<string>;
  /** Every space, row by row (shared: never change it). */
  readonly cells: Cell[];
  readonly flameCells: Cell[];
  /** Tower area and quadrant of each space (index r * size + c), computed once. */
  private readonly areaBySpace: (Tower | undefined)[];
  /** The spaces of each tower's area, row by row. */
  private readonly spacesByArea: Map<Corner, Cell[]>;
  private readonly quadrantBySpace: Tower[];
  /** The tower whose roof is each space (index r * size + c), if any: asked for every gem placed. */
  private readonly roofBySpace: (Tower | undefined)[];
  /** Is each space (index r * size + c) the Eternal Flame? Asked in placement loops: an index, no key string. */
  private readonly flameBySpace: boolean[];
  /** The spaces orthogonally next to each space, in WIND order (the forest's own cells, shared: never change them). */
  private readonly neighbours: Cell[][];

  constructor(rules: Ruleset) {
    const param = <T>(id: string): T => (rules.get(id)?.item as unknown as { value: T }).value;
    this.size = param<number>('param.board.size');
    this.towerSize = param<number>('param.board.tower-size');
    this.flame = new Set(param<Cell[]>('param.board.eternal-flame').map(key));
    const colours = param<Record<Corner, string>>('param.board.towers');
    const last = this.size - 1;
    const roof: Record<Corner, Cell> = { 'north-west': [0, 0], 'north-east': [0, last], 'south-west': [last, 0], 'south-east': [last, last] };
    this.towers = CORNERS.map((corner) => ({ corner, colour: colours[corner], roof: roof[corner] }));
    this.cells = [];
    for (let r = 0; r < this.size; r++) for (let c = 0; c < this.size; c++) this.cells.push([r, c]);
    this.flameBySpace = this.cells.map((c) => this.flame.has(key(c)));
    this.flameCells = this.cells.filter((c) => this.isEternalFlame(c));
    this.neighbours = this.cells.map((c) => this.neighboursOf(c).map((x) => this.cells[x[0] * this.size + x[1]]!));
    this.areaBySpace = this.cells.map((c) => this.findTowerArea(c));
    this.spacesByArea = new Map(this.towers.map((t) => [t.corner, this.cells.filter((c) => this.towerAreaAt(c) === t)]));
    this.quadrantBySpace = this.cells.map((c) => this.findQuadrant(c));
    this.roofBySpace = this.cells.map((c) => this.towers.find((t) => t.roof[0] === c[0] && t.roof[1] === c[1]));
  }

  inside(cell: Cell): boolean {
    const r = cell[0];
    const c = cell[1];
    return r >= 0 && c >= 0 && r < this.size && c < this.size;
  }

  /** inside([r, c]) without a cell. */
  insideAt(r: number, c: number): boolean {
    return r >= 0 && c >= 0 && r < this.size && c < this.size;
  }

  isEternalFlame(cell: Cell): boolean {
    return this.inside(cell) ? this.flameBySpace[cell[0] * this.size + cell[1]]! : this.flame.has(key(cell));
  }

  /** The tower whose 3x3 area holds this space, if any (looked up by space on the board: rules ask it in every loop). */
  towerAreaAt(cell: Cell): Tower | undefined {
    return this.inside(cell) ? this.areaBySpace[cell[0] * this.size + cell[1]] : this.findTowerArea(cell);
  }

  /** The tower standing in `corner`. */
  tower(corner: Corner): Tower {
    return this.towers.find((t) => t.corner === corner)!;
  }

  /** The spaces of the tower area of `corner`, row by row (shared: never change them). */
  towerAreaSpaces(corner: Corner): readonly Cell[] {
    return this.spacesByArea.get(corner) ?? [];
  }

  /** The tower whose roof is space `i` (r * size + c of a space on the board), if any. */
  roofAt(i: number): Tower | undefined {
    return this.roofBySpace[i];
  }

  private findTowerArea([r, c]: Cell): Tower | undefined {
    const n = this.towerSize;
    return this.towers.find(({ roof: [rr, rc] }) => Math.abs(r - rr) < n && Math.abs(c - rc) < n);
  }

  /** The tower whose 8x8 quadrant (a quarter of the forest) holds this space. */
  quadrantOf(cell: Cell): Tower {
    return this.inside(cell) ? this.quadrantBySpace[cell[0] * this.size + cell[1]]! : this.findQuadrant(cell);
  }

  private findQuadrant([r, c]: Cell): Tower {
    const half = this.size / 2;
    return this.tower(`${r < half ? 'north' : 'south'}-${c < half ? 'west' : 'east'}` as Corner);
  }

  /** The space one step downwind, if it is in the forest. */
  downwind(cell: Cell, wind: Wind): Cell | undefined {
    const [dr, dc] = STEP[wind];
    const next: Cell = [cell[0] + dr, cell[1] + dc];
    return this.inside(next) ? next : undefined;
  }

  /** The spaces orthogonally next to `cell`, in WIND order (shared lists of shared cells: never change them). */
  orthogonal(cell: Cell): readonly Cell[] {
    return this.inside(cell) ? this.neighbours[cell[0] * this.size + cell[1]]! : this.neighboursOf(cell);
  }

  private neighboursOf(cell: Cell): Cell[] {
    return WIND.map((w) => this.downwind(cell, w)).filter((x): x is Cell => !!x);
  }

  /** A pattern's cells anchored at a space; undefined when any of them falls outside the forest. */
  place(pattern: readonly Cell[], at: Cell): Cell[] | undefined {
    const cells = pattern.map(([r, c]): Cell => [r + at[0], c + at[1]]);
    return cells.every((x) => this.inside(x)) ? cells : undefined;
  }
}

function key([r, c]: Cell): string {
  return `${r},${c}`;
}
