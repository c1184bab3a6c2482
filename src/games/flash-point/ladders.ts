/**
 * Portable ladders (module `ladders`): carried from the Engine, erected from outside up to
 * the outside wall of a floor above (or down through a destroyed floor into the basement),
 * climbed like a move, collapsed by hand or by fire, or laid across a destroyed floor.
 */
import { floorOf, sameSpace, copySpace, parseSpace, type Space } from './board.ts';
import { Refusal, type World } from './world.ts';
import type { Firefighter, Ladder } from './state.ts';

const erected = (l: Ladder): boolean => !!l.lower && !!l.upper;

/** The ladders a firefighter may take here: lying on the space, or on the Engine when standing on it. */
function ladderHere(w: World, f: Firefighter): Ladder | undefined {
  const here = f.at!;
  return w.ladders.find((l) => !l.removed && !l.carriedBy && ((l.at && sameSpace(l.at, here)) || (l.onEngine && w.onEngine(f))));
}

export function carriedLadder(w: World, f: Firefighter): Ladder | undefined {
  return w.ladders.find((l) => l.carriedBy === f.id);
}

/** Why there is no ladder for `f` to pick up here, or null. */
export function ladderHereProblem(w: World, f: Firefighter): Refusal | null {
  if (!w.ladders.length) return new Refusal('mech.carry', 'this game has no portable ladders (module ladders)');
  if (!ladderHere(w, f)) return new Refusal('mech.carry', () => `there is no ladder to take at [${f.at!.join(', ')}] (ladders start on the Engine)`);
  return null;
}

export function pickUpLadder(w: World, f: Firefighter): void {
  const problem = ladderHereProblem(w, f);
  if (problem) throw problem;
  const l = ladderHere(w, f)!;
  delete l.onEngine;
  delete l.at;
  l.carriedBy = f.id;
  f.carrying = 'ladder';
}

/** Put a carried ladder down where its carrier stands (a drop, or a knock-down). */
export function putDownLadder(w: World, f: Firefighter): void {
  const l = carriedLadder(w, f);
  if (!l) return;
  delete l.carriedBy;
  l.at = copySpace(f.at!);
}

/** Stand the carried ladder where its plan says (erectPlan decided it may). */
export function standLadder(f: Firefighter, p: { ladder: Ladder; lower: Space; upper: Space }): { lower: Space; upper: Space } {
  const { ladder: l, lower, upper } = p;
  delete l.carriedBy;
  l.lower = lower;
  l.upper = upper;
  f.carrying = null;
  return { lower, upper };
}

/** Where the carried ladder would stand if erected `how` (through a hole when down), or why not. */
export function erectPlan(w: World, f: Firefighter, how: unknown, through: unknown): { ladder: Ladder; lower: Space; upper: Space } | Refusal {
  const l = carriedLadder(w, f);
  if (!l) return new Refusal('mech.carry', () => `${f.id} carries no ladder`);
  const here = f.at!;
  if (how === 'down') {
    const hole = parseSpace(through);
    if (!hole || !w.isDestroyedFloor(hole) || !w.neighbours(here).some((n) => sameSpace(n, hole))) return new Refusal('fp.ladders.erect', 'a ladder goes down only through a destroyed floor next to the firefighter');
    const below = w.board.verticalNeighbour(hole, -1);
    if (!below) return new Refusal('fp.ladders.erect', () => `there is no floor below [${hole.join(', ')}]`);
    return { ladder: l, lower: below, upper: copySpace(here) };
  }
  if (w.board.isInside(here)) return new Refusal('fp.ladders.erect', 'a ladder is erected from a space outside the building, against the outside wall of a floor above');
  const upper = topAbove(w, here);
  if (!upper) return new Refusal('fp.ladders.erect', () => `no floor above has an outside wall over [${here.join(', ')}]`);
  return { ladder: l, lower: copySpace(here), upper };
}

/** Where a ladder erected `up` from this outside space rests: just outside the wall of the first floor above, not at a corner. */
function topAbove(w: World, here: Space): Space | undefined {
  for (const level of w.board.levels().filter((x) => x.floor > floorOf(here)).sort((a, b) => a.floor - b.floor)) {
    const p = w.board.project(here, level.floor);
    const d = p && w.board.dims(level.floor);
    const straight = !!p && !!d && ((p[0] >= 1 && p[0] <= d.rows) !== (p[1] >= 1 && p[1] <= d.cols));
    if (p && straight && w.board.isOnGrid(p) && !w.board.isInside(p)) return p;
  }
  return undefined;
}

/**
 * Could a ladder stand erected from `lower` to `upper` (a scenario's placement)? The same
 * two ways `erectPlan` allows: up from outside the building, or down through a
 * destroyed floor next to its top. Returns what is wrong, or undefined.
 */
