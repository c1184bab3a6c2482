/**
 * The firefighters' actions and the answers to pending questions. A turn action goes
 * through the verb table (moves/): each verb's plan checks what only code can see
 * (adjacency, what stands where) and asks the rules what it costs (the `ap-cost` fold,
 * whose forbids refuse it); its perform pays and changes the working copy. A refused
 * action throws a Refusal naming the rule; the caller discards the copy, so nothing is
 * half-applied.
 */
import { canonicalEdge, edgeKey, sameSpace, type Edge, type Space } from './board.ts';
import { OPPOSITE_FACE, Refusal, type World } from './world.ts';
import { rescueArrivals } from './poi.ts';
import { advanceOnFlippedDice, explodeHazmat, knockDown, resolveHeat } from './fire.ts';
import { baseFacts, dodgeStep, type Way } from './entry.ts';
import { verbsOf } from './verbs.ts';
import { costOf } from './moves/pay.ts';
import { relocate, travel } from './moves/travel.ts';
import { resolveDeckGun } from './moves/vehicles.ts';
import { spaceArg as spaceOrRefusal, wayArg as wayOrRefusal } from './moves/types.ts';
import type { TurnAction } from './moves/turn.ts';

export { baseFacts };
export { canLeaveFire, checkTurnAction, performTurnAction } from './moves/turn.ts';

export type Action = TurnAction;

// The verb lists are read from the one table of verbs and their arguments (verbs.ts).
export const TURN_VERBS = verbsOf('turn');
export const ANSWER_VERBS = verbsOf('answer');
export const SETUP_VERBS = verbsOf('setup');

function orThrow<T>(v: T | Refusal): T {
  if (v instanceof Refusal) throw v;
  return v;
}

export function spaceArg(v: unknown, verb: string): Space {
  return orThrow(spaceOrRefusal(v, verb));
}

function wayArg(v: unknown, verb: string): Way {
  return orThrow(wayOrRefusal(v, verb));
}

/** Answer a pending choice (ride/stay after a drive; keep/reroll for the deck gun). */
export function answerChoice(w: World, action: Action): void {
  const [player, verb, arg] = action;
  const p = w.s.pending;
  if (!p) throw new Refusal('mech.turn', 'no question is waiting for an answer');
  if (p.type === 'ride') {
    if (p.players[0] !== player) throw new Refusal('mech.turn', `the ride question is for ${p.players[0]}`);
    const f = w.firefighter(player);
    if (verb === 'ride') {
      costOf(w, { ...baseFacts(w, f), action: 'ride' });
      const spaces = w.board.parkingSpots(p.vehicle)[p.to]!;
      const idx = arg === undefined ? 0 : Number(arg);
      if (!(idx === 0 || idx === 1)) throw new Refusal('mech.vehicles', 'ride takes the space of the vehicle to stand on: 0 or 1');
      relocate(w, f, [spaces[idx]![0], spaces[idx]![1]]);
      w.log('ride', { vehicle: p.vehicle, to: f.at }, f.id);
      rescueArrivals(w, `rode the ${p.vehicle}`);
    } else if (verb === 'stay') w.log('stay', { vehicle: p.vehicle }, f.id);
    else throw new Refusal('mech.turn', `${player} must answer ride or stay`);
    p.players.shift();
    if (!p.players.length) w.s.pending = null;
    return;
  }
  if (p.player !== player) throw new Refusal('mech.turn', `the ${p.type} question is for ${p.player}`);
  if (p.type === 'suppress') {
    const f = w.firefighter(player);
    let red = p.red;
    let black = p.black;
    if (verb === 'suppress') {
      const which = arg === 'both' ? ['red', 'black'] : [arg];
      if (!which.every((d) => d === 'red' || d === 'black')) throw new Refusal('ap.suppress', 'suppress takes red, black or both');
      const cost = costOf(w, { ...baseFacts(w, f), action: 'suppress' });
      if (f.savedAp < cost) throw new Refusal('mech.ap', `suppressing costs ${cost} saved AP and ${f.id} has ${f.savedAp}`);
      f.savedAp -= cost;
      if (which.includes('red')) red = OPPOSITE_FACE(red, w.board.rows);
      if (which.includes('black')) black = OPPOSITE_FACE(black, w.blackSides);
      w.log('suppress', { flipped: which, from: [p.red, p.black], to: [red, black] }, f.id);
    } else if (verb !== 'keep') throw new Refusal('ap.suppress', `${player} must answer keep or suppress red|black|both`);
    w.s.pending = null;
    advanceOnFlippedDice(w, red, black);
    return;
  }
  if (p.type === 'knock-down' && verb === 'dodge') {
    const f = w.firefighter(player);
    const way = wayArg(arg, 'dodge');
    const d = dodgeStep(w, f, way);
    if (d instanceof Refusal) throw d;
    f.savedAp -= d.cost;
    w.s.pending = null;
    travel(w, f, d.step.to, 'dodge', { from: d.step.from, to: d.step.to, cost: d.cost });
    return;
  }
  if (p.type === 'heat-order') {
    const show = p.options.map((o) => `[${o.join(', ')}]`).join(' ');
    if (verb !== 'heat-first') throw new Refusal('fp.dw.heat-order', `${player} must answer heat-first with one of the bulkheads ${show}`);
    const e = Array.isArray(arg) && (arg.length === 3 || arg.length === 4) ? canonicalEdge(arg as Edge) : null;
    const pick = e && p.options.find((o) => edgeKey(o) === edgeKey(e));
    if (!pick) throw new Refusal('fp.dw.heat-order', `${JSON.stringify(arg)} is not one of the bulkheads ${show}`);
    w.s.pending = null;
    resolveHeat(w, pick);
    return;
  }
  if (p.type === 'hazmat-order' || p.type === 'knock-down') {
    const expected = p.type === 'hazmat-order' ? 'explode-first' : 'go-to';
    const rule = p.type === 'hazmat-order' ? 'fp.fire.hazmat-order' : 'fp.fire.knock-down';
    if (verb !== expected) throw new Refusal(rule, `${player} must answer ${expected} with one of ${p.options.map((o) => `[${o.join(', ')}]`).join(' ')}`);
    const at = spaceArg(arg, expected);
    if (!p.options.some((o) => sameSpace(o, at))) throw new Refusal(rule, `[${at.join(', ')}] is not one of ${p.options.map((o) => `[${o.join(', ')}]`).join(' ')}`);
    w.s.pending = null;
    if (p.type === 'hazmat-order') explodeHazmat(w, at);
    else knockDown(w, player, at);
    return;
  }
  if (verb === 'keep') {
    w.s.pending = null;
    resolveDeckGun(w, p.red, p.black);
    return;
  }
  if (verb !== 'reroll') throw new Refusal('mech.turn', `${player} must answer keep or reroll red|black|both`);
  const which = arg === 'both' ? ['red', 'black'] : [arg];
  for (const d of which) {
    if (d !== 'red' && d !== 'black') throw new Refusal('fp.specialists.driver.reroll', 'reroll takes red, black or both');
    if (p.rerolled[d]) throw new Refusal('fp.specialists.driver.reroll', `the ${d} die has already been re-rolled`);
    p.rerolled[d] = true;
    p[d] = w.rollOne(d === 'red' ? w.board.rows : w.board.deckGunDie, 'deck gun re-roll', d);
  }
  if (p.rerolled.red && p.rerolled.black) {
    w.s.pending = null;
    resolveDeckGun(w, p.red, p.black);
  }
}

