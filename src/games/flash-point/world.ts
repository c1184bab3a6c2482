/**
 * A working copy of the game state with the board and rules beside it: the shared
 * vocabulary of setup, actions and the fire phases (what is on a space, which edges
 * block, rolling dice, logging, ending the game). Mutates its own copy only.
 */
import { rollDie, type RngState } from '../../core/rng.ts';
import { Board, edgeBetween, key, sameSpace, SIDES, step, type Edge, type Side, type Space, copySpace } from './board.ts';
import { SIDE_INDEX } from './board-geometry.ts';
import { buildIndex, copyIndex, currentIndex, FIRE, forgetIndex, SMOKE, writeContent, type BurningIndex } from './burning-index.ts';
import { ownList, ownRecord, ownsList } from './copy-on-write.ts';
import type { FlashPointRules } from './rules.ts';
import { carryOrder, isShut, NO_LOG, type BoardObject, type Door, type FlashPointState, type Firefighter, type HeatTransfer, type LogEntry, type Wall, type Window } from './state.ts';
import { Refusal } from '../../core/refusal.ts';
import { StateView } from './state-view.ts';
import { dropSpace, hasSpace } from './space-lists.ts';

export { Refusal };

/** A scenario's forced dice do not fit the roll the rules ask for. */
export class DiceError extends Error {}

export const OPPOSITE_FACE = (value: number, sides: number): number => sides + 1 - value;

export type SpaceContent = 'fire' | 'smoke' | 'open';

export class World extends StateView {
  readonly events: LogEntry[] = [];

  /** Heat transfers the explosion being resolved has sent so far (see fire.ts `explode`). */
  heatGroup: HeatTransfer[] | null = null;

  /**
   * Each firefighter's base facts (entry.ts `baseFacts`), kept only while nothing changes:
   * legalActions sets it on its read-only World, so its many candidates share one copy.
   */
  factsMemo: Map<Firefighter, Readonly<Record<string, unknown>>> | null = null;
  constructor(s: FlashPointState, readonly board: Board, readonly rules: FlashPointRules) {
    super(s);
  }

  log(event: string, details: Record<string, unknown> = {}, player: string | null = this.s.activePlayer || null): void {
    // A game created without a log (simulation) builds no entries.
    if (this.s.log === NO_LOG) return;
    this.events.push({ turn: this.s.turn, player, event, ...details });
  }

  get playing(): boolean {
    return this.s.status === 'playing' || this.s.status === 'setup';
  }

  // ---- dice -------------------------------------------------------------------------
  private forced(shape: number, purpose: string): number[] | undefined {
    const next = this.s.dice[0];
    if (!next) return undefined;
    if (next.length !== shape) {
      throw new DiceError(`forced dice ${JSON.stringify(next)} do not fit the roll for ${purpose}: it needs ${shape === 2 ? '[red, black]' : 'one die, [n]'}`);
    }
    this.s.dice.shift();
    return next;
  }

  get rng(): RngState {
    return this.s.rng;
  }

  /** The black die's sides: d8 on a one-floor board, d12 with an attic or a basement, d16 with both. */
  get blackSides(): number {
    return this.board.blackSides;
  }

  /** A location roll: red d6 for the row, black die for the column (and, past the ground floor's columns, the floor). */
  rollLocation(purpose: string): Space {
    for (;;) {
      const f = this.forced(2, purpose);
      const dice: [number, number] = f ? [f[0]!, f[1]!] : [rollDie(this.rng, this.board.rows), rollDie(this.rng, this.blackSides)];
      const at = this.board.spaceOfRoll(dice[0], dice[1]);
      if (!at && f) throw new DiceError(`forced dice [${dice.join(', ')}] for ${purpose} are not a space of the board (red d${this.board.rows}, black d${this.blackSides})`);
      // Asked first: the entry's details would be built for nothing in a game without a log.
      if (this.s.log !== NO_LOG) this.log('roll', { purpose, dice, ...(at && at.length > 2 ? { at } : {}) });
      if (at) return at;
    }
  }

