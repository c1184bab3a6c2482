/**
 * What a verb is in the table: where it may apply (`candidates`), whether it is legal now
 * (`plan`, which reads the state and returns a Refusal value or a small plan, never
 * mutating or throwing), and what it does (`perform`, carrying out that plan). One
 * implementation per verb: `check` and `apply` both start from the same plan.
 */
import { parseSpace, sameSpace, SIDES, type Side, type Space } from '../board.ts';
import type { Door, Firefighter, Wall, Window } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import type { Way } from '../entry.ts';
import type { RouteFor } from '../prevention.ts';

export type Args = readonly unknown[];

/** What every plan may say about its outcome: where the acting firefighter ends, and whether that space is then on fire. */
export interface Plan {
  /** The acting firefighter's space after the action (its current one when absent). */
  endsAt?: Space;
  /** Set when the action changes whether the end space burns (e.g. extinguishing one's own space). */
  endsInFire?: boolean;
}

/** What stands on one side of the acting firefighter's space. */
export interface EdgeAround {
  side: Side;
  /** A step through this side leads somewhere (World.neighbour): else every step that way is refused (mech.adjacent). */
  passable: boolean;
  door?: Readonly<Door>;
  window?: Readonly<Window>;
  wall?: Readonly<Wall>;
}

/** What several verbs' candidates look at, worked out once per legalActions call. */
export interface Around {
  /** The four sides of the acting firefighter's space. */
  edges(): readonly EdgeAround[];
  /** prevention.ts `exitDistances`, which every route of a marker starts from. */
  exitDistances(who: RouteFor): Map<string, number>;
  /** The spaces adjacent to the acting firefighter's. */
  neighbours(): readonly Space[];
  /**
   * Is every candidate of `entry` (which has `floorsBy`) with `value` as that fact refused by
   * its price alone: the least price with that fact known too is +Infinity, or more than the
   * acting firefighter has (the entry paying its own price)?
   */
  refusedByPrice(entry: AnyVerb, value: unknown): boolean;
  /** Fire in the acting firefighter's space or an adjacent one. */
  fireNear(): boolean;
  /** Fire in the acting firefighter's own space (where every action done in place ends). */
  fireHere(): boolean;
}

/** Is `at` adjacent to the acting firefighter (`around` knows its neighbours when given)? */
export function nextToHere(w: World, f: Firefighter, at: readonly number[], around?: Around): boolean {
  return around ? around.neighbours().some((n) => sameSpace(n, at)) : w.isAdjacent(f.at!, at);
}

export interface VerbEntry<P extends object = Plan> {
  verb: string;
  /**
   * The arguments worth checking now, in the order legalActions lists them: only plausible
   * targets (a side with a door to open), so every legal action is among them.
   */
  candidates(w: World, f: Firefighter, around: Around): readonly Args[];
  /** `around` is given when many candidates are checked at once (legalActions), to share what they look at. */
  plan(w: World, f: Firefighter, args: Args, around?: Around): P | Refusal;
  perform(w: World, f: Firefighter, args: Args, plan: P): void;
  /**
   * Set when every plan that is not refused has asked the rules' price of the action named
   * as the verb, with the acting firefighter's facts (`actionFacts(w, f, verb, more)`, `more`
   * changing none of `FLOOR_FACTS`), and had an answer: then, when every such question is
   * refused (`priceFloor` +Infinity: the role may not, not on the Engine, ...), no candidate
   * is worth checking.
   */
  pricesOwnAction?: true;
  /**
   * Set when, besides (`pricesOwnAction` holds too), every plan that is not refused has
   * passed `payProblem(w, f, verb, cost)` with that price: then, while the firefighter has
   * less AP for the verb than its least price (`cannotAfford`), no candidate is worth checking.
   */
  paysOwnPrice?: true;
  /**
   * A fact of the verb's own that its candidates may be refused by (Around `refusedByPrice`),
   * and its values: every plan priced with it asks the price with that fact set to one of
   * them, and besides changes none of `FLOOR_FACTS` (needs `pricesOwnAction`).
   */
  floorsBy?: { fact: string; values: readonly unknown[] };
}

/** A table entry whose plan type is erased (the table holds many). */
export type AnyVerb = VerbEntry<Plan>;

/**
 * A table entry, every one in the same shape (the same keys in the same order, a flag not
 * set being undefined): legalActions reads `plan`, `candidates` and the flags of every entry
 * at the same few sites, which then stay single-shape loads instead of megamorphic ones.
 */
