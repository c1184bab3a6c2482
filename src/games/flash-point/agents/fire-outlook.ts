/**
 * The next Advance Fire phase looked at exactly enough to compare positions (issue 16): the
 * roll lands on one of the board's rows × black faces, each as likely (a roll naming no
 * space is rolled again). For each landing space the consequence is walked on a scratch copy
 * of what burns, by the rules of explosions.ts and fire.ts: smoke turns to fire, fire
 * explodes (each shockwave runs on through fire, damages the first wall or window it meets —
 * a damage cube — destroys a door, sets the first space without fire alight), then smoke
 * touching fire flashes over; whatever the fire then covers is lost (victims, PoIs),
 * knocked down (firefighters) or explodes (hazmats). A space holding a hot spot rolls again:
 * counted as one more phase as likely as this one (geometric). Floors, staircases,
 * bulkhead heat and objects are left out (a shockwave stops there).
 *
 * Read-only and without trial copies of the game: a few typed arrays per state, and per
 * landing space a copy of one byte per space. Its damage cubes agree with the engine's for
 * every forced roll of a tested position (tests/flash-point/agents/fire-outlook.test.ts).
 *
 * Not consulted by the heuristic agent: measured on 600 paired recruit games, ranking the
 * extinguishes in reach by the fall in expected loss per AP (alone, or added to `threat` at
 * weights 1 and 4, with the fire weight at 0, 0.05 and 0.5) won as often as `threat` alone
 * (-0.2 to +0.5 points, rescued and lost within ±0.03), at about 1.6× the CPU a decision;
 * walking to the fire that lowers it most per AP (fightFire's place) shortened games by 0.3 to
 * 0.8 turns and cost 4× the CPU; so did it for a firefighter whose errand is far (FAR_ERRAND),
 * among the fires within its AP (-1.0 points won [-2.3, 0.2], -0.2 turns, against fightFire).
 */
import { advanceTargetOf } from '../fire.ts';
import { isShut, type FlashPointState } from '../state.ts';
import { EDGE, type BoardGeometry } from '../board-geometry.ts';
import type { World } from '../world.ts';

export const OPEN = 0;
export const SMOKE = 1;
export const FIRE = 2;

/** What a shockwave meets on a side: nothing (or an open door it destroys), a shut door (destroyed, it stops), a wall or window (a cube, it stops), or a barrier. */
const PASS = 0;
const DOOR = 1;
const CUBE = 2;
const STOP = 3;

/** What losing each thing costs, in damage cubes (the collapse clock, the usual defeat). */
export const LOSS = { cube: 1, victim: 4, poi: 2.5, knockDown: 1.5, carried: 4, hazmat: 1, fire: 0.5 };

export interface FireOutlook {
  state: FlashPointState;
  geometry: BoardGeometry;
  /** Per space number: OPEN, SMOKE or FIRE now. */
  burn: Uint8Array;
  /** Per space number × side: 1 when fire flashes over through it (nothing shut stands there). */
  spread: Uint8Array;
  /** Per space number × side: what a shockwave meets there. */
  shock: Uint8Array;
  /** Per space number: what is lost when it burns (victims, PoIs, firefighters), and its hazmats. */
  value: Float64Array;
  hazmat: Uint8Array;
  /** 1 inside the building (fire outside is removed: it costs nothing). */
  inside: Uint8Array;
  /** The space number each roll naming a space lands on. */
  targets: Int32Array;
  /** The share of those landing on a hot spot (each rolls once more). */
  hotSpotShare: number;
  /** Scratch: the burning during one walk, a queue, the sides a destroyed door opened. */
  work: Uint8Array;
  queue: Int32Array;
  opened: number[];
  /** Hazmats that went up in the last advance walked. */
  hazmats: number;
}

