/**
 * The heuristic agent outside its turns: where to place a pawn and park a vehicle at setup
 * (near the points of interest nobody is near yet), and how to answer a pending question
 * (stay, keep; otherwise any answer, drawn with the rng). Only ever one of the legal actions.
 */
import type { RngState } from '../../../core/rng.ts';
import type { Space } from '../board.ts';
import type { Action } from '../game.ts';
import type { World } from '../world.ts';
import { isFireCrew } from './goals.ts';
import { pickOne, shortestPaths, type Paths } from './paths.ts';

const WALK = { burdened: 'none', extinguishCost: 1 } as const;

/** Distances from each PoI on the board (walking, as the board stands now). */
function fromEachPoi(w: World): Paths[] {
  return w.pois.map((p) => shortestPaths(w, [p.at], WALK));
}

/** PoIs some placed firefighter is closest to already (each placed firefighter claims its nearest). */
function claimedPois(w: World, fromPoi: readonly Paths[]): Set<number> {
  const g = w.board.geometry;
  const claimed = new Set<number>();
  for (const f of w.firefighters) {
    if (!f.at) continue;
    const id = g.spaceId(f.at);
    let best = -1;
    fromPoi.forEach((p, i) => {
      if (!claimed.has(i) && (best < 0 || p.dist[id]! < fromPoi[best]!.dist[id]!)) best = i;
    });
    if (best >= 0) claimed.add(best);
  }
  return claimed;
}

/** The legal actions whose cost by `costOf` is least, one drawn among equals. */
function cheapest(actions: readonly Action[], rng: RngState, costOf: (a: Action) => number): Action | undefined {
  let best: Action[] = [];
  let bestCost = Infinity;
  for (const a of actions) {
    const c = costOf(a);
    if (c < bestCost) (best = [a]), (bestCost = c);
    else if (c === bestCost) best.push(a);
  }
  return pickOne(best, rng);
}

/** Setup: a pawn next to an unclaimed PoI, the vehicles at the spot nearest the PoIs. */
export function setupChoice(w: World, legal: readonly Action[], rng: RngState): Action {
  const g = w.board.geometry;
  const fromPoi = fromEachPoi(w);
  const places = legal.filter((a) => a[1] === 'place');
  if (places.length && fromPoi.length) {
    const claimed = claimedPois(w, fromPoi);
    const open = fromPoi.filter((_, i) => !claimed.has(i));
    // The fire crew (a role with extinguish-only AP) starts near the fire, the others near a PoI nobody is near.
    const placing = w.firefighters.find((f) => f.id === places[0]![0]);
    const crew = placing && isFireCrew(w, placing);
    const aims = crew && w.fire.length ? [shortestPaths(w, w.fire, WALK)] : open.length ? open : fromPoi;
    const choice = cheapest(places, rng, (a) => Math.min(...aims.map((p) => p.dist[g.spaceId(a[2] as Space)]!)));
    if (choice) return choice;
  }
  const parks = legal.filter((a) => a[1] === 'park');
  if (parks.length && fromPoi.length) {
    const spotCost = (a: Action) => {
      const spot = w.board.parkingSpots(a[2] as 'engine' | 'ambulance')[a[3] as number] ?? [];
      return fromPoi.reduce((sum, p) => sum + Math.min(...spot.map((s) => p.dist[g.spaceId(s)]!)), 0);
    };
    const choice = cheapest(parks, rng, spotCost);
    if (choice) return choice;
  }
  return pickOne(legal, rng)!;
}

/**
 * A pending question: ride the Engine (its driver goes with it to fire the deck gun from the
 * new spot) but stay off the Ambulance, keep the dice; a knocked-down firefighter goes to the
 * space nearest a victim or PoI; anything else drawn among the answers.
 */
export function answerChoice(w: World, legal: readonly Action[], rng: RngState): Action {
  const pending = w.pending;
  const ride = pending?.type === 'ride' && pending.vehicle === 'engine' ? legal.find((a) => a[1] === 'ride') : undefined;
  return ride ?? legal.find((a) => a[1] === 'stay') ?? legal.find((a) => a[1] === 'keep') ?? goTo(w, legal, rng) ?? pickOne(legal, rng)!;
}

function goTo(w: World, legal: readonly Action[], rng: RngState): Action | undefined {
  const options = legal.filter((a) => a[1] === 'go-to');
  const aims = [...w.pois.map((p) => p.at), ...w.victims.filter((v) => !v.rescued && !v.carriedBy).map((v) => v.at)];
  if (!options.length || !aims.length) return undefined;
  const fromAims = shortestPaths(w, aims, WALK);
  const g = w.board.geometry;
  return cheapest(options, rng, (a) => fromAims.dist[g.spaceId(a[2] as Space)] ?? Infinity);
}
