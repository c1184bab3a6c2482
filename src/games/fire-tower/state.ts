/**
 * The Fire Tower game state: plain JSON (cells are [row, col], 0-indexed, row 0 north),
 * with what a saved game needs to resume exactly: the RNG, the deck order, pending
 * questions and the machine's state value.
 */
import { mapList } from '../../core/map-list.ts';
import type { RngState } from '../../core/rng.ts';
import type { Corner, Wind } from './board.ts';
import type { Cell } from './patterns.ts';
import type { SoloState } from './solo.ts';

export type PlayerStatus = 'active' | 'shadow' | 'out';

export interface Player {
  id: string;
  /** Towers this player defends (two in the Double Tower variant). */
  towers: Corner[];
  hand: string[];
  bucket: 'bucket' | 'reckless-abandon' | 'none';
  status: PlayerStatus;
  /** Teams variant: 0 or 1. */
  team?: number;
  /** Rising Flames: turns taken as a Shadow (the first one passes while the Shadow forms). */
  shadowTurns?: number;
  /** Extreme Weather: the side up of each specialty card. */
  specialties?: Partial<Record<'heavy-winds' | 'lookout', 'front' | 'back'>>;
}

/** A question the rules leave to a player; answered with an explicit action. */
export type Question =
  /** Firestorm: discard any number of cards and draw back up (an empty list keeps the hand). */
  | { type: 'redraw'; player: string }
  /** A firehawk in this player's quadrant carried the gem at `from`: where does it land? (`mine`: Solo Mode, an enemy hawk — into your own quadrant.) */
  | { type: 'hawk'; player: string; from: Cell; mine?: boolean }
  /** Firehawk card played: this player may move hawks in their quadrant, one at a time. */
  | { type: 'flock'; player: string }
  /** Gems placed one by one under a constraint (Creeping Fires, Reckless Abandon, Mutual Aid...). */
  | { type: 'gems'; player: string; left: number; rule: GemRule; placed: Cell[]; by: string; direction?: Wind; cite?: string }
  /** Mutual Aid: the drawer picks what everyone does. */
  | { type: 'mutual-aid'; player: string }
  /** Mutual Aid, option cards: discard exactly three and draw three. */
  | { type: 'swap-three'; player: string }
  /** Shadow of the Wood card: cards from the active players' hands, or three wind rolls. */
  | { type: 'shadow-card'; player: string }
  /** Play one of these cards (Shadow of the Wood's stolen cards; the Shadow Die's 3 plays up to two). */
  | { type: 'play-one'; player: string; cards: string[]; optional?: boolean; left?: number; keep?: boolean; passTo?: string[] }
  /** Heavy Winds: wind cards from the hand, each a gem in its direction, until done. */
  | { type: 'wind-gems'; player: string }
  /** Light Breeze: one more wind card's gem after playing a wind card. */
  | { type: 'light-breeze'; player: string }
  /** A lightning token was covered: the placer moves it next to what was placed. */
  | { type: 'lightning'; player: string; from: Cell; near: Cell[] }
  /** Kettle Flight: hawks carry gems of the player's quadrant away. */
  | { type: 'kettle-gem'; player: string; left: number }
  /** Solo: lay the enemy's fire card in your quadrant (twice under Red Flag Warning). */
  | { type: 'enemy-card'; player: string; card: string; times?: number }
  /** Solo: the enemy card could not be laid — which way the punishment Firestorm blows. */
  | { type: 'punish'; player: string }
  /** Solo, Red Flag Warning: double the next enemy card? */
  | { type: 'red-flag'; player: string }
  /** Solo level 7: one or two challenges this round end? */
  | { type: 'challenge-count'; player: string }
  /** Solo: accept a drawn challenge, or skip it while skips remain. */
  | { type: 'challenge'; player: string; challenge: string }
  | { type: 'sturdy'; player: string }
  | { type: 'sanctuary'; player: string }
  | { type: 'plan'; player: string }
  | { type: 'wet-line'; player: string }
  /** Solo: an enemy Bucket empties — which line, by the priority rules. */
  | { type: 'enemy-bucket'; player: string; corner: Corner }
  /** Solo, Heavy Smoke: the card drawn blind must be played. */
  | { type: 'heavy-smoke'; player: string; card: string }
  /** Ghost Tower: a player the Ghost burned may play on as a Shadow. */
  | { type: 'become-shadow'; player: string }
  /** Rising Flames setup: each player puts one hawk in their quadrant. */
  | { type: 'hawk-setup'; player: string }
  /** A second Crown Fire may follow, touching the first pair. */
  | { type: 'second-crown-fire'; player: string; first: Cell[] }
  /** Shadow Die 1: set off a hawk or take a firebreak away. */
  | { type: 'shadow-one'; player: string }
  /** Shadow Die 1, a hawk set off: which gem of its quadrant goes where. */
  | { type: 'shadow-hawk'; player: string; hawk: Cell }
  /** Shadow Die 4: a new wind, not the one blowing. */
  | { type: 'choose-wind'; player: string; not: Wind }
  /** Shadow Die 5: roll again or stop with the gems on the card. */
  | { type: 'push'; player: string; pool: number };

