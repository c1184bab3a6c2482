/**
 * The Fire Prevention Specialist's routes: smoke (De-Smoke) and points of interest
 * (Escapes) move one space at a time along a shortest route to the nearest exterior
 * door. Distances come from a breadth-first search outwards from the exits.
 */
import { edgeBetween, key, SIDES, step, type Side, type Space } from './board.ts';
import type { World } from './world.ts';

export type RouteFor = 'smoke' | 'poi';

/**
 * May a marker pass this edge? Smoke passes interior doors of any state and openings left
 * by destroyed walls; a PoI follows the marked escape route — doors (it may need one
 * opened), never a breached wall.
 */
function passable(w: World, s: Space, side: Side, who: RouteFor): boolean {
  const e = edgeBetween(s, side);
  if (w.readDoorAt(e)) return true;
  const wall = w.readWallAt(e);
  if (!wall) return true;
  return who === 'smoke' && wall.destroyed;
}

/** Exterior doors: entrances and doors in the outer wall (an interior space with the outside beyond). */
function exitSides(w: World, s: Space): Side[] {
  return SIDES.filter((side) => {
    const to = step(s, side);
    if (w.board.isInside(to) || !w.board.isOnGrid(to)) return false;
    const e = edgeBetween(s, side);
    return !!w.readDoorAt(e) || !w.readWallAt(e);
  });
}

/** Steps to leave the building from each interior space (1 = next to an exterior door). */
export function exitDistances(w: World, who: RouteFor): Map<string, number> {
  const dist = new Map<string, number>();
  let frontier: Space[] = w.board.interiorSpaces().filter((s) => exitSides(w, s).length > 0);
  for (const s of frontier) dist.set(key(s), 1);
  for (let d = 2; frontier.length; d++) {
    const next: Space[] = [];
    for (const s of frontier) {
      for (const side of SIDES) {
        const n = step(s, side);
        if (!w.board.isInside(n) || dist.has(key(n)) || !passable(w, s, side, who)) continue;
        dist.set(key(n), d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/** The sides a marker at `s` may move through: each the first step of a shortest route out (`dist`: exitDistances, when already known). */
export function routeSides(w: World, s: Space, who: RouteFor, dist = exitDistances(w, who)): Side[] {
  const here = dist.get(key(s));
  if (here === undefined) return [];
  if (here === 1) return exitSides(w, s);
  return SIDES.filter((side) => {
    const n = step(s, side);
    return w.board.isInside(n) && passable(w, s, side, who) && dist.get(key(n)) === here - 1;
  });
}
