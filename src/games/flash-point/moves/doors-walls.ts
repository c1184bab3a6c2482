/**
 * Verbs on the edges around the acting firefighter: opening and closing doors and windows
 * (elevator doors too), chopping walls, locked doors and jams, and the Structural
 * Engineer's wall repair.
 */
import { edgeBetween, type Edge, type Side, type Space } from '../board.ts';
import { priceOf } from '../pricer.ts';
import { jamCount, type Door, type Firefighter, type Wall, type Window } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { everPriced, payProblem, pay } from './pay.ts';
import { fireNear, rescueInElevator } from './travel.ts';
import { sideArg, sidesWhere, swingable, verb, type EdgeAround } from './types.ts';

export interface DoorPlan {
  /** The record as it stands (plans only read: `swingDoor` takes the one to change). */
  door: Readonly<Door | Window>;
  lift?: { id: string; at: Space };
  cost: number;
}

/**
 * `mover` opens or closes the door or window on side `dir`: which one and what it costs
 * (not yet whether the payer can pay, which differs for a commanded action).
 */
export function doorPlan(w: World, mover: Firefighter, verbName: 'open' | 'close', arg: unknown): DoorPlan | Refusal {
  const dir = sideArg(arg, verbName);
  if (dir instanceof Refusal) return dir;
  const edge = edgeBetween(mover.at!, dir);
  const door = w.readDoorAt(edge) ?? w.readWindowAt(edge);
  if (!door || door.state === 'destroyed') return new Refusal('mech.door', () => `there is no door or window ${dir} of [${mover.at!.join(', ')}]`);
  const where = () => `${dir} of [${mover.at!.join(', ')}]`;
  if (verbName === 'open' && door.state === 'open') return new Refusal('mech.door', () => `the door ${where()} is already open`);
  if (verbName === 'close' && door.state !== 'open') return new Refusal('mech.door', () => `the door ${where()} is not open`);
  if (verbName === 'open' && 'kind' in door && jamCount(door) > 0) return new Refusal('fp.doors.jammed', () => `the fireproof door ${where()} is jammed (${jamCount(door)} marker(s)) and cannot be opened`);
  const lift = 'kind' in door ? w.board.elevatorByDoor(door.at) : undefined;
  if (lift && w.elevatorsOut?.includes(lift.id)) return new Refusal('fp.highrise.elevator-out', () => `the ${lift.id} elevator is out of use`);
  const cost = priceOf(w, mover, verbName, null, { elevatorDoor: !!lift });
  if (cost instanceof Refusal) return cost;
  return { door, ...(lift ? { lift } : {}), cost };
}

/** The door changes (a locked one stays shut, its AP spent); closing an elevator takes its victims down. */
export function swingDoor(w: World, mover: Firefighter, verbName: 'open' | 'close', p: DoorPlan, commandedBy?: string): void {
  const { lift, cost } = p;
  const door = 'kind' in p.door ? w.doorAt(p.door.at)! : w.windowAt(p.door.at)!;
  if (verbName === 'open' && 'kind' in door && door.kind === 'locked') {
    // The AP are spent, but a locked door stays shut; it can still be chopped.
    w.log('door-locked', { door: door.at, cost }, mover.id);
    return;
  }
  door.state = verbName === 'open' ? 'open' : 'closed';
  w.log(verbName, { door: door.at, cost, ...(commandedBy ? { commandedBy } : {}), ...(lift ? { elevator: lift.id, to: verbName === 'open' ? 'this floor' : 'the lobby' } : {}) }, mover.id);
  // A victim in an elevator going down to the lobby is rescued (fp.highrise.elevators).
  if (lift && verbName === 'close') rescueInElevator(w, lift.at, `taken down in the ${lift.id} elevator`);
}

const standingWall = (e: EdgeAround) => !!e.wall && !e.wall.destroyed;

function doorVerb(verbName: 'open' | 'close') {
  return verb<DoorPlan>({
    verb: verbName,
    paysOwnPrice: true,
    candidates: sidesWhere((e) => swingable(e, verbName)),
    plan(w, f, [arg]) {
      const p = doorPlan(w, f, verbName, arg);
      if (p instanceof Refusal) return p;
      return payProblem(w, f, verbName, p.cost) ?? p;
    },
    perform(w, f, _args, p) {
      pay(w, f, verbName, p.cost);
      swingDoor(w, f, verbName, p);
    },
  });
}

export const open = doorVerb('open');
export const close = doorVerb('close');

