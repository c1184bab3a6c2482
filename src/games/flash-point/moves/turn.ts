/**
 * A firefighter's turn action through the verb table: `checkTurnAction` says whether it is
 * legal without changing anything, `performTurnAction` carries it out. Both start from the
 * verb's plan; then the rule that nobody ends an action stranded in fire (mech.no-end-in-fire).
 */
import { copySpace, sameSpace, SIDES } from '../board.ts';
import { grantExperience } from '../abilities.ts';
import { WAYS } from '../entry.ts';
import { cloneForUpdate, NO_LOG, type Firefighter, type FlashPointState } from '../state.ts';
import { platformAt } from '../platform.ts';
import { isRescueSpace } from '../poi.ts';
import { pay } from './pay.ts';
import type { TravelPlan } from './movement.ts';
import { DiceError, Refusal, World } from '../world.ts';
import { verbsOf } from '../verbs.ts';
import { shareIndexWithCopy } from '../burning-index.ts';
import { VERB_TABLE, type Candidate } from './table.ts';
import type { Args, Around, Plan } from './types.ts';

export type TurnAction = [player: string, verb: string, ...args: unknown[]];

function unknownVerb(verb: string): Refusal {
  return new Refusal('mech.turn', () => `unknown action \`${verb}\` (actions: ${[...verbsOf('turn'), 'end-turn'].join(', ')})`);
}

/** Does `f` stand in fire once the planned action is done? */
function endsInFire(w: World, f: Firefighter, p: Plan): boolean {
  return p.endsInFire ?? w.content(p.endsAt ?? f.at!) === 'fire';
}

/** The verb's plan for `f`, or why it is refused. */
function planOf(w: World, f: Firefighter, verb: string, args: Args, around?: Around): Plan | Refusal {
  const e = VERB_TABLE.get(verb);
  return e ? e.plan(w, f, args, around) : unknownVerb(verb);
}

/** Perform one turn action of the active player on the working copy. */
export function performTurnAction(w: World, action: TurnAction, checkStranded = true): void {
  const [player, verb, ...args] = action;
  if (player !== w.s.activePlayer) throw new Refusal('mech.turn', () => `it is ${w.s.activePlayer}'s turn, not ${player}'s`);
  const f = w.firefighter(player);
  const e = VERB_TABLE.get(verb);
  if (!e) throw unknownVerb(verb);
  const p = e.plan(w, f, args);
  if (p instanceof Refusal) throw p;
  e.perform(w, f, args, p);
  w.s.turnState.actions++;
  grantExperience(w);
  if (checkStranded) {
    const stranded = strandedIn(w, f);
    if (stranded) throw stranded;
  }
}

/** Why `f` may not stay where it stands now (mech.no-end-in-fire), or null. */
function strandedIn(w: World, f: Firefighter): Refusal | null {
  return canLeaveFire(w, f) ? null : new Refusal('mech.no-end-in-fire', () => `${f.id} would be left in fire at [${f.at!.join(', ')}] without the AP to get out`);
}

/**
 * Is this action of the active firefighter `f` legal now? Null when it is, else why not;
 * nothing is changed. An action after which `f` stands in fire is legal only if `f` could
 * still get out with what is left; that state does not exist yet. After a step it is
 * seen on a view of the mover (`strandedAfterTravel`); any other action is tried on a copy
 * (`strandedByTrial`): rare, since most actions leave nobody in fire.
 */
export function checkTurnAction(w: World, f: Firefighter, verb: string, args: Args, around?: Around): Refusal | null {
  const p = planOf(w, f, verb, args, around);
  if (p instanceof Refusal) return p;
  if (!endsInFire(w, f, p)) return null;
  const afterTravel = TRAVELS.has(verb) ? strandedAfterTravel(w, f, verb, p as TravelPlan) : undefined;
  return afterTravel !== undefined ? afterTravel : strandedByTrial(w, [f.id, verb, ...args]);
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
  if (f.carrying === 'hazmat' || platformAt(w, to) || w.board.elevatorAt(to) || w.s.pois.some((x) => sameSpace(x.at, to)) || (carries && isRescueSpace(w, to))) return undefined;
  const mover: Firefighter = { ...f, at: to, specialAp: { ...f.specialAp } };
  const s = w.s;
  const view: FlashPointState = { ...s, log: NO_LOG, firefighters: s.firefighters.map((x) => (x === f ? mover : x)), turnState: { ...s.turnState } };
  const after = new World(view, w.board, w.rules);
  // What the verb's perform and performTurnAction do for the mover, on the view's own objects.
  pay(after, mover, verb, p.cost);
  view.turnState.actions++;
  grantExperience(after);
  return strandedIn(after, mover);
}

/** The action done on a copy without a log (nobody reads it), then whether `f` could still get out of the fire. */
function strandedByTrial(w: World, action: TurnAction): Refusal | null {
  const copy = cloneForUpdate(w.s);
  copy.log = NO_LOG;
  shareIndexWithCopy(w.s, copy);
  const trial = new World(copy, w.board, w.rules);
  try {
    performTurnAction(trial, action, false);
    return strandedIn(trial, trial.firefighter(action[0]));
  } catch (e) {
    if (e instanceof Refusal) return e;
    if (e instanceof DiceError) return new Refusal('scenario.dice', e.message);
    throw e;
  }
}

/**
 * Can a firefighter standing in fire still get out of it this turn? Some way out (putting
 * the fire out, or an action that takes it elsewhere) must pass its verb's own check and
 * end outside fire: the actions' own rules, not a second copy of them that could drift (one
 * once counted on a step out of the High Rise that the building forbids).
 */
export function canLeaveFire(w: World, f: Firefighter): boolean {
  if (!f.at || w.content(f.at) !== 'fire') return true;
  return exitActions(w, f).some(([verb, args]) => {
    const p = planOf(w, f, verb, args);
    return !(p instanceof Refusal) && !endsInFire(w, f, p);
  });
}

/** The single actions that could take a firefighter out of fire. */
function exitActions(w: World, f: Firefighter): Candidate[] {
  const out: Candidate[] = [['extinguish', [copySpace(f.at!)]]];
  for (const way of WAYS) out.push(['move', [way]], ['drag', [way]]);
  for (const side of SIDES) out.push(['squeeze', [side]]);
  for (const e of w.engineSpaces()) out.push(['engine-access', [copySpace(e)]]);
  if (w.board.elevatorAt(f.at!)) w.board.parkingSpots('engine').forEach((_, i) => out.push(['lobby', [i]]));
  return out;
}
