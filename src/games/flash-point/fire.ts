/**
 * Advance Fire: the roll, smoke/fire/explosion, shockwaves, flashover, the hot-spot chain,
 * hazmat explosions, lost victims and PoIs, knock-downs, and fire outside removed.
 */
import { canonicalEdge, compareEdges, compareSpaces, edgeBetween, floorOf, edgeKey, sameSpace, SIDES, step, type Edge, type Side, type Space, copySpace } from './board.ts';
import { detach, reveal } from './poi.ts';
import type { World } from './world.ts';
import { isShut, jamCount, type BoardObject, type Door, type HeatTransfer, type Victim } from './state.ts';
import { hasAbility } from './abilities.ts';
import { dodgeOptions } from './entry.ts';
import { collapseBurningLadders, putDownLadder, removeBridgeOver, stranded } from './ladders.ts';
import { platformAt } from './platform.ts';

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
    const q = (w.s.heat ??= { groups: [], used: [] });
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
    w.s.damagedFloors.push(copySpace(target));
    w.log('floor-damaged', { at: target });
    return;
  }
  w.s.damagedFloors = w.s.damagedFloors.filter((x) => !sameSpace(x, target));
  w.s.destroyedFloors.push(copySpace(target));
  const cubes = Math.min(2, w.s.damageSupply);
  w.s.damageSupply -= cubes;
  w.s.floorDamage = (w.s.floorDamage ?? 0) + cubes;
  w.log('floor-destroyed', { at: target, cubes });
  if (w.s.damageSupply === 0) w.end('lost', 'the damage supply is exhausted: the building collapsed');
  for (const n of w.neighbours(target)) if (w.content(n) === 'smoke') w.setContent(n, 'fire');
  fallThrough(w, target);
}

/** Everything on a floor space that has just been destroyed goes. */
function fallThrough(w: World, at: Space): void {
  for (const f of w.firefightersAt(at)) if (w.playing) knockDown(w, f.id, knockDownOptions(w, at)[0] ?? [0, 0]);
  for (const p of [...w.s.pois]) if (sameSpace(p.at, at)) for (const v of reveal(w, p, 'the floor gave way')) if (w.playing && w.s.victims.includes(v)) loseVictim(w, v, 'fell through the floor');
  for (const v of [...w.s.victims]) if (w.playing && sameSpace(v.at, at)) loseVictim(w, v, 'fell through the floor');
  while (w.playing && w.hazmatsAt(at) > 0) explodeHazmat(w, at);
  if (w.hasHotSpot(at)) {
    w.s.hotSpots = w.s.hotSpots.filter((h) => !sameSpace(h, at));
    w.s.hotSpotSupply++;
    w.log('hot-spot-returned', { at });
  }
}

/**
 * A High Rise elevator whose door is destroyed is out of use for the rest of the game: it
 * holds fire that cannot be put out, and anyone in it goes to the Engine, not knocked down.
 */