function edgeKind(w: World, e: number): { shock: number; spread: number } {
  if (e < 0) return { shock: STOP, spread: 0 };
  const g = w.board.geometry;
  const wall = w.readWallOn(e);
  if (wall && !wall.destroyed && !(g.edgeFlags[e]! & EDGE.soft)) return { shock: w.board.takesNoDamage(wall.at) ? STOP : CUBE, spread: 0 };
  const door = w.readDoorOn(e);
  if (door && door.state !== 'destroyed') {
    const shut = isShut(door);
    if (!shut) return { shock: PASS, spread: 1 };
    return { shock: door.kind === 'fireproof' || door.state !== 'closed' ? STOP : DOOR, spread: 0 };
  }
  const win = w.readWindowOn(e);
  if (win && win.state !== 'destroyed') return { shock: CUBE, spread: win.state === 'closed' ? 0 : 1 };
  return { shock: PASS, spread: 1 };
}

function readEdges(w: World, n: number): { shock: Uint8Array; spread: Uint8Array } {
  const g = w.board.geometry;
  const shock = new Uint8Array(4 * n);
  const spread = new Uint8Array(4 * n);
  for (let id = 0; id < n; id++) {
    for (let k = 0; k < 4; k++) {
      const to = g.stepTo[id * 4 + k]!;
      const kind = edgeKind(w, g.sideEdge[id * 4 + k]!);
      // An object fills its spaces: a shockwave into it damages it (a cube), fire does not spread in.
      const object = to >= 0 && w.s.objects.length > 0 && w.objectAt(g.spaces[to]!);
      shock[id * 4 + k] = to < 0 ? STOP : object ? CUBE : kind.shock;
      spread[id * 4 + k] = to < 0 || object ? 0 : kind.spread;
    }
  }
  return { shock, spread };
}

function readPieces(w: World, n: number): { burn: Uint8Array; value: Float64Array; hazmat: Uint8Array } {
  const g = w.board.geometry;
  const burn = new Uint8Array(n);
  const value = new Float64Array(n);
  const hazmat = new Uint8Array(n);
  const add = (s: readonly number[], x: number) => {
    const id = g.spaceId(s);
    if (id >= 0) value[id] = value[id]! + x;
  };
  for (const s of w.fire) if (g.spaceId(s) >= 0) burn[g.spaceId(s)] = FIRE;
  for (const s of w.smoke) if (g.spaceId(s) >= 0) burn[g.spaceId(s)] = SMOKE;
  for (const v of w.victims) if (!v.rescued && !v.carriedBy) add(v.at, LOSS.victim);
  for (const p of w.pois) add(p.at, LOSS.poi);
  for (const h of w.hazmats) if (g.spaceId(h) >= 0) hazmat[g.spaceId(h)] = 1;
  for (const f of w.firefighters) if (f.at && !f.out) add(f.at, LOSS.knockDown + (f.carrying === 'victim' ? LOSS.carried : 0));
  return { burn, value, hazmat };
}

function readTargets(w: World): { targets: Int32Array; hotSpotShare: number } {
  const g = w.board.geometry;
  const out: number[] = [];
  let hot = 0;
  for (let red = 1; red <= w.board.rows; red++) {
    for (let black = 1; black <= w.blackSides; black++) {
      const at = advanceTargetOf(w, red, black);
      const id = at ? g.spaceId(at) : -1;
      if (id < 0) continue;
      out.push(id);
      if (w.hasHotSpot(at!)) hot++;
    }
  }
  return { targets: Int32Array.from(out), hotSpotShare: out.length ? hot / out.length : 0 };
}

let last: FireOutlook | null = null;

/** The outlook of `w`'s state, read once per state. */
export function fireOutlook(w: World): FireOutlook {
  if (last?.state === w.s && last.geometry === w.board.geometry) return last;
  const g = w.board.geometry;
  const n = g.spaces.length;
  const inside = new Uint8Array(n);
  for (let id = 0; id < n; id++) inside[id] = w.board.isInside(g.spaces[id]!) ? 1 : 0;
  const { targets, hotSpotShare } = readTargets(w);
  return (last = { state: w.s, geometry: g, ...readEdges(w, n), ...readPieces(w, n), inside, targets, hotSpotShare, work: new Uint8Array(n), queue: new Int32Array(4 * n + 4), opened: [], hazmats: 0 });
}

