/**
 * Verbs of the vehicles and what they carry: driving the Engine or the Ambulance, firing
 * the deck gun, and the Subway's sprinklers, which soak a quadrant as the deck gun does.
 */
import { floorOf, sameSpace, type Quadrant, type Space } from '../board.ts';
import { hasAbility } from '../abilities.ts';
import { priceOf } from '../pricer.ts';
import { rescueArrivals } from '../poi.ts';
import { OPPOSITE_FACE, Refusal, type World } from '../world.ts';
import { offeredToRole, payProblem, pay } from './pay.ts';
import { single, verb, type Args, type Around } from './types.ts';

const OPPOSITE_SIDE = { north: 'south', south: 'north', east: 'west', west: 'east' } as const;
const VEHICLES = ['engine', 'ambulance'] as const;
type Vehicle = (typeof VEHICLES)[number];

function vehiclesProblem(w: World): Refusal | null {
  return w.rules.usesVehicles ? null : new Refusal('mech.vehicles', 'this game uses no vehicles');
}

/**
 * Would the red die and a `blackSides` die, rolled now, meet forced dice that do not fit
 * (a scenario's mistake, which `World.rollRedBlack` throws as a DiceError)?
 */
function forcedDiceProblem(w: World, blackSides: number): Refusal | null {
  const [first, second] = w.dice;
  const bad = (why: string) => new Refusal('scenario.dice', () => `forced dice do not fit the roll: ${why}`);
  if (!first) return null;
  if (first.length === 2) return first[0]! > w.board.rows || first[1]! > blackSides ? bad(`[${first.join(', ')}]`) : null;
  if (first.length !== 1 || first[0]! < 1 || first[0]! > w.board.rows) return bad(`[${first.join(', ')}] for the red die`);
  if (!second) return null;
  return second.length !== 1 || second[0]! < 1 || second[0]! > blackSides ? bad(`[${second.join(', ')}] for the black die`) : null;
}

/** The question whether a rule lets a vehicle go further than the next spot, by vehicle (its name, and its facts but the role). */
const FAR_DRIVE = { engine: 'drive engine far', ambulance: 'drive ambulance far' } as const;
const FAR_DRIVE_FACTS = {
  engine: (role: string) => ({ action: 'drive', role, vehicle: 'engine', driveSteps: 2, driveSide: 'opposite', onEngine: true }),
  ambulance: (role: string) => ({ action: 'drive', role, vehicle: 'ambulance', driveSteps: 2, driveSide: 'opposite', onEngine: true }),
} as const;

/** cw, ccw, and every spot where a rule lets the vehicle go further; none of a vehicle whose price alone refuses it (the Engine from off it). */
function driveCandidates(w: World, f: { role: string }, around: Around): Args[] {
  const out: Args[] = [];
  for (const v of VEHICLES) {
    if (around.refusedByPrice(drive, v)) continue;
    out.push([v, 'cw'], [v, 'ccw']);
    if (offeredToRole(w, FAR_DRIVE[v], f.role, FAR_DRIVE_FACTS[v])) w.board.parkingSpots(v).forEach((_, i) => out.push([v, i]));
  }
  return out;
}

type DrivePlan = { vehicle: Vehicle; from: number; to: number; cost: number };

export const drive = verb<DrivePlan>({
  verb: 'drive',
  paysOwnPrice: true,
  floorsBy: { fact: 'vehicle', values: VEHICLES },
  candidates: driveCandidates,
  plan(w, f, [vehicle, way]) {
    const off = vehiclesProblem(w);
    if (off) return off;
    if (vehicle !== 'engine' && vehicle !== 'ambulance') return new Refusal('mech.vehicles', () => `drive takes engine or ambulance (got ${JSON.stringify(vehicle)})`);
    const spots = w.board.parkingSpots(vehicle);
    const from = w.vehicles[vehicle]!;
    let to: number;
    if (way === 'cw') to = (from + 1) % spots.length;
    else if (way === 'ccw') to = (from - 1 + spots.length) % spots.length;
    else if (Number.isInteger(way) && (way as number) >= 0 && (way as number) < spots.length && way !== from) to = way as number;
    else return new Refusal('mech.vehicles', () => `drive ${vehicle} needs cw, ccw or another spot's index 0..${spots.length - 1} (got ${JSON.stringify(way)})`);
    // How far round the building (in spots, the shorter way), and to which side of it.
    const around = Math.abs(to - from);
    const driveSteps = Math.min(around, spots.length - around);
    const a = w.board.spotSide(spots[from]!);
    const b = w.board.spotSide(spots[to]!);
    const driveSide = a === b ? 'same' : OPPOSITE_SIDE[a] === b ? 'opposite' : 'next';
    const cost = priceOf(w, f, 'drive', null, { vehicle, driveSteps, driveSide });
    if (cost instanceof Refusal) return cost;
    return payProblem(w, f, 'drive', cost) ?? { vehicle, from, to, cost };
  },
  perform(w, f, _args, { vehicle, from, to, cost }) {
    pay(w, f, 'drive', cost);
    const oldSpaces = w.board.parkingSpots(vehicle)[from]!;
    w.vehicles[vehicle] = to;
    w.log('drive', { vehicle, from, to }, f.id);
    const riders = w.firefighters.filter((o) => o.at && oldSpaces.some((s) => sameSpace(s, o.at!))).map((o) => o.id);
    if (riders.length) w.pending = { type: 'ride', vehicle, to, players: riders };
    if (vehicle === 'ambulance') rescueArrivals(w, 'the Ambulance arrived');
  },
});

