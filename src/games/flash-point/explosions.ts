/**
 * Explosions and what they set off: shockwaves, heat through bulkheads, damaged and
 * destroyed floors, damaged objects and their spills, exploding hazmats, lost victims, and
 * the hot spot an explosion leaves.
 */
import { canonicalEdge, compareEdges, edgeBetween, floorOf, edgeKey, sameSpace, SIDES, step, type Edge, type Side, type Space, copySpace } from './board.ts';
import { detach, reveal } from './poi.ts';
import type { World } from './world.ts';
import { SIDE_INDEX } from './board-geometry.ts';
import { isShut, jamCount, type BoardObject, type Door, type Window, type HeatTransfer, type Victim } from './state.ts';
import { putDownLadder, removeBridgeOver } from './ladders.ts';
import { knockDown, knockDownOptions } from './knock-down.ts';

/**
 * Turn a space to fire and send a shockwave out of each of its four sides. Heat the
 * shockwaves pass through bulkheads is queued as one group (players order it), resolved
 * by `stepHeat` before anything else happens.
 */
export function explode(w: World, at: Space, cause: string): void {
  w.setContent(at, 'fire');
  w.log('explosion', { at, cause });
  damageFloorAbove(w, at);
  const outer = w.heatGroup;
  const group: HeatTransfer[] = [];
  w.heatGroup = group;
  try {
    for (const side of SIDES) shockwave(w, at, side);
  } finally {
    w.heatGroup = outer;
  }
  if (group.length && w.playing) {
    const q = (w.heat ??= { groups: [], used: [] });
    q.groups.push(group);
  }
}

/**
 * Floors (fp.floors.damaged, fp.floors.destroyed): an explosion in a basement damages the
 * floor above it; one on, or right below, a damaged floor destroys it — two cubes from the
 * supply, smoke beside it turns to fire, and whatever stood on it falls: firefighters are
 * knocked down, victims lost, hazmats explode, hot spots go back to the supply.
 */
function damageFloorAbove(w: World, at: Space): void {
  if (!w.board.levels().length) return;
  const f = floorOf(at);
  const onFloor = f === 0 && w.hasDamagedFloor(at) ? copySpace(at) : undefined;
  const above = f < 0 ? w.board.verticalNeighbour(at, +1) : undefined;
  if (above && w.isDestroyedFloor(above)) {
    // Below a hole: a ladder across it is lost, and smoke around the hole catches fire.
    removeBridgeOver(w, above);
    for (const n of w.neighbours(above)) if (w.content(n) === 'smoke') w.setContent(n, 'fire');
    return;
  }
  const target = onFloor ?? (above && floorOf(above) === 0 ? above : undefined);
  if (!target) return;
  if (!w.hasDamagedFloor(target)) {
    w.damagedFloors = [...w.damagedFloors, copySpace(target)];
    w.log('floor-damaged', { at: target });
    return;
  }
  w.damagedFloors = w.damagedFloors.filter((x) => !sameSpace(x, target));
  w.destroyedFloors = [...w.destroyedFloors, copySpace(target)];
  const cubes = Math.min(2, w.damageSupply);
  w.damageSupply -= cubes;
  w.floorDamage = (w.floorDamage ?? 0) + cubes;
  w.log('floor-destroyed', { at: target, cubes });
  if (w.damageSupply === 0) w.end('lost', 'the damage supply is exhausted: the building collapsed');
  for (const n of w.neighbours(target)) if (w.content(n) === 'smoke') w.setContent(n, 'fire');
  fallThrough(w, target);
}

/** Everything on a floor space that has just been destroyed goes. */
function fallThrough(w: World, at: Space): void {
  for (const f of w.firefightersAt(at)) if (w.playing) knockDown(w, f.id, knockDownOptions(w, at)[0] ?? [0, 0]);
  for (const p of [...w.pois]) if (sameSpace(p.at, at)) for (const v of reveal(w, p, 'the floor gave way')) if (w.playing && w.victims.includes(v)) loseVictim(w, v, 'fell through the floor');
  for (const v of [...w.victims]) if (w.playing && sameSpace(v.at, at)) loseVictim(w, v, 'fell through the floor');
  while (w.playing && w.hazmatsAt(at) > 0) explodeHazmat(w, at);
  if (w.hasHotSpot(at)) {
    w.hotSpots = w.hotSpots.filter((h) => !sameSpace(h, at));
    w.hotSpotSupply++;
    w.log('hot-spot-returned', { at });
  }
}

