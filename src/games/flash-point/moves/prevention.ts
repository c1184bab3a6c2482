/**
 * The Fire Prevention Specialist's verbs: smoke moved one space out along a shortest route
 * (de-smoke), a point of interest sent along its escape route (escape), and a door opened
 * for it on the way (open-for-poi). The routes are prevention.ts's.
 */
import { edgeBetween, sameSpace, SIDES, step, type Side, type Space } from '../board.ts';
import { priceOf } from '../pricer.ts';
import { poisonToxicSpaces } from '../fire.ts';
import { rescueArrivals, revealAt } from '../poi.ts';
import { exitDistances, routeSides } from '../prevention.ts';
import type { Door, Firefighter, Poi } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { offered, payProblem, pay } from './pay.ts';
import { sideArg, spaceArg, verb, type Args, type Around } from './types.ts';

/** Candidates of the Fire Prevention Specialist only: `each` of the markers, every side. */
function forPrevention(each: (w: World) => readonly Space[]) {
  return (w: World, f: Firefighter): Args[] => {
    if (!offered(w, { action: 'de-smoke', role: f.role })) return [];
    const out: Args[] = [];
    for (const at of each(w)) for (const d of SIDES) out.push([at, d]);
    return out;
  };
}

function distances(w: World, who: 'smoke' | 'poi', around?: Around): Map<string, number> {
  return around ? around.exitDistances(who) : exitDistances(w, who);
}

/** A space and a side, both well formed, and what the rules say the verb costs. */
function markerArgs(w: World, f: Firefighter, verbName: string, args: Args): { from: Space; side: Side; cost: number } | Refusal {
  const from = spaceArg(args[0], verbName);
  if (from instanceof Refusal) return from;
  const side = sideArg(args[1], verbName);
  if (side instanceof Refusal) return side;
  const cost = priceOf(w, f, verbName);
  return cost instanceof Refusal ? cost : { from, side, cost };
}

export const deSmoke = verb<{ from: Space; side: Side; cost: number; endsInFire?: boolean }>({
  verb: 'de-smoke',
  paysOwnPrice: true,
  candidates: forPrevention((w) => w.smoke),
  plan(w, f, args, around) {
    const m = markerArgs(w, f, 'de-smoke', args);
    if (m instanceof Refusal) return m;
    const { from, side } = m;
    if (w.content(from) !== 'smoke' || !w.board.isInside(from)) return new Refusal('fp.rule.prevention-route', () => `there is no smoke at [${from.join(', ')}]`);
    const routes = routeSides(w, from, 'smoke', distances(w, 'smoke', around));
    if (!routes.includes(side)) return new Refusal('fp.rule.prevention-route', () => `${side} is not the first step of a shortest route out from [${from.join(', ')}] (routes: ${routes.join(', ') || 'none'})`);
    const problem = payProblem(w, f, 'de-smoke', m.cost);
    if (problem) return problem;
    // Smoke pushed into the firefighter's own space may set it on fire there.
    const to = step(from, side);
    if (!sameSpace(to, f.at!) || !w.board.isInside(to)) return m;
    return { ...m, endsInFire: w.content(to) !== 'open' || w.neighbours(to).some((n) => w.content(n) === 'fire') };
  },
  perform(w, f, _args, { from, side, cost }) {
    pay(w, f, 'de-smoke', cost);
    const to = step(from, side);
    w.setContent(from, 'open');
    if (!w.board.isInside(to)) w.log('de-smoke', { from, to, vanished: true }, f.id);
    else {
      const ignites = w.content(to) !== 'open' || w.neighbours(to).some((n) => w.content(n) === 'fire');
      w.setContent(to, ignites ? 'fire' : 'smoke');
      w.log('de-smoke', { from, to, ignited: ignites }, f.id);
    }
  },
});

export const escape = verb<{ from: Space; side: Side; cost: number; poi: Poi }>({
  verb: 'escape',
  paysOwnPrice: true,
  candidates: forPrevention((w) => w.pois.map((p) => p.at)),
  plan(w, f, args, around) {
    const m = markerArgs(w, f, 'escape', args);
    if (m instanceof Refusal) return m;
    const { from, side } = m;
    const poi = w.pois.find((p) => sameSpace(p.at, from));
    if (!poi) return new Refusal('mech.victims', () => `there is no point of interest at [${from.join(', ')}] (a revealed victim cannot escape)`);
    const routes = routeSides(w, from, 'poi', distances(w, 'poi', around));
    if (!routes.includes(side)) return new Refusal('fp.rule.prevention-route', () => `${side} is not the first step of the escape route from [${from.join(', ')}] (routes: ${routes.join(', ') || 'none'})`);
    if (w.readDoorAt(edgeBetween(from, side))?.state === 'closed') return new Refusal('fp.rule.prevention-route', () => `the door ${side} of [${from.join(', ')}] must be opened for the point of interest first (open-for-poi)`);
    return payProblem(w, f, 'escape', m.cost) ?? { ...m, poi };
  },
  perform(w, f, _args, { from, side, cost, poi }) {
    pay(w, f, 'escape', cost);
    const to = step(from, side);
    poi.at = to;
    w.log('escape', { from, to }, f.id);
    // A victim brought into a Toxic space is lost (fp.objects.spill): the PoI is revealed there.
    if (w.isToxic(to)) poisonToxicSpaces(w);
    else if (!w.board.isInside(to) || w.firefightersAt(to).length) {
      revealAt(w, to, w.board.isInside(to) ? 'a firefighter is there' : 'it left the building');
      rescueArrivals(w, 'escaped to the Ambulance');
    }
  },
});

export const openForPoi = verb<{ cost: number; door: Readonly<Door> }>({
  verb: 'open-for-poi',
  paysOwnPrice: true,
  candidates: forPrevention((w) => w.pois.map((p) => p.at)),
  plan(w, f, args) {
    const m = markerArgs(w, f, 'open-for-poi', args);
    if (m instanceof Refusal) return m;
    const { from, side } = m;
    if (!w.pois.some((p) => sameSpace(p.at, from))) return new Refusal('mech.victims', () => `there is no point of interest at [${from.join(', ')}]`);
    const door = w.readDoorAt(edgeBetween(from, side));
    if (!door || door.state !== 'closed') return new Refusal('mech.door', () => `there is no closed door ${side} of [${from.join(', ')}]`);
    return payProblem(w, f, 'open-for-poi', m.cost) ?? { cost: m.cost, door };
  },
  perform(w, f, _args, { cost, door: seen }) {
    pay(w, f, 'open-for-poi', cost);
    const door = w.doorAt(seen.at)!;
    door.state = 'open';
    w.log('open', { door: door.at, cost, for: 'point of interest' }, f.id);
  },
});
