/**
 * Verbs that take the acting firefighter to another space: move, the Rescue Dog's drag and
 * squeeze, and the High Rise's engine access and lobby. Each entry passes the one check
 * of entering a space (entry.ts `entryCost`), then the platform's load on arrival.
 */
import { copySpace, edgeBetween, sameSpace, step, type Edge, type Side, type Space } from '../board.ts';
import { entryCost, stepTo, victimFacts, type Step } from '../entry.ts';
import { priceOf } from '../pricer.ts';
import type { Firefighter, Victim } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { everPriced, payProblem, pay } from './pay.ts';
import { arrivalProblem, freeVictimsAt, hasFreeVictimAt, rescueInElevator, travel } from './travel.ts';
import { sideArg, sidesWhere, spaceArg, stepArgs, verb, wayArg, type Args, type Around } from './types.ts';

export interface StepPlan {
  to: Space;
  /** Set when the mover is the acting firefighter. */
  endsAt?: Space;
  step: Step;
  cost: number;
}

/** The sides a step through leads somewhere; up or down too where a staircase is or ladders are in the game. */
function withVertical(w: World, f: Firefighter, around: Around): readonly Args[] {
  return stepArgs(around, !!w.board.staircase(f.at!) || w.ladders.length > 0);
}

/** `mover` steps `way` from its space: the step and what it costs, or why not (board, rules, platform load). */
export function stepPlan(w: World, mover: Firefighter, way: unknown, verbName: string): StepPlan | Refusal {
  const dir = wayArg(way, verbName);
  if (dir instanceof Refusal) return dir;
  const s = stepTo(w, mover.at!, dir, mover.id);
  if (s instanceof Refusal) return s;
  const cost = entryCost(w, mover, s, 'move');
  if (cost instanceof Refusal) return cost;
  return { to: s.to, step: s, cost };
}

/** The plan of a verb that takes the acting firefighter somewhere (`travel`): the step, its cost, where it ends. */
export type TravelPlan = StepPlan & { endsAt: Space };

export const move = verb<TravelPlan>({
  verb: 'move',
  paysOwnPrice: true,
  candidates: withVertical,
  plan(w, f, [way]) {
    const p = stepPlan(w, f, way, 'move');
    if (p instanceof Refusal) return p;
    const refused = payProblem(w, f, 'move', p.cost) ?? arrivalProblem(w, f, p.to);
    if (refused) return refused;
    // The step's own plan, ending where it goes (one object per candidate, not two).
    p.endsAt = p.to;
    return p as TravelPlan;
  },
  perform(w, f, _args, p) {
    pay(w, f, 'move', p.cost);
    travel(w, f, p.to, 'move', { from: p.step.from, to: p.step.to, cost: p.cost });
  },
});

/**
 * The Rescue Dog drags a victim from its space into the next one. The dog's entry passes the
 * same check as a move, priced as a drag with the victim's facts (an untreated critically
 * wounded victim stays put); the first victim there the rules allow is the one dragged.
 */
export const drag = verb<StepPlan & { victim: Victim }>({
  verb: 'drag',
  paysOwnPrice: true,
  candidates: (w, f, around) => (everPriced(w, 'drag') && hasFreeVictimAt(w, f.at!) ? withVertical(w, f, around) : []),
  plan(w, f, [way]) {
    const here = f.at!;
    const dir = wayArg(way, 'drag');
    if (dir instanceof Refusal) return dir;
    const allowed = priceOf(w, f, 'drag'); // a role that cannot drag hears that first
    if (allowed instanceof Refusal) return allowed;
    const victims = freeVictimsAt(w, here);
    if (!victims.length) return new Refusal('mech.victims', () => `there is no victim to drag at [${here.join(', ')}]`);
    const s = stepTo(w, here, dir, f.id);
    if (s instanceof Refusal) return s;
    // Staircase sections are adjacent; a ladder is climbed, which the dog does not do.
    if (s.ladder) return new Refusal('mech.adjacent', () => `${f.id} cannot drag ${dir}: a ladder is climbed, not an adjacent space`);
    let first: Refusal | undefined;
    for (const v of victims) {
      const cost = entryCost(w, f, s, 'drag', victimFacts(v));
      if (cost instanceof Refusal) {
        first ??= cost;
        continue;
      }
      return payProblem(w, f, 'drag', cost) ?? arrivalProblem(w, f, s.to, true) ?? { to: s.to, endsAt: s.to, step: s, cost, victim: v };
    }
    return first!;
  },
  perform(w, f, _args, p) {
    pay(w, f, 'drag', p.cost);
    travel(w, f, p.to, 'drag', { from: p.step.from, to: p.to, victim: p.victim.id, cost: p.cost }, p.victim);
  },
});

