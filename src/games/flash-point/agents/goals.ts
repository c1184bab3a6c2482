/**
 * What the heuristic agent aims at, read from the state: where a victim or hazmat is
 * brought out, which victims, PoIs and hazmats still wait, how threatening a fire or a
 * smoke marker is, and which firefighter goes for which target (so four firefighters do
 * not all walk to the same PoI).
 */
import { sameSpace, type Space } from '../board.ts';
import { isHazmatDisposalSpace, isRescueSpace } from '../poi.ts';
import type { FlashPointState, Firefighter, Victim } from '../state.ts';
import { inPlaceStepCount } from '../copy-on-write.ts';
import { Refusal, type World } from '../world.ts';
import { actionFacts, price } from '../entry.ts';
import { type Paths } from './paths.ts';
import { EdgeState, terrainOf } from './terrain.ts';

// Read once (an imported binding is a getter call per use under the TypeScript loader).
const BLOCKED = EdgeState.Blocked;
const OPENABLE = EdgeState.Openable;

/** A space a load can be brought to, and the AP still needed there (the Ambulance's drive to it). */
export interface Exit {
  id: number;
  extra: number;
}

/** AP to drive the Ambulance from its spot to spot `to` the shorter way round (2 AP a spot). */
export function ambulanceDrive(w: World, to: number): number {
  const from = w.vehicles.ambulance;
  const n = w.board.parkingSpots('ambulance').length;
  if (from === null || !n) return Infinity;
  const around = Math.abs(to - from);
  return 2 * Math.min(around, n - around);
}

/** The ambulance parking spot a space belongs to, or -1. */
export function ambulanceSpotOf(w: World, at: readonly number[]): number {
  return w.board.parkingSpots('ambulance').findIndex((spot) => spot.some((x) => sameSpace(x, at)));
}

/** Where a carried victim is rescued: rescue spaces now, and (rescued at the Ambulance) every ambulance spot with its drive. */
export function victimExits(w: World): Exit[] {
  const g = w.board.geometry;
  const out: Exit[] = [];
  const candidates = [...w.board.exteriorSpaces(), ...w.board.rescueLocations()];
  for (const s of candidates) if (isRescueSpace(w, s)) out.push({ id: g.spaceId(s), extra: 0 });
  if (w.rules.string('param.rescue.where') === 'ambulance') {
    w.board.parkingSpots('ambulance').forEach((spot, i) => {
      if (i !== w.vehicles.ambulance) for (const s of spot) out.push({ id: g.spaceId(s), extra: ambulanceDrive(w, i) });
    });
  }
  return out.filter((e) => e.id >= 0);
}

export function hazmatExits(w: World): Exit[] {
  const g = w.board.geometry;
  const spaces = [...w.board.exteriorSpaces(), ...w.board.rescueLocations(), ...(w.board.data.hazmatDisposal ?? [])];
  return spaces.filter((s) => isHazmatDisposalSpace(w, s)).map((s) => ({ id: g.spaceId(s), extra: 0 })).filter((e) => e.id >= 0);
}

/** Is this victim waiting outside on an ambulance spot (the Ambulance's drive there rescues it)? */
export function waitsForAmbulance(w: World, v: Victim): boolean {
  return !v.rescued && !v.carriedBy && !w.board.isInside(v.at) && ambulanceSpotOf(w, v.at) >= 0 && w.rules.string('param.rescue.where') === 'ambulance';
}

function isFree(w: World, v: Victim): boolean {
  return !v.rescued && !v.carriedBy && !w.firefighters.some((f) => f.leading === v.id);
}

/** May this firefighter dispose of a hazmat where it lies (the Hazmat Technician)? */
function canDispose(w: World, f: Firefighter): boolean {
  return !(price(w, actionFacts(w, f, 'dispose')) instanceof Refusal);
}

/** The team's fire crew: a role with AP that pay only for extinguishing (the CAFS Firefighter). */
export function isFireCrew(w: World, f: Firefighter): boolean {
  return !!w.rules.role(f.role)?.specialAp?.some((p) => p.pool === 'extinguish');
}

/** Something worth going to: a free victim (not one waiting for the Ambulance), a PoI, or a hazmat. */
export interface Target {
  at: Space;
  kind: 'victim' | 'poi' | 'hazmat';
}

export function targets(w: World): Target[] {
  const out: Target[] = [];
  for (const v of w.victims) if (isFree(w, v) && !waitsForAmbulance(w, v)) out.push({ at: v.at, kind: 'victim' });
  for (const p of w.pois) out.push({ at: p.at, kind: 'poi' });
  for (const h of w.hazmats) if (w.board.isInside(h) && !w.firefighters.some((f) => f.carrying === 'hazmat' && f.at && sameSpace(f.at, h))) out.push({ at: h, kind: 'hazmat' });
  return out;
}

/** AP a target is worth beyond its distance: a victim known is worth more than a PoI (a hazmat: only to its Technician, as much as a victim). */
const BONUS: Record<'victim' | 'poi', number> = { victim: 4, poi: 0 };

/**
 * The target the active firefighter goes for. The others (who stand still during this
 * turn) share the targets first, cheapest pairs first, one each, at most `maxRescuers` in
 * all; the active firefighter then takes the cheapest target that none of them claims or
 * that it reaches for less than its claimant. As it walks to that target, its cost there
 * falls faster than to any other, so the choice holds for the rest of the turn (no walking
 * back and forth). Undefined: it has none and fights the fire instead.
 */
