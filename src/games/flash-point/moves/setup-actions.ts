/**
 * The setup choices as a table, in the style of the verb table (types.ts): `[p, place, [r, c]]`
 * (a space outside the building), `[p, park, engine|ambulance, i]` and `[p, equip, deck-gun|
 * hydraulic-platform]`. `plan` says whether one is legal (a Refusal value or the plan, never
 * mutating or throwing); `perform` carries the plan out.
 */
import { parseSpace, sameSpace, type Space } from '../board.ts';
import { Refusal, type World } from '../world.ts';
import { actionOf, type Args } from './types.ts';

type Vehicle = 'engine' | 'ambulance';
type Equipment = 'deck-gun' | 'hydraulic-platform';

interface SetupEntry<P extends object> {
  plan(w: World, player: string, args: Args): P | Refusal;
  perform(w: World, player: string, plan: P): void;
}

const place: SetupEntry<{ at: Space }> = {
  plan(w, player, [a]) {
    const f = w.firefighters.find((x) => x.id === player);
    if (!f) return new Refusal('mech.turn', () => `there is no player \`${player}\` (players: ${w.firefighters.map((x) => x.id).join(', ')})`);
    if (f.at) return new Refusal('mech.turn', () => `${player} has already placed the pawn`);
    const at = parseSpace(a);
    if (!at) return new Refusal('mech.turn', () => `place needs a space [row, col] in whole numbers (got ${JSON.stringify(a)})`);
    return placeRefusal(w, player, at, a) ?? { at };
  },
  perform(w, player, { at }) {
    w.firefighter(player).at = at;
    w.log('placed', { at }, player);
  },
};

/** Why no pawn may start on `at` (`a` as the action gave it), by the board and the rules alone: null when one may. */
function placeRefusal(w: World, player: string, at: Space, a: unknown): Refusal | null {
  if (w.rules.string('param.setup.start') === 'start-locations') {
    const starts = w.board.startLocations();
    if (!starts.some((x) => sameSpace(x, at))) return new Refusal('fp.start-locations.setup', () => `${player} must start on a start location: ${starts.map((x) => `[${x.join(', ')}]`).join(' ')} (got ${JSON.stringify(a)})`);
  } else if (w.board.elevatorAt(at)) {
    // High Rise: the elevators are valid starting spaces too.
  } else if (!w.board.isOnGrid(at) || w.board.isInside(at)) return new Refusal('mech.turn', () => `${player} must start on a space outside the building (got ${JSON.stringify(a)})`);
  else if (w.board.isNoEntry(at)) return new Refusal('fp.board.no-entry', () => `[${at.join(', ')}] is a space the board closes to firefighters`);
  return null;
}

const park: SetupEntry<{ vehicle: Vehicle; spot: number }> = {
  plan(w, _player, [a, b]) {
    if (!w.rules.boolean('param.vehicles')) return new Refusal('mech.vehicles', 'this game uses no vehicles');
    if (a !== 'engine' && a !== 'ambulance') return new Refusal('mech.vehicles', () => `park takes engine or ambulance (got ${JSON.stringify(a)})`);
    const spots = w.board.parkingSpots(a);
    const i = Number(b);
    if (!Number.isInteger(i) || i < 0 || i >= spots.length) return new Refusal('mech.vehicles', () => `the ${a} parks on spot 0..${spots.length - 1} (got ${JSON.stringify(b)})`);
    if (w.vehicles[a] !== null) return new Refusal('mech.turn', () => `the ${a} is already parked`);
    return { vehicle: a, spot: i };
  },
  perform(w, player, { vehicle, spot }) {
    w.vehicles[vehicle] = spot;
    w.log('parked', { vehicle, spot, at: w.board.parkingSpots(vehicle)[spot] }, player);
  },
};

/** Setup step 19: the deck gun or the hydraulic platform goes on the Engine (module hydraulic-platform). */
const equip: SetupEntry<{ with: Equipment }> = {
  plan(w, _player, [a]) {
    if (w.equipment === undefined) return new Refusal('mech.turn', 'the Engine carries its deck gun: the hydraulic platform is not part of this game');
    if (w.equipment !== null) return new Refusal('mech.turn', () => `the Engine is already equipped with the ${w.equipment}`);
    if (a !== 'deck-gun' && a !== 'hydraulic-platform') return new Refusal('mech.turn', () => `equip takes deck-gun or hydraulic-platform (got ${JSON.stringify(a)})`);
    return { with: a };
  },
  perform(w, player, plan) {
    w.equipment = plan.with;
    if (plan.with === 'hydraulic-platform') w.platform = 'engine';
    w.log('equip', { with: plan.with }, player);
  },
};

