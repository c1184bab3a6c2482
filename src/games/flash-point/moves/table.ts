/**
 * The firefighters' verbs as one table, and the order legalActions lists their candidates
 * in. The order is the one the trial-based generator had (the random agent picks by index,
 * so a seed's games depend on it): the four sides first, each side's verbs together, then
 * each family in turn.
 */
import { SIDES, type Space } from '../board.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { exitDistances, type RouteFor } from '../prevention.ts';
import { cannotAfford, FLOOR_FACTS, priceFloor, priceFloorWith } from './pay.ts';
import { BASE_FACTS } from '../ap-facts.ts';
import { levelUnder, ValueDigits, type Level } from '../value-digits.ts';
import type { ModifierTable } from '../../../core/modifier-table.ts';
import { chop, close, open, repairWall } from './doors-walls.ts';
import { clear, dispose, extinguish, repairFloor } from './firefighting.ts';
import { bridgeFloorVerb, collapseLadderVerb, erectLadderVerb, fireWaterCannonVerb, operatePlatformVerb } from './ladders-platform.ts';
import { drag, engineAccess, lobby, move, squeeze } from './movement.ts';
import { deSmoke, escape, openForPoi } from './prevention.ts';
import { command, crewChange, plan } from './specialists.ts';
import type { AnyVerb, Args, Around, EdgeAround, Plan } from './types.ts';
import { verbsOf } from '../verbs.ts';
import { drive, fireDeckGun, sprinklers } from './vehicles.ts';
import { drop, identify, lead, pickUp, reveal, treat, unlead } from './victims.ts';

const ENTRIES: readonly AnyVerb[] = [
  move, open, close, chop, drag, squeeze, repairWall, lobby, engineAccess,
  operatePlatformVerb, fireWaterCannonVerb, erectLadderVerb, collapseLadderVerb, bridgeFloorVerb, repairFloor,
  pickUp, drop, lead, unlead, extinguish, drive, sprinklers, fireDeckGun, treat, dispose, clear,
  reveal, plan, deSmoke, escape, openForPoi, crewChange, identify, command,
];

/** Each entry's place in ENTRIES (the per-entry lists of a legalActions call are kept by it). */
const PLACE_OF: ReadonlyMap<AnyVerb, number> = new Map(ENTRIES.map((e, i) => [e, i]));

/** Verb name → its entry. */
export const VERB_TABLE: ReadonlyMap<string, AnyVerb> = new Map(ENTRIES.map((e) => [e.verb, e]));

export type Candidate = readonly [verb: string, args: Args];

export function unknownVerb(verb: string): Refusal {
  return new Refusal('mech.turn', () => `unknown action \`${verb}\` (actions: ${[...verbsOf('turn'), 'end-turn'].join(', ')})`);
}

/** The verb's plan for `f`, or why it is refused. */
export function planOf(w: World, f: Firefighter, verb: string, args: Args, around?: Around): Plan | Refusal {
  const e = VERB_TABLE.get(verb);
  return e ? e.plan(w, f, args, around) : unknownVerb(verb);
}

/** No candidate: an entry whose price alone refuses every one now. */
const NONE: readonly Args[] = Object.freeze([]);

/** What legalActions may skip for one set of the floor's facts: each entry's least price, and the sources left worth asking. */
interface Priced {
  /**
   * Each entry's least price (`priceFloor`) by its place in ENTRIES, -Infinity for an entry
   * that does not price its own action.
   */
  floors: readonly number[];
  /** For an entry with `floorsBy`, by its place in ENTRIES: its least price with that fact known too, by the value's place. */
  floorsBy: readonly (readonly number[] | undefined)[];
  /** LAYOUT without the sources whose every entry is never priced with these facts (floor +Infinity). */
  layout: readonly Source[];
}

/** How legalActions finds the `Priced` of a firefighter: by the digits of its facts that the floors may depend on. */
interface FloorKeys {
  /** The readers of FLOOR_FACTS but the action, those some modifier reads (no other can change a floor). */
  reads: readonly ((w: World, f: Firefighter) => unknown)[];
  digits: readonly ValueDigits[];
  priced: Level<Priced>;
}

/** By ruleset: worked out once for every entry, found again without a facts object (legalActions asks on every call). */
const FLOOR_KEYS = new WeakMap<ModifierTable, FloorKeys>();

function floorKeys(table: ModifierTable): FloorKeys {
  let keys = FLOOR_KEYS.get(table);
  if (!keys) {
    const names = FLOOR_FACTS.filter((n) => n !== 'action' && table.readsFact(n));
    keys = { reads: names.map((n) => BASE_FACTS[n]!), digits: names.map(() => new ValueDigits()), priced: [] };
    FLOOR_KEYS.set(table, keys);
  }
  return keys;
}