/**
 * A High Rise elevator whose door is destroyed is out of use for the rest of the game: it
 * holds fire that cannot be put out, and anyone in it goes to the Engine, not knocked down.
 */
function elevatorOutOfUse(w: World, lift: { id: string; at: Space }): void {
  w.elevatorsOut = [...(w.elevatorsOut ?? []), lift.id];
  w.setContent(lift.at, 'fire');
  w.log('elevator-out', { elevator: lift.id, at: lift.at });
  const to = w.engineSpaces()[0];
  for (const f of w.firefightersAt(lift.at)) {
    if (!to) break;
    putDownLadder(w, f);
    f.at = copySpace(to);
    w.log('left-elevator', { to }, f.id);
  }
}

/** A shockwave meets a bulkhead: no damage; heat goes through unless this bulkhead already passed it (fp.dw.bulkhead-heat). */
function heatThroughBulkhead(w: World, edge: Edge, to: Space): void {
  const via = canonicalEdge(edge);
  if (w.heat?.used.some((e) => edgeKey(e) === edgeKey(via)) || w.heatGroup?.some((t) => edgeKey(t.via) === edgeKey(via))) {
    w.log('heat-held', { via });
    return;
  }
  (w.heatGroup ??= []).push({ via, to: copySpace(to) });
}

/**
 * Resolve queued heat, one transfer at a time. A group of two or more waits for the
 * players to choose which goes first (`choose`), unless the engine must pick (setup: the
 * canonical order). Returns when the queue is empty or a question is pending.
 */
export function stepHeat(w: World, choose: boolean): void {
  const q = w.heat;
  if (!q) return;
  const group = q.groups[q.groups.length - 1];
  if (!group || !group.length) {
    q.groups.pop();
    if (!q.groups.length) w.heat = null;
    return;
  }
  if (group.length > 1 && choose) {
    w.pending = { type: 'heat-order', player: w.activePlayer, options: group.map((t) => t.via).sort(compareEdges) };
    return;
  }
  group.sort((a, b) => compareEdges(a.via, b.via));
  resolveHeat(w, group[0]!.via);
}

/** Resolve the queued transfer through bulkhead `via` (a player's pick, or the only one). */
export function resolveHeat(w: World, via: Edge): void {
  const q = w.heat!;
  const group = q.groups[q.groups.length - 1]!;
  const i = group.findIndex((t) => edgeKey(t.via) === edgeKey(via));
  const [t] = group.splice(i, 1);
  q.used.push(t!.via);
  const to = t!.to;
  const machine = w.objectAt(to);
  if (machine) {
    // Heat into machinery damages it instead (seed 002's Submarine bulkhead 4-4 to 4-3).
    w.log('heat-transfer', { via: t!.via, to, into: machine.id });
    damageObject(w, machine);
  } else {
    const before = w.content(to);
    w.log('heat-transfer', { via: t!.via, to, was: before });
    if (before === 'fire') explode(w, to, 'heat through a bulkhead');
    else w.setContent(to, before === 'smoke' ? 'fire' : 'smoke');
  }
  if (!group.length) q.groups.pop();
  if (!q.groups.length) w.heat = null;
}

/** Resolve all queued heat now, in canonical order (setup, where no player is asked). */
export function drainHeat(w: World): void {
  for (let guard = 0; w.heat && w.playing && guard < 1000; guard++) stepHeat(w, false);
  w.heat = null;
}

/**
 * A shockwave meets a door that still stands: a closed fireproof door is jammed and stops it;
 * any other door is destroyed, and stops it unless it was open (or it was an elevator's door,
 * whose wrecked car fills with fire). True when the shockwave stops here.
 */
function shockwaveStoppedByDoor(w: World, door: Door): boolean {
  if (door.kind === 'fireproof' && isShut(door)) {
    jamFireproofDoor(w, door);
    return true;
  }
  const wasOpen = door.state === 'open';
  door.state = 'destroyed';
  w.log('door-destroyed', { at: door.at, cause: 'shockwave', wasOpen });
  const lift = w.board.elevatorByDoor(door.at);
  if (lift) {
    elevatorOutOfUse(w, lift);
    return true;
  }
  return !wasOpen;
}

