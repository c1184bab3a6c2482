/**
 * Going somewhere: a firefighter changes space with what it carries and leads, and arrives
 * (PoIs revealed, a carried hazmat disposed of, victims rescued). Shared by every verb that
 * moves a firefighter, and by the answers that do (ride, dodge).
 */
import { copySpace, sameSpace, type Space } from '../board.ts';
import { isHazmatDisposalSpace, isRescueSpace, rescue, revealAt, victimsInPlay } from '../poi.ts';
import { checkLoad, loadProblem, platformAt } from '../platform.ts';
import type { Firefighter, Victim } from '../state.ts';
import type { Refusal, World } from '../world.ts';

export function carriedVictim(w: World, f: Firefighter): Victim | undefined {
  return w.victims.find((v) => v.carriedBy === f.id);
}

export function ledVictim(w: World, f: Firefighter): Victim | undefined {
  return f.leading ? w.victims.find((v) => v.id === f.leading) : undefined;
}

/** Victims in a space that nobody carries or leads (a victim already rescued is nobody's to move). */
export function freeVictimsAt(w: World, at: readonly number[]): Victim[] {
  return w.victims.filter((x) => isFreeVictimAt(w, x, at));
}

/** Is there a victim at `at` that freeVictimsAt would list (and `treated` when asked for one)? No list built: candidates ask it on every call. */
export function hasFreeVictimAt(w: World, at: readonly number[], treated?: true): boolean {
  for (const x of w.victims) if ((!treated || x.treated) && isFreeVictimAt(w, x, at)) return true;
  return false;
}

function isFreeVictimAt(w: World, x: Victim, at: readonly number[]): boolean {
  return sameSpace(x.at, at) && !x.rescued && !x.carriedBy && !w.firefighters.some((o) => o.leading === x.id);
}

/** Fire in this space or an adjacent one (the Structural Engineer's condition). */
export function fireNear(w: World, at: readonly number[]): boolean {
  if (w.content(at) === 'fire') return true;
  return w.neighbours(at).some((x) => w.content(x) === 'fire');
}

/** Victims in an elevator car whose door is closed are rescued (fp.highrise.elevators). */
export function rescueInElevator(w: World, car: Space, how: string): void {
  for (const v of victimsInPlay(w)) if (sameSpace(v.at, car)) rescue(w, v, how);
}

/** A firefighter changes space, taking what it carries (victim or hazmat) and leads along. */
export function relocate(w: World, f: Firefighter, to: Space): void {
  const from = f.at!;
  f.at = to;
  const carried = carriedVictim(w, f);
  if (carried) carried.at = to;
  if (f.carrying === 'hazmat') {
    w.removeHazmat(from);
    w.hazmats.push(copySpace(to));
  }
  const led = ledVictim(w, f);
  if (led) led.at = to;
}

/**
 * Would the raised platform carry too much once `mover` (with what it carries, leads and
 * drags) steps onto it at `to`? The refusal `travel` would meet, asked beforehand.
 */
export function arrivalProblem(w: World, mover: Firefighter, to: Space, dragging = false): Refusal | null {
  if (!platformAt(w, to) || (mover.at && sameSpace(mover.at, to))) return null;
  const victims = (carriedVictim(w, mover) ? 1 : 0) + (ledVictim(w, mover) ? 1 : 0) + (dragging ? 1 : 0);
  return loadProblem(w, { firefighters: mover.out ? 0 : 1, victims, hazmats: mover.carrying === 'hazmat' ? 1 : 0 });
}

/**
 * A firefighter goes to `to` with what it carries and leads, the move is logged, and then it
 * arrives: PoIs there are revealed, a carried hazmat may be disposed of, victims brought
 * along may be rescued. Stepping onto the raised platform must stay within its load.
 */
export function travel(w: World, mover: Firefighter, to: Space, event: string, details: Record<string, unknown>, dragged?: Victim): void {
  const carried = carriedVictim(w, mover);
  const led = ledVictim(w, mover);
  relocate(w, mover, to);
  if (dragged) dragged.at = copySpace(to);
  if (platformAt(w, to)) checkLoad(w);
  w.log(event, details, mover.id);
  revealAt(w, to, `${mover.id} entered`);
  if (mover.carrying === 'hazmat' && isHazmatDisposalSpace(w, to)) {
    w.removeHazmat(to);
    mover.carrying = null;
    w.hazmatsDisposed++;
    w.log('hazmat-disposed', { at: to, how: w.board.data.hazmatDisposal ? 'carried to a disposal space' : w.board.isInside(to) ? 'carried to a rescue location' : 'carried out' }, mover.id);
  }
  for (const v of [carried, led, dragged]) if (v && w.victims.includes(v) && isRescueSpace(w, to)) rescue(w, v, `${mover.id} ${v === dragged ? 'dragged' : 'brought'} it out`);
}
