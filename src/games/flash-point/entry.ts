/**
 * Entering a space: the one check every verb that puts a firefighter (and what it brings)
 * somewhere new passes — move, a commanded move, climbing, the Veteran's dodge, the Rescue
 * Dog's drag and squeeze, engine access and the lobby. The board's closures are code
 * (`boardRefusal`); what an entry costs and what forbids it are rules, asked with the same
 * step facts (ap-facts.ts `STEP_FACTS`) whatever the verb, so a rule of entry is written once.
 * Nothing here throws: candidate checks run by the thousand (see core/refusal.ts).
 */
import { copySpace, floorOf, sameSpace, SIDES, step, type Side, type Space } from './board.ts';
import type { Firefighter } from './state.ts';
import { Refusal, type World } from './world.ts';
import { bridgedAt, ladderClimb, ladderTopAt } from './ladders.ts';
import { platformAt } from './platform.ts';
import { dodgeBy } from './abilities.ts';
import { actionFacts, questionFacts, type Step } from './ap-facts.ts';
import { price, priceOf } from './pricer.ts';

export { actionFacts, addStepFacts, baseFacts, victimFacts, type Step } from './ap-facts.ts';
export { hasSetCost, price, priceOf } from './pricer.ts';

/** A direction a firefighter goes: one of the four sides, or up or down a staircase or ladder. */
export type Way = Side | 'up' | 'down';
export const WAYS: readonly Way[] = [...SIDES, 'up', 'down'];

/** The verbs that enter a space. */
export type EntryHow = 'move' | 'dodge' | 'drag' | 'squeeze' | 'engine-access' | 'lobby';

/** Where `way` leads from `from`: the step, or why there is none. */
export function stepTo(w: World, from: Space, way: Way, who: string): Step | Refusal {
  if (way === 'up' || way === 'down') {
    // Up or down a staircase to its other section, or along an erected ladder.
    const stair = w.board.staircase(from);
    if (stair && (floorOf(stair.to) > floorOf(from)) === (way === 'up')) return { from, to: copySpace(stair.to) };
    const top = ladderClimb(w, from, way);
    if (top) return { from, to: top, ladder: true };
    return new Refusal('mech.adjacent', () => `${who} cannot go ${way} from [${from.join(', ')}]: no staircase or ladder leads ${way} from there`);
  }
  const to = w.neighbour(from, way);
  if (!to) return new Refusal('mech.adjacent', () => `${who} cannot go ${way} from [${from.join(', ')}]: ${w.board.isOnGrid(step(from, way)) ? 'a wall or closed door is in the way' : 'that is off the board'}`);
  return { from, to, side: way };
}

/**
 * What the board forbids a step that adjacency allows: crossing a pit's rim away from its
 * ladders (fp.ship.pit-ladders), a space nobody enters (fp.board.no-entry: Brownstone's row
 * of houses, the Airfield's engines), a destroyed floor (fp.floors.destroyed), thin air
 * outside an upper floor (fp.ladders.no-air), a ladder top already taken.
 */
export function boardRefusal(w: World, s: Step): Refusal | null {
  const { from, to, side } = s;
  if (side && w.board.pitRimBetween(from, to, side)) return new Refusal('fp.ship.pit-ladders', () => `the step ${side} from [${from.join(', ')}] crosses the rim of the maintenance pit away from its ladders`);
  if (w.board.isNoEntry(to)) return new Refusal('fp.board.no-entry', () => `[${to.join(', ')}] is a space the board closes to firefighters`);
  if (w.isDestroyedFloor(to) && !bridgedAt(w, to)) return new Refusal('fp.floors.destroyed', () => `the floor of [${to.join(', ')}] is destroyed: nobody can step onto it`);
  const outsideUpper = floorOf(to) !== 0 && !w.board.isInside(to);
  if (outsideUpper && !ladderTopAt(w, to) && !platformAt(w, to)) return new Refusal('fp.ladders.no-air', () => `[${to.join(', ')}] is outside an upper floor, with no ladder or platform there`);
  if (outsideUpper && ladderTopAt(w, to) && w.firefighters.some((o) => o.at && sameSpace(o.at, to))) return new Refusal('fp.ladders.climb', () => `someone already stands on the ladder's upper segment at [${to.join(', ')}]`);
  return null;
}

/**
 * The cost of `mover` entering by `s` with verb `how` (and `extra` facts, e.g. the victim a
 * drag pulls), or the refusal: the board's first, then the rules'.
 */
export function entryCost(w: World, mover: Firefighter, s: Step, how: EntryHow, extra?: Readonly<Record<string, unknown>>): number | Refusal {
  const closed = boardRefusal(w, s);
  if (closed) return closed;
  if (how !== 'dodge') return priceOf(w, mover, how, s, extra);
  // A dodge is a move that would cost 1 AP (ap.dodge.one-ap-move), paid in saved AP.
  const move = price(w, questionFacts(w, mover, 'move', s, extra));
  if (move instanceof Refusal) return new Refusal('ap.dodge.one-ap-move', () => `a dodge is a move, and this one is not allowed: ${move.reason} (${move.rule})`);
  const dodge = actionFacts(w, mover, 'dodge', extra);
  dodge.dodgeBy = dodgeBy(w, mover);
  dodge.moveCost = move;
  return price(w, dodge);
}

/** A dodge for a firefighter about to be knocked down: where each way leads and what it costs in saved AP, or why not. */
export function dodgeStep(w: World, f: Firefighter, way: Way): { step: Step; cost: number } | Refusal {
  const s = stepTo(w, f.at!, way, f.id);
  if (s instanceof Refusal) return new Refusal('ap.dodge', () => `${f.id} cannot dodge ${way}: ${s.reason}`);
  // Climbing a ladder is not stepping to an adjacent space: a dodge takes a side or a staircase.
  if (s.ladder) return new Refusal('ap.dodge', () => `${f.id} cannot dodge ${way}: a dodge goes to an adjacent space, and a ladder is climbed, not adjacent`);
  const cost = entryCost(w, f, s, 'dodge');
  if (cost instanceof Refusal) return cost.rule.startsWith('ap.dodge') || cost.rule.startsWith('ap.dog') ? cost : new Refusal('ap.dodge', () => `${f.id} cannot dodge ${way}: ${cost.reason} (${cost.rule})`);
  if (cost > f.savedAp) return new Refusal('ap.dodge', () => `dodging costs ${cost} saved AP and ${f.id} has ${f.savedAp}`);
  return { step: s, cost };
}

/** The ways a firefighter about to be knocked down may dodge, each with its cost. */
export function dodgeOptions(w: World, f: Firefighter): { way: Way; cost: number }[] {
  if (!f.at || f.savedAp <= 0 || dodgeBy(w, f) === 'none') return [];
  const out: { way: Way; cost: number }[] = [];
  for (const way of WAYS) {
    const d = dodgeStep(w, f, way);
    if (!(d instanceof Refusal)) out.push({ way, cost: d.cost });
  }
  return out;
}
