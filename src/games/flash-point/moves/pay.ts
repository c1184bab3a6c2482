/**
 * Paying for an action: what the rules say it costs (the `ap-cost` fold, whose forbids
 * refuse it) and whether the firefighter has the AP, asked without spending; then spending
 * it, matching special AP first.
 */
import type { Facts } from '../../../core/conditions.ts';
import type { ModifierTable } from '../../../core/modifier-table.ts';
import { actionFacts, hasSetCost, price, priceOf } from '../entry.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type World } from '../world.ts';

function roleOf(w: World, f: Firefighter) {
  return w.rules.role(f.role) ?? new Refusal('mech.turn', () => `role \`${f.role}\` is not part of this game (roles: ${[...w.rules.roles.keys()].join(', ')})`);
}

/** Ask the rules what an action costs; refuse with the forbidding rule (throws: for code outside the verb table). */
export function costOf(w: World, facts: Facts): number {
  const p = price(w, facts);
  if (p instanceof Refusal) throw p;
  return p;
}

/** The AP `f` may spend on `verb`: ordinary, the Veteran's free AP, and special pools for that verb. */
export function availableFor(w: World, f: Firefighter, verb: string): number | Refusal {
  const role = roleOf(w, f);
  if (role instanceof Refusal) return role;
  let have = f.ap + (f.specialAp.experience ?? 0);
  for (const p of role.specialAp ?? []) if (p.for.includes(verb)) have += f.specialAp[p.pool] ?? 0;
  return have;
}

/** Can `f` pay `cost` for `verb`? The refusal when not. */
export function payProblem(w: World, f: Firefighter, verb: string, cost: number): Refusal | null {
  // Ordinary and free AP, which every verb may spend, are mostly enough: then no pool needs
  // adding up (a role not in the game is still refused, as availableFor refuses it).
  if (cost <= f.ap + (f.specialAp.experience ?? 0)) {
    const role = roleOf(w, f);
    return role instanceof Refusal ? role : null;
  }
  const have = availableFor(w, f, verb);
  if (have instanceof Refusal) return have;
  return have < cost ? new Refusal('mech.ap', () => `${verb} costs ${cost} AP and ${f.id} has ${have}`) : null;
}

/** The price of an action and that `f` can pay it: the cost, or the refusal. */
export function affordable(w: World, f: Firefighter, verb: string, facts: Facts): number | Refusal {
  const cost = price(w, facts);
  if (cost instanceof Refusal) return cost;
  return payProblem(w, f, verb, cost) ?? cost;
}

/** Pay `cost` for `verb`: matching special AP first, then ordinary AP. */
export function pay(w: World, f: Firefighter, verb: string, cost: number): void {
  const problem = payProblem(w, f, verb, cost);
  if (problem) throw problem;
  let left = cost;
  for (const p of w.rules.role(f.role)!.specialAp ?? []) {
    if (!p.for.includes(verb) || left === 0) continue;
    const take = Math.min(left, f.specialAp[p.pool] ?? 0);
    f.specialAp[p.pool] = (f.specialAp[p.pool] ?? 0) - take;
    left -= take;
  }
  // A Veteran's free AP goes before ordinary AP: it could not be saved anyway.
  const free = Math.min(left, f.specialAp.experience ?? 0);
  if (free) f.specialAp.experience = (f.specialAp.experience ?? 0) - free;
  f.ap -= left - free;
}

/**
 * Does any rule of this game give `action` a cost? When none does, every candidate of a verb
 * priced as that action is refused (`price`: mech.actions, or a rule forbidding it), so
 * none is worth checking.
 */
export function everPriced(w: World, action: string): boolean {
  return w.rules.ruleset.table('ap-cost').mayApply({ action }, 'set');
}

/**
 * The least price any rule of this game may give the action `action` to `f`, whatever the
 * facts of the action itself (ModifierTable `lowest`): +Infinity when every such question
 * is refused. Asked with `f`'s facts as they stand but the victim's type, which a verb on a
 * victim (pick-up, lead, treat, drag) sets for the victim it acts on.
 */
export function priceFloor(w: World, f: Firefighter, action: string): number {
  return w.rules.ruleset.table('ap-cost').lowest(actionFacts(w, f, action), FLOOR_FACTS);
}

/** `priceFloor` with one more fact of the verb's own known (`names`: FLOOR_FACTS and `fact`, the same list each time). */
export function priceFloorWith(w: World, f: Firefighter, action: string, names: readonly string[], value: unknown): number {
  const facts = actionFacts(w, f, action);
  facts[names[names.length - 1]!] = value;
  return w.rules.ruleset.table('ap-cost').lowest(facts, names);
}

/** The facts `priceFloor` takes as they stand: `baseFacts` but the victim's type, and the action. */
export const FLOOR_FACTS: readonly string[] = ['action', 'role', 'carrying', 'leading', 'ledVictimType', 'onEngine', 'equipment', 'platformAway', 'atStartLocation', 'firstAction'];

/**
 * Has `f` less AP for `verb` than `floor`, the least price of the action it pays
 * (`priceFloor`)? Then every plan paying that price is refused, and a verb that always pays
 * it (`paysOwnPrice`) has no candidate worth checking.
 */
export function cannotAfford(w: World, f: Firefighter, verb: string, floor: number): boolean {
  // Ordinary and free AP, which every verb may spend, are enough: no pool needs asking.
  if (floor <= f.ap + (f.specialAp.experience ?? 0)) return false;
  const have = availableFor(w, f, verb);
  return have instanceof Refusal || have < floor;
}

/**
 * Does this game price the action for this role without forbidding it outright? Saves
 * checking whole families of candidates a role never has (a Fire Captain's commands).
 */
export function offered(w: World, facts: Facts): boolean {
  const r = w.rules.apCost(facts);
  return !r.forbidden && hasSetCost(r.trace);
}

/** `offered` for the question of `action` by `f` with the verb's facts `more`, through its compiled pricer. */
export function offeredTo(w: World, f: Firefighter, action: string, more?: Readonly<Record<string, unknown>>): boolean {
  return !(priceOf(w, f, action, null, more) instanceof Refusal);
}

/** `offered` answers by ruleset, then by the caller's question, then by role. */
const OFFERED_TO_ROLE = new WeakMap<ModifierTable, Map<string, Map<string, boolean>>>();

/**
 * `offered` for a question whose facts differ by role only (`facts(role)`, the rest fixed by
 * the caller, named `question`): remembered, since candidates ask it on every call.
 */
export function offeredToRole(w: World, question: string, role: string, facts: (role: string) => Facts): boolean {
  const table = w.rules.ruleset.table('ap-cost');
  let questions = OFFERED_TO_ROLE.get(table);
  if (!questions) OFFERED_TO_ROLE.set(table, (questions = new Map()));
  let byRole = questions.get(question);
  if (!byRole) questions.set(question, (byRole = new Map()));
  let yes = byRole.get(role);
  if (yes === undefined) byRole.set(role, (yes = offered(w, facts(role))));
  return yes;
}