/** Setup verb → its entry. */
const SETUP_TABLE: Readonly<Record<string, SetupEntry<object>>> = { place, park, equip } as unknown as Record<string, SetupEntry<object>>;

/** The plan for a setup action, or why it is refused. */
export function planSetupAction(w: World, player: string, verb: string, args: Args): object | Refusal {
  const e = SETUP_TABLE[verb];
  return e && Object.hasOwn(SETUP_TABLE, verb) ? e.plan(w, player, args) : new Refusal('mech.turn', () => `during setup the actions are place, park and equip (got ${verb})`);
}

/** Carry out a setup choice on the working copy (throws the Refusal when it is not legal). */
export function performSetupAction(w: World, action: readonly [string, string, ...unknown[]]): void {
  const [player, verb, ...args] = action;
  const plan = planSetupAction(w, player, verb, args);
  if (plan instanceof Refusal) throw plan;
  SETUP_TABLE[verb]!.perform(w, player, plan);
}

/** The spaces a pawn may be placed on (setup's candidates), in candidate order. */
function startSpaces(w: World): Space[] {
  return w.rules.string('param.setup.start') === 'start-locations' ? w.board.startLocations() : [...w.board.exteriorSpaces(), ...(w.board.data.elevators ?? []).map((e) => e.at)];
}

/**
 * The setup actions worth checking now, in legalActions' order: each unplaced pawn's
 * first placement on a start space, else the vehicles still to park and the Engine's
 * equipment still to choose. `p` is the player the setup actions are taken for.
 */
export function setupCandidates(w: World, p: string): [player: string, verb: string, args: Args][] {
  const out: [string, string, Args][] = [];
  const unplaced = w.firefighters.find((f) => !f.at);
  if (unplaced) {
    for (const at of startSpaces(w)) if (!w.board.isNoEntry(at)) out.push([unplaced.id, 'place', [at]]);
    return out;
  }
  for (const v of ['engine', 'ambulance'] as const) {
    if (w.vehicles[v] === null) w.board.parkingSpots(v).forEach((_, i) => out.push([p, 'park', [v, i]]));
  }
  if (w.equipment === null) out.push([p, 'equip', ['deck-gun']], [p, 'equip', ['hydraulic-platform']]);
  return out;
}

/**
 * The start spaces a pawn may be placed on, by board and rules: found once, as every game's
 * setup asks for them once per pawn, and an unplaced pawn's placement is legal exactly on
 * these (place's plan asks nothing else of the state once its player is found unplaced).
 */
const placeableByBoard = new WeakMap<World['board'], WeakMap<World['rules'], readonly Space[]>>();

export function placeableSpaces(w: World): readonly Space[] {
  let byRules = placeableByBoard.get(w.board);
  if (!byRules) placeableByBoard.set(w.board, (byRules = new WeakMap()));
  let spaces = byRules.get(w.rules);
  if (!spaces) byRules.set(w.rules, (spaces = startSpaces(w).filter((at) => placeableSpace(w, at))));
  return spaces;
}

/** Would place's plan take this start space for an unplaced pawn (setupCandidates' filter, then the plan's own checks)? */
function placeableSpace(w: World, at: Space): boolean {
  const parsed = parseSpace(at);
  return !w.board.isNoEntry(at) && !!parsed && !placeRefusal(w, '', parsed, at);
}

/** The legal setup actions: the candidates filtered by their plans (an unplaced pawn's placements read off placeableSpaces). */
export function legalSetupActions(w: World, p: string): [player: string, verb: string, ...args: unknown[]][] {
  const unplaced = w.firefighters.find((f) => !f.at);
  if (unplaced) return placeableSpaces(w).map((at) => [unplaced.id, 'place', at]);
  // One loop, each action a literal of its length.
  const out: [player: string, verb: string, ...args: unknown[]][] = [];
  for (const [player, verb, args] of setupCandidates(w, p)) {
    if (!(planSetupAction(w, player, verb, args) instanceof Refusal)) out.push(actionOf(player, verb, args));
  }
  return out;
}