/** A shockwave breaks a window, and a damage cube on its wall destroys that too: the shockwave stops. */
function breakWindow(w: World, win: Window): void {
  win.state = 'destroyed';
  if (w.damageSupply > 0) {
    win.damage = 1;
    w.damageSupply--;
  }
  w.log('window-destroyed', { at: win.at, cause: 'shockwave' });
  if (w.damageSupply === 0) w.end('lost', 'the damage supply is exhausted: the building collapsed');
}

/** A shockwave leaving `from` through `side`, until something stops it. */
function shockwave(w: World, from: Space, firstSide: Side): void {
  let cur: Space = from;
  let side = firstSide;
  for (;;) {
    if (!w.playing) return;
    // The edge by its number; built as an Edge only where something on it is changed.
    const id = w.board.geometry.sideEdgeOf(cur, SIDE_INDEX[side]);
    const next = step(cur, side);
    // Walls, doors and windows are read as they stand, and taken for changing (a copy: World
    // .writable) only when the shockwave changes them: most edges it crosses have none standing.
    const wall = w.readWallOn(id);
    // A soft wall (Airfield) does not stop a shockwave: it passes on as if the line were not there.
    if (wall && !wall.destroyed && !w.board.geometry.isSoftWallLine(id)) {
      const edge = edgeBetween(cur, side);
      if (w.board.isBulkhead(edge)) heatThroughBulkhead(w, edge, next);
      else w.damageWall(w.wallAt(edge)!, 'shockwave'); // a wall that takes no damage (a basement's outer wall) just stops it
      return;
    }
    const door = w.readDoorOn(id);
    if (door && door.state !== 'destroyed' && shockwaveStoppedByDoor(w, w.doorAt(edgeBetween(cur, side))!)) return;
    const win = w.readWindowOn(id);
    if (win && win.state !== 'destroyed') {
      breakWindow(w, w.windowAt(edgeBetween(cur, side))!);
      return;
    }
    if (!w.board.isOnGrid(next)) return;
    const object = w.objectAt(next);
    if (object) {
      damageObject(w, object);
      return;
    }
    if (w.isDestroyedFloor(next)) {
      // Through a hole in the floor: fire (or an explosion) below, and on beyond the hole (fp.floors.shockwave-hole).
      const below = w.board.verticalNeighbour(next, -1);
      if (below) {
        if (w.content(below) === 'fire') explode(w, below, 'shockwave through a destroyed floor');
        else w.setContent(below, 'fire');
      }
      cur = next;
      continue;
    }
    if (w.content(next) === 'fire') {
      const stair = w.board.staircase(next);
      if (stair && w.blocks(edgeBetween(next, side))) {
        // A burning staircase whose far side is closed sends the shockwave to its other section,
        // and, if that burns too, out of that section's open side (fp.floors.shockwave-stairs).
        const other = stair.to;
        if (w.content(other) !== 'fire') {
          w.setContent(other, 'fire');
          return;
        }
        const open = w.board.staircase(other)?.open;
        if (!open) return;
        cur = copySpace(other);
        side = open;
        continue;
      }
      cur = next;
      continue;
    }
    w.setContent(next, 'fire');
    return;
  }
}

/** A shockwave puts a cube (from the supply, never returned) on an object; full, it is destroyed. */
export function damageObject(w: World, o: BoardObject): void {
  if (w.damageSupply <= 0) return;
  o.damage++;
  w.damageSupply--;
  w.log('object-damaged', { object: o.id, damage: o.damage, of: o.damageSpaces });
  if (w.damageSupply === 0) w.end('lost', 'the damage supply is exhausted: the building collapsed');
  if (w.playing && o.damage >= o.damageSpaces) destroyObject(w, o);
}

/**
 * An explosive object explodes like a hazmat, a shockwave leaving every face of it; a
 * dangerous object spills instead: five Toxic markers, the first where it stood, the rest
 * in a chain of random adjacent spaces (fp.objects.spill).
 */