export type GemRule =
  /** Anywhere orthogonally next to fire (Reckless Abandon). */
  | 'next-to-fire'
  /** Next to fire, never orthogonally next to another gem placed by the same effect (Creeping Fires, Mutual Aid). */
  | 'creeping'
  /** A firebreak by the normal rules (Mutual Aid). */
  | 'firebreak'
  /** One step in a direction from fire (wind rolls of the Shadow of the Wood card). */
  | 'downwind'
  /** A hawk on a vacant space of the player's quadrant, outside tower areas (Firehawk cards). */
  | 'hawk'
  /** A gem water can reach, taken away (Helitack's single gem). */
  | 'remove'
  /** One of the player's own hawks leaves the board (Kettle Flight). */
  | 'unhawk'
  /** A gem in the player's own quadrant next to fire (Solo: Smoldering Fire). */
  | 'quadrant';

export interface LogEntry {
  turn: number;
  player: string | null;
  event: string;
  [k: string]: unknown;
}

export interface FireTowerConfigRef {
  preset?: string;
  modules?: string[];
  /** A config file's own module folders, relative to the directory it was read from. */
  rulesDirs?: string[];
  options: Record<string, string | number | boolean>;
}

export interface FireTowerState {
  game: 'fire-tower';
  config: FireTowerConfigRef;
  status: 'playing' | 'over';
  /** Who won (player ids; several in a team win or a tie) and why. */
  winners: string[];
  reason: string | null;
  turn: number;
  activePlayer: string;
  /** Machine phase: spread | action | choice | shadow | over. */
  phase: string;
  players: Player[];
  wind: Wind;
  fire: Cell[];
  firebreaks: Cell[];
  hawks: Cell[];
  /** Extreme Weather: lightning tokens. */
  lightning: Cell[];
  /** Burned towers (corners) and who burned each. */
  burned: { corner: Corner; by: string }[];
  /** Solo Mode: the enemy, its decks, the challenges. */
  solo?: SoloState;
  /** Solo Mode: the score of a won game (unburned spaces of your tower area). */
  score?: number;
  /** Ghost Tower variant: the player who moved into the empty tower. */
  ghost?: string;
  /** Who put the gem on a roof (the burner), until the tower's burning is resolved. */
  roofBy: Partial<Record<Corner, string>>;
  handSize: number;
  deck: string[];
  discard: string[];
  /** Event cards drawn and not yet resolved, in the order drawn, with who drew them. */
  drawnEvents: { card: string; drawer: string }[];
  pending: Question[];
  /** Progress of the current turn. */
  turnState: {
    spread: boolean;
    acted: boolean;
    bucketUsed: boolean;
    refilled?: boolean;
    /** Players who have used Light Breeze this turn. */
    lightBreeze?: string[];
    /** Solo: the enemy attack of this turn. */
    attack?: 'pending' | 'done';
    redFlagAsked?: boolean;
    double?: boolean;
    ended?: boolean;
    /** A Shadow's turn: rolls of the Shadow Die still to make, and towers burned when it began. */
    shadow?: { rolls: number; burnedAtStart: number; bonus: boolean };
  };
  /** Mutual Aid in progress: the option and who still has to do it. */
  aid?: { option: 'gem' | 'firebreak' | 'cards'; queue: string[]; gems: Cell[] } | null;
  /** Forced results for scenarios: wind die faces and shadow die rolls, used before the RNG. */
  forcedWinds: Wind[];
  forcedShadowDice: number[];
  rng: RngState;
  log: LogEntry[];
  /** The statechart's state value, and what its history states remember (absent until they do). */
  machine: { value: unknown; history?: Readonly<Record<string, string>> };
}

