/**
 * Points of interest and victims: drawing identities from the pool, revealing, rescuing,
 * losing, and Replenish PoI with "follow the arrows".
 */
import { nextFloat } from '../../core/rng.ts';
import { key, sameSpace, step, type Space } from './board.ts';
import type { Poi, PoiIdentity, Victim } from './state.ts';
import type { World } from './world.ts';

/** Draw one marker from the face-down pool, or undefined when it is empty. */
export function drawPoi(w: World): PoiIdentity | undefined {
  const pool = w.s.poiPool;
  const total = pool.victim + pool['false-alarm'];
  if (total === 0) return undefined;
  const is: PoiIdentity = nextFloat(w.rng) * total < pool.victim ? 'victim' : 'false-alarm';
  pool[is]--;
  return is;
}

export function placePoi(w: World, at: Space, is: PoiIdentity): Poi {
  const poi: Poi = { id: w.newId('poi'), at: [at[0], at[1]], is };
  w.s.pois.push(poi);
  return poi;
}

/** Turn a PoI face up: a false alarm leaves the board, a victim stays as a victim. */
export function reveal(w: World, poi: Poi, why: string): Victim | undefined {
  w.s.pois = w.s.pois.filter((p) => p !== poi);
  w.log('reveal', { at: poi.at, is: poi.is, why });
  if (poi.is !== 'victim') return undefined;
  const v: Victim = { id: poi.id.replace(/^poi/, 'v'), at: poi.at, type: 'standard', treated: false };
  w.s.victims.push(v);
  return v;
}

export function revealAt(w: World, at: readonly number[], why: string): void {
  for (const p of w.s.pois.filter((x) => sameSpace(x.at, at))) reveal(w, p, why);
}

function detach(w: World, v: Victim): void {
  w.s.victims = w.s.victims.filter((x) => x !== v);
  for (const f of w.s.firefighters) {
    if (v.carriedBy === f.id) f.carrying = null;
    if (f.leading === v.id) f.leading = null;
  }
}

export function rescue(w: World, v: Victim, how: string): void {
  detach(w, v);
  w.s.rescued++;
  w.log('rescued', { victim: v.id, at: v.at, how, rescued: w.s.rescued });
  w.checkVictimCounts();
}

export function loseVictim(w: World, v: Victim, why: string): void {
  detach(w, v);
  w.s.lost++;
  w.log('lost', { victim: v.id, at: v.at, why, lost: w.s.lost });
  w.checkVictimCounts();
}

/** Is this space one where a victim counts as rescued (the Ambulance, or anywhere outside)? */
export function isRescueSpace(w: World, at: readonly number[]): boolean {
  if (w.rules.string('param.rescue.where') === 'outside') return !w.board.isInside(at);
  return w.ambulanceSpaces().some((a) => sameSpace(a, at));
}

/** Rescue every victim standing on a rescue space (after a move, a ride or a drive). */
export function rescueArrivals(w: World, how: string): void {
  for (const v of [...w.s.victims]) if (isRescueSpace(w, v.at)) rescue(w, v, how);
}

/**
 * Replenish PoI: top the board up to the target count. A rolled space holding fire, smoke,
 * a PoI, a victim or a firefighter passes the marker along the printed arrows; coming
 * back to a space already looked at means rolling again.
 */
export function replenishPoi(w: World): void {
  const target = w.rules.number('param.poi.on-board');
  while (w.playing && w.s.pois.length + w.s.victims.length < target) {
    if (w.s.poiPool.victim + w.s.poiPool['false-alarm'] === 0) {
      w.log('poi-pool-empty');
      return;
    }
    if (!w.board.interiorSpaces().some((s) => !w.occupiedForPoi(s))) {
      w.log('poi-no-room');
      return;
    }
    const at = findPoiSpace(w);
    const is = drawPoi(w)!;
    const poi = placePoi(w, at, is);
    w.log('poi-placed', { at, poi: poi.id });
  }
}

function findPoiSpace(w: World): Space {
  for (;;) {
    let at = w.rollLocation('replenish PoI');
    const seen = new Set<string>();
    while (w.occupiedForPoi(at)) {
      seen.add(key(at));
      const dir = w.board.arrow(at);
      if (!dir) break; // no arrow printed here: roll again
      at = step(at, dir);
      if (seen.has(key(at))) break;
    }
    if (!w.occupiedForPoi(at) && w.board.isInside(at)) return at;
    w.log('poi-reroll', { reason: 'the arrows led back to a space already considered' });
  }
}