export const verb = <P extends object>(e: VerbEntry<P>): AnyVerb => {
  const entry: VerbEntry<P> = { verb: e.verb, candidates: e.candidates, plan: e.plan, perform: e.perform, pricesOwnAction: e.pricesOwnAction, paysOwnPrice: e.paysOwnPrice, floorsBy: e.floorsBy };
  return entry as unknown as AnyVerb;
};

/**
 * `[player, verb, ...args]`, written out (a spread of the arguments costs more, once per legal
 * action): a literal of its full length for the usual counts, as pushing onto a shorter one
 * grows its store.
 */
export function actionOf(player: string, verb: string, args: Args): [player: string, verb: string, ...args: unknown[]] {
  if (args.length === 1) return [player, verb, args[0]];
  if (args.length === 0) return [player, verb];
  if (args.length === 2) return [player, verb, args[0], args[1]];
  const action: [player: string, verb: string, ...args: unknown[]] = [player, verb];
  for (let i = 0; i < args.length; i++) action.push(args[i]);
  return action;
}

export function sideArg(v: unknown, verbName: string): Side | Refusal {
  if (typeof v === 'string' && (SIDES as readonly string[]).includes(v)) return v as Side;
  return new Refusal('mech.adjacent', () => `${verbName} needs a direction: one of ${SIDES.join(', ')} (got ${JSON.stringify(v)})`);
}

export function wayArg(v: unknown, verbName: string): Way | Refusal {
  return v === 'up' || v === 'down' ? v : sideArg(v, verbName);
}

export function spaceArg(v: unknown, verbName: string): Space | Refusal {
  return parseSpace(v) ?? new Refusal('mech.adjacent', () => `${verbName} needs a space [row, col] (got ${JSON.stringify(v)})`);
}

/** A side's candidate arguments; every side's; every side's then up and down: shared and frozen (legalActions copies what it keeps). */
const SIDE_ARG = Object.fromEntries(SIDES.map((d) => [d, Object.freeze([d])])) as Readonly<Record<Side, Args>>;
export const SIDE_ARGS: readonly Args[] = Object.freeze(SIDES.map((d) => SIDE_ARG[d]));
export const WAY_ARGS: readonly Args[] = Object.freeze([...SIDE_ARGS, Object.freeze(['up']), Object.freeze(['down'])]);

/** Can a door be opened (or closed) on this edge: a door, or else a window, still standing and not already so? */
export function swingable(e: EdgeAround, verbName: 'open' | 'close'): boolean {
  return swingableDoor(e.door ?? e.window, verbName);
}

/** `swingable` for the door, else the window, on an edge. */
export function swingableDoor(d: Readonly<Door | Window> | undefined, verbName: 'open' | 'close'): boolean {
  return !!d && d.state !== 'destroyed' && (verbName === 'open') === (d.state !== 'open');
}

/**
 * SIDE_ARGS, or WAY_ARGS, without the sides whose bit is off in `sides` (bit k: SIDES[k]):
 * one frozen list for each of the 16 sets, so leaving a side out allocates nothing.
 */
const SIDE_SETS: readonly (readonly Args[])[] = Array.from({ length: 16 }, (_, bits) => Object.freeze(SIDE_ARGS.filter((_a, k) => bits & (1 << k))));
const WAY_SETS: readonly (readonly Args[])[] = SIDE_SETS.map((sides) => Object.freeze([...sides, ...WAY_ARGS.slice(SIDES.length)]));

/** The one-side candidates (and up and down, when `vertical`) of a step from the acting firefighter's space: the sides a step through leads somewhere. */
export function stepArgs(around: Around, vertical: boolean): readonly Args[] {
  const edges = around.edges();
  let bits = 0;
  for (let k = 0; k < edges.length; k++) if (edges[k]!.passable) bits |= 1 << k;
  return (vertical ? WAY_SETS : SIDE_SETS)[bits]!;
}

/** The sides whose edge passes `test`. */
export function sidesWhere(test: (e: EdgeAround) => boolean) {
  return (_w: World, _f: Firefighter, around: Around): Args[] => {
    const out: Args[] = [];
    for (const e of around.edges()) if (test(e)) out.push(SIDE_ARG[e.side]);
    return out;
  };
}

const NO_ARGS: readonly Args[] = Object.freeze([Object.freeze([])]);
export const single = (): readonly Args[] => NO_ARGS;
