/**
 * Verbs on victims and points of interest: picking up and dropping (victims, hazmats,
 * ladders), leading and letting go, the Paramedic's treat, the Rescue Specialist's
 * identify and the reveal of an adjacent PoI.
 */
import { sameSpace, type Space } from '../board.ts';
import { priceOf } from '../pricer.ts';
import { ladderHereProblem, pickUpLadder, putDownLadder } from '../ladders.ts';
import { reveal as revealPoi, revealAt } from '../poi.ts';
import type { Firefighter, Poi, Victim } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { offeredTo, payProblem, pay } from './pay.ts';
import { carriedVictim, freeVictimsAt, hasFreeVictimAt } from './travel.ts';
import { nextToHere, spaceArg, verb, type Args, type Around } from './types.ts';
import { mapList } from '../../../core/map-list.ts';

interface VictimPlan {
  victim: Victim;
  cost: number;
}

/**
 * The first of several victims in the space the rules let this firefighter act on, with
 * what it costs; the first victim's reason when none is allowed (or affordable).
 */
function firstAllowed(w: World, f: Firefighter, victims: Victim[], verbName: 'pick-up' | 'lead' | 'treat'): VictimPlan | Refusal {
  let first: Refusal | undefined;
  for (const v of victims) {
    const cost = priceOf(w, f, verbName, null, { victimType: v.type, victimTreated: v.treated });
    const problem = cost instanceof Refusal ? cost : payProblem(w, f, verbName, cost);
    if (!problem) return { victim: v, cost: cost as number };
    first ??= problem;
  }
  return first!;
}

type PickUpPlan = { what: 'victim'; victim: Victim; cost: number } | { what: 'hazmat' | 'ladder' };

function pickUpPlan(w: World, f: Firefighter, what: unknown): PickUpPlan | Refusal {
  const here = f.at!;
  if (f.carrying) return new Refusal('mech.carry', () => `${f.id} already carries a ${f.carrying}`);
  if (what === 'victim') {
    const free = freeVictimsAt(w, here);
    if (!free.length) return new Refusal('mech.victims', () => `there is no free victim at [${here.join(', ')}]`);
    const p = firstAllowed(w, f, free, 'pick-up');
    return p instanceof Refusal ? p : { what, ...p };
  }
  if (what === 'hazmat') {
    const carriedHere = w.firefightersAt(here).filter((o) => o.carrying === 'hazmat').length;
    if (w.hazmatsAt(here) <= carriedHere) return new Refusal('mech.victims', () => `there is no free hazmat at [${here.join(', ')}]`);
    return { what };
  }
  if (what === 'ladder') {
    const cost = priceOf(w, f, 'pick-up', null, { pickUp: 'ladder' });
    if (cost instanceof Refusal) return cost;
    return ladderHereProblem(w, f) ?? { what };
  }
  return new Refusal('mech.carry', () => `pick-up takes victim, hazmat or ladder (got ${JSON.stringify(what)})`);
}

export const pickUp = verb<PickUpPlan>({
  verb: 'pick-up',
  // Only what could be here: a victim or hazmat is picked up with empty hands, where one lies.
  candidates(w, f) {
    const out: Args[] = w.ladders.length ? [['ladder']] : [];
    if (f.carrying) return out;
    if (hasFreeVictimAt(w, f.at!)) out.push(['victim']);
    if (w.hazmatsAt(f.at!)) out.push(['hazmat']);
    return out;
  },
  plan: (w, f, [what]) => pickUpPlan(w, f, what),
  perform(w, f, _args, p) {
    if (p.what === 'victim') {
      pay(w, f, 'pick-up', p.cost);
      p.victim.carriedBy = f.id;
      f.carrying = 'victim';
    } else if (p.what === 'hazmat') f.carrying = 'hazmat';
    else pickUpLadder(w, f);
    w.log('pick-up', { what: p.what, at: f.at }, f.id);
  },
});

export const drop = verb({
  verb: 'drop',
  candidates: (_w, f) => (f.carrying ? [[]] : []),
  plan: (_w, f) => (f.carrying ? {} : new Refusal('mech.carry', () => `${f.id} carries nothing`)),
  perform(w, f) {
    const v = carriedVictim(w, f);
    if (v) delete v.carriedBy;
    putDownLadder(w, f);
    w.log('drop', { what: f.carrying, at: f.at }, f.id);
    f.carrying = null;
  },
});