export const fireDeckGun = verb<{ cost: number; quadrant: Quadrant }>({
  verb: 'fire-deck-gun',
  paysOwnPrice: true,
  candidates: single,
  plan(w, f) {
    const off = vehiclesProblem(w);
    if (off) return off;
    const quadrant = w.board.quadrantOfEngineSpot(w.vehicles.engine!);
    if (!quadrant) return new Refusal('ap.deck-gun', () => `the board marks no quadrant for the Engine's spot ${w.vehicles.engine}`);
    const occupied = w.firefighters.some((o) => o.at && inQuadrant(w, quadrant, o.at));
    const cost = priceOf(w, f, 'fire-deck-gun', null, { quadrantOccupied: occupied });
    if (cost instanceof Refusal) return cost;
    // The deck gun aims at the ground floor: the eight-sided black die, even when a d12 is in play.
    return payProblem(w, f, 'fire-deck-gun', cost) ?? forcedDiceProblem(w, w.board.deckGunDie) ?? { cost, quadrant };
  },
  perform(w, f, _args, { cost, quadrant }) {
    pay(w, f, 'fire-deck-gun', cost);
    const [red, black] = w.rollRedBlack('deck gun', w.board.deckGunDie);
    w.log('fire-deck-gun', { quadrant: quadrant.id }, f.id);
    if (hasAbility(w, f, 'deck-gun-reroll')) {
      w.pending = { type: 'deck-gun', player: f.id, red, black, rerolled: { red: false, black: false } };
    } else resolveDeckGun(w, red, black);
  },
});

/**
 * Sprinklers (fp.subway.sprinklers): from a sprinkler release, soak the quadrant it serves
 * as the deck gun would, if no firefighter is in it; no re-rolls, whoever pulls it.
 */
export const sprinklers = verb<{ cost: number; quadrant: Quadrant }>({
  verb: 'sprinklers',
  paysOwnPrice: true,
  candidates: (w) => (w.board.data.sprinklers?.length ? [[]] : []),
  plan(w, f) {
    const here = f.at!;
    const release = (w.board.data.sprinklers ?? []).find((x) => sameSpace(x.at, here));
    const quadrant = release && w.board.data.quadrants?.find((x) => x.id === release.quadrant);
    const occupied = !!quadrant && w.firefighters.some((o) => o.at && inQuadrant(w, quadrant, o.at));
    const cost = priceOf(w, f, 'sprinklers', null, { quadrantOccupied: occupied, atSprinkler: !!release });
    if (cost instanceof Refusal) return cost;
    const problem = payProblem(w, f, 'sprinklers', cost);
    if (problem) return problem;
    if (!quadrant) return new Refusal('fp.subway.sprinklers', () => `the board marks no quadrant \`${release?.quadrant}\` for the sprinkler release at [${here.join(', ')}]`);
    return forcedDiceProblem(w, w.board.deckGunDie) ?? { cost, quadrant };
  },
  perform(w, f, _args, { cost, quadrant }) {
    pay(w, f, 'sprinklers', cost);
    const [red, black] = w.rollRedBlack('sprinklers', w.board.deckGunDie);
    w.log('sprinklers', { quadrant: quadrant.id }, f.id);
    resolveDeckGun(w, red, black, quadrant);
  },
});

/**
 * Is a space in a quadrant? By its row and black-die face: on the ground floor, or on every
 * floor (`floors: all`), or also on the floor a missed face is carried to (`missAdds`).
 */
function inQuadrant(w: World, q: Quadrant, s: readonly number[]): boolean {
  if (!w.board.isInside(s) || s[0]! < q.rows[0] || s[0]! > q.rows[1]) return false;
  if (q.floors === 'all') return true;
  const face = w.board.faceOf(s);
  const inCols = (x: number) => x >= q.cols[0] && x <= q.cols[1];
  if (floorOf(s) === 0) return inCols(face);
  // Another floor belongs to the quadrant where a missed face is carried to it: the face it came from lies outside the quadrant's columns.
  if (!q.missAdds) return false;
  const from = face - q.missAdds;
  return from >= 1 && from <= w.board.deckGunDie && !inCols(from);
}

/** Flip dice that miss the quadrant to their opposite faces, then soak the target and its neighbours. */
export function resolveDeckGun(w: World, red: number, black: number, quadrant?: Quadrant): void {
  const q = quadrant ?? w.board.quadrantOfEngineSpot(w.vehicles.engine!)!;
  let r = red;
  let c = black;
  if (r < q.rows[0] || r > q.rows[1]) r = OPPOSITE_FACE(r, w.board.rows);
  // A face beyond the quadrant is flipped, or carried up to another floor (the Garage's attic).
  if (c < q.cols[0] || c > q.cols[1]) c = q.missAdds ? c + q.missAdds : OPPOSITE_FACE(c, w.board.deckGunDie);
  // A destroyed floor lets the water through to the space below (fp.floors.deck-gun).
  const target: Space = w.throughHole(w.board.spaceOfRoll(r, c) ?? [r, c]);
  const hit = [target, ...w.neighbours(target).map((x) => w.throughHole(x))];
  for (const s of hit) w.setContent(s, 'open');
  w.log('deck-gun-hit', { dice: [red, black], target, cleared: hit });
}