  /**
   * The red die then the black one, rolled together (the deck gun, sprinklers): a scenario
   * may force them as one pair [red, black], as a location roll is written, or as two single dice.
   */
  rollRedBlack(purpose: string, blackSides: number): [number, number] {
    const next = this.s.dice[0];
    if (next?.length !== 2) return [this.rollOne(this.board.rows, purpose, 'red'), this.rollOne(blackSides, purpose, 'black')];
    this.s.dice.shift();
    const [red, black] = next as [number, number];
    if (red > this.board.rows || black > blackSides) throw new DiceError(`forced dice [${red}, ${black}] for ${purpose} are not faces of a red d${this.board.rows} and a black d${blackSides}`);
    this.log('roll', { purpose, die: 'red', value: red });
    this.log('roll', { purpose, die: 'black', value: black });
    return [red, black];
  }

  /** One die; `die` names it in the log (`any` for a die that is neither red nor black, such as a spill's choice). */
  rollOne(sides: number, purpose: string, die: 'red' | 'black' | 'any'): number {
    const f = this.forced(1, purpose);
    const v = f ? f[0]! : rollDie(this.rng, sides);
    if (v < 1 || v > sides) throw new DiceError(`forced die [${v}] for ${purpose} is not a face of a d${sides}`);
    if (this.s.log !== NO_LOG) this.log('roll', { purpose, die, value: v });
    return v;
  }

  // ---- spaces -----------------------------------------------------------------------
  content(s: readonly number[]): SpaceContent {
    const id = this.board.geometry.spaceId(s);
    if (id >= 0) {
      const c = this.burning()[id];
      return c === FIRE ? 'fire' : c === SMOKE ? 'smoke' : 'open';
    }
    if (hasSpace(this.s.fire, s)) return 'fire';
    if (hasSpace(this.s.smoke, s)) return 'smoke';
    return 'open';
  }
  setContent(s: readonly number[], c: SpaceContent): void {
    // The fire in an elevator put out of use never goes out (fp.highrise.elevator-out).
    if (c !== 'fire' && this.s.elevatorsOut?.length && this.s.elevatorsOut.some((id) => this.board.elevatorAt(s)?.id === id)) return;
    const index = this.ownBurningLists();
    const id = this.board.geometry.spaceId(s);
    writeContent(this.s, index, id, s, c);
    if (!index || id < 0) {
      forgetIndex(this.s);
      this.index = null;
    }
  }
  /**
   * Make the fire and smoke lists this state's own before a change (copy on write: the
   * state may share them with the one it was copied from), with their index, if one holds.
   */
  private ownBurningLists(): BurningIndex | null {
    const index = this.currentIndex();
    if (ownsList(this.s, this.s.fire) && ownsList(this.s, this.s.smoke)) return index;
    const { fire, smoke } = this.s;
    this.s.fire = ownList(this.s, fire);
    this.s.smoke = ownList(this.s, smoke);
    carryOrder('fire', fire, this.s.fire);
    carryOrder('smoke', smoke, this.s.smoke);
    return (this.index = index && copyIndex(index, this.s));
  }
  /** Fire or smoke by space number (burning-index.ts), built on first use, shared by every World over the same lists. */
  private burning(): number[] {
    return (this.index = this.currentIndex() ?? buildIndex(this.board.geometry, this.s)).cells;
  }
  private currentIndex(): BurningIndex | null {
    return (this.index = currentIndex(this.s, this.index));
  }
  private index: BurningIndex | null = null;
  hasHotSpot(s: readonly number[]): boolean {
    return hasSpace(this.s.hotSpots, s);
  }
  addHotSpot(s: readonly number[]): void {
    // A new list: the state may share its list with the one it was copied from (cloneForUpdate).
    if (!this.hasHotSpot(s)) this.s.hotSpots = [...this.s.hotSpots, copySpace(s)];
  }
  hazmatsAt(s: readonly number[]): number {
    let n = 0;
    for (const h of this.s.hazmats) if (sameSpace(h, s)) n++;
    return n;
  }
  removeHazmat(s: readonly number[]): void {
    dropSpace(this.s.hazmats, s);
  }
  firefightersAt(s: readonly number[]): Firefighter[] {
    return this.s.firefighters.filter((f) => f.at && sameSpace(f.at, s));
  }
  /** The standing object filling this space, if any. */
  objectAt(s: readonly number[]): BoardObject | undefined {
    return this.s.objects.find((o) => !o.destroyed && o.spaces.some((x) => sameSpace(x, s)));
  }
  hasDamagedFloor(s: readonly number[]): boolean {
    return hasSpace(this.s.damagedFloors, s);
  }
  isDestroyedFloor(s: readonly number[]): boolean {
    return this.s.destroyedFloors.length > 0 && hasSpace(this.s.destroyedFloors, s);
  }
  /** Where something aimed at this space lands: the space below when its floor is destroyed (fp.floors.holes). */
  throughHole(s: readonly number[]): Space {
    return (this.isDestroyedFloor(s) && this.board.verticalNeighbour(s, -1)) || copySpace(s);
  }
  isToxic(s: readonly number[]): boolean {
    return hasSpace(this.s.toxic, s);
  }
  occupiedForPoi(s: readonly number[]): boolean {
    return (
      this.content(s) !== 'open' ||
      this.board.isNoEntry(s) ||
      !!this.objectAt(s) ||
      this.isToxic(s) ||
      this.s.pois.some((p) => sameSpace(p.at, s)) ||
      this.s.victims.some((v) => sameSpace(v.at, s)) ||
      this.firefightersAt(s).length > 0
    );
  }

