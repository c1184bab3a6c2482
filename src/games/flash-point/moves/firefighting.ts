/**
 * Verbs against fire and its traces: extinguish (next to a hole, the space below too),
 * clearing a hot spot or a Flare Up card, the Structural Engineer's floor repair, and the
 * Hazmat Technician's dispose (a hazmat here, or a Toxic marker next door).
 */
import { sameSpace, type Space } from '../board.ts';
import { priceOf } from '../pricer.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type SpaceContent, type World } from '../world.ts';
import { offeredTo, payProblem, pay } from './pay.ts';
import { fireNear } from './travel.ts';
import { nextToHere, spaceArg, verb, type Args, type Around } from './types.ts';
import { mapList } from '../../../core/map-list.ts';

/** Spaces with fire or smoke the firefighter reaches: its own, adjacent ones, and those below an adjacent hole. */
function burningInReach(w: World, f: Firefighter, around: Around): Args[] {
  const here = f.at!;
  const near = around.neighbours();
  const out: Args[] = [];
  if (w.content(here) !== 'open') out.push([here]);
  for (const n of near) if (w.content(n) !== 'open') out.push([n]);
  // Loops, not lists of lists: asked on every legalActions call.
  if (!w.destroyedFloors.length) return out;
  for (const n of near) {
    const below = w.isDestroyedFloor(n) ? w.board.verticalNeighbour(n, -1) : undefined;
    if (below && w.content(below) !== 'open') out.push([below]);
  }
  return out;
}

export const extinguish = verb<{ at: Space; was: SpaceContent; cost: number; endsInFire?: boolean }>({
  verb: 'extinguish',
  paysOwnPrice: true,
  candidates: burningInReach,
  plan(w, f, [arg], around) {
    const at = spaceArg(arg, 'extinguish');
    if (at instanceof Refusal) return at;
    const here = f.at!;
    const own = sameSpace(at, here);
    // Next to a hole in the floor, a firefighter reaches the space below it (fp.floors.extinguish-below).
    const throughHole = () => w.neighbours(here).some((n) => w.isDestroyedFloor(n) && sameSpace(w.board.verticalNeighbour(n, -1) ?? [-1, -1], at));
    if (!own && !nextToHere(w, f, at, around) && !throughHole()) return new Refusal('mech.extinguish', () => `[${at.join(', ')}] is neither ${f.id}'s space nor adjacent to it`);
    const was = w.content(at);
    if (was === 'open') return new Refusal('mech.extinguish', () => `there is no fire or smoke at [${at.join(', ')}]`);
    const wreck = w.board.elevatorAt(at);
    if (wreck && w.elevatorsOut?.includes(wreck.id)) return new Refusal('fp.highrise.elevator-out', () => `the fire in the wrecked ${wreck.id} elevator cannot be put out`);
    const cost = priceOf(w, f, 'extinguish', null, { step: was === 'fire' ? 'fire-to-smoke' : 'remove-smoke' });
    if (cost instanceof Refusal) return cost;
    // Putting out one's own space leaves smoke or nothing there: the firefighter is out of the fire.
    return payProblem(w, f, 'extinguish', cost) ?? { at, was, cost, ...(own ? { endsInFire: false } : {}) };
  },
  perform(w, f, _args, { at, was, cost }) {
    pay(w, f, 'extinguish', cost);
    w.setContent(at, was === 'fire' ? 'smoke' : 'open');
    w.log('extinguish', { at, was }, f.id);
  },
});

function fireNearHere(w: World, f: Firefighter, around?: Around): boolean {
  return around ? around.fireNear() : fireNear(w, f.at!);
}

const CLEAR_WHAT: readonly Args[] = [['hot-spot'], ['flare-up']];
/** The facts of a clear beyond the firefighter's: whether fire is near, and what is cleared. */
const clearMore = (w: World, f: Firefighter, around: Around | undefined, what: unknown) => ({ nearFire: fireNearHere(w, f, around), clearWhat: what });

type ClearPlan = { what: 'flare-up' | 'hot-spot'; cost: number };