function pricedFor(w: World, f: Firefighter): Priced {
  const keys = floorKeys(w.rules.ruleset.table('ap-cost'));
  let level = keys.priced;
  let digit = 0;
  for (let i = 0; i < keys.reads.length; i++) {
    if (i > 0) level = levelUnder(level, digit);
    digit = keys.digits[i]!.digitOf(keys.reads[i]!(w, f));
    if (digit < 0) return pricedNow(w, f);
  }
  let priced = level[digit] as Priced | undefined;
  if (!priced) level[digit] = priced = pricedNow(w, f);
  return priced;
}

/** Each entry's least price for `f` now, and the sources left worth asking. */
function pricedNow(w: World, f: Firefighter): Priced {
  const floors = ENTRIES.map((e) => (e.pricesOwnAction || e.paysOwnPrice ? priceFloor(w, f, e.verb) : -Infinity));
  const floorsBy = ENTRIES.map((e, i) => e.floorsBy?.values.map((v) => priceFloorWith(w, f, e.verb, FLOOR_FACTS_BY[i]!, v)));
  return { floors, floorsBy, layout: LAYOUT.filter((source) => source.at.some((i) => floors[i] !== Infinity)) };
}

/** For an entry with `floorsBy`, by its place in ENTRIES: FLOOR_FACTS and that fact (one list each: `lowest` keeps its answers by the list). */
const FLOOR_FACTS_BY: readonly (readonly string[] | undefined)[] = ENTRIES.map((e) => (e.floorsBy ? [...FLOOR_FACTS, e.floorsBy.fact] : undefined));

/** Is every candidate of `e` refused by its price alone (`floor`, `priceFloor`'s): never priced now, or more than `f` has? */
function unpriced(w: World, f: Firefighter, e: AnyVerb, floor: number): boolean {
  return floor === Infinity || (!!e.paysOwnPrice && cannotAfford(w, f, e.verb, floor));
}

/** One legalActions call's candidates: each entry asked once, the edges around the firefighter looked up once. */
class Gathering implements Around {
  /**
   * Each entry's candidates by its place in ENTRIES, once asked. Sized up front: writing far
   * past the end of an empty array turns V8's elements into a slow dictionary.
   */
  private readonly asked: (readonly Args[] | undefined)[] = new Array<readonly Args[] | undefined>(ENTRIES.length);
  /** The acting firefighter's edges, once looked up. */
  private own?: EdgeAround[];
  private routes?: Map<RouteFor, Map<string, number>>;
  private near?: Space[];
  private burning?: boolean;
  private burningHere?: boolean;
  private readonly floors: readonly number[];
  private readonly floorsBy: Priced['floorsBy'];
  constructor(readonly w: World, readonly f: Firefighter, priced: Priced) {
    this.floors = priced.floors;
    this.floorsBy = priced.floorsBy;
  }
  /** An entry's candidates; none when its price alone refuses each (`unpriced`). */
  candidates(e: AnyVerb, i: number): readonly Args[] {
    return (this.asked[i] ??= unpriced(this.w, this.f, e, this.floors[i]!) ? NONE : e.candidates(this.w, this.f, this));
  }
  refusedByPrice(entry: AnyVerb, value: unknown): boolean {
    const i = PLACE_OF.get(entry)!;
    const floor = this.floorsBy[i]![entry.floorsBy!.values.indexOf(value)]!;
    return unpriced(this.w, this.f, entry, floor);
  }
  neighbours(): readonly Space[] {
    return (this.near ??= this.w.neighbours(this.f.at!));
  }
  fireNear(): boolean {
    return (this.burning ??= this.fireHere() || this.neighbours().some((n) => this.w.content(n) === 'fire'));
  }
  fireHere(): boolean {
    return (this.burningHere ??= this.w.content(this.f.at!) === 'fire');
  }
  exitDistances(who: RouteFor): Map<string, number> {
    const routes = (this.routes ??= new Map());
    let d = routes.get(who);
    if (!d) routes.set(who, (d = exitDistances(this.w, who)));
    return d;
  }
  edges(): readonly EdgeAround[] {
    return (this.own ??= this.edgesAt(this.f.at!));
  }
  private edgesAt(at: Space): EdgeAround[] {
    const w = this.w;
    const out: EdgeAround[] = [];
    for (let k = 0; k < SIDES.length; k++) {
      const id = w.board.geometry.sideEdgeOf(at, k); // SIDES is in SIDE_INDEX order
      const side = SIDES[k]!;
      out.push({ side, passable: w.neighbour(at, side) !== undefined, door: w.readDoorOn(id), window: w.readWindowOn(id), wall: w.readWallOn(id) });
    }
    return out;
  }
}

/** An entry's candidates, or those of them `keep` selects (by the arguments and their place). */
interface Pick {
  entry: AnyVerb;
  at: number;
  keep?: (args: Args, i: number) => boolean;
}

