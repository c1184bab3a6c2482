/**
 * Points of interest and victims: drawing identities from the pool, revealing, rescuing,
 * losing, and Replenish PoI with "follow the arrows".
 */
import { nextFloat } from '../../core/rng.ts';
import { key, sameSpace, step, type Space, copySpace } from './board.ts';
import type { Poi, PoiIdentity, Victim } from './state.ts';
import type { World } from './world.ts';

/** Markers left in the face-down pool. */
export function poolSize(w: World): number {
  let n = 0;
  for (const kind in w.poiPool) n += w.poiPool[kind]!;
  return n;
}

/** Can another PoI marker go on the board? (Markers without an identity still claim one.) */
export function poiAvailable(w: World): boolean {
  let claimed = 0;
  for (const p of w.pois) if (p.is === undefined) claimed++;
  return poolSize(w) - claimed > 0;
}

/** The kinds of the pool the last draw looked at, as they came and sorted (sortedKinds). */
let lastKinds: readonly string[] = [];
let lastSorted: readonly string[] = [];

/**
 * The pool's kinds in sorted order (`Object.keys(pool).sort()`), the last answer again while a
 * pool's kinds come in the same order: every copy of a game's pool does, and a draw is asked
 * for at every placement.
 */
export function sortedKinds(pool: Readonly<Record<string, number>>): readonly string[] {
  let i = 0;
  for (const kind in pool) if (kind !== lastKinds[i++]) return sortAnew(pool);
  return i === lastKinds.length ? lastSorted : sortAnew(pool);
}

function sortAnew(pool: Readonly<Record<string, number>>): readonly string[] {
  lastKinds = Object.keys(pool);
  lastSorted = [...lastKinds].sort();
  return lastSorted;
}

/** Draw one identity from the face-down pool (kinds in sorted order, weighted by count). */
export function drawPoi(w: World): PoiIdentity | undefined {
  const pool = w.poiPool;
  const total = poolSize(w);
  if (total === 0) return undefined;
  let pick = nextFloat(w.rng) * total;
  for (const kind of sortedKinds(pool)) {
    pick -= pool[kind]!;
    if (pick < 0) {
      pool[kind]!--;
      return kind;
    }
  }
  return undefined;
}

/** A new marker's identity: drawn now, or left for the bag when identities are drawn on reveal. */
export function identityAtPlacement(w: World): PoiIdentity | undefined {
  return w.rules.poiDraw === 'at-reveal' ? undefined : drawPoi(w);
}

export function placePoi(w: World, at: Space, is: PoiIdentity | undefined): Poi {
  const poi: Poi = { id: w.newId('poi'), at: copySpace(at), ...(is ? { is } : {}) };
  w.pois.push(poi);
  return poi;
}

/**
 * Turn a PoI face up (drawing its identity from the bag first when identities are drawn
 * on reveal). A false alarm leaves the board; a victim type says what appears: a victim
 * (treated already for some types), a hazmat, or several victims. Returns the victims.
 */
export function reveal(w: World, poi: Poi, why: string): Victim[] {
  w.pois = w.pois.filter((p) => p !== poi);
  const is = poi.is ?? drawPoi(w) ?? 'false-alarm';
  w.log('reveal', { at: poi.at, is, why });
  if (is === 'false-alarm') return [];
  const typeId = is === 'victim' ? 'standard' : is;
  const type = w.rules.victimType(typeId);
  if (type?.onReveal === 'hazmat') {
    w.hazmats.push(copySpace(poi.at));
    w.log('became-hazmat', { at: poi.at });
    return [];
  }
  const kinds = type?.onReveal === 'split' ? (type.splitInto ?? []).map((t) => t.replace(/^victim\./, '')) : [typeId];
  // The PoI's number, as a victim's (`poi7` → `v7`).
  const base = poi.id.startsWith('poi') ? `v${poi.id.slice(3)}` : poi.id;
  const out = kinds.map((k, i): Victim => ({
    id: kinds.length > 1 ? base + String.fromCharCode(97 + i) : base,
    at: copySpace(poi.at),
    type: k,
    treated: w.rules.victimType(k)?.startsTreated ?? false,
  }));
  w.victims.push(...out);
  return out;
}

export function revealAt(w: World, at: readonly number[], why: string): void {
  for (const p of w.pois.filter((x) => sameSpace(x.at, at))) reveal(w, p, why);
}

export function detach(w: World, v: Victim): void {
  w.victims = w.victims.filter((x) => x !== v);
  for (const f of w.firefighters) {
    if (v.carriedBy === f.id) f.carrying = null;
    if (f.leading === v.id) f.leading = null;
  }
}