/** An explosion at space `at` on the scratch burning: returns the damage cubes its shockwaves cost. */
function explodeAt(o: FireOutlook, at: number): number {
  const { work, shock, spread, geometry: g } = o;
  let cubes = 0;
  work[at] = FIRE;
  for (let k = 0; k < 4; k++) {
    let cur = at;
    for (let guard = 0; guard < 32; guard++) {
      const e = shock[cur * 4 + k]!;
      if (e === CUBE) cubes++;
      if (e === CUBE || e === STOP) break;
      const next = g.stepTo[cur * 4 + k]!;
      if (e === DOOR) {
        // The door is destroyed: a flashover passes there now.
        if (!spread[cur * 4 + k]) o.opened.push(cur * 4 + k, next * 4 + ((k + 2) & 3));
        break;
      }
      if (next < 0) break;
      if (work[next] !== FIRE) {
        work[next] = FIRE;
        break;
      }
      cur = next;
    }
  }
  return cubes;
}

/** Smoke touching fire turns to fire, again and again (fp.fire.flashover), on the scratch burning. */
function flashover(o: FireOutlook): void {
  const { work, spread, queue, geometry: g } = o;
  const n = work.length;
  for (const i of o.opened) spread[i] = 1;
  let tail = 0;
  for (let id = 0; id < n; id++) if (work[id] === FIRE) queue[tail++] = id;
  for (let head = 0; head < tail; head++) {
    const id = queue[head]!;
    for (let k = 0; k < 4; k++) {
      if (!spread[id * 4 + k]) continue;
      const to = g.stepTo[id * 4 + k]!;
      if (to >= 0 && work[to] === SMOKE && tail < queue.length) (work[to] = FIRE), (queue[tail++] = to);
    }
  }
  for (const i of o.opened) spread[i] = 0;
}

/** One advance on space `t` on the burning in o.work: the damage cubes it costs; o.hazmats says how many hazmats went up. */
function advance(o: FireOutlook, t: number): number {
  const { work, hazmat } = o;
  o.opened.length = 0;
  let cubes = work[t] === FIRE ? explodeAt(o, t) : ((work[t] = work[t]! + 1), 0);
  flashover(o);
  // A hazmat in fire explodes (fp.hazmat.explode): its shockwaves, then a flashover again.
  o.hazmats = 0;
  for (let id = 0; id < work.length; id++) {
    if (!hazmat[id] || work[id] !== FIRE) continue;
    o.hazmats++;
    cubes += explodeAt(o, id);
  }
  if (o.hazmats) flashover(o);
  return cubes;
}

/** The damage cubes an advance landing on space number `t` costs, the board as it stands. */
export function advanceCubes(o: FireOutlook, t: number): number {
  o.work.set(o.burn);
  return advance(o, t);
}

/** The loss of one advance on space `t`, from the burning in o.work: cubes, hazmats, and what the fire then covers. */
function advanceLoss(o: FireOutlook, t: number): number {
  const { work } = o;
  let loss = LOSS.cube * advance(o, t) + LOSS.hazmat * o.hazmats;
  for (let id = 0; id < work.length; id++) if (work[id] === FIRE && o.inside[id]) loss += o.value[id]! + LOSS.fire;
  return loss;
}

/**
 * The expected loss of the coming fire phase, in damage cubes, if space number `at` held
 * `content` (OPEN 0, SMOKE 1, FIRE 2) instead of what it holds (at -1: as it stands).
 */
export function expectedLoss(o: FireOutlook, at = -1, content = 0): number {
  const { targets, work, burn } = o;
  if (!targets.length) return 0;
  let sum = 0;
  for (let i = 0; i < targets.length; i++) {
    work.set(burn);
    if (at >= 0) work[at] = content;
    sum += advanceLoss(o, targets[i]!);
  }
  // A hot spot hit rolls again: another phase as likely (the share capped so the series ends).
  return sum / targets.length / (1 - Math.min(o.hotSpotShare, 0.8));
}