/** Adds its candidates to `out`, in order (`add`), from the entries at these places in ENTRIES (`at`). */
interface Source {
  at: readonly number[];
  add: (g: Gathering, out: CandidateSink) => void;
}

/**
 * Takes each candidate as it is gathered, in legalActions' order: legalActions checks it there
 * and then (no list of candidates, no pair per candidate).
 */
export interface CandidateSink {
  /**
   * `entry`: the verb's table entry (its name is `entry.verb`), so a check needs no lookup by
   * name. `around`: what the candidates of this call share (the same object for every candidate of it).
   */
  take(entry: AnyVerb, args: Args, around: Around): void;
}

function pick(entry: AnyVerb, keep?: (args: Args, i: number) => boolean): Pick {
  return { entry, at: PLACE_OF.get(entry)!, keep };
}

/** A pick's arguments, in order (its entry's own list when it keeps all). */
function argsOf(g: Gathering, p: Pick): readonly Args[] {
  const args = g.candidates(p.entry, p.at);
  const keep = p.keep;
  return keep ? args.filter((a, i) => keep(a, i)) : args;
}

/** One pick as a source. */
function all(entry: AnyVerb, keep?: (args: Args, i: number) => boolean): Source {
  const p = pick(entry, keep);
  const add = (g: Gathering, out: CandidateSink) => {
    const args = g.candidates(p.entry, p.at);
    for (let i = 0; i < args.length; i++) if (!keep || keep(args[i]!, i)) out.take(entry, args[i]!, g);
  };
  return { at: [p.at], add };
}

/** Several picks taken in turn, one candidate each (the first of each, then the second of each, ...). */
function zip(...picks: Pick[]): Source {
  const add = (g: Gathering, out: CandidateSink) => {
    const lists = picks.map((p) => argsOf(g, p));
    let n = 0;
    for (const l of lists) n = Math.max(n, l.length);
    for (let i = 0; i < n; i++) for (let j = 0; j < lists.length; j++) if (i < lists[j]!.length) out.take(picks[j]!.entry, lists[j]![i]!, g);
  };
  return { at: picks.map((p) => p.at), add };
}

/**
 * Several picks of one-side candidates, side by side: each side's candidates of every pick
 * together. Read side by side from each entry's list (each list looked up once), with no
 * list of candidates of their own (it runs on every call).
 */
function bySides(...picks: Pick[]): Source {
  const add = (g: Gathering, out: CandidateSink) => {
    const lists = picks.map((p) => g.candidates(p.entry, p.at));
    for (const side of SIDES) {
      for (let j = 0; j < picks.length; j++) {
        const p = picks[j]!;
        const args = lists[j]!;
        for (let i = 0; i < args.length; i++) {
          const a = args[i]!;
          if (a[0] === side && (!p.keep || p.keep(a, i))) out.take(p.entry, a, g);
        }
      }
    }
  };
  return { at: picks.map((p) => p.at), add };
}

const bySide = (a: Args) => (SIDES as readonly unknown[]).includes(a[0]);
const upOrDown = (a: Args) => !bySide(a);
const isLadder = (a: Args) => a[0] === 'ladder';

const LAYOUT: readonly Source[] = [
  bySides(pick(move, bySide), pick(open), pick(close), pick(chop), pick(drag, bySide), pick(squeeze), pick(repairWall)),
  all(move, upOrDown),
  all(drag, upOrDown),
  all(lobby),
  all(engineAccess),
  all(operatePlatformVerb),
  all(fireWaterCannonVerb),
  all(pickUp, isLadder),
  all(erectLadderVerb, (a) => a[0] === 'up'),
  all(collapseLadderVerb),
  zip(pick(erectLadderVerb, (a) => a[0] === 'down'), pick(bridgeFloorVerb)),
  all(repairFloor),
  all(pickUp, (a) => !isLadder(a)),
  all(drop),
  all(lead),
  all(unlead),
  all(extinguish),
  all(drive),
  all(sprinklers),
  all(fireDeckGun),
  all(treat),
  all(dispose, (_a, i) => i === 0), // in the firefighter's own space
  all(clear),
  all(reveal),
  all(plan),
  all(deSmoke),
  zip(pick(escape), pick(openForPoi)),
  all(crewChange),
  all(identify),
  all(dispose, (_a, i) => i > 0), // Toxic markers
  all(command),
];

/** Gives `sink` every candidate turn action of `f`, in legalActions' order (not yet checked); returns what they share. */
export function eachTurnCandidate(w: World, f: Firefighter, sink: CandidateSink): Around {
  const priced = pricedFor(w, f);
  const g = new Gathering(w, f, priced);
  const layout = priced.layout;
  for (let i = 0; i < layout.length; i++) layout[i]!.add(g, sink);
  return g;
}
