/**
 * Verbs of particular roles that act on the crew rather than the board: a crew change at
 * the Engine, the Strategist's plan (AP for a teammate, or a look at the Event Deck) and
 * the Fire Captain's command (another firefighter moves, opens or closes, on the
 * Captain's AP).
 */
import { priceOf } from '../pricer.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { doorPlan, swingDoor, type DoorPlan } from './doors-walls.ts';
import { stepPlan } from './movement.ts';
import { everPriced, offeredToRole, payProblem, pay } from './pay.ts';
import { arrivalProblem, travel } from './travel.ts';
import { sideArg, swingableDoor, verb, type Args } from './types.ts';
import { SIDES, type Space } from '../board.ts';
import type { Step } from '../entry.ts';
import { mapList } from '../../../core/map-list.ts';

/** Another player by id, or the refusal `World.firefighter` would throw. */
function player(w: World, id: unknown): Firefighter | Refusal {
  return w.firefighters.find((x) => x.id === String(id)) ?? new Refusal('mech.turn', () => `there is no player \`${String(id)}\` (players: ${w.firefighters.map((x) => x.id).join(', ')})`);
}

/** The price of a crew change: whether someone already plays the role taken is all that differs by role. */
function crewChangePrice(w: World, f: Firefighter, roleInPlay: boolean): number | Refusal {
  return priceOf(w, f, 'crew-change', null, { roleInPlay });
}

export const crewChange = verb<{ role: string; ap: number; cost: number }>({
  verb: 'crew-change',
  pricesOwnAction: true,
  candidates(w, f) {
    // Every role's price is asked with the same facts but one boolean: when neither answer
    // is a price, every candidate would be refused (most actions: not first, or off the Engine).
    if (crewChangePrice(w, f, true) instanceof Refusal && crewChangePrice(w, f, false) instanceof Refusal) return [];
    return [...w.rules.roles.keys()].map((r) => [r]);
  },
  plan(w, f, [arg]) {
    const role = String(arg);
    const next = w.rules.role(role);
    if (!next) return new Refusal('mech.turn', () => `unknown role \`${role}\` (roles: ${[...w.rules.roles.keys()].join(', ')})`);
    const cost = crewChangePrice(w, f, w.firefighters.some((o) => o.role === role));
    if (cost instanceof Refusal) return cost;
    // AP kept from the last turn stay, up to what the new role may keep.
    const saved = Math.min(w.turnState.savedAtStart, w.rules.saveCap(role));
    if (next.ap + saved < cost) return new Refusal('mech.ap', () => `a crew change costs ${cost} AP`);
    return { role, ap: next.ap + saved - cost, cost };
  },
  perform(w, f, _args, { role, ap, cost }) {
    const old = f.role;
    f.role = role;
    f.ap = ap;
    f.specialAp = w.rules.specialApOf(role);
    w.log('crew-change', { from: old, to: role, cost }, f.id);
  },
});

type PlanPlan = { cost: number; where: 'top' | 'bottom' } | { cost: number; other: Firefighter };

function planEvent(w: World, f: Firefighter, where: unknown): PlanPlan | Refusal {
  const cost = priceOf(w, f, 'plan', null, { planWhat: 'event', lookedThisTurn: !!w.turnState.lookedAtEvent });
  if (cost instanceof Refusal) return cost;
  if (!w.cards?.eventDeck.length) return new Refusal('ap.plan.event', 'there is no Event Deck card to look at');
  if (where !== 'top' && where !== 'bottom') return new Refusal('ap.plan.event', () => `plan event takes top or bottom (got ${JSON.stringify(where)})`);
  return payProblem(w, f, 'plan', cost) ?? { cost, where };
}

/** The Strategist: one saved AP to a teammate, or the next Event card put back on top or at the bottom (once a turn). */
export const plan = verb<PlanPlan>({
  verb: 'plan',
  paysOwnPrice: true,
  candidates(w, f) {
    if (!everPriced(w, 'plan')) return [];
    const out = mapList(w.firefighters.filter((o) => o.id !== f.id), (o): Args => [o.id]);
    if (w.cards?.eventDeck.length) out.push(['event', 'top'], ['event', 'bottom']);
    return out;
  },
  plan(w, f, [target, where]) {
    if (target === 'event') return planEvent(w, f, where);
    const other = player(w, target);
    if (other instanceof Refusal) return other;
    if (other === f) return new Refusal('ap.plan', 'the Strategist plans for another player');
    const cost = priceOf(w, f, 'plan', null, { recipientSavedAfter: other.savedAp + 1, recipientSaveCap: w.rules.saveCap(other.role) });
    if (cost instanceof Refusal) return cost;
    return payProblem(w, f, 'plan', cost) ?? { cost, other };
  },
  perform(w, f, _args, p) {
    pay(w, f, 'plan', p.cost);
    if ('other' in p) {
      p.other.savedAp++;
      w.log('plan', { to: p.other.id, savedAp: p.other.savedAp }, f.id);
      return;
    }
    const deck = w.cards!.eventDeck;
    const card = deck.shift()!;
    if (p.where === 'top') deck.unshift(card);
    else deck.push(card);
    w.turnState.lookedAtEvent = true;
    w.log('plan-event', { card, to: p.where }, f.id);
  },
});