function destroyObject(w: World, o: BoardObject): void {
  o.destroyed = true;
  w.log('object-destroyed', { object: o.id, kind: o.kind });
  if (o.kind === 'machinery') {
    w.end('lost', `the ${o.id} was destroyed`);
    return;
  }
  if (o.kind === 'explosive') {
    for (const s of o.spaces) for (const side of SIDES) if (!o.spaces.some((x) => sameSpace(x, step(s, side)))) shockwave(w, s, side);
    return;
  }
  const chain: Space[] = [copySpace(o.spaces[0]!)];
  const count = w.rules.number('param.objects.toxic-markers');
  let back = 0;
  while (chain.length < count && back < chain.length) {
    const cur = chain[chain.length - 1 - back]!;
    const options = w.neighbours(cur).filter((n) => w.board.isInside(n) && !chain.some((c) => sameSpace(c, n)));
    if (!options.length) {
      back++; // back-track along the chain
      continue;
    }
    // One die with a face per free neighbour (north, east, south, west, then a staircase), so forced dice choose it too.
    chain.push(options.length === 1 ? options[0]! : options[w.rollOne(options.length, 'toxic spill', 'any') - 1]!);
    back = 0;
  }
  w.toxic = [...w.toxic, ...chain];
  w.log('spill', { object: o.id, toxic: chain });
  poisonToxicSpaces(w);
}

/** Victims (and PoIs, revealed) on Toxic markers are lost; firefighters there are knocked down. */
export function poisonToxicSpaces(w: World): void {
  for (const p of [...w.pois]) if (w.isToxic(p.at)) for (const v of reveal(w, p, 'toxic spill')) if (w.playing) loseVictim(w, v, 'toxic');
  for (const v of [...w.victims]) if (w.playing && w.isToxic(v.at)) loseVictim(w, v, 'toxic');
  for (const f of w.firefighters) if (f.at && w.isToxic(f.at)) knockDown(w, f.id, knockDownOptions(w, f.at)[0] ?? [0, 0]);
}

/**
 * A shockwave reaches a closed fireproof door: the red die decides whether it jams. Seed 000
 * adds a marker to an already jammed door without rolling; 002 rolls every time (option
 * jamRule, fp.doors.jam-rule).
 */
function jamFireproofDoor(w: World, door: Door): void {
  const jams = jamCount(door);
  const rule = String(w.rules.ruleset.optionValues.jamRule ?? 'firedrake');
  const automatic = rule === 'firedrake' && jams > 0;
  const roll = automatic ? undefined : w.rollOne(6, 'fireproof door', 'red');
  const jammed = automatic || (roll !== undefined && roll >= w.rules.number('param.doors.jam-on'));
  if (jammed) door.state = `jammed:${jams + 1}`;
  w.log('fireproof-door', { at: door.at, roll, jammed, jams: jamCount(door), rule });
}

/** An explosion's (or a hot-spot chain's) hot spot on `at`, if one is spare and none is there yet. */
export function takeHotSpot(w: World, at: Space, why: string): boolean {
  if (w.hotSpotSupply <= 0 || w.hasHotSpot(at)) return false;
  w.hotSpotSupply--;
  w.addHotSpot(at);
  w.log('hot-spot', { at, why, supply: w.hotSpotSupply });
  return true;
}

/** A hazmat in fire explodes: it is destroyed, and leaves a hot spot if one is spare. */
export function explodeHazmat(w: World, at: Space): void {
  w.removeHazmat(at);
  for (const f of w.firefightersAt(at)) if (f.carrying === 'hazmat' && w.hazmatsAt(at) === 0) f.carrying = null;
  w.log('hazmat-exploded', { at });
  explodeLikeHazmat(w, at, 'hazmat');
}

/** A victim is lost (fire, a toxic spill, a fall): counted once; one whose type says so explodes like a hazmat. */
export function loseVictim(w: World, v: Victim, why: string): void {
  detach(w, v);
  if (v.rescued) w.rescued--; // a rescued victim kept on the board can still die there
  w.lost++;
  w.log('lost', { victim: v.id, at: v.at, why, lost: w.lost });
  w.checkVictimCounts();
  // A victim with an oxygen tank goes up like a hazmat when lost.
  if (w.playing && w.rules.victimType(v.type)?.onLost === 'explode') explodeLikeHazmat(w, v.at, `${v.type} victim lost`);
}

/** An explosion where a hazmat (or something that explodes like one) was, with its hot spot. */
export function explodeLikeHazmat(w: World, at: Space, cause: string): void {
  explode(w, copySpace(at), cause);
  if (w.playing && w.rules.boolean('param.hot-spots.enabled')) takeHotSpot(w, copySpace(at), `${cause} explosion`);
}