/** What a chop hits, as it stands (perform takes the record to change). */
type ChopPlan = { cost: number; door: Readonly<Door>; chopTarget: 'locked-door' | 'jam' } | { cost: number; wall: Readonly<Wall> };

/** What chopping on side `dir` would hit: a locked door, a jam marker, or a wall that takes damage. */
function chopPlan(w: World, f: Firefighter, dir: Side): ChopPlan | Refusal {
  const here = f.at!;
  const edge: Edge = edgeBetween(here, dir);
  const door = w.readDoorAt(edge);
  if (door && door.state !== 'destroyed') {
    // A locked door is chopped away (no damage cube); a jammed fireproof door loses a marker.
    const chopTarget = door.kind === 'locked' && door.state === 'closed' ? 'locked-door' : jamCount(door) > 0 ? 'jam' : 'door';
    const cost = priceOf(w, f, 'chop', null, { chopTarget });
    if (cost instanceof Refusal) return cost;
    if (chopTarget === 'door') return new Refusal('mech.chop', () => `the door ${dir} of [${here.join(', ')}] cannot be chopped; only locked doors and Jammed markers can`);
    return payProblem(w, f, 'chop', cost) ?? { cost, door, chopTarget };
  }
  const wall = w.readWallAt(edge);
  if (!wall || wall.destroyed) return new Refusal('mech.chop', () => `there is no standing wall ${dir} of [${here.join(', ')}]`);
  const chopTarget = w.board.isBulkhead(wall.at) ? 'bulkhead' : w.board.isSolid(wall.at) ? 'solid' : w.board.isHull(wall.at) ? 'hull' : 'wall';
  const cost = priceOf(w, f, 'chop', null, { chopTarget });
  if (cost instanceof Refusal) return cost;
  // Whatever the modules say, a wall that takes no cube cannot be chopped: nothing would happen for the AP.
  if (w.board.takesNoDamage(wall.at)) return new Refusal('mech.chop', () => `the wall ${dir} of [${here.join(', ')}] never takes damage`);
  return payProblem(w, f, 'chop', cost) ?? { cost, wall };
}

export const chop = verb<ChopPlan>({
  verb: 'chop',
  paysOwnPrice: true,
  candidates: sidesWhere((e) => (!!e.door && e.door.state !== 'destroyed') || standingWall(e)),
  plan(w, f, [arg]) {
    const dir = sideArg(arg, 'chop');
    return dir instanceof Refusal ? dir : chopPlan(w, f, dir);
  },
  perform(w, f, _args, p) {
    pay(w, f, 'chop', p.cost);
    if ('wall' in p) {
      w.log('chop', { wall: p.wall.at }, f.id);
      w.damageWall(w.wallAt(p.wall.at)!, `chopped by ${f.id}`);
      return;
    }
    const { chopTarget } = p;
    const door = w.doorAt(p.door.at)!;
    if (chopTarget === 'locked-door') door.state = 'destroyed';
    else {
      const left = jamCount(door) - 1;
      door.state = left > 0 ? `jammed:${left}` : 'destroyed';
    }
    w.log('chop', { door: door.at, what: chopTarget, state: door.state }, f.id);
  },
});

const damagedWalls = sidesWhere((e) => standingWall(e) && e.wall!.damage > 0);

/** The Structural Engineer takes a damage cube off a standing wall on one side. */
export const repairWall = verb<{ cost: number; wall: Readonly<Wall> }>({
  verb: 'repair-wall',
  paysOwnPrice: true,
  candidates: (w, f, around) => (everPriced(w, 'repair-wall') ? damagedWalls(w, f, around) : []),
  plan(w, f, [arg], around) {
    const dir = sideArg(arg, 'repair-wall');
    if (dir instanceof Refusal) return dir;
    const here = f.at!;
    const wall = w.readWallAt(edgeBetween(here, dir));
    const cost = priceOf(w, f, 'repair-wall', null, { nearFire: around ? around.fireNear() : fireNear(w, here) });
    if (cost instanceof Refusal) return cost;
    if (!wall || wall.destroyed || wall.damage === 0) return new Refusal('ap.repair-wall', () => `there is no damaged, standing wall ${dir} of [${here.join(', ')}]`);
    return payProblem(w, f, 'repair-wall', cost) ?? { cost, wall };
  },
  perform(w, f, _args, p) {
    const { cost } = p;
    pay(w, f, 'repair-wall', cost);
    const wall = w.wallAt(p.wall.at)!;
    wall.damage--;
    w.damageSupply++;
    w.log('repair-wall', { wall: wall.at, damage: wall.damage }, f.id);
  },
});
