/**
 * The Flash Point game state: plain JSON in the shape of shared/design/flash-point-formats.md
 * (every field there, with its meaning), extended with what a saved game needs to resume
 * exactly: the RNG, the hidden PoI pool, pending choices and the machine's state value.
 */
import type { RngState } from '../../core/rng.ts';
import { compareEdges, compareSpaces, type DoorKind, type Edge, type ObjectKind, type Side, type Space } from './board.ts';
import type { ApPool } from './definition.ts';
import { ownsList } from './copy-on-write.ts';

/** `false-alarm`, or the victim type under the marker (`victim` is the plain victim of the base pool). */
export type PoiIdentity = string;
export type Status = 'setup' | 'playing' | 'won' | 'lost';
/** `jammed:N`: a closed fireproof door with N Jammed markers (it cannot be opened). */
export type DoorState = 'open' | 'closed' | 'destroyed' | `jammed:${number}`;

export function jamCount(d: { state: DoorState }): number {
  return d.state.startsWith('jammed:') ? Number(d.state.slice(7)) : 0;
}

export function isShut(d: { state: DoorState }): boolean {
  return d.state === 'closed' || d.state.startsWith('jammed:');
}

export interface Firefighter {
  id: string;
  role: string;
  /** Null only during setup, before the player has placed the pawn. */
  at: Space | null;
  ap: number;
  savedAp: number;
  /** Special AP left this turn, by pool (never saved). */
  specialAp: Partial<Record<ApPool, number>>;
  carrying: 'victim' | 'hazmat' | 'ladder' | null;
  /** Id of the treated victim this firefighter leads. */
  leading: string | null;
  /** Out of the game while the start location it was sent to burns (option burningStart: out-of-game). */
  out?: boolean;
}

export interface Victim {
  id: string;
  at: Space;
  type: string;
  treated: boolean;
  carriedBy?: string;
  /** Rescued but still on the board (a rescue location that keeps its victims, as on the Submarine). */
  rescued?: boolean;
}

export interface Poi {
  id: string;
  at: Space;
  /** Hidden: only in the full (saved or --reveal) state; absent until revealed when identities are drawn on reveal. */
  is?: PoiIdentity;
}

export interface Wall {
  at: Edge;
  damage: number;
  destroyed: boolean;
}

export interface Door {
  at: Edge;
  kind: DoorKind;
  state: DoorState;
}

/** An explosive or dangerous object, or special machinery: a thick wall over its spaces until shockwaves fill its damage spaces. */
export interface BoardObject {
  id: string;
  kind: ObjectKind;
  spaces: Space[];
  damage: number;
  damageSpaces: number;
  destroyed: boolean;
}

/**
 * A portable ladder: on the Engine, lying on a space, carried, erected (lower and upper
 * segments), bridging a destroyed floor, or out of play.
 */
export interface Ladder {
  id: string;
  onEngine?: boolean;
  at?: Space;
  carriedBy?: string;
  lower?: Space;
  upper?: Space;
  bridge?: Space;
  removed?: boolean;
}

/** A window in the outer wall: closed blocks like a closed door; a shockwave breaks it and the wall. */
export interface Window {
  at: Edge;
  state: 'open' | 'closed' | 'destroyed';
  /** The damage cube a shockwave put on the wall around it. */
  damage: number;
}

/** A choice the rules leave to a player, asked for when it arises. */
export type Pending =
  | { type: 'ride'; vehicle: 'engine' | 'ambulance'; to: number; players: string[] }
  | { type: 'deck-gun'; player: string; red: number; black: number; rerolled: { red: boolean; black: boolean } }
  | { type: 'hazmat-order'; player: string; options: Space[] }
  | { type: 'knock-down'; player: string; options: Space[]; dodge?: (Side | 'up' | 'down')[] }
  | { type: 'suppress'; player: string; red: number; black: number }
  | { type: 'heat-order'; player: string; options: Edge[] };

/** Where the Advance Fire phase stands after its rolls (it may stop for a player's choice). */
export type FireStep = 'advance' | 'spread' | 'hazmats' | 'losses' | 'knock-downs' | 'cleanup';

/** Heat an explosion sends through a bulkhead: smoke (as an Advance Fire target) on the far side. */
export interface HeatTransfer {
  via: Edge;
  to: Space;
}

/**
 * Heat transfers waiting to resolve. Each explosion's transfers form a group (players order
 * a group); the newest group resolves first. `used` bulkheads do not pass heat back.
 */
export interface HeatQueue {
  groups: HeatTransfer[][];
  used: Edge[];
}