export function erectionProblem(w: World, lower: Space, upper: Space): string | undefined {
  if (!w.board.isOnGrid(lower) || !w.board.isOnGrid(upper)) return 'both segments must be on the board';
  if (!w.board.isInside(lower)) {
    const top = topAbove(w, lower);
    return top && sameSpace(top, upper) ? undefined : top ? `a ladder erected up from [${lower.join(', ')}] rests at [${top.join(', ')}]` : `no floor above has an outside wall over [${lower.join(', ')}]`;
  }
  const hole = w.board.verticalNeighbour(lower, 1);
  if (hole && w.isDestroyedFloor(hole) && w.neighbours(upper).some((n) => sameSpace(n, hole))) return undefined;
  return 'a ladder stands up from outside the building to a floor above, or down through a destroyed floor next to its top';
}

/** Lay the carried ladder over the hole its plan names (bridgePlan decided it may). */
export function layBridge(f: Firefighter, p: { ladder: Ladder; hole: Space }): Space {
  delete p.ladder.carriedBy;
  p.ladder.bridge = p.hole;
  f.carrying = null;
  return p.hole;
}

/** The carried ladder and the adjacent hole it would bridge, or why not. */
export function bridgePlan(w: World, f: Firefighter, target: unknown): { ladder: Ladder; hole: Space } | Refusal {
  const l = carriedLadder(w, f);
  if (!l) return new Refusal('mech.carry', () => `${f.id} carries no ladder`);
  const hole = parseSpace(target);
  if (!hole || !w.isDestroyedFloor(hole) || !w.neighbours(f.at!).some((n) => sameSpace(n, hole))) return new Refusal('fp.ladders.bridge', 'a ladder bridges a destroyed floor next to the firefighter');
  if (w.ladders.some((x) => x.bridge && sameSpace(x.bridge, hole))) return new Refusal('fp.ladders.bridge', () => `a ladder already bridges [${hole.join(', ')}]`);
  return { ladder: l, hole };
}

/** The erected ladder with its foot at the firefighter's space, free to collapse, or why not. */
export function collapsible(w: World, f: Firefighter): Ladder | Refusal {
  const l = w.ladders.find((x) => erected(x) && sameSpace(x.lower!, f.at!));
  if (!l) return new Refusal('fp.ladders.collapse', () => `no erected ladder stands with its foot at [${f.at!.join(', ')}]`);
  if (w.firefighters.some((o) => o.at && sameSpace(o.at, l.upper!) && w.board.isOnGrid(l.upper!) && !w.board.isInside(l.upper!))) return new Refusal('fp.ladders.collapse', 'someone is on the upper segment');
  return l;
}

/** An erected ladder folded back to lie on its lower space. */
export function foldLadder(l: Ladder): void {
  l.at = l.lower;
  delete l.lower;
  delete l.upper;
}

/** The ladder a firefighter climbs going `up` or `down` from its space, and where it leads. */
export function ladderClimb(w: World, from: Space, dir: 'up' | 'down'): Space | undefined {
  for (const l of w.ladders) {
    // The upper segment is always on the higher floor (the basement ladder's is on the ground floor).
    if (!erected(l)) continue;
    if (dir === 'up' && sameSpace(l.lower!, from)) return copySpace(l.upper!);
    if (dir === 'down' && sameSpace(l.upper!, from)) return copySpace(l.lower!);
  }
  return undefined;
}

/** Is this outside space of an upper floor held by a ladder's upper segment (the only way to stand there)? */
export function ladderTopAt(w: World, s: Space): boolean {
  return w.ladders.some((l) => erected(l) && sameSpace(l.upper!, s));
}

export function bridgedAt(w: World, s: Space): boolean {
  return w.ladders.some((l) => !l.removed && l.bridge && sameSpace(l.bridge, s));
}

/**
 * Fire in a segment collapses an erected ladder (fp.ladders.fire). Whoever stood on its top
 * outside is left with nothing under them: the knock-down step takes care of them.
 */
export function collapseBurningLadders(w: World): void {
  for (const l of w.ladders) {
    if (!erected(l) || (w.content(l.lower!) !== 'fire' && w.content(l.upper!) !== 'fire')) continue;
    foldLadder(l);
    w.log('ladder-collapsed', { ladder: l.id, at: l.at, cause: 'fire' });
  }
}

/** A firefighter with nothing to stand on: outside an upper floor without a ladder top, or on a destroyed floor without a bridge. */
export function stranded(w: World, at: Space, platformHere: boolean): boolean {
  if (floorOf(at) !== 0 && !w.board.isInside(at)) return !ladderTopAt(w, at) && !platformHere;
  return w.isDestroyedFloor(at) && !bridgedAt(w, at);
}

/** An explosion under a bridged hole takes the ladder out of play. */
export function removeBridgeOver(w: World, hole: Space): void {
  for (const l of w.ladders) {
    if (l.bridge && sameSpace(l.bridge, hole) && !l.removed) {
      l.removed = true;
      delete l.bridge;
      w.log('ladder-removed', { ladder: l.id, at: hole });
    }
  }
}
