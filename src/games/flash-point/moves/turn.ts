/**
 * A firefighter's turn action through the verb table: `checkTurnAction` says whether it is
 * legal without changing anything, `performTurnAction` carries it out. Both start from the
 * verb's plan; then the rule that nobody ends an action stranded in fire (mech.no-end-in-fire,
 * stranded.ts).
 */
import { grantExperience } from '../abilities.ts';
import { cloneForUpdate, NO_LOG, type Firefighter } from '../state.ts';
import { DiceError, Refusal, World } from '../world.ts';
import { endsInFire, strandedIn, strandedWithoutTrial } from './stranded.ts';
import { unknownVerb, VERB_TABLE } from './table.ts';
import type { AnyVerb, Args, Around } from './types.ts';

export { canLeaveFire } from './stranded.ts';

export type TurnAction = [player: string, verb: string, ...args: unknown[]];

/** Perform one turn action of the active player on the working copy. */
export function performTurnAction(w: World, action: TurnAction, checkStranded = true): void {
  const [player, verb, ...args] = action;
  if (player !== w.activePlayer) throw new Refusal('mech.turn', () => `it is ${w.activePlayer}'s turn, not ${player}'s`);
  const f = w.firefighter(player);
  const e = VERB_TABLE.get(verb);
  if (!e) throw unknownVerb(verb);
  const p = e.plan(w, f, args);
  if (p instanceof Refusal) throw p;
  e.perform(w, f, args, p);
  w.turnState.actions++;
  grantExperience(w);
  if (checkStranded) {
    const stranded = strandedIn(w, f);
    if (stranded) throw stranded;
  }
}

/**
 * Is this action of the active firefighter `f` legal now? Null when it is, else why not;
 * nothing is changed. An action after which `f` stands in fire is legal only if `f` could
 * still get out with what is left; that state does not exist yet. Most such actions are
 * decided without it (stranded.ts `strandedWithoutTrial`); the rest are tried on a copy
 * (`strandedByTrial`): rare, since most actions leave nobody in fire.
 */
export function checkTurnAction(w: World, f: Firefighter, verb: string, args: Args, around?: Around): Refusal | null {
  const e = VERB_TABLE.get(verb);
  return e ? checkEntryAction(w, f, e, args, around) : unknownVerb(verb);
}

/** checkTurnAction for a verb whose table entry the caller holds (legalActions: no lookup by name per candidate). */
export function checkEntryAction(w: World, f: Firefighter, e: AnyVerb, args: Args, around?: Around): Refusal | null {
  const p = e.plan(w, f, args, around);
  if (p instanceof Refusal) return p;
  if (!endsInFire(w, f, p, around)) return null;
  const decided = strandedWithoutTrial(w, f, e.verb, p);
  return decided !== undefined ? decided : strandedByTrial(w, [f.id, e.verb, ...args]);
}

/**
 * The action done on a copy without a log (nobody reads it), then whether `f` could still get
 * out of the fire. Exported for the test that the cases decided without it agree with it.
 */
export function strandedByTrial(w: World, action: TurnAction): Refusal | null {
  const copy = cloneForUpdate(w.s);
  copy.log = NO_LOG;
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

