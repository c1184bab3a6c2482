/**
 * REFERENCE FOR THE DIFFERENTIAL TEST ONLY: the firefighters' turn actions as they were
 * before the verb table (src/games/flash-point/moves/), one switch over the verbs, each
 * case checking, paying and changing the working copy and throwing a Refusal, and the
 * stranded rule tried on copies. legal-by-trial.ts tries candidates with it, so
 * tests/flash-point/legal-actions-differential.test.ts compares the table against the old
 * code itself. It lives under tests/ because the product has one implementation (the table);
 * this one is only the test's oracle, and goes with that test.
 */
import { copySpace, edgeBetween, floorOf, parseSpace, sameSpace, SIDES, step, type Quadrant, type Side, type Space } from '../../../src/games/flash-point/board.ts';
import { OPPOSITE_FACE, Refusal, World } from '../../../src/games/flash-point/world.ts';
import { isHazmatDisposalSpace, isRescueSpace, rescue, rescueArrivals, reveal, revealAt, victimsInPlay } from '../../../src/games/flash-point/poi.ts';
import { poisonToxicSpaces } from '../../../src/games/flash-point/fire.ts';
import { cloneForUpdate, jamCount, type Firefighter, type Victim } from '../../../src/games/flash-point/state.ts';
import { grantExperience, hasAbility } from '../../../src/games/flash-point/abilities.ts';
import { baseFacts, entryCost, price, stepTo, victimFacts, WAYS, type Way } from '../../../src/games/flash-point/entry.ts';
import { routeSides } from '../../../src/games/flash-point/prevention.ts';
import { checkLoad, fireWaterCannon, operatePlatform, platformAt } from '../../../src/games/flash-point/platform.ts';
import { bridgeFloor, collapseLadder, erectLadder, pickUpLadder, putDownLadder } from '../../../src/games/flash-point/ladders.ts';
import type { Facts } from '../../../src/core/conditions.ts';
import { verbsOf } from '../../../src/games/flash-point/verbs.ts';


type Action = [player: string, verb: string, ...args: unknown[]];

const TURN_VERBS = verbsOf('turn');

const OPPOSITE_SIDE: Record<Side, Side> = { north: 'south', south: 'north', east: 'west', west: 'east' };

function wayArg(v: unknown, verb: string): Way {
  return v === 'up' || v === 'down' ? v : sideArg(v, verb);
}

function sideArg(v: unknown, verb: string): Side {
  if (typeof v === 'string' && (SIDES as readonly string[]).includes(v)) return v as Side;
  throw new Refusal('mech.adjacent', `${verb} needs a direction: one of ${SIDES.join(', ')} (got ${JSON.stringify(v)})`);
}

function spaceArg(v: unknown, verb: string): Space {
  const s = parseSpace(v);
  if (s) return s;
  throw new Refusal('mech.adjacent', `${verb} needs a space [row, col] (got ${JSON.stringify(v)})`);
}

function roleOf(w: World, f: Firefighter) {
  const r = w.rules.role(f.role);
  if (!r) throw new Refusal('mech.turn', `role \`${f.role}\` is not part of this game (roles: ${[...w.rules.roles.keys()].join(', ')})`);
  return r;
}

/** Ask the rules what an action costs; refuse with the forbidding rule. */
function costOf(w: World, facts: Facts): number {
  const p = price(w, facts);
  if (p instanceof Refusal) throw p;
  return p;
}

function availableFor(w: World, f: Firefighter, verb: string): number {
  const pools = (roleOf(w, f).specialAp ?? []).filter((p) => p.for.includes(verb));
  return f.ap + (f.specialAp.experience ?? 0) + pools.reduce((n, p) => n + (f.specialAp[p.pool] ?? 0), 0);
}

/** Pay `cost` for `verb`: matching special AP first, then ordinary AP. */
function pay(w: World, f: Firefighter, verb: string, cost: number): void {
  const have = availableFor(w, f, verb);
  if (have < cost) throw new Refusal('mech.ap', `${verb} costs ${cost} AP and ${f.id} has ${have}`);
  let left = cost;
  for (const p of roleOf(w, f).specialAp ?? []) {
    if (!p.for.includes(verb) || left === 0) continue;
    const take = Math.min(left, f.specialAp[p.pool] ?? 0);
    f.specialAp[p.pool] = (f.specialAp[p.pool] ?? 0) - take;
    left -= take;
  }
  // A Veteran's free AP goes before ordinary AP: it could not be saved anyway.
  const free = Math.min(left, f.specialAp.experience ?? 0);
  if (free) f.specialAp.experience = (f.specialAp.experience ?? 0) - free;
  f.ap -= left - free;
}

/**
 * Can a firefighter standing in fire still get out of it this turn? Each way out (putting
 * the fire out, or an action that takes it elsewhere) is tried for real on a copy, so the
 * answer is the actions' own rules and not a second copy of them that could drift: one once
 * counted on a step out of the High Rise that the building forbids, and stranded its player.
 */
function canLeaveFire(w: World, f: Firefighter): boolean {
  if (!f.at || w.content(f.at) !== 'fire') return true;
  return exitActions(w, f).some((a) => {
    const copy = new World(cloneForUpdate(w.s), w.board, w.rules);
    try {
      performTurnAction(copy, a, false);
    } catch (e) {
      if (e instanceof Refusal) return false;
      throw e;
    }
    const after = copy.firefighter(f.id).at;
    return !!after && copy.content(after) !== 'fire';
  });
}

