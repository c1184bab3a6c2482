/**
 * The rule that nobody ends an action stranded in fire (mech.no-end-in-fire): can a
 * firefighter in fire still get out (`canLeaveFire`), and, for a check of an action not yet
 * done, the cases decided without trying the action on a copy of the state: a step decided
 * on a view of its mover (`strandedAfterTravel`), an action after which the firefighter
 * could still put out its own space (`putsOutOwnFireAfter`), and an action in place after
 * which it could afford no way out at all (`noExitAffordableAfter`).
 */
import { copySpace, sameSpace } from '../board.ts';
import { grantExperience, hasAbility } from '../abilities.ts';
import { priceOf } from '../entry.ts';
import { NO_LOG, type Firefighter } from '../state.ts';
import { shallowCopy } from '../state-copy.ts';
import { platformAt } from '../platform.ts';
import { isRescueSpace } from '../poi.ts';
import { Refusal, World } from '../world.ts';
import type { TravelPlan } from './movement.ts';
import { cannotAfford, FLOOR_FACTS, pay, payProblem, priceFloorWith } from './pay.ts';
import { planOf } from './table.ts';
import { SIDE_ARGS, WAY_ARGS, type Args, type Around, type Plan } from './types.ts';
import { mapList } from '../../../core/map-list.ts';

/** Does `f` stand in fire once the planned action is done? (`around`, when given, is `f`'s: it knows whether `f`'s own space burns.) */
export function endsInFire(w: World, f: Firefighter, p: Plan, around?: Around): boolean {
  if (p.endsInFire !== undefined) return p.endsInFire;
  if (p.endsAt === undefined && around) return around.fireHere();
  return w.content(p.endsAt ?? f.at!) === 'fire';
}

/** Why `f` may not stay where it stands now (mech.no-end-in-fire), or null. */
export function strandedIn(w: World, f: Firefighter): Refusal | null {
  return canLeaveFire(w, f) ? null : strandedRefusal(f);
}

const strandedRefusal = (f: Firefighter): Refusal => new Refusal('mech.no-end-in-fire', () => `${f.id} would be left in fire at [${f.at!.join(', ')}] without the AP to get out`);

/**
 * Would `f`, planning `p` (which ends in fire), be stranded? Decided here when it can be
 * without the action done: undefined when only a trial of it knows.
 */
export function strandedWithoutTrial(w: World, f: Firefighter, verb: string, p: Plan): Refusal | null | undefined {
  if (TRAVELS.has(verb)) return strandedAfterTravel(w, f, verb, p as TravelPlan);
  const paid = PAID_IN_PLACE[verb]?.(w, f, p);
  // A victim carried or led may be rescued by the action itself: only the trial knows.
  if (paid === undefined || f.carrying || f.leading) return undefined;
  // What `f` has left once the action is paid, made once for both questions.
  const purse = paidFrom(w, f, verb, paid);
  if (putsOutOwnFireAfter(w, f, purse)) return null;
  return noExitAffordableAfter(w, f, purse) ? strandedRefusal(f) : undefined;
}

/** A copy of `f` (its special AP too) with `cost` for `verb` paid: the state is not touched. */
function paidFrom(w: World, f: Firefighter, verb: string, cost: number): Firefighter {
  const purse: Firefighter = { ...f, specialAp: { ...f.specialAp } };
  pay(w, purse, verb, cost);
  return purse;
}

/** The verbs whose perform is `pay` then `travel` (movement.ts), the acting firefighter going to the plan's `to`. */
const TRAVELS: ReadonlySet<string> = new Set(['move', 'squeeze', 'engine-access', 'lobby']);

/**
 * After a step into fire, could `f` still get out? Most trials were moves, and a plain
 * step changes only its mover: where it stands, what it has left to pay with, that an
 * action was taken, and a Veteran's Experience it may earn there. So the exits are checked
 * on a view of the state with just those replaced (no copy of the rest). Undefined when
 * the step does more on arrival (a PoI revealed, a rescue, a hazmat carried, the
 * platform's load, an elevator's car): the trial decides those.
 */
function strandedAfterTravel(w: World, f: Firefighter, verb: string, p: TravelPlan): Refusal | null | undefined {
  const to = p.to;
  const carries = !!f.carrying || !!f.leading;
  if (f.carrying === 'hazmat' || platformAt(w, to) || w.board.elevatorAt(to) || w.pois.some((x) => sameSpace(x.at, to)) || (carries && isRescueSpace(w, to))) return undefined;
  const mover: Firefighter = { ...f, at: to, specialAp: { ...f.specialAp } };
  // Mostly the mover could put out the fire it stepped into with the AP left: then no view is needed.
  if (putsOutOwnFireAfter(w, mover, paidFrom(w, mover, verb, p.cost))) return null;
  const view = shallowCopy(w.s);
  view.log = NO_LOG;
  view.firefighters = mapList(w.firefighters, (x) => (x === f ? mover : x));
  view.turnState = { ...w.turnState };
  const after = new World(view, w.board, w.rules);
  // What the verb's perform and performTurnAction do for the mover, on the view's own objects.
  pay(after, mover, verb, p.cost);
  view.turnState.actions++;
  grantExperience(after);
  // Nothing changes the view while its exits are planned: they may share the mover's facts.
  after.factsMemo = new Map();
  return strandedIn(after, mover);
}

type Paid = Plan & { cost: number };

/** What the plan itself says the action costs. */
const planCost = (_w: World, _f: Firefighter, p: Plan): number => (p as Paid).cost;