export const clear = verb<ClearPlan>({
  verb: 'clear',
  paysOwnPrice: true,
  // Only what the role may clear here is worth checking (most roles clear nothing).
  candidates: (w, f, around) => CLEAR_WHAT.filter(([what]) => offeredTo(w, f, 'clear', clearMore(w, f, around, what))),
  plan(w, f, [arg], around) {
    const here = f.at!;
    const what = String(arg ?? 'hot-spot');
    const cost = priceOf(w, f, 'clear', null, clearMore(w, f, around, what));
    if (cost instanceof Refusal) return cost;
    if (what === 'flare-up') {
      const deck = w.cards?.fireDeck;
      if (!deck || !deck.includes('flare-up')) return new Refusal('ap.clear.flare-up', 'there is no Flare Up card in the Fire Deck');
      return payProblem(w, f, 'clear', cost) ?? { what, cost };
    }
    if (what !== 'hot-spot') return new Refusal('ap.clear', () => `clear takes hot-spot or flare-up (got ${what})`);
    if (!w.hasHotSpot(here)) return new Refusal('ap.clear', () => `there is no hot spot at [${here.join(', ')}]`);
    return payProblem(w, f, 'clear', cost) ?? { what, cost };
  },
  perform(w, f, _args, { what, cost }) {
    pay(w, f, 'clear', cost);
    if (what === 'flare-up') {
      const deck = w.cards!.fireDeck;
      deck.splice(deck.indexOf('flare-up'), 1);
      w.cards!.supply['flare-up'] = (w.cards!.supply['flare-up'] ?? 0) + 1;
      w.log('clear', { what: 'flare-up' }, f.id);
      return;
    }
    const here = f.at!;
    w.hotSpots = w.hotSpots.filter((h) => !sameSpace(h, here));
    w.hotSpotSupply++;
    w.log('clear', { what: 'hot-spot', at: here }, f.id);
  },
});

/** The Structural Engineer takes a Damaged Floor marker off an adjacent space (fp: Repair Floor). */
export const repairFloor = verb<{ at: Space; cost: number }>({
  verb: 'repair-floor',
  paysOwnPrice: true,
  candidates: (w) => mapList(w.damagedFloors, (d): Args => [d]),
  plan(w, f, [arg], around) {
    const at = spaceArg(arg, 'repair-floor');
    if (at instanceof Refusal) return at;
    const below = w.board.verticalNeighbour(at, -1);
    const cost = priceOf(w, f, 'repair-floor', null, { nearFire: fireNearHere(w, f, around), fireBelow: !!below && w.content(below) === 'fire' });
    if (cost instanceof Refusal) return cost;
    if (!nextToHere(w, f, at, around)) return new Refusal('ap.repair-floor', () => `[${at.join(', ')}] is not adjacent to ${f.id}`);
    if (!w.hasDamagedFloor(at)) return new Refusal('ap.repair-floor', () => `there is no Damaged Floor marker at [${at.join(', ')}]`);
    return payProblem(w, f, 'repair-floor', cost) ?? { at, cost };
  },
  perform(w, f, _args, { at, cost }) {
    pay(w, f, 'repair-floor', cost);
    w.damagedFloors = w.damagedFloors.filter((x) => !sameSpace(x, at));
    w.log('repair-floor', { at }, f.id);
  },
});

type DisposePlan = { cost: number; toxic?: Space };

/** A hazmat in the firefighter's own space; the Hazmat Technician's other use, a Toxic marker in an adjacent space. */
export const dispose = verb<DisposePlan>({
  verb: 'dispose',
  paysOwnPrice: true,
  // Every candidate is priced with the same facts: none is worth checking when the role may not dispose.
  candidates: (w, f) => (offeredTo(w, f, 'dispose') ? [[f.at!], ...w.toxic.map((t) => [t])] : []),
  plan(w, f, [arg], around) {
    const here = f.at!;
    const at = arg === undefined ? here : spaceArg(arg, 'dispose');
    if (at instanceof Refusal) return at;
    const cost = priceOf(w, f, 'dispose');
    if (cost instanceof Refusal) return cost;
    if (!sameSpace(at, here)) {
      if (!w.isToxic(at) || !nextToHere(w, f, at, around)) return new Refusal('mech.victims', () => `there is no Toxic marker in a space adjacent to ${f.id} at [${at.join(', ')}]`);
      return payProblem(w, f, 'dispose', cost) ?? { cost, toxic: at };
    }
    if (w.hazmatsAt(here) === 0) return new Refusal('mech.victims', () => `there is no hazmat at ${f.id}'s space [${here.join(', ')}]`);
    return payProblem(w, f, 'dispose', cost) ?? { cost };
  },
  perform(w, f, _args, { cost, toxic }) {
    pay(w, f, 'dispose', cost);
    if (toxic) {
      w.toxic = w.toxic.filter((t) => !sameSpace(t, toxic));
      w.log('toxic-removed', { at: toxic }, f.id);
      return;
    }
    const here = f.at!;
    w.removeHazmat(here);
    if (f.carrying === 'hazmat' && w.hazmatsAt(here) === 0) f.carrying = null;
    w.hazmatsDisposed++;
    w.log('hazmat-disposed', { at: here, how: 'disposed' }, f.id);
  },
});
