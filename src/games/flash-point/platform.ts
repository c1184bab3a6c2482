/**
 * The hydraulic platform and its water cannon (module hydraulic-platform): chosen instead of
 * the deck gun at setup, raised from the Engine to a space just outside an upper floor on
 * the Engine's side of the building, carrying firefighters and a victim or hazmat.
 */
import { copySpace, parseSpace, sameSpace, type Space } from './board.ts';
import { Refusal, type World } from './world.ts';
import type { Firefighter } from './state.ts';

/** The spaces the platform may be raised to: outside every upper floor, along the Engine's side. */
export function platformSpots(w: World): Space[] {
  const spot = w.board.parkingSpots('engine')[w.vehicles.engine ?? -1];
  if (!spot) return [];
  const side = w.board.spotSide(spot);
  const out: Space[] = [];
  for (const l of w.board.levels().filter((x) => x.floor > 0)) {
    if (side === 'north' || side === 'south') for (let c = 1; c <= l.cols; c++) out.push([side === 'north' ? 0 : l.rows + 1, c, l.floor]);
    else for (let r = 1; r <= l.rows; r++) out.push([r, side === 'west' ? 0 : l.cols + 1, l.floor]);
  }
  return out;
}

/** The spaces that ride with the platform: where it stands, or the Engine's spaces. */
export function platformSpaces(w: World): Space[] {
  const p = w.platform;
  if (!p) return [];
  return p === 'engine' ? w.engineSpaces() : [copySpace(p)];
}

export const platformAt = (w: World, s: readonly number[]): boolean => platformSpaces(w).some((x) => sameSpace(x, s)) && w.platform !== 'engine';

/** What rides along: firefighters, victims and hazmats on the platform's spaces. */
function riders(w: World): { firefighters: Firefighter[]; victims: number; hazmats: number } {
  const spaces = platformSpaces(w);
  const on = (s: readonly number[]) => spaces.some((x) => sameSpace(x, s));
  return {
    firefighters: w.firefighters.filter((f) => f.at && !f.out && on(f.at)),
    victims: w.victims.filter((v) => !v.rescued && on(v.at)).length,
    hazmats: w.hazmats.filter((h) => on(h)).length,
  };
}

/** Up to two firefighters, or one with a victim or a hazmat, or a victim alone; never two victims. */
export function checkLoad(w: World, extra: { firefighters?: number } = {}): void {
  const problem = loadProblem(w, { firefighters: extra.firefighters ?? 0, victims: 0, hazmats: 0 });
  if (problem) throw problem;
}

/** The platform's load with `extra` riders added: the refusal when it is too much, else null. */
export function loadProblem(w: World, extra: { firefighters: number; victims: number; hazmats: number }): Refusal | null {
  const r = riders(w);
  const ffs = r.firefighters.length + extra.firefighters;
  const victims = r.victims + extra.victims;
  const hazmats = r.hazmats + extra.hazmats;
  if (victims > 1 || ffs + victims + hazmats > 2) return new Refusal('fp.platform.load', () => `the platform carries two firefighters, or a firefighter and a victim or hazmat, or a victim alone (it would carry ${ffs} firefighter(s), ${victims} victim(s), ${hazmats} hazmat(s))`);
  return null;
}

/** Where the platform would go (one of `platformSpots`, or `engine`) with `f` operating it, or why not. */
export function operatePlan(w: World, f: Firefighter, to: unknown): { from: Space | 'engine'; to: Space | 'engine'; there: Space } | Refusal {
  const from = w.platform;
  if (!from) return new Refusal('fp.platform.equipped', 'the Engine carries no hydraulic platform in this game');
  if (!platformSpaces(w).some((x) => sameSpace(x, f.at!))) return new Refusal('fp.platform.operate', () => `${f.id} must be on the platform (or on the Engine while it is lowered) to operate it`);
  let target: Space | 'engine';
  if (to === 'engine') target = 'engine';
  else {
    const s = parseSpace(to);
    if (!s || !platformSpots(w).some((x) => sameSpace(x, s))) return new Refusal('fp.platform.operate', () => `the platform goes to the Engine or to a space just outside an upper floor on the Engine's side (got ${JSON.stringify(to)})`);
    target = s;
  }
  if (target === from || (from !== 'engine' && target !== 'engine' && sameSpace(from, target))) return new Refusal('fp.platform.operate', 'the platform is already there');
  const overload = loadProblem(w, { firefighters: 0, victims: 0, hazmats: 0 });
  if (overload) return overload;
  // Everything on the platform goes with it (onto the Engine's first space when lowered).
  const there = copySpace((target === 'engine' ? w.engineSpaces() : [target])[0]!);
  return { from, to: target, there };
}

/** Move the platform and everything on it as its plan says (operatePlan decided it may). */
export function movePlatform(w: World, p: { from: Space | 'engine'; to: Space | 'engine'; there: Space }): { from: Space | 'engine'; to: Space | 'engine' } {
  const { from, there } = p;
  const r = riders(w);
  const fromSpaces = platformSpaces(w);
  const onFrom = (x: readonly number[]) => fromSpaces.some((y) => sameSpace(y, x));
  for (const v of w.victims) if (!v.rescued && onFrom(v.at)) v.at = copySpace(there); // carried, led or lying there
  w.hazmats = w.hazmats.map((h) => (onFrom(h) ? copySpace(there) : h));
  for (const o of r.firefighters) o.at = copySpace(there);
  w.platform = p.to;
  return { from, to: p.to };
}

/** Clear the spaces the cannon's plan hits (cannonPlan decided it may fire). */
export function sprayCannon(w: World, hit: Space[]): Space[] {
  for (const s of hit) w.setContent(s, 'open');
  return hit;
}

/** The spaces the water cannon would clear, aimed at `target`, or why it may not fire. */
export function cannonPlan(w: World, f: Firefighter, target: unknown): Space[] | Refusal {
  const p = w.platform;
  if (!p || p === 'engine') return new Refusal('fp.platform.cannon', 'the water cannon fires from the raised platform');
  if (!sameSpace(p, f.at!)) return new Refusal('fp.platform.cannon', () => `${f.id} must be on the platform to fire the water cannon`);
  const t = parseSpace(target);
  if (!t || !w.board.isInside(t) || !w.isAdjacent(p, t)) return new Refusal('fp.platform.cannon', 'the water cannon aims at a space adjacent to the platform (through an open window or a destroyed wall)');
  const hit = [t, ...w.neighbours(t)];
  if (hit.some((s) => w.victims.some((v) => !v.rescued && sameSpace(v.at, s)))) return new Refusal('fp.platform.cannon', 'the water cannon may not be fired while a victim is in a space it would hit');
  return hit;
}