/** The single actions that could take a firefighter out of fire. */
function exitActions(w: World, f: Firefighter): Action[] {
  const out: Action[] = [[f.id, 'extinguish', copySpace(f.at!)]];
  for (const way of WAYS) out.push([f.id, 'move', way], [f.id, 'drag', way]);
  for (const side of SIDES) out.push([f.id, 'squeeze', side]);
  for (const e of w.engineSpaces()) out.push([f.id, 'engine-access', copySpace(e)]);
  if (w.board.elevatorAt(f.at!)) w.board.parkingSpots('engine').forEach((_, i) => out.push([f.id, 'lobby', i]));
  return out;
}

/**
 * The first of several victims in the space the rules let this firefighter act on, having
 * paid for it; refuses with the first victim's reason when none is allowed.
 */
function firstAllowed(w: World, f: Firefighter, victims: Victim[], verb: 'pick-up' | 'lead' | 'treat'): Victim {
  let first: Refusal | undefined;
  for (const v of victims) {
    try {
      const cost = costOf(w, { ...baseFacts(w, f), action: verb, victimType: v.type, victimTreated: v.treated });
      pay(w, f, verb, cost);
      return v;
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      first ??= e;
    }
  }
  throw first!;
}

/** Victims in an elevator car whose door is closed are rescued (fp.highrise.elevators). */
function rescueInElevator(w: World, car: Space, how: string): void {
  for (const v of victimsInPlay(w)) if (sameSpace(v.at, car)) rescue(w, v, how);
}

/** Fire in this space or an adjacent one (the Structural Engineer's condition). */
function fireNear(w: World, at: Space): boolean {
  return [at, ...w.neighbours(at)].some((x) => w.content(x) === 'fire');
}

/** Victims in a space that nobody carries or leads (a victim already rescued is nobody's to move). */
function freeVictimsAt(w: World, at: Space): Victim[] {
  return w.victims.filter((x) => sameSpace(x.at, at) && !x.rescued && !x.carriedBy && !w.firefighters.some((o) => o.leading === x.id));
}

function ledVictim(w: World, f: Firefighter): Victim | undefined {
  return f.leading ? w.victims.find((v) => v.id === f.leading) : undefined;
}