  // ---- edges ------------------------------------------------------------------------
  /** The wall on an edge, this state's own record (the caller may change it). */
  wallAt(e: Edge): Wall | undefined {
    return this.writable('walls', this.edgeIndex(this.s.walls, this.board.geometry.wallIndex, e));
  }
  doorAt(e: Edge): Door | undefined {
    return this.writable('doors', this.edgeIndex(this.s.doors, this.board.geometry.doorIndex, e));
  }
  windowAt(e: Edge): Window | undefined {
    return this.writable('windows', this.edgeIndex(this.s.windows, this.board.geometry.windowIndex, e));
  }
  /** The wall on an edge (or on edge number `id`: BoardGeometry.sideEdgeOf) as it stands, for reading only (no copy is made: see writable). */
  readWallAt(e: Edge): Readonly<Wall> | undefined {
    return this.readWallOn(this.board.geometry.edgeId(e));
  }
  readDoorAt(e: Edge): Readonly<Door> | undefined {
    return this.readDoorOn(this.board.geometry.edgeId(e));
  }
  readWindowAt(e: Edge): Readonly<Window> | undefined {
    return this.readWindowOn(this.board.geometry.edgeId(e));
  }
  readWallOn(id: number): Readonly<Wall> | undefined {
    return id < 0 ? undefined : this.onEdge(this.s.walls, this.board.geometry.wallIndex[id]!, id);
  }
  readDoorOn(id: number): Readonly<Door> | undefined {
    return id < 0 ? undefined : this.onEdge(this.s.doors, this.board.geometry.doorIndex[id]!, id);
  }
  readWindowOn(id: number): Readonly<Window> | undefined {
    return id < 0 ? undefined : this.onEdge(this.s.windows, this.board.geometry.windowIndex[id]!, id);
  }
  /**
   * Copy on write: a state copy shares its wall, door and window lists, and their records,
   * with the state it was copied from (cloneForUpdate), so the list and the record are
   * copied into this state the first time a record is handed out for changing
   * (copy-on-write.ts). Every change to one goes through wallAt, doorAt or windowAt; reads
   * inside World (blocks, neighbours) use the shared record as it is.
   */
  private writable<K extends 'walls' | 'doors' | 'windows'>(field: K, i: number): FlashPointState[K][number] | undefined {
    if (i < 0) return undefined;
    const shared = this.s[field] as FlashPointState[K][number][];
    const list = ownList(this.s, shared);
    if (list !== shared) {
      (this.s[field] as unknown) = list;
      carryOrder(field, shared, list);
    }
    return ownRecord(this.s, list, i);
  }
  /** Where in `list` the record on edge `e` is (-1: none), `byEdge` being the board's index of such records. */
  private edgeIndex(list: readonly { at: Edge }[], byEdge: Int32Array, e: readonly unknown[]): number {
    const id = this.board.geometry.edgeId(e);
    return id < 0 ? -1 : this.indexOnEdge(list, byEdge[id]!, id);
  }
  /**
   * Where the wall, door or window on edge `id` is, `i` being its index in the board's list
   * (-1: the board has none there). The state keeps the board's list in the board's order, so
   * it is found at once; a list that differs (a saved game holding fewer) is searched.
   */
  private indexOnEdge(list: readonly { at: Edge }[], i: number, id: number): number {
    if (i < 0) return -1;
    const g = this.board.geometry;
    const x = list[i];
    if (x && g.edgeId(x.at) === id) return i;
    return list.findIndex((y) => g.edgeId(y.at) === id);
  }
  /** The record on edge `id` as it is, for reading. */
  private onEdge<T extends { at: Edge }>(list: readonly T[], i: number, id: number): T | undefined {
    const at = this.indexOnEdge(list, i, id);
    return at < 0 ? undefined : list[at];
  }
  /** Does the edge stop movement, fire spread and adjacency? Standing walls, closed (or jammed) doors and closed windows do. */
  blocks(e: Edge): boolean {
    const id = this.board.geometry.edgeId(e);
    return id >= 0 && this.edgeBlocks(id);
  }
  private edgeBlocks(id: number): boolean {
    const g = this.board.geometry;
    const w = this.onEdge(this.s.walls, g.wallIndex[id]!, id);
    if (w && !w.destroyed && !g.isSoftWallLine(id)) return true;
    const d = this.onEdge(this.s.doors, g.doorIndex[id]!, id);
    if (d && isShut(d)) return true;
    const win = this.onEdge(this.s.windows, g.windowIndex[id]!, id);
    return !!win && win.state === 'closed';
  }
  /** The adjacent space on `side`, if nothing blocks the way and it is on the grid. */
  neighbour(s: readonly number[], side: Side): Space | undefined {
    const id = this.board.geometry.spaceId(s);
    if (id >= 0) return this.neighbourOf(id, SIDE_INDEX[side]);
    // Off every grid: only a step onto the outside ring can lead anywhere.
    const to = step(s, side);
    if (!this.board.isOnGrid(to) || this.objectAt(to)) return undefined;
    return this.blocks(edgeBetween(s, side)) ? undefined : to;
  }
  /** The neighbour of space number `id` through side number `k` (board-geometry.ts), shared: spaces are values. */
  private neighbourOf(id: number, k: number): Space | undefined {
    const g = this.board.geometry;
    const to = g.stepTo[id * 4 + k]!;
    if (to < 0) return undefined;
    const at = g.spaces[to]!;
    if (this.s.objects.length && this.objectAt(at)) return undefined;
    return this.edgeBlocks(g.sideEdge[id * 4 + k]!) ? undefined : at;
  }
  /** Adjacent spaces: through the four sides, and to the other section of a staircase. */
  neighbours(s: readonly number[]): Space[] {
    const out: Space[] = [];
    const id = this.board.geometry.spaceId(s);
    for (let k = 0; k < 4; k++) {
      const n = id >= 0 ? this.neighbourOf(id, k) : this.neighbour(s, SIDES[k]!);
      if (n) out.push(n);
    }
    const stair = id >= 0 ? this.board.geometry.stairs[id] : undefined;
    if (stair) out.push(copySpace(stair.to));
    return out;
  }
  /** Is an adjacent space on fire? `neighbours(s).some(fire)` without building the list (flashover asks it of every smoke space). */
  touchesFire(s: readonly number[]): boolean {
    const g = this.board.geometry;
    const id = g.spaceId(s);
    if (id < 0) return this.neighbours(s).some((n) => this.content(n) === 'fire');
    const cells = this.burning();
    for (let k = 0; k < 4; k++) {
      // What burns is read by number first: only a burning space's way (object, edge) needs a look.
      const to = g.stepTo[id * 4 + k]!;
      if (to >= 0 && cells[to] === FIRE && this.neighbourOf(id, k)) return true;
    }
    const stair = g.stairs[id];
    return !!stair && this.content(stair.to) === 'fire';
  }
  isAdjacent(a: readonly number[], b: readonly number[]): boolean {
    return this.neighbours(a).some((n) => sameSpace(n, b));
  }

