/**
 * Role abilities that reach beyond one action: the Veteran's Vicinity, the free AP of
 * Experience, and who may Dodge during Advance Fire (where to: entry.ts). Which role has them is data (`abilities`);
 * what they cost is data (`ap-cost` modifiers); this file is the mechanism.
 */
import { floorOf, key, sameSpace, type Space } from './board.ts';
import type { Firefighter } from './state.ts';
import type { World } from './world.ts';

export function hasAbility(w: World, f: Firefighter, ability: string): boolean {
  return !!w.rules.role(f.role)?.abilities?.includes(ability as never);
}

/**
 * Is `at` in the Vicinity of `from`: the same space, an adjacent one, or reachable in up to
 * three moves through clear spaces (no smoke or fire; walls, closed doors, stairs and ladders block)?
 */
export function inVicinity(w: World, from: Space, at: Space): boolean {
  if (sameSpace(from, at) || w.isAdjacent(from, at)) return true;
  let frontier: Space[] = [from];
  const seen = new Set([key(from)]);
  for (let d = 0; d < 3; d++) {
    const next: Space[] = [];
    for (const s of frontier) {
      for (const n of w.neighbours(s)) {
        // The trace stays on one floor: no stairs or ladders on the way.
        if (seen.has(key(n)) || w.content(n) !== 'open' || floorOf(n) !== floorOf(s)) continue;
        if (sameSpace(n, at)) return true;
        seen.add(key(n));
        next.push(n);
      }
    }
    frontier = next;
  }
  return false;
}

/** The Veterans (with Experience) whose Vicinity holds `f`, `f` excluded. */
function veteransNear(w: World, f: Firefighter, ability: string): Firefighter[] {
  return w.firefighters.filter((v) => v !== f && v.at && f.at && hasAbility(w, v, ability) && inVicinity(w, v.at, f.at));
}

/** Experience: the active firefighter gets one free AP, once a turn, when in a Veteran's Vicinity. */
export function grantExperience(w: World): void {
  const f = w.firefighters.find((x) => x.id === w.activePlayer);
  if (!f || w.turnState.experienced || !f.at) return;
  const vet = veteransNear(w, f, 'experience')[0];
  if (!vet) return;
  w.turnState.experienced = true;
  f.specialAp.experience = (f.specialAp.experience ?? 0) + 1;
  w.log('experience', { veteran: vet.id, ap: 1 }, f.id);
}

/** How `f` may dodge now: by its own ability, through a Veteran nearby, or not at all. */
export function dodgeBy(w: World, f: Firefighter): 'self' | 'vicinity' | 'none' {
  if (hasAbility(w, f, 'dodge')) return 'self';
  return veteransNear(w, f, 'experience').length ? 'vicinity' : 'none';
}