/** A firefighter changes space, taking what it carries (victim or hazmat) and leads along. */
function relocate(w: World, f: Firefighter, to: Space): void {
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

function carriedVictim(w: World, f: Firefighter): Victim | undefined {
  return w.victims.find((v) => v.carriedBy === f.id);
}

/** The Fire Captain pays for a commanded action; the rules see what it costs and who gets it. */
function payCommand(w: World, captain: Firefighter, commandedFf: Firefighter, commanded: string, cost: number): void {
  const given = (w.turnState.commanded[commandedFf.id] ?? 0) + cost;
  pay(w, captain, 'command', costOf(w, { ...baseFacts(w, captain), action: 'command', commanded, commandedCost: cost, commandedRole: commandedFf.role, commandedApAfter: given }));
  w.turnState.commanded[commandedFf.id] = given;
}

/** Move `mover` one space; `payer` pays (the mover itself, or a commanding Fire Captain). */
function moveFirefighter(w: World, mover: Firefighter, way: Way, payer: Firefighter, costVerb: 'move' | 'command'): void {
  const s = stepTo(w, mover.at!, way, mover.id);
  if (s instanceof Refusal) throw s;
  const cost = entryCost(w, mover, s, 'move');
  if (cost instanceof Refusal) throw cost;
  if (costVerb === 'command') payCommand(w, payer, mover, 'move', cost);
  else pay(w, payer, 'move', cost);
  travel(w, mover, s.to, 'move', { from: s.from, to: s.to, cost, ...(costVerb === 'command' ? { commandedBy: payer.id } : {}) });
}

/**
 * A firefighter goes to `to` with what it carries and leads, the move is logged, and then it
 * arrives: PoIs there are revealed, a carried hazmat may be disposed of, victims brought
 * along may be rescued. Stepping onto the raised platform must stay within its load.
 */
function travel(w: World, mover: Firefighter, to: Space, event: string, details: Record<string, unknown>, dragged?: Victim): void {
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

function doorOnSide(w: World, f: Firefighter, dir: Side) {
  const edge = edgeBetween(f.at!, dir);
  const door = w.doorAt(edge) ?? w.windowAt(edge);
  if (!door || door.state === 'destroyed') throw new Refusal('mech.door', `there is no door or window ${dir} of [${f.at!.join(', ')}]`);
  return door;
}

function openClose(w: World, mover: Firefighter, verb: 'open' | 'close', dir: Side, payer: Firefighter, commanded: boolean): void {
  const door = doorOnSide(w, mover, dir);
  const where = `${dir} of [${mover.at!.join(', ')}]`;
  if (verb === 'open' && door.state === 'open') throw new Refusal('mech.door', `the door ${where} is already open`);
  if (verb === 'close' && door.state !== 'open') throw new Refusal('mech.door', `the door ${where} is not open`);
  if (verb === 'open' && 'kind' in door && jamCount(door) > 0) throw new Refusal('fp.doors.jammed', `the fireproof door ${where} is jammed (${jamCount(door)} marker(s)) and cannot be opened`);
  const lift = 'kind' in door ? w.board.elevatorByDoor(door.at) : undefined;
  if (lift && w.elevatorsOut?.includes(lift.id)) throw new Refusal('fp.highrise.elevator-out', `the ${lift.id} elevator is out of use`);
  const cost = costOf(w, { ...baseFacts(w, mover), action: verb, elevatorDoor: !!lift });
  if (commanded) payCommand(w, payer, mover, verb, cost);
  else pay(w, payer, verb, cost);
  if (verb === 'open' && 'kind' in door && door.kind === 'locked') {
    // The AP are spent, but a locked door stays shut; it can still be chopped.
    w.log('door-locked', { door: door.at, cost }, mover.id);
    return;
  }
  door.state = verb === 'open' ? 'open' : 'closed';
  w.log(verb, { door: door.at, cost, ...(commanded ? { commandedBy: payer.id } : {}), ...(lift ? { elevator: lift.id, to: verb === 'open' ? 'this floor' : 'the lobby' } : {}) }, mover.id);
  // A victim in an elevator going down to the lobby is rescued (fp.highrise.elevators).
  if (lift && verb === 'close') rescueInElevator(w, lift.at, `taken down in the ${lift.id} elevator`);
}

function requireVehicles(w: World): void {
  if (!w.rules.boolean('param.vehicles')) throw new Refusal('mech.vehicles', 'this game uses no vehicles');
}

/** Perform one turn action of the active player on the working copy. */
export function performTurnAction(w: World, action: Action, checkStranded = true): void {
  const [player, verb, ...args] = action;
  if (player !== w.activePlayer) throw new Refusal('mech.turn', `it is ${w.activePlayer}'s turn, not ${player}'s`);
  const f = w.firefighter(player);
  const here = f.at!;
  switch (verb) {
    case 'move':
      moveFirefighter(w, f, wayArg(args[0], 'move'), f, 'move');
      break;
    case 'pick-up': {
      const what = args[0];
      if (f.carrying) throw new Refusal('mech.carry', `${f.id} already carries a ${f.carrying}`);
      if (what === 'victim') {
        const free = freeVictimsAt(w, here);
        if (!free.length) throw new Refusal('mech.victims', `there is no free victim at [${here.join(', ')}]`);
        const v = firstAllowed(w, f, free, 'pick-up');
        v.carriedBy = f.id;
        f.carrying = 'victim';
      } else if (what === 'hazmat') {
        const carriedHere = w.firefightersAt(here).filter((o) => o.carrying === 'hazmat').length;
        if (w.hazmatsAt(here) <= carriedHere) throw new Refusal('mech.victims', `there is no free hazmat at [${here.join(', ')}]`);
        f.carrying = 'hazmat';
      } else if (what === 'ladder') {
        costOf(w, { ...baseFacts(w, f), action: 'pick-up', pickUp: 'ladder' });
        pickUpLadder(w, f);
      } else throw new Refusal('mech.carry', `pick-up takes victim, hazmat or ladder (got ${JSON.stringify(what)})`);
      w.log('pick-up', { what, at: here }, f.id);
      break;
    }
    case 'drop': {
      if (!f.carrying) throw new Refusal('mech.carry', `${f.id} carries nothing`);
      const v = carriedVictim(w, f);
      if (v) delete v.carriedBy;
      putDownLadder(w, f);
      w.log('drop', { what: f.carrying, at: here }, f.id);
      f.carrying = null;
      break;
    }
    case 'lead': {
      if (f.leading) throw new Refusal('mech.carry', `${f.id} already leads a victim`);
      const treated = freeVictimsAt(w, here).filter((x) => x.treated);
      if (!treated.length) throw new Refusal('mech.carry', `there is no treated victim to lead at [${here.join(', ')}]`);
      const v = firstAllowed(w, f, treated, 'lead');
      f.leading = v.id;
      w.log('lead', { victim: v.id }, f.id);
      break;
    }
    case 'unlead':
      if (!f.leading) throw new Refusal('mech.carry', `${f.id} leads no victim`);
      w.log('unlead', { victim: f.leading }, f.id);
      f.leading = null;
      break;
    case 'open':
    case 'close':
      openClose(w, f, verb, sideArg(args[0], verb), f, false);
      break;
    case 'extinguish': {
      const at = spaceArg(args[0], 'extinguish');
      // Next to a hole in the floor, a firefighter reaches the space below it (fp.floors.extinguish-below).
      const throughHole = w.neighbours(here).some((n) => w.isDestroyedFloor(n) && sameSpace(w.board.verticalNeighbour(n, -1) ?? [-1, -1], at));
      if (!sameSpace(at, here) && !w.isAdjacent(here, at) && !throughHole) throw new Refusal('mech.extinguish', `[${at.join(', ')}] is neither ${f.id}'s space nor adjacent to it`);
      const c = w.content(at);
      if (c === 'open') throw new Refusal('mech.extinguish', `there is no fire or smoke at [${at.join(', ')}]`);
      const wreck = w.board.elevatorAt(at);
      if (wreck && w.elevatorsOut?.includes(wreck.id)) throw new Refusal('fp.highrise.elevator-out', `the fire in the wrecked ${wreck.id} elevator cannot be put out`);
      pay(w, f, 'extinguish', costOf(w, { ...baseFacts(w, f), action: 'extinguish', step: c === 'fire' ? 'fire-to-smoke' : 'remove-smoke' }));
      w.setContent(at, c === 'fire' ? 'smoke' : 'open');
      w.log('extinguish', { at, was: c }, f.id);
      break;
    }
    case 'chop': {
      const dir = sideArg(args[0], 'chop');
      const edge = edgeBetween(here, dir);
      const door = w.doorAt(edge);
      if (door && door.state !== 'destroyed') {
        // A locked door is chopped away (no damage cube); a jammed fireproof door loses a marker.
        const chopTarget = door.kind === 'locked' && door.state === 'closed' ? 'locked-door' : jamCount(door) > 0 ? 'jam' : 'door';
        const cost = costOf(w, { ...baseFacts(w, f), action: 'chop', chopTarget });
        if (chopTarget === 'door') throw new Refusal('mech.chop', `the door ${dir} of [${here.join(', ')}] cannot be chopped; only locked doors and Jammed markers can`);
        pay(w, f, 'chop', cost);
        if (chopTarget === 'locked-door') door.state = 'destroyed';
        else {
          const left = jamCount(door) - 1;
          door.state = left > 0 ? `jammed:${left}` : 'destroyed';
        }
        w.log('chop', { door: door.at, what: chopTarget, state: door.state }, f.id);
        break;
      }
      const wall = w.wallAt(edge);
      if (!wall || wall.destroyed) throw new Refusal('mech.chop', `there is no standing wall ${dir} of [${here.join(', ')}]`);
      const chopTarget = w.board.isBulkhead(wall.at) ? 'bulkhead' : w.board.isSolid(wall.at) ? 'solid' : w.board.isHull(wall.at) ? 'hull' : 'wall';
      const cost = costOf(w, { ...baseFacts(w, f), action: 'chop', chopTarget });
      // Whatever the modules say, a wall that takes no cube cannot be chopped: nothing would happen for the AP.
      if (w.board.takesNoDamage(wall.at)) throw new Refusal('mech.chop', `the wall ${dir} of [${here.join(', ')}] never takes damage`);
      pay(w, f, 'chop', cost);
      w.log('chop', { wall: wall.at }, f.id);
      w.damageWall(wall, `chopped by ${f.id}`);
      break;
    }
    case 'drive':
      drive(w, f, args);
      break;
    case 'fire-deck-gun':
      fireDeckGun(w, f);
      break;
    case 'sprinklers':
      activateSprinklers(w, f);
      break;
    case 'crew-change': {
      const role = String(args[0]);
      const next = w.rules.role(role);
      if (!next) throw new Refusal('mech.turn', `unknown role \`${role}\` (roles: ${[...w.rules.roles.keys()].join(', ')})`);
      const cost = costOf(w, { ...baseFacts(w, f), action: 'crew-change', roleInPlay: w.firefighters.some((o) => o.role === role) });
      // AP kept from the last turn stay, up to what the new role may keep.
      const saved = Math.min(w.turnState.savedAtStart, w.rules.saveCap(role));
      if (next.ap + saved < cost) throw new Refusal('mech.ap', `a crew change costs ${cost} AP`);
      const old = f.role;
      f.role = role;
      f.ap = next.ap + saved - cost;
      f.specialAp = w.rules.specialApOf(role);
      w.log('crew-change', { from: old, to: role, cost }, f.id);
      break;
    }
    case 'treat': {
      const at = args[0] === undefined ? here : spaceArg(args[0], 'treat');
      if (!sameSpace(at, here)) throw new Refusal('mech.victims', 'a victim is treated in the Paramedic\'s own space');
      const untreated = w.victims.filter((x) => sameSpace(x.at, here) && !x.treated && !x.rescued);
      if (!untreated.length) {
        costOf(w, { ...baseFacts(w, f), action: 'treat' }); // a role that cannot treat hears that first
        throw new Refusal('mech.victims', `there is no untreated victim at [${here.join(', ')}]`);
      }
      const v = firstAllowed(w, f, untreated, 'treat');
      v.treated = true;
      w.log('treat', { victim: v.id }, f.id);
      break;
    }
    case 'identify': {
      const at = spaceArg(args[0], 'identify');
      const poi = w.pois.find((p) => sameSpace(p.at, at));
      const cost = costOf(w, { ...baseFacts(w, f), action: 'identify', hasPoi: !!poi });
      if (!poi) throw new Refusal('mech.victims', `there is no point of interest at [${at.join(', ')}]`);
      pay(w, f, 'identify', cost);
      reveal(w, poi, `identified by ${f.id}`);
      break;
    }
    case 'dispose': {
      const at = args[0] === undefined ? here : spaceArg(args[0], 'dispose');
      const cost = costOf(w, { ...baseFacts(w, f), action: 'dispose' });
      if (!sameSpace(at, here)) {
        // The Hazmat Technician's other use of Dispose: a Toxic marker in an adjacent space.
        if (!w.isToxic(at) || !w.isAdjacent(here, at)) throw new Refusal('mech.victims', `there is no Toxic marker in a space adjacent to ${f.id} at [${at.join(', ')}]`);
        pay(w, f, 'dispose', cost);
        w.toxic = w.toxic.filter((t) => !sameSpace(t, at));
        w.log('toxic-removed', { at }, f.id);
        break;
      }
      if (w.hazmatsAt(here) === 0) throw new Refusal('mech.victims', `there is no hazmat at ${f.id}'s space [${here.join(', ')}]`);
      pay(w, f, 'dispose', cost);
      w.removeHazmat(here);
      if (f.carrying === 'hazmat' && w.hazmatsAt(here) === 0) f.carrying = null;
      w.hazmatsDisposed++;
      w.log('hazmat-disposed', { at: here, how: 'disposed' }, f.id);
      break;
    }
    case 'command': {
      const [target, sub, arg] = args;
      const other = w.firefighter(String(target));
      if (other === f) throw new Refusal('ap.command.what', 'the Fire Captain commands other firefighters, not itself');
      const commanded = String(sub);
      if (commanded === 'move') moveFirefighter(w, other, sideArg(arg, 'command move'), f, 'command');
      else if (commanded === 'open' || commanded === 'close') openClose(w, other, commanded, sideArg(arg, `command ${commanded}`), f, true);
      else costOf(w, { ...baseFacts(w, f), action: 'command', commanded, commandedCost: 0, commandedRole: other.role, commandedApAfter: 0 });
      break;
    }
    case 'drag':
      drag(w, f, wayArg(args[0], 'drag'));
      break;
    case 'squeeze':
      squeeze(w, f, sideArg(args[0], 'squeeze'));
      break;
    case 'reveal': {
      const at = spaceArg(args[0], 'reveal');
      const cost = costOf(w, { ...baseFacts(w, f), action: 'reveal' });
      if (!w.isAdjacent(here, at)) throw new Refusal('ap.reveal', `[${at.join(', ')}] is not adjacent to ${f.id}`);
      if (!w.pois.some((p) => sameSpace(p.at, at))) throw new Refusal('mech.victims', `there is no point of interest at [${at.join(', ')}]`);
      pay(w, f, 'reveal', cost);
      revealAt(w, at, `revealed by ${f.id}`);
      break;
    }
    case 'clear': {
      const what = String(args[0] ?? 'hot-spot');
      const nearFire = fireNear(w, here);
      const cost = costOf(w, { ...baseFacts(w, f), action: 'clear', nearFire, clearWhat: what });
      if (what === 'flare-up') {
        const deck = w.cards?.fireDeck;
        const i = deck ? deck.indexOf('flare-up') : -1;
        if (!deck || i < 0) throw new Refusal('ap.clear.flare-up', 'there is no Flare Up card in the Fire Deck');
        pay(w, f, 'clear', cost);
        deck.splice(i, 1);
        w.cards!.supply['flare-up'] = (w.cards!.supply['flare-up'] ?? 0) + 1;
        w.log('clear', { what: 'flare-up' }, f.id);
        break;
      }
      if (what !== 'hot-spot') throw new Refusal('ap.clear', `clear takes hot-spot or flare-up (got ${what})`);
      if (!w.hasHotSpot(here)) throw new Refusal('ap.clear', `there is no hot spot at [${here.join(', ')}]`);
      pay(w, f, 'clear', cost);
      w.hotSpots = w.hotSpots.filter((h) => !sameSpace(h, here));
      w.hotSpotSupply++;
      w.log('clear', { what: 'hot-spot', at: here }, f.id);
      break;
    }
    case 'repair-wall': {
      const dir = sideArg(args[0], 'repair-wall');
      const wall = w.wallAt(edgeBetween(here, dir));
      const nearFire = fireNear(w, here);
      const cost = costOf(w, { ...baseFacts(w, f), action: 'repair-wall', nearFire });
      if (!wall || wall.destroyed || wall.damage === 0) throw new Refusal('ap.repair-wall', `there is no damaged, standing wall ${dir} of [${here.join(', ')}]`);
      pay(w, f, 'repair-wall', cost);
      wall.damage--;
      w.damageSupply++;
      w.log('repair-wall', { wall: wall.at, damage: wall.damage }, f.id);
      break;
    }
    case 'erect-ladder': {
      pay(w, f, 'erect-ladder', costOf(w, { ...baseFacts(w, f), action: 'erect-ladder' }));
      const { lower, upper } = erectLadder(w, f, args[0], args[1]);
      w.log('erect-ladder', { lower, upper }, f.id);
      break;
    }
    case 'bridge-floor': {
      pay(w, f, 'bridge-floor', costOf(w, { ...baseFacts(w, f), action: 'bridge-floor' }));
      w.log('bridge-floor', { at: bridgeFloor(w, f, args[0]) }, f.id);
      break;
    }
    case 'collapse-ladder': {
      pay(w, f, 'collapse-ladder', costOf(w, { ...baseFacts(w, f), action: 'collapse-ladder' }));
      w.log('collapse-ladder', { ladder: collapseLadder(w, f).id, at: here }, f.id);
      break;
    }
    case 'operate-platform': {
      pay(w, f, 'operate-platform', costOf(w, { ...baseFacts(w, f), action: 'operate-platform' }));
      w.log('operate-platform', operatePlatform(w, f, args[0]), f.id);
      break;
    }
    case 'fire-water-cannon': {
      pay(w, f, 'fire-water-cannon', costOf(w, { ...baseFacts(w, f), action: 'fire-water-cannon' }));
      w.log('fire-water-cannon', { cleared: fireWaterCannon(w, f, args[0]) }, f.id);
      break;
    }
    case 'lobby': {
      // High Rise: between an elevator down at the lobby and any Engine parking spot.
      const lift = w.board.elevatorAt(here);
      const door = lift && w.doorAt(lift.door);
      costOf(w, { ...baseFacts(w, f), action: 'lobby' }); // a role that cannot go hears that first
      let to: Space;
      if (lift) {
        if (!door || door.state !== 'closed') throw new Refusal('fp.highrise.lobby', `the ${lift.id} elevator is not down at the lobby (its door is not closed)`);
        const spot = w.board.parkingSpots('engine')[Number(args[0])];
        if (!spot) throw new Refusal('fp.highrise.lobby', `lobby takes an Engine parking spot index 0..${w.board.parkingSpots('engine').length - 1} (got ${JSON.stringify(args[0])})`);
        to = copySpace(spot[0]);
      } else {
        if (!w.board.parkingSpots('engine').some((sp) => sp.some((x) => sameSpace(x, here)))) throw new Refusal('fp.highrise.lobby', `${f.id} is neither in an elevator nor on an Engine parking spot`);
        const target = (w.board.data.elevators ?? []).find((e) => e.id === args[0]);
        const tdoor = target && w.doorAt(target.door);
        if (!target || !tdoor || tdoor.state !== 'closed' || w.elevatorsOut?.includes(target.id)) throw new Refusal('fp.highrise.lobby', `no elevator \`${String(args[0])}\` is waiting at the lobby`);
        to = copySpace(target.at);
      }
      const entered = entryCost(w, f, { from: here, to }, 'lobby');
      if (entered instanceof Refusal) throw entered;
      pay(w, f, 'lobby', entered);
      travel(w, f, to, 'lobby', { from: here, to, cost: entered });
      // In an elevator whose door is closed, a victim is rescued (fp.highrise.elevators).
      if (w.board.elevatorAt(to)) rescueInElevator(w, to, 'brought into an elevator at the lobby');
      break;
    }
    case 'engine-access': {
      // High Rise: between an Engine space and a space just inside a destroyed outer wall on the Engine's side.
      const at = spaceArg(args[0], 'engine-access');
      const engine = w.engineSpaces();
      const side = engine.length ? w.board.spotSide(engine) : undefined;
      const inside = (s: Space) => !!side && w.board.isInside(s) && !w.board.isInside(step(s, side)) && !!w.wallAt(edgeBetween(s, side))?.destroyed;
      const onEngine = (s: Space) => engine.some((x) => sameSpace(x, s));
      const ok = (onEngine(here) && inside(at)) || (inside(here) && onEngine(at));
      costOf(w, { ...baseFacts(w, f), action: 'engine-access' }); // a role that cannot go hears that first
      if (!ok) throw new Refusal('fp.highrise.engine-access', `engine access goes between an Engine space and a space just inside a destroyed outer wall on the Engine's side (${f.id} at [${here.join(', ')}], to [${at.join(', ')}])`);
      const cost = entryCost(w, f, { from: here, to: at }, 'engine-access');
      if (cost instanceof Refusal) throw cost;
      pay(w, f, 'engine-access', cost);
      travel(w, f, at, 'engine-access', { from: here, to: at, cost });
      break;
    }
    case 'repair-floor': {
      // The Structural Engineer takes a Damaged Floor marker off an adjacent space (fp: Repair Floor).
      const at = spaceArg(args[0], 'repair-floor');
      const below = w.board.verticalNeighbour(at, -1);
      const cost = costOf(w, { ...baseFacts(w, f), action: 'repair-floor', nearFire: fireNear(w, here), fireBelow: !!below && w.content(below) === 'fire' });
      if (!w.isAdjacent(here, at)) throw new Refusal('ap.repair-floor', `[${at.join(', ')}] is not adjacent to ${f.id}`);
      if (!w.hasDamagedFloor(at)) throw new Refusal('ap.repair-floor', `there is no Damaged Floor marker at [${at.join(', ')}]`);
      pay(w, f, 'repair-floor', cost);
      w.damagedFloors = w.damagedFloors.filter((x) => !sameSpace(x, at));
      w.log('repair-floor', { at }, f.id);
      break;
    }
    case 'plan': {
      if (args[0] === 'event') {
        // Look at the next Event card and put it back on top or at the bottom, once a turn.
        const where = args[1];
        const cost = costOf(w, { ...baseFacts(w, f), action: 'plan', planWhat: 'event', lookedThisTurn: !!w.turnState.lookedAtEvent });
        const deck = w.cards?.eventDeck;
        if (!deck || !deck.length) throw new Refusal('ap.plan.event', 'there is no Event Deck card to look at');
        if (where !== 'top' && where !== 'bottom') throw new Refusal('ap.plan.event', `plan event takes top or bottom (got ${JSON.stringify(where)})`);
        pay(w, f, 'plan', cost);
        const card = deck.shift()!;
        if (where === 'top') deck.unshift(card);
        else deck.push(card);
        w.turnState.lookedAtEvent = true;
        w.log('plan-event', { card, to: where }, f.id);
        break;
      }
      const other = w.firefighter(String(args[0]));
      if (other === f) throw new Refusal('ap.plan', 'the Strategist plans for another player');
      const cap = w.rules.saveCap(other.role);
      pay(w, f, 'plan', costOf(w, { ...baseFacts(w, f), action: 'plan', recipientSavedAfter: other.savedAp + 1, recipientSaveCap: cap }));
      other.savedAp++;
      w.log('plan', { to: other.id, savedAp: other.savedAp }, f.id);
      break;
    }
    case 'de-smoke': {
      const from = spaceArg(args[0], 'de-smoke');
      const side = sideArg(args[1], 'de-smoke');
      const cost = costOf(w, { ...baseFacts(w, f), action: 'de-smoke' });
      if (w.content(from) !== 'smoke' || !w.board.isInside(from)) throw new Refusal('fp.rule.prevention-route', `there is no smoke at [${from.join(', ')}]`);
      if (!routeSides(w, from, 'smoke').includes(side)) throw new Refusal('fp.rule.prevention-route', `${side} is not the first step of a shortest route out from [${from.join(', ')}] (routes: ${routeSides(w, from, 'smoke').join(', ') || 'none'})`);
      pay(w, f, 'de-smoke', cost);
      const to = step(from, side);
      w.setContent(from, 'open');
      if (!w.board.isInside(to)) w.log('de-smoke', { from, to, vanished: true }, f.id);
      else {
        const ignites = w.content(to) !== 'open' || w.neighbours(to).some((n) => w.content(n) === 'fire');
        w.setContent(to, ignites ? 'fire' : 'smoke');
        w.log('de-smoke', { from, to, ignited: ignites }, f.id);
      }
      break;
    }
    case 'escape': {
      const from = spaceArg(args[0], 'escape');
      const side = sideArg(args[1], 'escape');
      const poi = w.pois.find((p) => sameSpace(p.at, from));
      const cost = costOf(w, { ...baseFacts(w, f), action: 'escape' });
      if (!poi) throw new Refusal('mech.victims', `there is no point of interest at [${from.join(', ')}] (a revealed victim cannot escape)`);
      if (!routeSides(w, from, 'poi').includes(side)) throw new Refusal('fp.rule.prevention-route', `${side} is not the first step of the escape route from [${from.join(', ')}] (routes: ${routeSides(w, from, 'poi').join(', ') || 'none'})`);
      const door = w.doorAt(edgeBetween(from, side));
      if (door?.state === 'closed') throw new Refusal('fp.rule.prevention-route', `the door ${side} of [${from.join(', ')}] must be opened for the point of interest first (open-for-poi)`);
      pay(w, f, 'escape', cost);
      const to = step(from, side);
      poi.at = to;
      w.log('escape', { from, to }, f.id);
      // A victim brought into a Toxic space is lost (fp.objects.spill): the PoI is revealed there.
      if (w.isToxic(to)) poisonToxicSpaces(w);
      else if (!w.board.isInside(to) || w.firefightersAt(to).length) {
        revealAt(w, to, w.board.isInside(to) ? 'a firefighter is there' : 'it left the building');
        rescueArrivals(w, 'escaped to the Ambulance');
      }
      break;
    }
    case 'open-for-poi': {
      const from = spaceArg(args[0], 'open-for-poi');
      const side = sideArg(args[1], 'open-for-poi');
      const cost = costOf(w, { ...baseFacts(w, f), action: 'open-for-poi' });
      if (!w.pois.some((p) => sameSpace(p.at, from))) throw new Refusal('mech.victims', `there is no point of interest at [${from.join(', ')}]`);
      const door = w.doorAt(edgeBetween(from, side));
      if (!door || door.state !== 'closed') throw new Refusal('mech.door', `there is no closed door ${side} of [${from.join(', ')}]`);
      pay(w, f, 'open-for-poi', cost);
      door.state = 'open';
      w.log('open', { door: door.at, cost, for: 'point of interest' }, f.id);
      break;
    }
    default:
      throw new Refusal('mech.turn', `unknown action \`${verb}\` (actions: ${[...TURN_VERBS, 'end-turn'].join(', ')})`);
  }
  w.turnState.actions++;
  grantExperience(w);
  if (checkStranded && !canLeaveFire(w, f)) throw new Refusal('mech.no-end-in-fire', `${f.id} would be left in fire at [${f.at!.join(', ')}] without the AP to get out`);
}

/**
 * The Rescue Dog drags a victim from its space into the next one. The dog's entry passes the
 * same check as a move, priced as a drag with the victim's facts (an untreated critically
 * wounded victim stays put); the first victim there the rules allow is the one dragged.
 */
function drag(w: World, f: Firefighter, way: Way): void {
  const here = f.at!;
  costOf(w, { ...baseFacts(w, f), action: 'drag' }); // a role that cannot drag hears that first
  const victims = freeVictimsAt(w, here);
  if (!victims.length) throw new Refusal('mech.victims', `there is no victim to drag at [${here.join(', ')}]`);
  const s = stepTo(w, here, way, f.id);
  if (s instanceof Refusal) throw s;
  // Staircase sections are adjacent; a ladder is climbed, which the dog does not do.
  if (s.ladder) throw new Refusal('mech.adjacent', `${f.id} cannot drag ${way}: a ladder is climbed, not an adjacent space`);
  let first: Refusal | undefined;
  for (const v of victims) {
    const cost = entryCost(w, f, s, 'drag', victimFacts(v));
    if (cost instanceof Refusal) {
      first ??= cost;
      continue;
    }
    pay(w, f, 'drag', cost);
    travel(w, f, s.to, 'drag', { from: here, to: s.to, victim: v.id, cost }, v);
    return;
  }
  throw first!;
}

/** The Rescue Dog squeezes through a wall holding one damage cube into the space beyond: an entry like any other. */
function squeeze(w: World, f: Firefighter, side: Side): void {
  const here = f.at!;
  const wall = w.wallAt(edgeBetween(here, side));
  const to = step(here, side);
  costOf(w, { ...baseFacts(w, f), action: 'squeeze', target: w.board.isOnGrid(to) ? w.content(to) : 'open', wallDamage: wall?.damage ?? 0 });
  if (!wall || wall.destroyed || wall.damage !== 1 || !w.board.isOnGrid(to) || w.objectAt(to)) throw new Refusal('ap.squeeze', `squeezing needs a wall with one damage cube ${side} of [${here.join(', ')}]`);
  const cost = entryCost(w, f, { from: here, to, side }, 'squeeze', { wallDamage: wall.damage });
  if (cost instanceof Refusal) throw cost;
  pay(w, f, 'squeeze', cost);
  travel(w, f, to, 'squeeze', { from: here, to, wall: wall.at, cost });
}

function drive(w: World, f: Firefighter, args: unknown[]): void {
  requireVehicles(w);
  const vehicle = args[0];
  if (vehicle !== 'engine' && vehicle !== 'ambulance') throw new Refusal('mech.vehicles', `drive takes engine or ambulance (got ${JSON.stringify(vehicle)})`);
  const way = args[1];
  const spots = w.board.parkingSpots(vehicle);
  const from = w.vehicles[vehicle]!;
  let to: number;
  if (way === 'cw') to = (from + 1) % spots.length;
  else if (way === 'ccw') to = (from - 1 + spots.length) % spots.length;
  else if (Number.isInteger(way) && (way as number) >= 0 && (way as number) < spots.length && way !== from) to = way as number;
  else throw new Refusal('mech.vehicles', `drive ${vehicle} needs cw, ccw or another spot's index 0..${spots.length - 1} (got ${JSON.stringify(way)})`);
  // How far round the building (in spots, the shorter way), and to which side of it.
  const around = Math.abs(to - from);
  const driveSteps = Math.min(around, spots.length - around);
  const a = w.board.spotSide(spots[from]!);
  const b = w.board.spotSide(spots[to]!);
  const driveSide = a === b ? 'same' : OPPOSITE_SIDE[a] === b ? 'opposite' : 'next';
  pay(w, f, 'drive', costOf(w, { ...baseFacts(w, f), action: 'drive', vehicle, driveSteps, driveSide }));
  const oldSpaces = spots[from]!;
  w.vehicles[vehicle] = to;
  w.log('drive', { vehicle, from, to }, f.id);
  const riders = w.firefighters.filter((o) => o.at && oldSpaces.some((s) => sameSpace(s, o.at!))).map((o) => o.id);
  if (riders.length) w.pending = { type: 'ride', vehicle, to, players: riders };
  if (vehicle === 'ambulance') rescueArrivals(w, 'the Ambulance arrived');
}

function fireDeckGun(w: World, f: Firefighter): void {
  requireVehicles(w);
  const q = w.board.quadrantOfEngineSpot(w.vehicles.engine!);
  if (!q) throw new Refusal('ap.deck-gun', `the board marks no quadrant for the Engine's spot ${w.vehicles.engine}`);
  const occupied = w.firefighters.some((o) => o.at && inQuadrant(w, q, o.at));
  pay(w, f, 'fire-deck-gun', costOf(w, { ...baseFacts(w, f), action: 'fire-deck-gun', quadrantOccupied: occupied }));
  // The deck gun aims at the ground floor: the eight-sided black die, even when a d12 is in play.
  const [red, black] = w.rollRedBlack('deck gun', w.board.deckGunDie);
  w.log('fire-deck-gun', { quadrant: q.id }, f.id);
  if (hasAbility(w, f, 'deck-gun-reroll')) {
    w.pending = { type: 'deck-gun', player: f.id, red, black, rerolled: { red: false, black: false } };
  } else resolveDeckGun(w, red, black);
}

/**
 * Sprinklers (fp.subway.sprinklers): from a sprinkler release, soak the quadrant it serves
 * as the deck gun would, if no firefighter is in it; no re-rolls, whoever pulls it.
 */
function activateSprinklers(w: World, f: Firefighter): void {
  const here = f.at!;
  const release = (w.board.data.sprinklers ?? []).find((x) => sameSpace(x.at, here));
  const q = release && w.board.data.quadrants?.find((x) => x.id === release.quadrant);
  const occupied = !!q && w.firefighters.some((o) => o.at && inQuadrant(w, q, o.at));
  pay(w, f, 'sprinklers', costOf(w, { ...baseFacts(w, f), action: 'sprinklers', quadrantOccupied: occupied, atSprinkler: !!release }));
  if (!q) throw new Refusal('fp.subway.sprinklers', `the board marks no quadrant \`${release?.quadrant}\` for the sprinkler release at [${here.join(', ')}]`);
  const [red, black] = w.rollRedBlack('sprinklers', w.board.deckGunDie);
  w.log('sprinklers', { quadrant: q.id }, f.id);
  resolveDeckGun(w, red, black, q);
}

/**
 * Is a space in a quadrant? By its row and black-die face: on the ground floor, or on every
 * floor (`floors: all`), or also on the floor a missed face is carried to (`missAdds`).
 */
function inQuadrant(w: World, q: Quadrant, s: readonly number[]): boolean {
  if (!w.board.isInside(s) || s[0]! < q.rows[0] || s[0]! > q.rows[1]) return false;
  if (q.floors === 'all') return true;
  const face = w.board.faceOf(s);
  const inCols = (x: number) => x >= q.cols[0] && x <= q.cols[1];
  if (floorOf(s) === 0) return inCols(face);
  // Another floor belongs to the quadrant where a missed face is carried to it: the face it came from lies outside the quadrant's columns.
  if (!q.missAdds) return false;
  const from = face - q.missAdds;
  return from >= 1 && from <= w.board.deckGunDie && !inCols(from);
}

/** Flip dice that miss the quadrant to their opposite faces, then soak the target and its neighbours. */
function resolveDeckGun(w: World, red: number, black: number, quadrant?: Quadrant): void {
  const q = quadrant ?? w.board.quadrantOfEngineSpot(w.vehicles.engine!)!;
  let r = red;
  let c = black;
  if (r < q.rows[0] || r > q.rows[1]) r = OPPOSITE_FACE(r, w.board.rows);
  // A face beyond the quadrant is flipped, or carried up to another floor (the Garage's attic).
  if (c < q.cols[0] || c > q.cols[1]) c = q.missAdds ? c + q.missAdds : OPPOSITE_FACE(c, w.board.deckGunDie);
  // A destroyed floor lets the water through to the space below (fp.floors.deck-gun).
  const target: Space = w.throughHole(w.board.spaceOfRoll(r, c) ?? [r, c]);
  const hit = [target, ...w.neighbours(target).map((x) => w.throughHole(x))];
  for (const s of hit) w.setContent(s, 'open');
  w.log('deck-gun-hit', { dice: [red, black], target, cleared: hit });
}