  // ---- damage and the end of the game -------------------------------------------------
  /**
   * One damage cube from the supply onto a wall; the building collapses when the supply runs
   * out. Every cause (chop, shockwave) comes here, so a wall that takes no damage never does.
   * Returns whether a cube was placed.
   */
  damageWall(w: Wall, cause: string): boolean {
    if (this.s.damageSupply <= 0 || this.board.takesNoDamage(w.at)) return false;
    w.damage++;
    this.s.damageSupply--;
    if (w.damage >= this.wallStrength(w)) w.destroyed = true;
    this.log('damage', { at: w.at, cause, damage: w.damage, destroyed: w.destroyed });
    if (this.s.damageSupply === 0) this.end('lost', 'the damage supply is exhausted: the building collapsed');
    return true;
  }

  /** Does a move across this edge cost double? Printed difficult terrain, or a soft wall still standing. */
  difficultTerrain(e: Edge): boolean {
    if (this.board.isDifficultTerrain(e)) return true;
    if (!this.board.isSoftWall(e)) return false;
    const id = this.board.geometry.edgeId(e);
    return !this.onEdge(this.s.walls, this.board.geometry.wallIndex[id]!, id)?.destroyed;
  }

  /** Cubes that destroy this wall: hull never falls (fp.dw.hull), a thin wall at the first. */
  wallStrength(w: Wall): number {
    if (this.board.isHull(w.at)) return Infinity;
    return this.board.isThinWall(w.at) ? 1 : this.rules.number('param.wall.cubes-to-destroy');
  }

