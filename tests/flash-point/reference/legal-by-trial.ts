/**
 * REFERENCE FOR THE DIFFERENTIAL TEST ONLY (tests/flash-point/legal-actions-differential.test.ts):
 * the turn-action generator as it was before the verb table, every candidate tried on a
 * full copy of the state with the old switch of verbs (legacy-actions.ts), and the answers
 * to a pending question and the setup actions as they were found (each candidate tried
 * through `apply`).
 * legalActions (game.ts) must list exactly these actions, in this order. It passed the
 * issue's bar (every scenario and 1,000 random games per preset, equal at every step), so it
 * left src/: it is the test's oracle, not a second implementation the product ships.
 */
import { sameSpace, SIDES, step, type Space } from '../../../src/games/flash-point/board.ts';
import type { Action } from '../../../src/games/flash-point/actions.ts';
import { performTurnAction } from './legacy-actions.ts';
import { actingPlayer, apply, type FlashPointGame } from '../../../src/games/flash-point/game.ts';
import { platformSpots } from '../../../src/games/flash-point/platform.ts';
import { cloneForUpdate } from '../../../src/games/flash-point/state.ts';
import { DiceError, Refusal, World } from '../../../src/games/flash-point/world.ts';

function wouldPerform(game: FlashPointGame, action: Action): boolean {
  try {
    performTurnAction(new World(cloneForUpdate(game.state), game.engine.board, game.engine.rules), action);
    return true;
  } catch (e) {
    if (e instanceof Refusal || e instanceof DiceError) return false;
    throw e;
  }
}

function offered(game: FlashPointGame, facts: Record<string, unknown>): boolean {
  const r = game.engine.rules.apCost(facts);
  return !r.forbidden && r.trace.some((t) => t.op === 'set');
}

/** The answers to the pending question as they were found: every candidate tried through `apply`. */
function answersByTrial(game: FlashPointGame, p: string): Action[] {
  const q = game.state.pending!;
  const candidates: Action[] = [];
  if (q.type === 'ride') candidates.push([p, 'stay'], [p, 'ride', 0], [p, 'ride', 1]);
  else if (q.type === 'deck-gun') candidates.push([p, 'keep'], [p, 'reroll', 'red'], [p, 'reroll', 'black'], [p, 'reroll', 'both']);
  else if (q.type === 'suppress') candidates.push([p, 'keep'], [p, 'suppress', 'red'], [p, 'suppress', 'black'], [p, 'suppress', 'both']);
  else if (q.type === 'heat-order') for (const e of q.options) candidates.push([p, 'heat-first', e]);
  else {
    for (const o of q.options) candidates.push([p, q.type === 'hazmat-order' ? 'explode-first' : 'go-to', o]);
    if (q.type === 'knock-down') for (const d of q.dodge ?? []) candidates.push([p, 'dodge', d]);
  }
  return candidates.filter((a) => apply(game, a).ok);
}

/** The setup actions as they were found: every candidate tried through `apply`. */
function setupByTrial(game: FlashPointGame, p: string): Action[] {
  const s = game.state;
  const candidates: Action[] = [];
  const unplaced = s.firefighters.find((f) => !f.at);
  const starts = game.engine.rules.string('param.setup.start') === 'start-locations' ? game.engine.board.startLocations() : [...game.engine.board.exteriorSpaces(), ...(game.engine.board.data.elevators ?? []).map((e) => e.at)];
  if (unplaced) {
    for (const at of starts) if (!game.engine.board.isNoEntry(at)) candidates.push([unplaced.id, 'place', at]);
  } else {
    for (const v of ['engine', 'ambulance'] as const) {
      if (s.vehicles[v] === null) game.engine.board.parkingSpots(v).forEach((_, i) => candidates.push([p, 'park', v, i]));
    }
    if (s.equipment === null) candidates.push([p, 'equip', 'deck-gun'], [p, 'equip', 'hydraulic-platform']);
  }
  return candidates.filter((a) => apply(game, a).ok);
}