// The saved game's schema lives beside its consistency checks.
export { stateSchema } from './saved-state.ts';

/**
 * A deep copy to change (states are never mutated in place). Copied object by object and
 * then its fields replaced, not with spreads of `cond ? {...} : {}`: those made a temporary
 * object each and cost a third of the copy, which every apply makes. Fields keep their order.
 */
export function cloneState(s: FireTowerState): FireTowerState {
  // Cells and lists of cells are never changed in place (World replaces a list when it adds
  // or removes a piece), so they are shared; the log only grows (each step appends into a
  // new array), so it is shared too. So are a player's towers (a Ghost Tower move replaces the list),
  // and the deck, the discard pile and roofBy: a World copies them when it first changes them
  // (state-view.ts, world.ts).
  const keys = keysAfter(s, STATE_KEYS);
  const out = keys >= 0 ? inStateOrder(s, keys) : { ...s };
  out.players = mapList(s.players, clonePlayer);
  // Burnings and drawn events are only added or taken off, never changed: the lists are copied, not their entries.
  out.burned = s.burned.slice();
  out.drawnEvents = s.drawnEvents.slice();
  out.pending = mapList(s.pending, cloneQuestion);
  out.turnState = { ...s.turnState };
  if (s.turnState.shadow) out.turnState.shadow = { ...s.turnState.shadow };
  if (s.solo) out.solo = structuredClone(s.solo);
  out.aid = s.aid ? { ...s.aid, queue: [...s.aid.queue], gems: [...s.aid.gems] } : s.aid;
  // Forced faces are only ever taken off the front (shift): an empty list is never changed, so it is shared.
  if (s.forcedWinds.length) out.forcedWinds = s.forcedWinds.slice();
  if (s.forcedShadowDice.length) out.forcedShadowDice = s.forcedShadowDice.slice();
  out.rng = { ...s.rng };
  return out;
}

/**
 * The fields of a state as `createGame` makes them, in order. A state whose fields begin
 * so (every state a game makes; a saved one may differ) is copied by an object literal: one
 * shape for every copy. A spread of states of many shapes (the same fields, made by
 * different steps) was most of the copy's cost, on V8's slow path.
 */
const STATE_KEYS = ['game', 'config', 'status', 'winners', 'reason', 'turn', 'activePlayer', 'phase', 'players', 'wind', 'fire', 'firebreaks', 'hawks', 'lightning', 'burned', 'roofBy', 'handSize', 'deck', 'discard', 'drawnEvents', 'pending', 'turnState', 'aid', 'forcedWinds', 'forcedShadowDice', 'rng', 'log', 'machine'] as const;
const PLAYER_KEYS = ['id', 'towers', 'hand', 'bucket', 'status'] as const;

