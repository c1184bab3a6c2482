/**
 * Verbs of the equipment: portable ladders (erect, bridge a hole, collapse) and the
 * hydraulic platform (raise or lower it, fire its water cannon). What is possible is
 * ladders.ts's and platform.ts's; here each is priced and paid like any action.
 */
import { sameSpace, type Space } from '../board.ts';
import { priceOf } from '../pricer.ts';
import { bridgePlan, collapsible, erectPlan, foldLadder, layBridge, standLadder } from '../ladders.ts';
import { cannonPlan, movePlatform, operatePlan, platformSpots, sprayCannon } from '../platform.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { payProblem, pay } from './pay.ts';
import { verb, type Args } from './types.ts';

/** What the rules say `verbName` costs and that `f` can pay it, before anything else is looked at. */
function paid(w: World, f: Firefighter, verbName: string): number | Refusal {
  const cost = priceOf(w, f, verbName);
  if (cost instanceof Refusal) return cost;
  return payProblem(w, f, verbName, cost) ?? cost;
}

/** Destroyed floors next to the firefighter (a ladder goes down through them or bridges them). */
function holesNextTo(w: World, f: Firefighter): Space[] {
  if (!w.ladders.length) return [];
  return w.neighbours(f.at!).filter((n) => w.destroyedFloors.some((d) => sameSpace(d, n)));
}

export const erectLadderVerb = verb<{ cost: number; erect: Exclude<ReturnType<typeof erectPlan>, Refusal> }>({
  verb: 'erect-ladder',
  paysOwnPrice: true,
  candidates: (w, f) => (w.ladders.length ? [['up'], ...holesNextTo(w, f).map((n) => ['down', n])] : []),
  plan(w, f, [how, through]) {
    const cost = paid(w, f, 'erect-ladder');
    if (cost instanceof Refusal) return cost;
    const erect = erectPlan(w, f, how, through);
    return erect instanceof Refusal ? erect : { cost, erect };
  },
  perform(w, f, _args, { cost, erect }) {
    pay(w, f, 'erect-ladder', cost);
    const { lower, upper } = standLadder(f, erect);
    w.log('erect-ladder', { lower, upper }, f.id);
  },
});

export const bridgeFloorVerb = verb<{ cost: number; bridge: Exclude<ReturnType<typeof bridgePlan>, Refusal> }>({
  verb: 'bridge-floor',
  paysOwnPrice: true,
  candidates: (w, f) => holesNextTo(w, f).map((n) => [n]),
  plan(w, f, [at]) {
    const cost = paid(w, f, 'bridge-floor');
    if (cost instanceof Refusal) return cost;
    const bridge = bridgePlan(w, f, at);
    return bridge instanceof Refusal ? bridge : { cost, bridge };
  },
  perform(w, f, _args, { cost, bridge }) {
    pay(w, f, 'bridge-floor', cost);
    w.log('bridge-floor', { at: layBridge(f, bridge) }, f.id);
  },
});

export const collapseLadderVerb = verb<{ cost: number; ladder: Exclude<ReturnType<typeof collapsible>, Refusal> }>({
  verb: 'collapse-ladder',
  paysOwnPrice: true,
  candidates: (w) => (w.ladders.length ? [[]] : []),
  plan(w, f) {
    const cost = paid(w, f, 'collapse-ladder');
    if (cost instanceof Refusal) return cost;
    const ladder = collapsible(w, f);
    return ladder instanceof Refusal ? ladder : { cost, ladder };
  },
  perform(w, f, _args, { cost, ladder }) {
    pay(w, f, 'collapse-ladder', cost);
    foldLadder(ladder);
    w.log('collapse-ladder', { ladder: ladder.id, at: f.at }, f.id);
  },
});

export const operatePlatformVerb = verb<{ cost: number; endsAt: Space; move: Exclude<ReturnType<typeof operatePlan>, Refusal> }>({
  verb: 'operate-platform',
  paysOwnPrice: true,
  candidates: (w): Args[] => (w.platform ? [['engine'], ...platformSpots(w).map((s) => [s])] : []),
  plan(w, f, [to]) {
    const cost = paid(w, f, 'operate-platform');
    if (cost instanceof Refusal) return cost;
    const move = operatePlan(w, f, to);
    // Whoever operates the platform rides on it.
    return move instanceof Refusal ? move : { cost, endsAt: move.there, move };
  },
  perform(w, f, _args, { cost, move }) {
    pay(w, f, 'operate-platform', cost);
    w.log('operate-platform', movePlatform(w, move), f.id);
  },
});

export const fireWaterCannonVerb = verb<{ cost: number; hit: Space[] }>({
  verb: 'fire-water-cannon',
  paysOwnPrice: true,
  candidates: (w): Args[] => (w.platform && w.platform !== 'engine' ? w.neighbours(w.platform).map((n) => [n]) : []),
  plan(w, f, [at]) {
    const cost = paid(w, f, 'fire-water-cannon');
    if (cost instanceof Refusal) return cost;
    const hit = cannonPlan(w, f, at);
    return hit instanceof Refusal ? hit : { cost, hit };
  },
  perform(w, f, _args, { cost, hit }) {
    pay(w, f, 'fire-water-cannon', cost);
    w.log('fire-water-cannon', { cleared: sprayCannon(w, hit) }, f.id);
  },
});