const squeezable = sidesWhere((e) => !!e.wall && !e.wall.destroyed && e.wall.damage === 1);

/** The Rescue Dog squeezes through a wall holding one damage cube into the space beyond: an entry like any other. */
export const squeeze = verb<TravelPlan & { wall: Edge }>({
  verb: 'squeeze',
  paysOwnPrice: true,
  candidates: (w, f, around) => (everPriced(w, 'squeeze') ? squeezable(w, f, around) : []),
  plan(w, f, [arg]) {
    const side = sideArg(arg, 'squeeze');
    if (side instanceof Refusal) return side;
    const here = f.at!;
    const wall = w.readWallAt(edgeBetween(here, side));
    const to = step(here, side);
    const allowed = priceOf(w, f, 'squeeze', null, { target: w.board.isOnGrid(to) ? w.content(to) : 'open', wallDamage: wall?.damage ?? 0 });
    if (allowed instanceof Refusal) return allowed;
    if (!wall || wall.destroyed || wall.damage !== 1 || !w.board.isOnGrid(to) || w.objectAt(to)) return new Refusal('ap.squeeze', () => `squeezing needs a wall with one damage cube ${side} of [${here.join(', ')}]`);
    const s: Step = { from: here, to, side };
    const cost = entryCost(w, f, s, 'squeeze', { wallDamage: wall.damage });
    if (cost instanceof Refusal) return cost;
    return payProblem(w, f, 'squeeze', cost) ?? arrivalProblem(w, f, to) ?? { to, endsAt: to, step: s, cost, wall: wall.at };
  },
  perform(w, f, _args, p) {
    pay(w, f, 'squeeze', p.cost);
    travel(w, f, p.to, 'squeeze', { from: p.step.from, to: p.to, wall: p.wall, cost: p.cost });
  },
});

/**
 * Engine access joins an Engine space and a space just inside a destroyed outer wall on the
 * Engine's side: the two tests the plan makes of where it starts and where it goes.
 */
function engineAccessEnds(w: World) {
  const engine = w.engineSpaces();
  const side: Side | undefined = engine.length ? w.board.spotSide(engine) : undefined;
  return {
    inside: (s: Space) => !!side && w.board.isInside(s) && !w.board.isInside(step(s, side)) && !!w.readWallAt(edgeBetween(s, side))?.destroyed,
    onEngine: (s: Space) => engine.some((x) => sameSpace(x, s)),
    engine,
  };
}

/**
 * From the Engine, the spaces on the building's edge it reaches; from one of those, the
 * Engine's spaces; from anywhere else, none (every target would be refused). In the order
 * of the building's edge spaces, then the Engine's.
 */
function engineAccessCandidates(w: World, f: Firefighter): Args[] {
  if (!w.board.data.elevators?.length) return [];
  const { inside, onEngine, engine } = engineAccessEnds(w);
  const here = f.at!;
  if (onEngine(here)) return w.board.interiorSpaces().filter(inside).map((sp) => [sp]);
  return inside(here) ? engine.map((sp) => [sp]) : [];
}

/** High Rise: between an Engine space and a space just inside a destroyed outer wall on the Engine's side. */
export const engineAccess = verb<TravelPlan>({
  verb: 'engine-access',
  paysOwnPrice: true,
  candidates: engineAccessCandidates,
  plan(w, f, [arg]) {
    const at = spaceArg(arg, 'engine-access');
    if (at instanceof Refusal) return at;
    const here = f.at!;
    const { inside, onEngine } = engineAccessEnds(w);
    const allowed = priceOf(w, f, 'engine-access'); // a role that cannot go hears that first
    if (allowed instanceof Refusal) return allowed;
    if (!((onEngine(here) && inside(at)) || (inside(here) && onEngine(at)))) return new Refusal('fp.highrise.engine-access', () => `engine access goes between an Engine space and a space just inside a destroyed outer wall on the Engine's side (${f.id} at [${here.join(', ')}], to [${at.join(', ')}])`);
    const s: Step = { from: here, to: at };
    const cost = entryCost(w, f, s, 'engine-access');
    if (cost instanceof Refusal) return cost;
    return payProblem(w, f, 'engine-access', cost) ?? arrivalProblem(w, f, at) ?? { to: at, endsAt: at, step: s, cost };
  },
  perform(w, f, _args, p) {
    pay(w, f, 'engine-access', p.cost);
    travel(w, f, p.to, 'engine-access', { from: p.step.from, to: p.to, cost: p.cost });
  },
});