export function assignedTarget(w: World, active: { f: Firefighter; paths: Paths }, others: readonly { f: Firefighter; paths: Paths }[], list: readonly Target[], maxRescuers: number): Target | undefined {
  const g = w.board.geometry;
  // A hazmat is worth its Technician's walk: disposing of it there costs 2 AP, no carrying out.
  // Whether one may dispose is asked once per firefighter (a rules query), not per target.
  const disposes = new Map<Firefighter, boolean>();
  const mayDispose = (f: Firefighter) => disposes.get(f) ?? (disposes.set(f, canDispose(w, f)), disposes.get(f)!);
  const cost = (paths: Paths, t: Target, f: Firefighter) => {
    if (t.kind !== 'hazmat') return paths.dist[g.spaceId(t.at)]! - BONUS[t.kind];
    // Only the one who disposes of it where it lies goes for a hazmat: carried out at 2 AP a
    // step it rescues no one (measured on 2,000 paired recruit games: +0.1 rescued a game).
    return mayDispose(f) ? paths.dist[g.spaceId(t.at)]! - BONUS.victim : Infinity;
  };
  const pairs: { f: Firefighter; t: Target; cost: number; order: number }[] = [];
  for (const { f, paths } of others) list.forEach((t, i) => pairs.push({ f, t, cost: cost(paths, t, f), order: i }));
  // Stable: equal costs keep the targets' order, so the result is a function of the state.
  pairs.sort((a, b) => a.cost - b.cost || a.order - b.order);
  const claims = new Map<Target, number>();
  const busy = new Set<Firefighter>();
  for (const p of pairs) {
    if (p.cost === Infinity || busy.size >= maxRescuers) break;
    if (busy.has(p.f) || claims.has(p.t)) continue;
    busy.add(p.f);
    claims.set(p.t, p.cost);
  }
  // Every rescuer's place taken, the active firefighter may still take a target from a claimant it beats.
  const room = busy.size < maxRescuers;
  let best: Target | undefined;
  let bestCost = Infinity;
  for (const t of list) {
    const c = cost(active.paths, t, active.f);
    const claim = claims.get(t);
    if (claim === undefined ? !room : c >= claim) continue;
    if (c < bestCost) (best = t), (bestCost = c);
  }
  return best;
}

/** Per space number: victims, PoIs and hazmats there, and firefighters there; counted once per state. */
interface Occupancy {
  state: FlashPointState;
  /** inPlaceStepCount() when counted: a state stepped in place since is counted again. */
  steps: number;
  valuables: Uint8Array;
  firefighters: Uint8Array;
}

let lastOccupancy: Occupancy | null = null;

function occupancy(w: World): Occupancy {
  if (lastOccupancy?.state === w.s && lastOccupancy.steps === inPlaceStepCount()) return lastOccupancy;
  const g = w.board.geometry;
  const valuables = new Uint8Array(g.spaces.length);
  const firefighters = new Uint8Array(g.spaces.length);
  const count = (arr: Uint8Array, at: readonly number[]) => {
    const id = g.spaceId(at);
    if (id >= 0) arr[id]!++;
  };
  for (const v of w.victims) if (!v.rescued) count(valuables, v.at);
  for (const p of w.pois) count(valuables, p.at);
  for (const h of w.hazmats) count(valuables, h);
  for (const f of w.firefighters) if (f.at) count(firefighters, f.at);
  return (lastOccupancy = { state: w.s, steps: inPlaceStepCount(), valuables, firefighters });
}

/** Is there something at this space the fire would destroy: a victim, a PoI, a hazmat (which explodes)? */
export function valuableAt(w: World, s: readonly number[]): number {
  const id = w.board.geometry.spaceId(s);
  if (id >= 0) return occupancy(w).valuables[id]!;
  let n = 0;
  for (const v of w.victims) if (!v.rescued && sameSpace(v.at, s)) n++;
  for (const p of w.pois) if (sameSpace(p.at, s)) n++;
  for (const h of w.hazmats) if (sameSpace(h, s)) n++;
  return n;
}

/**
 * Walls an explosion here would damage: each way, the shockwave runs on through fire and
 * stops at the first space without it; a standing wall where it stops takes a cube (the
 * cubes are the collapse clock).
 */
export function explosionDamage(w: World, s: Space): number {
  const g = w.board.geometry;
  const t = terrainOf(w);
  let damage = 0;
  for (let k = 0; k < 4; k++) {
    let id = g.spaceId(s);
    for (let guard = 0; id >= 0 && guard < 16; guard++) {
      const e = t.side[id * 4 + k]!;
      if (e === BLOCKED) {
        damage++;
        break;
      }
      id = g.stepTo[id * 4 + k]!;
      if (e === OPENABLE || id < 0 || !t.fire[id]) break;
    }
  }
  return damage;
}

/**
 * How much putting out this space protects, in rough AP: a fire next to victims, PoIs or
 * hazmats (an explosion or a spread takes them), a fire whose explosion would damage walls,
 * a lone fire (one AP turns it into smoke that stays), a smoke marker beside a fire (a
 * flashover would burn it, and what it holds).
 */
export function threat(w: World, s: Space): number {
  const content = w.content(s);
  if (content === 'open') return 0;
  const near = w.neighbours(s);
  let fireNear = 0;
  let valuableNear = 0;
  for (const n of near) {
    if (w.content(n) === 'fire') fireNear++;
    valuableNear += valuableAt(w, n);
  }
  const id = w.board.geometry.spaceId(s);
  const crew = id >= 0 ? occupancy(w).firefighters[id]! : w.firefightersAt(s).length;
  if (content === 'fire') return 2 + 3 * valuableNear + (crew ? 2 : 0) + 0.5 * explosionDamage(w, s) + (fireNear ? 0 : 1);
  // Smoke beside a fire flashes back at the end of the turn: clearing it finishes the job a
  // fire-to-smoke began, so it outranks starting on another fire.
  return fireNear ? 2.5 + 4 * valuableAt(w, s) + 0.5 * fireNear : 0.5;
}