/** How many keys the object has after `keys`, when its own keys begin with them in that order; else -1. */
function keysAfter(o: object, keys: readonly string[]): number {
  let i = 0;
  for (const k in o) {
    if (i < keys.length && k !== keys[i]) return -1;
    i++;
  }
  return i >= keys.length ? i - keys.length : -1;
}

/** The fields after the first `from` (optional ones: solo, score...) copied onto `out`, in order. */
function copyRest(o: object, from: number, out: object): void {
  let i = 0;
  for (const k in o) if (i++ >= from) (out as Record<string, unknown>)[k] = (o as Record<string, unknown>)[k];
}

/** A shallow copy of a state whose fields begin as STATE_KEYS, in the same order, with `more` fields after them. */
function inStateOrder(s: FireTowerState, more: number): FireTowerState {
  const out: FireTowerState = {
    game: s.game, config: s.config, status: s.status, winners: s.winners, reason: s.reason, turn: s.turn, activePlayer: s.activePlayer,
    phase: s.phase, players: s.players, wind: s.wind, fire: s.fire, firebreaks: s.firebreaks, hawks: s.hawks, lightning: s.lightning,
    burned: s.burned, roofBy: s.roofBy, handSize: s.handSize, deck: s.deck, discard: s.discard, drawnEvents: s.drawnEvents,
    pending: s.pending, turnState: s.turnState, aid: s.aid, forcedWinds: s.forcedWinds, forcedShadowDice: s.forcedShadowDice,
    rng: s.rng, log: s.log, machine: s.machine,
  };
  if (more > 0) copyRest(s, STATE_KEYS.length, out);
  return out;
}

function clonePlayer(p: Player): Player {
  let out: Player;
  const more = keysAfter(p, PLAYER_KEYS);
  if (more >= 0) {
    out = { id: p.id, towers: p.towers, hand: p.hand.slice(), bucket: p.bucket, status: p.status };
    if (more > 0) copyRest(p, PLAYER_KEYS.length, out);
  } else {
    out = { ...p };
    out.hand = p.hand.slice();
  }
  if (p.specialties) out.specialties = { ...p.specialties };
  return out;
}

function cloneQuestion(q: Question): Question {
  const out = { ...q };
  if ('placed' in q) (out as typeof q).placed = q.placed.slice();
  else if ('cards' in q) {
    const copy = out as typeof q;
    copy.cards = q.cards.slice();
    if (q.passTo) copy.passTo = q.passTo.slice();
  }
  return out;
}

/** What everyone at the table sees: hands and the deck order are hidden unless revealed. */
export function publicView(s: FireTowerState, reveal = false): Record<string, unknown> {
  const { rng, forcedWinds, forcedShadowDice, ...rest } = s;
  const out: Record<string, unknown> = { ...rest, seed: rng.seed };
  if (!reveal) {
    out.deck = s.deck.length;
    out.players = s.players.map(({ hand, ...p }) => ({ ...p, hand: hand.length }));
  }
  return out;
}

/**
 * Sorted in place, row then column. An insertion sort: the lists come here sorted but for the
 * few pieces a step moved, which it puts back in a pass (stable, like Array.sort).
 */
export function sortCells(list: Cell[]): Cell[] {
  if (list.length < 2) return list;
  // The last of the sorted prefix, in locals: an element in order costs one comparison of numbers.
  let lastRow = list[0]![0];
  let lastCol = list[0]![1];
  for (let i = 1; i < list.length; i++) {
    const x = list[i]!;
    const r = x[0];
    const c = x[1];
    if (lastRow < r || (lastRow === r && lastCol <= c)) {
      lastRow = r;
      lastCol = c;
      continue;
    }
    // Out of place: into the prefix, after any equal (stable); the prefix's last stays last.
    let j = i - 1;
    while (j >= 0 && (list[j]![0] > r || (list[j]![0] === r && list[j]![1] > c))) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = x;
  }
  return list;
}