type CommandPlan =
  | { what: 'move'; other: Firefighter; to: Space; step: Step; cost: number; captainCost: number }
  | { what: 'open' | 'close'; other: Firefighter; door: DoorPlan; captainCost: number }
  | { what: 'other' };

/** What the Captain pays for giving `other` an action of `cost`: the rules see what it is and who gets it. */
function captainCost(w: World, captain: Firefighter, other: Firefighter, commanded: string, cost: number): number | Refusal {
  const given = (w.turnState.commanded[other.id] ?? 0) + cost;
  const c = priceOf(w, captain, 'command', null, { commanded, commandedCost: cost, commandedRole: other.role, commandedApAfter: given });
  if (c instanceof Refusal) return c;
  return payProblem(w, captain, 'command', c) ?? c;
}

function commandPlan(w: World, f: Firefighter, other: Firefighter, commanded: string, arg: unknown): CommandPlan | Refusal {
  if (commanded === 'move') {
    const side = sideArg(arg, 'command move');
    if (side instanceof Refusal) return side;
    const s = stepPlan(w, other, side, 'command move');
    if (s instanceof Refusal) return s;
    const c = captainCost(w, f, other, 'move', s.cost);
    if (c instanceof Refusal) return c;
    return arrivalProblem(w, other, s.to) ?? { what: 'move', other, to: s.to, step: s.step, cost: s.cost, captainCost: c };
  }
  if (commanded === 'open' || commanded === 'close') {
    const side = sideArg(arg, `command ${commanded}`);
    if (side instanceof Refusal) return side;
    const door = doorPlan(w, other, commanded, side);
    if (door instanceof Refusal) return door;
    const c = captainCost(w, f, other, commanded, door.cost);
    return c instanceof Refusal ? c : { what: commanded, other, door, captainCost: c };
  }
  const c = priceOf(w, f, 'command', null, { commanded, commandedCost: 0, commandedRole: other.role, commandedApAfter: 0 });
  return c instanceof Refusal ? c : { what: 'other' };
}

/** A command to move, as candidates ask whether a role may give one at all. */
const COMMAND_MOVE_FACTS = (role: string) => ({ action: 'command', role, commanded: 'move', commandedCost: 1, commandedRole: '', commandedApAfter: 1 });

export const command = verb<CommandPlan>({
  verb: 'command',
  pricesOwnAction: true,
  candidates(w, f) {
    const out: Args[] = [];
    if (!offeredToRole(w, 'command move', f.role, COMMAND_MOVE_FACTS)) return out;
    for (const o of w.firefighters) {
      if (o.id === f.id || !o.at) continue;
      for (let k = 0; k < SIDES.length; k++) {
        const side = SIDES[k]!;
        const edge = w.board.geometry.sideEdgeOf(o.at, k); // SIDES is in SIDE_INDEX order
        const door = w.readDoorOn(edge) ?? w.readWindowOn(edge);
        // A move that way leads nowhere is refused (mech.adjacent): not a candidate.
        if (w.neighbour(o.at, side)) out.push([o.id, 'move', side]);
        if (swingableDoor(door, 'open')) out.push([o.id, 'open', side]);
        if (swingableDoor(door, 'close')) out.push([o.id, 'close', side]);
      }
    }
    return out;
  },
  plan(w, f, [target, sub, arg]) {
    const other = player(w, target);
    if (other instanceof Refusal) return other;
    if (other === f) return new Refusal('ap.command.what', 'the Fire Captain commands other firefighters, not itself');
    return commandPlan(w, f, other, String(sub), arg);
  },
  perform(w, f, _args, p) {
    if (p.what === 'other') return;
    const cost = p.what === 'move' ? p.cost : p.door.cost;
    pay(w, f, 'command', p.captainCost);
    w.turnState.commanded[p.other.id] = (w.turnState.commanded[p.other.id] ?? 0) + cost;
    if (p.what === 'move') travel(w, p.other, p.to, 'move', { from: p.step.from, to: p.step.to, cost, commandedBy: f.id });
    else swingDoor(w, p.other, p.what, p.door, f.id);
  },
});