/**
 * In an elevator, the Engine parking spots (by index); on an Engine parking spot, the
 * elevators; elsewhere none: `lobbyTarget` refuses the rest. (An elevator whose id reads as
 * a spot's index names that spot from an elevator, so it stays in the first list.)
 */
function lobbyCandidates(w: World, f: Firefighter): Args[] {
  const lifts = w.board.data.elevators ?? [];
  if (!lifts.length) return [];
  const here = f.at!;
  const spots = w.board.parkingSpots('engine');
  const ids = (keep: (id: string) => boolean) => lifts.filter((e) => keep(e.id)).map((e) => [e.id]);
  if (w.board.elevatorAt(here)) return [...ids((id) => !!spots[Number(id)]), ...spots.map((_, i) => [i])];
  return spots.some((sp) => sp.some((x) => sameSpace(x, here))) ? ids(() => true) : [];
}

/** Where the lobby leads from here: from an elevator down at the lobby to an Engine spot, or back to a waiting elevator. */
function lobbyTarget(w: World, f: Firefighter, arg: unknown): Space | Refusal {
  const here = f.at!;
  const lift = w.board.elevatorAt(here);
  if (lift) {
    const door = w.readDoorAt(lift.door);
    if (!door || door.state !== 'closed') return new Refusal('fp.highrise.lobby', () => `the ${lift.id} elevator is not down at the lobby (its door is not closed)`);
    const spot = w.board.parkingSpots('engine')[Number(arg)];
    if (!spot) return new Refusal('fp.highrise.lobby', () => `lobby takes an Engine parking spot index 0..${w.board.parkingSpots('engine').length - 1} (got ${JSON.stringify(arg)})`);
    return copySpace(spot[0]);
  }
  if (!w.board.parkingSpots('engine').some((sp) => sp.some((x) => sameSpace(x, here)))) return new Refusal('fp.highrise.lobby', () => `${f.id} is neither in an elevator nor on an Engine parking spot`);
  const target = (w.board.data.elevators ?? []).find((e) => e.id === arg);
  const tdoor = target && w.readDoorAt(target.door);
  if (!target || !tdoor || tdoor.state !== 'closed' || w.elevatorsOut?.includes(target.id)) return new Refusal('fp.highrise.lobby', () => `no elevator \`${String(arg)}\` is waiting at the lobby`);
  return copySpace(target.at);
}

/** High Rise: between an elevator down at the lobby and any Engine parking spot. */
export const lobby = verb<TravelPlan>({
  verb: 'lobby',
  paysOwnPrice: true,
  candidates: lobbyCandidates,
  plan(w, f, [arg]) {
    const allowed = priceOf(w, f, 'lobby'); // a role that cannot go hears that first
    if (allowed instanceof Refusal) return allowed;
    const to = lobbyTarget(w, f, arg);
    if (to instanceof Refusal) return to;
    const s: Step = { from: f.at!, to };
    const cost = entryCost(w, f, s, 'lobby');
    if (cost instanceof Refusal) return cost;
    return payProblem(w, f, 'lobby', cost) ?? arrivalProblem(w, f, to) ?? { to, endsAt: to, step: s, cost };
  },
  perform(w, f, _args, p) {
    pay(w, f, 'lobby', p.cost);
    travel(w, f, p.to, 'lobby', { from: p.step.from, to: p.to, cost: p.cost });
    // In an elevator whose door is closed, a victim is rescued (fp.highrise.elevators).
    if (w.board.elevatorAt(p.to)) rescueInElevator(w, p.to, 'brought into an elevator at the lobby');
  },
});