export interface LogEntry {
  turn: number;
  player: string | null;
  event: string;
  [detail: string]: unknown;
}

/**
 * The log of a game created with `{ log: false }` (simulation): shared, frozen and always
 * empty, so World.log skips building entries (see World.log). A saved game holds `[]`.
 */
export const NO_LOG: LogEntry[] = Object.freeze([]) as unknown as LogEntry[];

export interface GameConfigRef {
  preset?: string;
  game?: string;
  modules?: string[];
  rulesDirs?: string[];
  board: string;
  options: Record<string, string | number | boolean>;
}

export interface FlashPointState {
  game: 'flash-point';
  status: Status;
  reason: string | null;
  turn: number;
  activePlayer: string;
  phase: string;
  config: GameConfigRef;
  fire: Space[];
  smoke: Space[];
  hotSpots: Space[];
  hazmats: Space[];
  pois: Poi[];
  victims: Victim[];
  rescued: number;
  lost: number;
  hazmatsDisposed: number;
  damageSupply: number;
  hotSpotSupply: number;
  walls: Wall[];
  doors: Door[];
  windows: Window[];
  objects: BoardObject[];
  /** Spaces with a Toxic marker (after a dangerous object's spill). */
  toxic: Space[];
  /** Ground-floor spaces with a Damaged Floor marker, and those whose floor is destroyed (multi-floor boards). */
  damagedFloors: Space[];
  destroyedFloors: Space[];
  /** The Engine's equipment (module hydraulic-platform): null until chosen at setup; absent without the module. */
  equipment?: 'deck-gun' | 'hydraulic-platform' | null;
  /** Where the hydraulic platform is: on the Engine, or at a space outside an upper floor. */
  platform?: 'engine' | Space | null;
  /** High Rise elevators put out of use (their door was destroyed): they burn for good. */
  elevatorsOut?: string[];
  /** Portable ladders (the ladders module); empty without it. */
  ladders: Ladder[];
  /** Damage cubes spent on destroyed floors (out of the supply for good). */
  floorDamage?: number;
  firefighters: Firefighter[];
  /** Parking-spot indexes (into the board's parking lists), null without vehicles or before setup. */
  vehicles: { engine: number | null; ambulance: number | null };
  /** PoI markers not yet on the board (hidden from the public view). */
  poiPool: Record<PoiIdentity, number>;
  turnState: { actions: number; savedAtStart: number; commanded: Record<string, number>; experienced?: boolean; lookedAtEvent?: boolean; skipped?: boolean };
  pending: Pending | null;
  /** Derived from the machine value (fire-position.ts), for the saved-game format: the step of Advance Fire the game is at. */
  fireStep: FireStep | null;
  /** The last advance's target, and whether it held a hot spot, while its spread is pending. */
  fireTarget?: { at: Space; hadHotSpot: boolean } | null;
  /** Bulkhead heat still to resolve (Dangerous Waters); null when none. */
  heat?: HeatQueue | null;
  /** Advances rolled so far in this Advance Fire phase (the hot-spot chain counts them). */
  fireChain: number;
  /** Advances still to roll in this phase (one, more for hot spots or Fire Deck cards). */
  fireAdvances: number;
  /** Firefighters already knocked down in this fire phase. */
  knockedDown: string[];
  /** Tragic Events: the Fire Deck (top first), its discards, supplies beside it, the Event Deck. */
  cards: { fireDeck: string[]; fireDiscard: string[]; supply: Record<string, number>; eventDeck: string[]; eventDiscard: string[] } | null;
  /** Dice a scenario forces, consumed in order before the RNG is asked. */
  dice: number[][];
  rng: RngState;
  nextId: number;
  machine: { value: unknown };
  log: LogEntry[];
}

/**
 * Sort every list into the canonical order the formats doc fixes. It runs after every
 * machine action, and nearly every list is in order already, so a list is looked at only
 * when it may have changed since it was last found in order (see `seen`).
 */