/**
 * Verbs done in place that change nothing the firefighter's own extinguish reads (its
 * space's fire, its facts: role, load, the Engine; only its AP), with what each pays, or
 * undefined when this one might. A carried or led victim is left out
 * (`putsOutOwnFireAfter`): closing an elevator or driving the Ambulance may rescue it.
 */
const PAID_IN_PLACE: Readonly<Record<string, (w: World, f: Firefighter, p: Plan) => number | undefined>> = {
  extinguish: planCost,
  chop: planCost,
  open: planCost,
  close: planCost,
  identify: planCost,
  reveal: planCost,
  command: (_w, _f, p) => (p as Plan & { captainCost?: number }).captainCost ?? 0,
  // Off the Engine's spots, whichever vehicle moves, the firefighter stays off the Engine.
  drive: (w, f, p) => (w.board.parkingSpots('engine').some((spot) => spot.some((x) => sameSpace(x, f.at!))) ? undefined : (p as Paid).cost),
};

/** The facts of putting out fire after an action: not the turn's first. */
const AFTER_AN_ACTION = Object.freeze({ step: 'fire-to-smoke', firstAction: false });

/**
 * Could `f`, standing in fire, still put out its own space with what it has left after an
 * action (`purse`: `f` with the action paid, paidFrom)? Then it is not stranded (that is one
 * way out `canLeaveFire` tries). Asked as the extinguish plan asks it, with the facts after
 * an action (not the turn's first) and the AP left; Experience the action may earn only adds AP, so leaving it out never says yes
 * wrongly. No means only "not this way": the trial decides. After a step, `f` is the mover
 * where it arrives (its facts read there), not yet in the state.
 */
function putsOutOwnFireAfter(w: World, f: Firefighter, purse: Firefighter): boolean {
  if (f.carrying || f.leading) return false;
  const wreck = w.board.elevatorAt(f.at!);
  if (wreck && w.elevatorsOut?.includes(wreck.id)) return false;
  const out = priceOf(w, f, 'extinguish', null, AFTER_AN_ACTION);
  if (out instanceof Refusal) return false;
  return !payProblem(w, purse, 'extinguish', out);
}

/** The single actions that could take a firefighter out of fire (someExitLeaves tries each). */
const EXIT_VERBS: readonly string[] = ['extinguish', 'move', 'drag', 'squeeze', 'engine-access', 'lobby'];

/**
 * After paying for an action done in place (PAID_IN_PLACE; `purse`: `f` with it paid), has
 * `f` too little AP for every way out (EXIT_VERBS)? Each pays its own price, whose least for
 * `f` is its floor with `f`'s facts after an action (PAID_IN_PLACE's verbs change none but
 * the first action's): below that, every candidate of the verb is refused, so `f` stays in
 * its burning space stranded. No when a Veteran's Experience may still come this turn (it
 * adds AP): then the trial decides. (`f` carries and leads no victim: strandedWithoutTrial
 * leaves those to the trial.)
 */
function noExitAffordableAfter(w: World, f: Firefighter, purse: Firefighter): boolean {
  if (!w.turnState.experienced && w.firefighters.some((v) => v !== f && hasAbility(w, v, 'experience'))) return false;
  for (let i = 0; i < EXIT_VERBS.length; i++) {
    const exit = EXIT_VERBS[i]!;
    if (!cannotAfford(w, purse, exit, priceFloorWith(w, f, exit, FLOOR_FACTS, false))) return false;
  }
  return true;
}

/**
 * Can a firefighter standing in fire still get out of it this turn? Some way out (putting
 * the fire out, or an action that takes it elsewhere) must pass its verb's own check and
 * end outside fire: the actions' own rules, not a second copy of them that could drift (one
 * once counted on a step out of the High Rise that the building forbids).
 */
export function canLeaveFire(w: World, f: Firefighter): boolean {
  if (!f.at || w.content(f.at) !== 'fire') return true;
  return someExitLeaves(w, f);
}

/**
 * Does one of the single actions that could take `f` out of fire pass its check and end
 * outside fire? Tried one by one, in this order, each built only when the ones before it fail
 * (no list of them: legalActions asks it for every step into fire): putting out its own space,
 * a move or a drag each way, a squeeze each side, engine access, the lobby.
 */
function someExitLeaves(w: World, f: Firefighter): boolean {
  const at = f.at!;
  if (leaves(w, f, 'extinguish', [copySpace(at)])) return true;
  for (let k = 0; k < WAY_ARGS.length; k++) if (leaves(w, f, 'move', WAY_ARGS[k]!) || leaves(w, f, 'drag', WAY_ARGS[k]!)) return true;
  for (let k = 0; k < SIDE_ARGS.length; k++) if (leaves(w, f, 'squeeze', SIDE_ARGS[k]!)) return true;
  for (const e of w.engineSpaces()) if (leaves(w, f, 'engine-access', [copySpace(e)])) return true;
  if (!w.board.elevatorAt(at)) return false;
  const spots = w.board.parkingSpots('engine').length;
  for (let i = 0; i < spots; i++) if (leaves(w, f, 'lobby', [i])) return true;
  return false;
}

/** Does this action pass its check and leave `f` outside fire? */
function leaves(w: World, f: Firefighter, verb: string, args: Args): boolean {
  const p = planOf(w, f, verb, args);
  return !(p instanceof Refusal) && !endsInFire(w, f, p);
}