/** legalActions as it was: setup actions, answers and, in a turn, every candidate tried on a copy. */
export function legalActionsByTrial(game: FlashPointGame): Action[] {
  const s = game.state;
  const p = actingPlayer(game);
  if (!p) return [];
  if (s.phase === 'setup') return setupByTrial(game, p);
  if (s.pending) return answersByTrial(game, p);
  const candidates: Action[] = [];
  const f = s.firefighters.find((x) => x.id === p)!;
  const here = f.at!;
  const w = new World(s, game.engine.board, game.engine.rules);
  for (const d of SIDES) candidates.push([p, 'move', d], [p, 'open', d], [p, 'close', d], [p, 'chop', d], [p, 'drag', d], [p, 'squeeze', d], [p, 'repair-wall', d]);
  if (game.engine.board.staircase(here) || s.ladders.length) candidates.push([p, 'move', 'up'], [p, 'move', 'down'], [p, 'drag', 'up'], [p, 'drag', 'down']);
  if (game.engine.board.data.elevators?.length) {
    for (const e of game.engine.board.data.elevators) candidates.push([p, 'lobby', e.id]);
    game.engine.board.parkingSpots('engine').forEach((_, i) => candidates.push([p, 'lobby', i]));
    // Engine access reaches only spaces on the building's edge.
    for (const sp of game.engine.board.interiorSpaces()) if (SIDES.some((d) => !game.engine.board.isInside(step(sp, d)))) candidates.push([p, 'engine-access', sp]);
    for (const sp of w.engineSpaces()) candidates.push([p, 'engine-access', sp]);
  }
  if (s.platform) {
    candidates.push([p, 'operate-platform', 'engine']);
    for (const spot of platformSpots(w)) candidates.push([p, 'operate-platform', spot]);
    if (s.platform !== 'engine') for (const n of w.neighbours(s.platform)) candidates.push([p, 'fire-water-cannon', n]);
  }
  if (s.ladders.length) {
    candidates.push([p, 'pick-up', 'ladder'], [p, 'erect-ladder', 'up'], [p, 'collapse-ladder']);
    for (const n of w.neighbours(here)) if (s.destroyedFloors.some((d) => sameSpace(d, n))) candidates.push([p, 'erect-ladder', 'down', n], [p, 'bridge-floor', n]);
  }
  for (const d of s.damagedFloors) candidates.push([p, 'repair-floor', d]);
  candidates.push([p, 'pick-up', 'victim'], [p, 'pick-up', 'hazmat'], [p, 'drop'], [p, 'lead'], [p, 'unlead']);
  const below = w.neighbours(here).filter((n) => w.isDestroyedFloor(n)).map((n) => game.engine.board.verticalNeighbour(n, -1)).filter((x): x is Space => !!x);
  for (const at of [here, ...w.neighbours(here), ...below]) if (w.content(at) !== 'open') candidates.push([p, 'extinguish', at]);
  for (const v of ['engine', 'ambulance'] as const) {
    for (const way of ['cw', 'ccw']) candidates.push([p, 'drive', v, way]);
    // Boards whose rules let a vehicle go further are offered every spot (tried only where a rule allows it).
    if (offered(game, { action: 'drive', role: f.role, vehicle: v, driveSteps: 2, driveSide: 'opposite', onEngine: true })) {
      game.engine.board.parkingSpots(v).forEach((_, i) => candidates.push([p, 'drive', v, i]));
    }
  }
  if (game.engine.board.data.sprinklers?.length) candidates.push([p, 'sprinklers']);
  candidates.push([p, 'fire-deck-gun'], [p, 'treat', here], [p, 'dispose', here], [p, 'clear', 'hot-spot'], [p, 'clear', 'flare-up']);
  for (const n of w.neighbours(here)) if (s.pois.some((x) => sameSpace(x.at, n))) candidates.push([p, 'reveal', n]);
  for (const o of s.firefighters) if (o.id !== p) candidates.push([p, 'plan', o.id]);
  if (s.cards?.eventDeck.length) candidates.push([p, 'plan', 'event', 'top'], [p, 'plan', 'event', 'bottom']);
  // The Fire Prevention Specialist may move any smoke or PoI out (tried only for that role's rules).
  if (offered(game, { action: 'de-smoke', role: f.role })) {
    for (const sm of s.smoke) for (const d of SIDES) candidates.push([p, 'de-smoke', sm, d]);
    for (const poi of s.pois) for (const d of SIDES) candidates.push([p, 'escape', poi.at, d], [p, 'open-for-poi', poi.at, d]);
  }
  for (const r of game.engine.rules.roles.keys()) candidates.push([p, 'crew-change', r]);
  for (const poi of s.pois) candidates.push([p, 'identify', poi.at]);
  for (const t of s.toxic) candidates.push([p, 'dispose', t]);
  const canCommand = offered(game, { action: 'command', role: f.role, commanded: 'move', commandedCost: 1, commandedRole: '', commandedApAfter: 1 });
  if (canCommand) {
    for (const o of s.firefighters) {
      if (o.id === p) continue;
      for (const d of SIDES) candidates.push([p, 'command', o.id, 'move', d], [p, 'command', o.id, 'open', d], [p, 'command', o.id, 'close', d]);
    }
  }
  const legal = candidates.filter((a) => wouldPerform(game, a));
  if (!(here && w.content(here) === 'fire')) legal.push([p, 'end-turn']);
  return legal;
}
