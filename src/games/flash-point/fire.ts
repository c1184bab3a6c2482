/**
 * Advance Fire: the roll, smoke/fire/explosion, shockwaves, flashover, the hot-spot chain,
 * hazmat explosions, lost victims and PoIs, knock-downs, and fire outside removed.
 */
import { SIDES, step, type Space } from './board.ts';
import { loseVictim, reveal } from './poi.ts';
import type { World } from './world.ts';

/** Turn a space to fire and send a shockwave out of each of its four sides. */
export function explode(w: World, at: Space, cause: string): void {
  w.setContent(at, 'fire');
  w.log('explosion', { at, cause });
  for (const side of SIDES) {
    let cur: Space = at;
    for (;;) {
      if (!w.playing) return;
      const edge: [number, number, typeof side] = [cur[0], cur[1], side];
      const next = step(cur, side);
      const wall = w.wallAt(edge);
      if (wall && !wall.destroyed) {
        w.damageWall(wall, 'shockwave');
        break;
      }
      const door = w.doorAt(edge);
      if (door && door.state !== 'destroyed') {
        const wasOpen = door.state === 'open';
        door.state = 'destroyed';
        w.log('door-destroyed', { at: door.at, cause: 'shockwave', wasOpen });
        if (!wasOpen) break; // a closed door stops the shockwave; an open one lets it pass
      }
      if (!w.board.isOnGrid(next)) break;
      if (w.content(next) === 'fire') {
        cur = next;
        continue;
      }
      w.setContent(next, 'fire');
      break;
    }
  }
}

/** Smoke next to fire becomes fire, again and again until no smoke touches fire. */
export function flashover(w: World): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of [...w.s.smoke]) {
      if (w.neighbours(s).some((n) => w.content(n) === 'fire')) {
        w.setContent(s, 'fire');
        w.log('flashover', { at: s });
        changed = true;
      }
    }
  }
}

/** One roll of Advance Fire and its flashover; says whether the target held a hot spot. */
function advanceOnce(w: World): { target: Space; hadHotSpot: boolean } {
  const target = w.rollLocation('advance fire');
  const hadHotSpot = w.hasHotSpot(target);
  const before = w.content(target);
  if (before === 'fire') explode(w, target, 'advance fire');
  else {
    w.setContent(target, before === 'smoke' ? 'fire' : 'smoke');
    w.log('advance', { at: target, became: before === 'smoke' ? 'fire' : 'smoke' });
  }
  if (w.playing) flashover(w);
  return { target, hadHotSpot };
}

function takeHotSpot(w: World, at: Space, why: string): boolean {
  if (w.s.hotSpotSupply <= 0 || w.hasHotSpot(at)) return false;
  w.s.hotSpotSupply--;
  w.addHotSpot(at);
  w.log('hot-spot', { at, why, supply: w.s.hotSpotSupply });
  return true;
}

/** The whole Advance Fire phase of the Experienced Game (without Tragic Events). */
export function advanceFirePhase(w: World): void {
  const hotSpots = w.rules.boolean('param.hot-spots.enabled');
  let res = advanceOnce(w);
  let placed = false;
  while (w.playing && hotSpots && res.hadHotSpot) {
    res = advanceOnce(w);
    // At most one new hot spot per phase, on the first repeated target that has none.
    if (!placed && w.playing) placed = takeHotSpot(w, res.target, 'hot-spot chain');
  }
  if (w.playing) hazmatExplosions(w, hotSpots);
  if (w.playing) afterFire(w);
}

/** Hazmats in fire explode (canonical order: by space), each leaving a hot spot if one is spare. */
export function hazmatExplosions(w: World, hotSpots: boolean): void {
  for (;;) {
    const h = w.s.hazmats.find((x) => w.content(x) === 'fire');
    if (!h || !w.playing) return;
    const at: Space = [h[0], h[1]];
    w.removeHazmat(at);
    for (const f of w.firefightersAt(at)) if (f.carrying === 'hazmat' && w.hazmatsAt(at) === 0) f.carrying = null;
    w.log('hazmat-exploded', { at });
    explode(w, at, 'hazmat');
    if (hotSpots && w.playing) takeHotSpot(w, at, 'hazmat explosion');
  }
}

/** Victims and PoIs in fire are lost, firefighters in fire knocked down, fire outside removed. */
export function afterFire(w: World): void {
  for (const p of [...w.s.pois]) {
    if (!w.playing) return;
    if (w.content(p.at) !== 'fire') continue;
    const v = reveal(w, p, 'caught by fire');
    if (v) loseVictim(w, v, 'fire');
  }
  for (const v of [...w.s.victims]) {
    if (!w.playing) return;
    if (w.content(v.at) === 'fire') loseVictim(w, v, 'fire');
  }
  if (!w.playing) return;
  for (const f of w.s.firefighters) {
    if (!f.at || w.content(f.at) !== 'fire') continue;
    const to = knockDownSpace(w, f.at);
    w.log('knocked-down', { at: f.at, to }, f.id);
    f.at = to;
    f.carrying = null;
    f.leading = null;
  }
  for (const s of [...w.s.fire, ...w.s.smoke]) if (!w.board.isInside(s)) w.setContent(s, 'open');
}

/**
 * Where a knocked-down firefighter goes: an Ambulance space. The rules let the player pick
 * either; the engine takes the first in canonical order. Without vehicles (Family Game),
 * the printed Ambulance parking space closest to where it fell.
 */
function knockDownSpace(w: World, from: Space): Space {
  const amb = w.ambulanceSpaces();
  const candidates = amb.length ? amb : w.board.parkingSpots('ambulance').flat();
  if (!candidates.length) return [0, 0];
  const dist = (s: Space) => (amb.length ? 0 : Math.abs(s[0] - from[0]) + Math.abs(s[1] - from[1]));
  const best = [...candidates].sort((a, b) => dist(a) - dist(b) || a[0] - b[0] || a[1] - b[1])[0]!;
  return [best[0], best[1]];
}