function elevatorOutOfUse(w: World, lift: { id: string; at: Space }): void {
  w.s.elevatorsOut = [...(w.s.elevatorsOut ?? []), lift.id];
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
  if (w.s.heat?.used.some((e) => edgeKey(e) === edgeKey(via)) || w.heatGroup?.some((t) => edgeKey(t.via) === edgeKey(via))) {
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
  const q = w.s.heat;
  if (!q) return;
  const group = q.groups[q.groups.length - 1];
  if (!group || !group.length) {
    q.groups.pop();
    if (!q.groups.length) w.s.heat = null;
    return;
  }
  if (group.length > 1 && choose) {
    w.s.pending = { type: 'heat-order', player: w.s.activePlayer, options: group.map((t) => t.via).sort(compareEdges) };
    return;
  }
  group.sort((a, b) => compareEdges(a.via, b.via));
  resolveHeat(w, group[0]!.via);
}

/** Resolve the queued transfer through bulkhead `via` (a player's pick, or the only one). */
export function resolveHeat(w: World, via: Edge): void {
  const q = w.s.heat!;
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
  if (!q.groups.length) w.s.heat = null;
}

/** Resolve all queued heat now, in canonical order (setup, where no player is asked). */
export function drainHeat(w: World): void {
  for (let guard = 0; w.s.heat && w.playing && guard < 1000; guard++) stepHeat(w, false);
  w.s.heat = null;
}

/** A shockwave leaving `from` through `side`, until something stops it. */
function shockwave(w: World, from: Space, firstSide: Side): void {
  let cur: Space = from;
  let side = firstSide;
  for (;;) {
    if (!w.playing) return;
    const edge = edgeBetween(cur, side);
    const next = step(cur, side);
    const wall = w.wallAt(edge);
    // A soft wall (Airfield) does not stop a shockwave: it passes on as if the line were not there.
    if (wall && !wall.destroyed && !w.board.isSoftWall(edge)) {
      if (w.board.isBulkhead(edge)) heatThroughBulkhead(w, edge, next);
      else w.damageWall(wall, 'shockwave'); // a wall that takes no damage (a basement's outer wall) just stops it
      return;
    }
    const door = w.doorAt(edge);
    if (door && door.kind === 'fireproof' && isShut(door)) {
      jamFireproofDoor(w, door);
      return; // a closed fireproof door stops the shockwave and stands
    }
    if (door && door.state !== 'destroyed') {
      const wasOpen = door.state === 'open';
      door.state = 'destroyed';
      w.log('door-destroyed', { at: door.at, cause: 'shockwave', wasOpen });
      const lift = w.board.elevatorByDoor(door.at);
      if (lift) {
        // The wrecked car fills with fire: the shockwave ends there (as it would entering a space without fire).
        elevatorOutOfUse(w, lift);
        return;
      }
      if (!wasOpen) return; // a closed door stops the shockwave; an open one lets it pass
    }
    const win = w.windowAt(edge);
    if (win && win.state !== 'destroyed') {
      // The window goes, and a damage cube on its wall destroys that too; the shockwave stops.
      win.state = 'destroyed';
      if (w.s.damageSupply > 0) {
        win.damage = 1;
        w.s.damageSupply--;
      }
      w.log('window-destroyed', { at: win.at, cause: 'shockwave' });
      if (w.s.damageSupply === 0) w.end('lost', 'the damage supply is exhausted: the building collapsed');
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
  if (w.s.damageSupply <= 0) return;
  o.damage++;
  w.s.damageSupply--;
  w.log('object-damaged', { object: o.id, damage: o.damage, of: o.damageSpaces });
  if (w.s.damageSupply === 0) w.end('lost', 'the damage supply is exhausted: the building collapsed');
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
  for (const t of chain) w.s.toxic.push(t);
  w.log('spill', { object: o.id, toxic: chain });
  poisonToxicSpaces(w);
}

/** Victims (and PoIs, revealed) on Toxic markers are lost; firefighters there are knocked down. */
export function poisonToxicSpaces(w: World): void {
  for (const p of [...w.s.pois]) if (w.isToxic(p.at)) for (const v of reveal(w, p, 'toxic spill')) if (w.playing) loseVictim(w, v, 'toxic');
  for (const v of [...w.s.victims]) if (w.playing && w.isToxic(v.at)) loseVictim(w, v, 'toxic');
  for (const f of w.s.firefighters) if (f.at && w.isToxic(f.at)) knockDown(w, f.id, knockDownOptions(w, f.at)[0] ?? [0, 0]);
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

/** One advance on `target`: smoke, fire, or an explosion. Its flashover waits for any heat it sends through bulkheads. */
function advanceAt(w: World, target: Space): void {
  const before = w.content(target);
  if (before === 'fire') explode(w, target, 'advance fire');
  else {
    w.setContent(target, before === 'smoke' ? 'fire' : 'smoke');
    w.log('advance', { at: target, became: before === 'smoke' ? 'fire' : 'smoke' });
  }
}

/** A target on an object follows the printed arrows to the first space that is not one (fp.objects.advance). */
export function offObject(w: World, at: Space): Space {
  let cur = at;
  for (let guard = 0; w.objectAt(cur) && guard < 100; guard++) {
    const dir = w.board.arrow(cur);
    if (!dir) break;
    cur = step(cur, dir);
  }
  return cur;
}

/** The firefighters on the board whose role has `ability`. */
function withAbility(w: World, ability: string) {
  return w.s.firefighters.filter((f) => f.at && hasAbility(w, f, ability));
}

/** Nothing burns outside the building: fire and smoke there are removed. */
export function clearOutside(w: World): void {
  for (const s of [...w.s.fire, ...w.s.smoke]) if (!w.board.isInside(s)) w.setContent(s, 'open');
}

/**
 * Where an Advance Fire roll of these dice lands on this board, or nothing when such a roll is
 * rolled again (the dice name no space of the board, or an elevator). A target on a destroyed
 * floor falls to the space below, as a new PoI's does (fp.floors.advance-below); one on an
 * object follows the arrows. Every roll goes through here: rolled, re-rolled or flipped.
 */
export function advanceTargetOf(w: World, red: number, black: number): Space | undefined {
  const at = w.board.spaceOfRoll(red, black);
  if (!at || w.board.isReroll(at)) return undefined;
  return offObject(w, w.throughHole(at));
}

/**
 * Suppression: an advance whose target, as rolled (before a hole or an object's arrows move
 * it), is on or next to the Suppression Specialist does nothing (logged; the phase goes on).
 */
function suppressedAt(w: World, rolled: Space): boolean {
  // Seen from the rolled space: an object there is still next to the specialist (nobody enters it, but it shares the side).
  const by = withAbility(w, 'suppression').find((f) => sameSpace(f.at!, rolled) || w.isAdjacent(rolled, f.at!));
  if (!by) return false;
  w.log('suppressed', { at: rolled, by: by.id });
  w.s.fireChain++;
  nextAdvanceOrOn(w);
  return true;
}

/**
 * The advance on dice a Suppression Specialist flipped: resolved exactly as an unflipped roll
 * of those values would be — one that names no space of the board is rolled again.
 */
export function advanceOnFlippedDice(w: World, red: number, black: number): void {
  const target = advanceTargetOf(w, red, black);
  if (!target) {
    w.log('roll-again', { dice: [red, black], why: 'the flipped dice name no space the fire can advance to' });
    w.s.fireAdvances++;
    w.s.fireStep = 'advance';
    return;
  }
  if (!suppressedAt(w, w.board.spaceOfRoll(red, black)!)) resolveAdvance(w, target);
}

/**
 * Resolve an advance on its (possibly flipped) target, then either roll again (the target
 * held a hot spot) or go on to the hazmats. The one new hot spot of a chain goes on the
 * first repeated target only; none is stacked there if it has one (fp.hot-spots.chain-placement).
 */
export function resolveAdvance(w: World, target: Space): void {
  w.s.fireTarget = { at: copySpace(target), hadHotSpot: w.hasHotSpot(target) };
  advanceAt(w, target);
  w.s.fireStep = 'spread';
}

/** After an advance (and any heat it sent on): flashover, then the hot-spot chain. */
function spreadAfterAdvance(w: World): void {
  const t = w.s.fireTarget;
  w.s.fireTarget = null;
  flashover(w);
  const k = w.s.fireChain++;
  if (t && k === 1 && w.playing) takeHotSpot(w, t.at, 'hot-spot chain');
  if (t && w.rules.boolean('param.hot-spots.enabled') && t.hadHotSpot) w.s.fireAdvances++;
  nextAdvanceOrOn(w);
}

/** More advances to roll (a hot spot, a Fire Deck card), or on to the hazmats. */
function nextAdvanceOrOn(w: World): void {
  w.s.fireStep = w.s.fireAdvances > 0 ? 'advance' : 'hazmats';
}

function takeHotSpot(w: World, at: Space, why: string): boolean {
  if (w.s.hotSpotSupply <= 0 || w.hasHotSpot(at)) return false;
  w.s.hotSpotSupply--;
  w.addHotSpot(at);
  w.log('hot-spot', { at, why, supply: w.s.hotSpotSupply });
  return true;
}

/**
 * The rolls of the Advance Fire phase (Experienced Game without Tragic Events): one
 * advance, repeated while the target held a hot spot. The rest of the phase runs in
 * `continueFire`, which may stop to ask a player a question.
 */
export function advanceFirePhase(w: World): void {
  w.s.knockedDown = [];
  w.s.fireChain = 0;
  w.s.fireAdvances = 1;
  w.s.fireStep = 'advance';
}

/**
 * Advance Fire, step by step: the roll (again while hot spots are hit), hazmats in fire explode, victims and PoIs in
 * fire are lost, firefighters in fire are knocked down, fire outside is removed. Stops
 * (leaving `pending` set) when a player must choose: the order of several hazmat
 * explosions, or which Ambulance space a knocked-down firefighter goes to.
 */
export function continueFire(w: World): void {
  while (w.playing && w.s.fireStep && !w.s.pending) {
    if (w.s.heat) {
      stepHeat(w, true);
      continue;
    }
    switch (w.s.fireStep) {
      case 'advance': {
        w.s.fireAdvances--;
        let rolled = w.rollLocation('advance fire');
        while (w.board.isReroll(rolled)) rolled = w.rollLocation('advance fire (rolled again)');
        const dice = { red: rolled[0], black: w.board.faceOf(rolled) };
        const target = advanceTargetOf(w, dice.red, dice.black)!;
        if (suppressedAt(w, rolled)) break;
        // Suppress: a Suppression Specialist with saved AP may flip the dice first (the dice, not the space).
        const suppressor = withAbility(w, 'suppress').find((f) => f.savedAp > 0);
        if (suppressor) w.s.pending = { type: 'suppress', player: suppressor.id, ...dice };
        else resolveAdvance(w, target);
        break;
      }
      case 'spread':
        spreadAfterAdvance(w);
        break;
      case 'hazmats': {
        const burning = uniqueSpaces(w.s.hazmats.filter((h) => w.content(h) === 'fire'));
        if (burning.length === 0) w.s.fireStep = 'losses';
        else if (burning.length === 1) explodeHazmat(w, burning[0]!);
        else w.s.pending = { type: 'hazmat-order', player: w.s.activePlayer, options: burning };
        break;
      }
      case 'losses':
        collapseBurningLadders(w);
        loseBurning(w);
        w.s.fireStep = 'knock-downs';
        break;
      case 'knock-downs': {
        // Each firefighter is knocked down at most once a phase: one sent to an Ambulance
        // space a shockwave set alight stays there until the outside is cleared just after.
        // In fire, or left with nothing to stand on (a ladder gone from under them): knocked down.
        const f = w.s.firefighters.find((x) => x.at && !x.out && !w.s.knockedDown.includes(x.id) && (w.content(x.at) === 'fire' || stranded(w, x.at, platformAt(w, x.at))));
        if (!f) {
          w.s.fireStep = 'cleanup';
          break;
        }
        const options = knockDownOptions(w, f.at!);
        const dodge = dodgeOptions(w, f).map((o) => o.way);
        if (options.length > 1 || dodge.length) w.s.pending = { type: 'knock-down', player: f.id, options, ...(dodge.length ? { dodge } : {}) };
        else knockDown(w, f.id, options[0] ?? [0, 0]);
        break;
      }
      case 'cleanup':
        clearOutside(w);
        w.s.fireStep = null;
        break;
    }
  }
}

function uniqueSpaces(list: Space[]): Space[] {
  const out: Space[] = [];
  for (const s of list) if (!out.some((o) => sameSpace(o, s))) out.push(copySpace(s));
  return out.sort(compareSpaces);
}

/** A hazmat in fire explodes: it is destroyed, and leaves a hot spot if one is spare. */
export function explodeHazmat(w: World, at: Space): void {
  w.removeHazmat(at);
  for (const f of w.firefightersAt(at)) if (f.carrying === 'hazmat' && w.hazmatsAt(at) === 0) f.carrying = null;
  w.log('hazmat-exploded', { at });
  explodeLikeHazmat(w, at, 'hazmat');
}

/** A victim is lost (fire, a toxic spill, a fall): counted once; one whose type says so explodes like a hazmat. */
function loseVictim(w: World, v: Victim, why: string): void {
  detach(w, v);
  if (v.rescued) w.s.rescued--; // a rescued victim kept on the board can still die there
  w.s.lost++;
  w.log('lost', { victim: v.id, at: v.at, why, lost: w.s.lost });
  w.checkVictimCounts();
  // A victim with an oxygen tank goes up like a hazmat when lost.
  if (w.playing && w.rules.victimType(v.type)?.onLost === 'explode') explodeLikeHazmat(w, v.at, `${v.type} victim lost`);
}

/** An explosion where a hazmat (or something that explodes like one) was, with its hot spot. */
export function explodeLikeHazmat(w: World, at: Space, cause: string): void {
  explode(w, copySpace(at), cause);
  if (w.playing && w.rules.boolean('param.hot-spots.enabled')) takeHotSpot(w, copySpace(at), `${cause} explosion`);
}

/**
 * Victims and PoIs in fire are lost (a PoI is revealed first; a false alarm just goes). A
 * victim rescued on a board that keeps it (the Submarine) dies only when every rescue
 * location burns (fp.sub.rescue-stays).
 */
function loseBurning(w: World): void {
  for (const p of [...w.s.pois]) {
    if (!w.playing) return;
    if (w.content(p.at) !== 'fire') continue;
    for (const v of reveal(w, p, 'caught by fire')) if (w.playing && w.s.victims.includes(v)) loseVictim(w, v, 'fire');
  }
  const locations = w.board.rescueLocations();
  const allBurning = locations.length > 0 && locations.every((l) => w.content(l) === 'fire');
  for (const v of [...w.s.victims]) {
    if (!w.playing) return;
    if (v.rescued && allBurning) loseVictim(w, v, 'every rescue location burns');
    else if (!v.rescued && w.content(v.at) === 'fire') loseVictim(w, v, 'fire');
  }
}

export function knockDown(w: World, id: string, to: Space): void {
  const f = w.firefighter(id);
  putDownLadder(w, f); // a carried ladder stays where its carrier fell
  w.s.knockedDown.push(id);
  // Sent to a burning start location under burningStart: out-of-game, the firefighter waits there until it is clear.
  const out = w.rules.string('param.knock-down.to') === 'start-locations' && w.content(to) === 'fire' && w.rules.ruleset.optionValues.burningStart === 'out-of-game';
  w.log('knocked-down', { at: f.at, to, ...(out ? { out: true } : {}) }, f.id);
  f.at = copySpace(to);
  f.carrying = null;
  f.leading = null;
  if (out) f.out = true;
}

/**
 * Where a knocked-down firefighter may go: either space of the Ambulance (the player
 * chooses). Without vehicles (Family Game), the printed Ambulance parking space closest to
 * where it fell, the first in row-then-column order on a tie.
 */
export function knockDownOptions(w: World, from: Space): Space[] {
  if (w.rules.string('param.knock-down.to') === 'engine') return uniqueSpaces(w.engineSpaces());
  if (w.rules.string('param.knock-down.to') === 'start-locations') {
    // A start location without fire if there is one; when all burn, any of them.
    const all = w.board.startLocations();
    const clear = all.filter((l) => w.content(l) !== 'fire');
    return uniqueSpaces(clear.length ? clear : all);
  }
  const amb = w.ambulanceSpaces();
  if (amb.length) return uniqueSpaces(amb);
  const printed = w.board.parkingSpots('ambulance').flat();
  const dist = (s: Space) => Math.abs(s[0] - from[0]) + Math.abs(s[1] - from[1]);
  const best = [...printed].sort((a, b) => dist(a) - dist(b) || a[0] - b[0] || a[1] - b[1])[0];
  return best ? [copySpace(best)] : [];
}