export const lead = verb<VictimPlan>({
  verb: 'lead',
  paysOwnPrice: true,
  candidates: (w, f) => (!f.leading && hasFreeVictimAt(w, f.at!, true) ? [[]] : []),
  plan(w, f) {
    const here = f.at!;
    if (f.leading) return new Refusal('mech.carry', () => `${f.id} already leads a victim`);
    const treated = freeVictimsAt(w, here).filter((x) => x.treated);
    if (!treated.length) return new Refusal('mech.carry', () => `there is no treated victim to lead at [${here.join(', ')}]`);
    return firstAllowed(w, f, treated, 'lead');
  },
  perform(w, f, _args, { victim, cost }) {
    pay(w, f, 'lead', cost);
    f.leading = victim.id;
    w.log('lead', { victim: victim.id }, f.id);
  },
});

export const unlead = verb({
  verb: 'unlead',
  candidates: (_w, f) => (f.leading ? [[]] : []),
  plan: (_w, f) => (f.leading ? {} : new Refusal('mech.carry', () => `${f.id} leads no victim`)),
  perform(w, f) {
    w.log('unlead', { victim: f.leading }, f.id);
    f.leading = null;
  },
});

export const treat = verb<VictimPlan>({
  verb: 'treat',
  paysOwnPrice: true,
  candidates: (w, f) => (w.victims.some((x) => sameSpace(x.at, f.at!) && !x.treated && !x.rescued) ? [[f.at!]] : []),
  plan(w, f, [arg]) {
    const here = f.at!;
    const at = arg === undefined ? here : spaceArg(arg, 'treat');
    if (at instanceof Refusal) return at;
    if (!sameSpace(at, here)) return new Refusal('mech.victims', 'a victim is treated in the Paramedic\'s own space');
    const untreated = w.victims.filter((x) => sameSpace(x.at, here) && !x.treated && !x.rescued);
    if (!untreated.length) {
      const cost = priceOf(w, f, 'treat'); // a role that cannot treat hears that first
      return cost instanceof Refusal ? cost : new Refusal('mech.victims', () => `there is no untreated victim at [${here.join(', ')}]`);
    }
    return firstAllowed(w, f, untreated, 'treat');
  },
  perform(w, f, _args, { victim, cost }) {
    pay(w, f, 'treat', cost);
    victim.treated = true;
    w.log('treat', { victim: victim.id }, f.id);
  },
});

export const identify = verb<{ poi: Poi; cost: number }>({
  verb: 'identify',
  paysOwnPrice: true,
  // Each candidate holds a PoI, so all are priced alike: none is worth checking when that price is refused.
  candidates: (w, f) => (offeredTo(w, f, 'identify', { hasPoi: true }) ? mapList(w.pois, (p): Args => [p.at]) : []),
  plan(w, f, [arg]) {
    const at = spaceArg(arg, 'identify');
    if (at instanceof Refusal) return at;
    const poi = w.pois.find((p) => sameSpace(p.at, at));
    const cost = priceOf(w, f, 'identify', null, { hasPoi: !!poi });
    if (cost instanceof Refusal) return cost;
    if (!poi) return new Refusal('mech.victims', () => `there is no point of interest at [${at.join(', ')}]`);
    return payProblem(w, f, 'identify', cost) ?? { poi, cost };
  },
  perform(w, f, _args, { poi, cost }) {
    pay(w, f, 'identify', cost);
    revealPoi(w, poi, `identified by ${f.id}`);
  },
});

/** Adjacent spaces holding a point of interest. */
function poisNextTo(w: World, _f: Firefighter, around: Around): Args[] {
  return mapList(around.neighbours().filter((n) => w.pois.some((x) => sameSpace(x.at, n))), (n): Args => [n]);
}

export const reveal = verb<{ at: Space; cost: number }>({
  verb: 'reveal',
  paysOwnPrice: true,
  candidates: poisNextTo,
  plan(w, f, [arg], around) {
    const at = spaceArg(arg, 'reveal');
    if (at instanceof Refusal) return at;
    const cost = priceOf(w, f, 'reveal');
    if (cost instanceof Refusal) return cost;
    if (!nextToHere(w, f, at, around)) return new Refusal('ap.reveal', () => `[${at.join(', ')}] is not adjacent to ${f.id}`);
    if (!w.pois.some((p) => sameSpace(p.at, at))) return new Refusal('mech.victims', () => `there is no point of interest at [${at.join(', ')}]`);
    return payProblem(w, f, 'reveal', cost) ?? { at, cost };
  },
  perform(w, f, _args, { at, cost }) {
    pay(w, f, 'reveal', cost);
    revealAt(w, at, `revealed by ${f.id}`);
  },
});