  end(status: 'won' | 'lost', reason: string): void {
    if (this.s.status === 'won' || this.s.status === 'lost') return;
    this.s.status = status;
    this.s.reason = reason;
    this.s.pending = null;
    this.log(status === 'won' ? 'won' : 'lost', { reason });
  }

  checkVictimCounts(): void {
    if (this.s.rescued >= this.rules.number('param.end.rescued-to-win')) this.end('won', `${this.s.rescued} victims rescued`);
    else if (this.s.lost >= this.rules.number('param.end.lost-to-lose')) this.end('lost', `${this.s.lost} victims lost`);
  }

  newId(prefix: string): string {
    return `${prefix}${this.s.nextId++}`;
  }

  ambulanceSpaces(): Space[] {
    const spots = this.board.parkingSpots('ambulance');
    if (this.s.vehicles.ambulance === null) return [];
    return spots[this.s.vehicles.ambulance] ?? [];
  }
  engineSpaces(): Space[] {
    const spots = this.board.parkingSpots('engine');
    if (this.s.vehicles.engine === null) return [];
    return spots[this.s.vehicles.engine] ?? [];
  }
  onEngine(f: Firefighter): boolean {
    return !!f.at && this.engineSpaces().some((e) => sameSpace(e, f.at!));
  }

  firefighter(id: string): Firefighter {
    const f = this.s.firefighters.find((x) => x.id === id);
    if (!f) throw new Refusal('mech.turn', `there is no player \`${id}\` (players: ${this.s.firefighters.map((x) => x.id).join(', ')})`);
    return f;
  }
}

export { key };
