/**
 * Entering a space: the one check every verb that puts a firefighter (and what it brings)
 * somewhere new passes — move, a commanded move, climbing, the Veteran's dodge, the Rescue
 * Dog's drag and squeeze, engine access and the lobby. The board's closures are code
 * (`boardRefusal`); what an entry costs and what forbids it are rules, asked with the same
 * step facts (`addStepFacts`) whatever the verb, so a rule of entry is written once.
 * Nothing here throws: candidate checks run by the thousand (see core/refusal.ts).
 */
import { copySpace, edgeBetween, floorOf, sameSpace, SIDES, step, type Side, type Space } from './board.ts';
import type { Facts } from '../../core/conditions.ts';
import type { Firefighter, Victim } from './state.ts';
import { Refusal, type World } from './world.ts';
import { bridgedAt, ladderClimb, ladderTopAt } from './ladders.ts';
import { platformAt } from './platform.ts';
import { dodgeBy } from './abilities.ts';

/** A direction a firefighter goes: one of the four sides, or up or down a staircase or ladder. */
export type Way = Side | 'up' | 'down';
export const WAYS: readonly Way[] = [...SIDES, 'up', 'down'];

/** The verbs that enter a space. */
export type EntryHow = 'move' | 'dodge' | 'drag' | 'squeeze' | 'engine-access' | 'lobby';

/** One step: where from, where to, across which side (none for stairs, ladders and transfers), by ladder or not. */
export interface Step {
  from: Space;
  to: Space;
  side?: Side;
  ladder?: boolean;
}

/** The facts every AP-cost question about this firefighter starts from. */
export function baseFacts(w: World, f: Firefighter): Readonly<Record<string, unknown>> {
  const memo = w.factsMemo;
  if (!memo) return factsOf(w, f);
  let facts = memo.get(f);
  if (!facts) memo.set(f, (facts = factsOf(w, f)));
  return facts;
}

function factsOf(w: World, f: Firefighter): Record<string, unknown> {
  const carried = w.victims.find((v) => v.carriedBy === f.id);
  const led = f.leading ? w.victims.find((v) => v.id === f.leading) : undefined;
  return {
    role: f.role,
    carrying: f.carrying ?? 'none',
    leading: f.leading !== null,
    victimType: carried?.type ?? 'standard',
    ledVictimType: led?.type ?? 'none',
    onEngine: w.onEngine(f),
    equipment: w.equipment ?? 'deck-gun',
    platformAway: !!w.platform && w.platform !== 'engine',
    atStartLocation: !!f.at && w.board.isStartLocation(f.at),
    firstAction: w.turnState.actions === 0,
  };
}

/**
 * The base facts of `f` with `action` and `more` added, as one fresh object. Written out
 * key by key because it is built for every candidate: in V8 a key added to a spread copy
 * (`{ ...base, action }`) makes a new hidden class each time (about 1 µs), while a literal
 * with keys added in the same order each call reuses one (tens of ns).
 */
export function actionFacts(w: World, f: Firefighter, action: string, more?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const b = baseFacts(w, f);
  const out: Record<string, unknown> = {
    role: b.role,
    carrying: b.carrying,
    leading: b.leading,
    victimType: b.victimType,
    ledVictimType: b.ledVictimType,
    onEngine: b.onEngine,
    equipment: b.equipment,
    platformAway: b.platformAway,
    atStartLocation: b.atStartLocation,
    firstAction: b.firstAction,
    action,
  };
  if (more) for (const k in more) out[k] = more[k];
  return out;
}

/** Does some rule give the action a cost (a `set`)? A loop, not `some`: it runs for every candidate. */
export function hasSetCost(trace: readonly { op: string }[]): boolean {
  for (let i = 0; i < trace.length; i++) if (trace[i]!.op === 'set') return true;
  return false;
}

/** What the rules say an action costs, or the refusal naming the rule that forbids it. */
export function price(w: World, facts: Facts): number | Refusal {
  const r = w.rules.apCost(facts);
  // A forbidding rule is the better answer than "no rule prices it": it names why.
  if (r.forbidden) {
    const by = r.forbiddenBy[0]!;
    return new Refusal(by.id, by.reason ?? 'forbidden');
  }
  // An action exists in a game only while some rule gives its cost: a module that removes
  // those rules (the Family Game removing the specialists' abilities) removes the action.
  if (!hasSetCost(r.trace)) return new Refusal('mech.actions', () => `no rule of this game gives a cost for \`${String(facts.action)}\`: the action is not part of it`);
  return r.value;
}

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

/** Which floors a step joins: the ground floor and an added attic or basement board, or neither. */
function floorChange(w: World, from: Space, to: Space): 'attic' | 'basement' | 'none' {
  if (floorOf(from) === floorOf(to)) return 'none';
  const kinds = [w.board.floorKind(floorOf(from)), w.board.floorKind(floorOf(to))];
  return kinds.includes('attic') ? 'attic' : kinds.includes('basement') ? 'basement' : 'none';
}

/** How a step meets a pit: into it, out of it, within it, or not at all. */
function pitMove(w: World, from: Space, to: Space): 'into' | 'out' | 'within' | 'none' {
  const a = w.board.inPit(from);
  const b = w.board.inPit(to);
  return a && b ? 'within' : b ? 'into' : a ? 'out' : 'none';
}

/** What the rules see of a step, whatever the verb: what is there, and what the way crosses; added to `facts` (no object of its own: built per candidate). */
export function addStepFacts(w: World, s: Step, facts: Record<string, unknown>): Record<string, unknown> {
  facts.target = w.content(s.to);
  facts.targetToxic = w.isToxic(s.to);
  facts.pitMove = pitMove(w, s.from, s.to);
  facts.difficultTerrain = !!s.side && w.difficultTerrain(edgeBetween(s.from, s.side));
  facts.floorChange = floorChange(w, s.from, s.to);
  facts.ladder = !!s.ladder;
  facts.entersBuilding = w.board.isInside(s.from) !== w.board.isInside(s.to);
  return facts;
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
  const facts = addStepFacts(w, s, actionFacts(w, mover, how === 'dodge' ? 'move' : how));
  if (extra) for (const k in extra) facts[k] = extra[k];
  if (how !== 'dodge') return price(w, facts);
  // A dodge is a move that would cost 1 AP (ap.dodge.one-ap-move), paid in saved AP.
  const move = price(w, facts);
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

/** The facts of the victim a verb moves along (the drag's): its type and whether it was treated. */
export function victimFacts(v: Victim): Record<string, unknown> {
  return { victimType: v.type, victimTreated: v.treated };
}