export function normalise(s: FlashPointState): void {
  // Fire and smoke: World changes its own copies in place (copy-on-write.ts), but only by
  // setContent, whose removal and sorted insertion keep a list in order: a list seen in order stays so.
  if (s.fire !== seen.fire) seen.fire = s.fire = ordered(s, s.fire, compareSpaces);
  if (s.smoke !== seen.smoke) seen.smoke = s.smoke = ordered(s, s.smoke, compareSpaces);
  // Replaced by every rule that changes them, never changed in place: a list seen in order stays so.
  if (s.hotSpots !== seen.hotSpots) seen.hotSpots = s.hotSpots = ordered(s, s.hotSpots, compareSpaces);
  if (s.toxic !== seen.toxic) seen.toxic = s.toxic = ordered(s, s.toxic, compareSpaces);
  if (s.damagedFloors !== seen.damagedFloors) seen.damagedFloors = s.damagedFloors = ordered(s, s.damagedFloors, compareSpaces);
  if (s.destroyedFloors !== seen.destroyedFloors) seen.destroyedFloors = s.destroyedFloors = ordered(s, s.destroyedFloors, compareSpaces);
  // Wall, door and window lists never gain, lose or move a record (World.writable replaces one in its place): once in order, always.
  if (s.walls !== seen.walls) seen.walls = s.walls = ordered(s, s.walls, byEdge);
  if (s.doors !== seen.doors) seen.doors = s.doors = ordered(s, s.doors, byEdge);
  if (s.windows !== seen.windows) seen.windows = s.windows = ordered(s, s.windows, byEdge);
  // Copied by cloneForUpdate, so this state's own, and changed in place by the rules: always looked at.
  if (!inOrder(s.hazmats, compareSpaces)) s.hazmats.sort(compareSpaces);
  if (!inOrder(s.pois, byPlaceThenId)) s.pois.sort(byPlaceThenId);
  if (!inOrder(s.victims, byPlaceThenId)) s.victims.sort(byPlaceThenId);
}

type SharedList = 'fire' | 'smoke' | 'hotSpots' | 'toxic' | 'damagedFloors' | 'destroyedFloors' | 'walls' | 'doors' | 'windows';

/**
 * The lists normalise last left in order, by field. The state being normalised may share a
 * list with the one it was copied from (cloneForUpdate); a shared list is never changed in
 * place (copy-on-write.ts, or rules that replace it), and an owned one only in ways that keep
 * its order (setContent), so the one last left in order is still in order: each machine action of an apply normalises the
 * same lists, and mostly none of them needs a look.
 */
const seen: Record<SharedList, unknown[] | null> = { fire: null, smoke: null, hotSpots: null, toxic: null, damagedFloors: null, destroyedFloors: null, walls: null, doors: null, windows: null };

/** The list in order: itself when it is; else sorted, in place when `s` owns it (the burning index, kept by the fire list, still holds), else a copy. */
function ordered<T>(s: FlashPointState, list: T[], order: (a: T, b: T) => number): T[] {
  if (inOrder(list, order)) return list;
  return ownsList(s, list) ? list.sort(order) : list.slice().sort(order);
}

/**
 * `to` is World's copy of the list `from` (copy-on-write.ts), in the same order: in order if
 * `from` was. World changes a copied fire or smoke list only by setContent, which keeps its
 * order, and never reorders a wall, door or window list.
 */
export function carryOrder(field: 'fire' | 'smoke' | 'walls' | 'doors' | 'windows', from: readonly unknown[], to: unknown[]): void {
  if (seen[field] === from) seen[field] = to;
}

const byPlaceThenId = (a: { at: Space; id: string }, b: { at: Space; id: string }): number => compareSpaces(a.at, b.at) || (a.id < b.id ? -1 : 1);
const byEdge = (a: { at: Edge }, b: { at: Edge }): number => compareEdges(a.at, b.at);

/**
 * Is the list in order? It nearly always is (normalise runs after every machine action),
 * and a sort of a sorted list costs several times the check. Sorts are stable, so a list in
 * order is exactly what sorting it would give.
 */
function inOrder<T>(list: readonly T[], order: (a: T, b: T) => number): boolean {
  for (let i = 1; i < list.length; i++) if (order(list[i - 1]!, list[i]!) > 0) return false;
  return true;
}

// The copy an apply works on lives in state-copy.ts (it is the engine's hottest path).
export { cloneForUpdate } from './state-copy.ts';

/** What a player may see: PoI identities and the PoI pool's composition are hidden. */
export function publicView(s: FlashPointState, reveal = false): Record<string, unknown> {
  const { poiPool, dice, rng, nextId, turnState, ...rest } = s;
  const out: Record<string, unknown> = { ...rest };
  if (!reveal) {
    out.pois = s.pois.map(({ is: _hidden, ...p }) => p);
    out.poiPool = { remaining: Object.values(poiPool).reduce((n, x) => n + x, 0) };
  } else out.poiPool = poiPool;
  out.seed = rng.seed;
  // The order of the decks is hidden; their sizes and the discards are not.
  if (s.cards && !reveal) out.cards = { ...s.cards, fireDeck: s.cards.fireDeck.length, eventDeck: s.cards.eventDeck.length };
  return out;
}

// The state JSON's schema lives beside the saved game's checks.
export { stateSchema } from './saved-state.ts';