export function rescue(w: World, v: Victim, how: string): void {
  if (w.rules.boolean('param.rescue.keep-on-board')) {
    // Rescued where it stands (the Submarine's rescue locations): nobody carries or leads it any more.
    detach(w, v);
    v.rescued = true;
    delete v.carriedBy;
    w.victims.push(v);
  } else detach(w, v);
  w.rescued++;
  w.log('rescued', { victim: v.id, at: v.at, how, rescued: w.rescued });
  w.checkVictimCounts();
}

/** Is this space one where a victim counts as rescued (the Ambulance, anywhere outside, or a rescue location)? */
export function isRescueSpace(w: World, at: readonly number[]): boolean {
  const where = w.rules.string('param.rescue.where');
  if (where === 'outside') return !w.board.isInside(at);
  if (where === 'locations') return w.board.rescueLocations().some((a) => sameSpace(a, at));
  return w.ambulanceSpaces().some((a) => sameSpace(a, at));
}

/** Is a hazmat carried here disposed of: outside the building, or a rescue location that takes hazmats? */
export function isHazmatDisposalSpace(w: World, at: readonly number[]): boolean {
  const listed = w.board.data.hazmatDisposal;
  if (listed) return listed.some((a) => sameSpace(a, at));
  if (w.rules.string('param.rescue.where') === 'locations') {
    return w.rules.boolean('param.rescue.disposes-hazmat') && w.board.rescueLocations().some((a) => sameSpace(a, at));
  }
  return !w.board.isInside(at);
}

/** Victims still to be rescued (rescued victims a board keeps are done with). */
export function victimsInPlay(w: World) {
  return w.victims.filter((v) => !v.rescued);
}

function victimsInPlayCount(w: World): number {
  let n = 0;
  for (const v of w.victims) if (!v.rescued) n++;
  return n;
}

/** Rescue every victim standing on a rescue space (after a move, a ride or a drive). */
export function rescueArrivals(w: World, how: string): void {
  for (const v of victimsInPlay(w)) if (isRescueSpace(w, v.at)) rescue(w, v, how);
}

/**
 * Replenish PoI: top the board up to the target count. A rolled space holding fire, smoke,
 * a PoI, a victim or a firefighter passes the marker along the printed arrows; coming
 * back to a space already looked at means rolling again.
 */
export function replenishPoi(w: World): void {
  const target = w.rules.number('param.poi.on-board');
  while (w.playing && w.pois.length + victimsInPlayCount(w) < target) {
    if (!poiAvailable(w)) {
      w.log('poi-pool-empty');
      return;
    }
    if (!hasRoomForPoi(w)) {
      w.log('poi-no-room');
      return;
    }
    const at = findPoiSpace(w);
    const poi = placePoi(w, at, identityAtPlacement(w));
    w.log('poi-placed', { at, poi: poi.id });
  }
}

/**
 * Could a marker end on this space? Free, not a space whose roll is rolled again, and not a
 * destroyed floor (a roll naming a hole names the space below it, fp.floors.poi-below): with
 * only such spaces free there is no room, and rolling for one would never end.
 */
function canTakePoi(w: World, s: Space): boolean {
  return !w.occupiedForPoi(s) && !w.board.isReroll(s) && sameSpace(w.throughHole(s), s);
}

/**
 * Where the last look for room found it: the board and the index in its interior spaces.
 * Whether any space has room does not depend on where the look starts, so it starts there
 * (most placements find it still free) and goes round the list from it.
 */
let roomBoard: World['board'] | null = null;
let roomFrom = 0;

/** Is there a space a marker could end on (canTakePoi)? */
function hasRoomForPoi(w: World): boolean {
  const spaces = w.board.readInteriorSpaces();
  const start = roomBoard === w.board && roomFrom < spaces.length ? roomFrom : 0;
  for (let k = 0; k < spaces.length; k++) {
    const i = (start + k) % spaces.length;
    if (!canTakePoi(w, spaces[i]!)) continue;
    roomBoard = w.board;
    roomFrom = i;
    return true;
  }
  return false;
}

function findPoiSpace(w: World): Space {
  for (;;) {
    let at = w.rollLocation('replenish PoI');
    while (w.board.isReroll(at)) at = w.rollLocation('replenish PoI (rolled again)');
    // A target on a destroyed floor is the space below it (fp.floors.poi-below).
    at = w.throughHole(at);
    // Made only when the rolled space is taken: most rolls find it free.
    let seen: Set<string> | null = null;
    while (w.occupiedForPoi(at)) {
      (seen ??= new Set()).add(key(at));
      const dir = w.board.arrow(at);
      if (!dir) break; // no arrow printed here: roll again
      at = step(at, dir);
      if (seen.has(key(at))) break;
    }
    if (!w.occupiedForPoi(at) && w.board.isInside(at)) return at;
    w.log('poi-reroll', { reason: 'the arrows led back to a space already considered' });
  }
}
