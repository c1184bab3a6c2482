/**
 * A firefighter's turn action through the verb table: `checkTurnAction` says whether it is
 * legal without changing anything, `performTurnAction` carries it out. Both start from the
 * verb's plan; then the rule that nobody ends an action stranded in fire (mech.no-end-in-fire).
 */
import { copySpace, SIDES } from '../board.ts';
import { grantExperience } from '../abilities.ts';
import { WAYS } from '../entry.ts';
import { cloneForUpdate, NO_LOG, type Firefighter } from '../state.ts';
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
 * still get out with what is left; that state does not exist yet, so it alone is tried on
 * a copy (`strandedByTrial`): rare, since most actions leave nobody in fire.
 */
export function checkTurnAction(w: World, f: Firefighter, verb: string, args: Args, around?: Around): Refusal | null {
  const p = planOf(w, f, verb, args, around);
  if (p instanceof Refusal) return p;
  return endsInFire(w, f, p) ? strandedByTrial(w, [f.id, verb, ...args]) : null;
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
