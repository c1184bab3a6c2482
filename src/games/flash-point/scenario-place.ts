/**
 * A scenario's `place` block put on the board, each piece checked against the rules first:
 * a problem names the field's path and the rule broken, and every problem is collected so
 * the file is refused as a whole (nothing half-applied: the caller throws before play).
 */
import type { Problem } from '../../core/errors.ts';
import type { YamlFile } from '../../core/yaml-file.ts';
import { canonicalEdge, copySpace, edgeKey, key, type Space } from './board.ts';
import { erectionProblem } from './ladders.ts';
import { platformSpots } from './platform.ts';
import { identityAtPlacement, placePoi } from './poi.ts';
import type { DoorState } from './state.ts';
import type { LadderPlacement, ScenarioData } from './scenario-format.ts';
import type { World } from './world.ts';

type Place = NonNullable<ScenarioData['place']>;
type Report = (path: (string | number)[], message: string) => void;

/** A reporter that locates a path under `place` in the file and names it. */
export function placeReporter(yaml: YamlFile, problems: Problem[], root: (string | number)[] = ['place']): Report {
  return (p, message) => {
    const full = [...root, ...p];
    problems.push({ file: yaml.file, ...yaml.locate(full), path: '/' + full.join('/'), message });
  };
}

export function placePieces(w: World, data: ScenarioData, report: Report): void {
  const p = data.place ?? {};
  placeMarkers(w, p, report);
  placePoisAndVictims(w, p, report);
  placeDamage(w, p, report);
  placeCards(w, p, report);
  placeDoorsAndWindows(w, p, report);
  placeVehicles(w, data, report);
  placeLadders(w, p.ladders ?? [], report);
  placePlatform(w, p, report);
  placeCounts(w, p, report);
}

/** Fire, smoke, hot spots, hazmats, Toxic markers and floor markers: inside the building, once each, never on an object. */
function placeMarkers(w: World, p: Place, report: Report): void {
  const lists = [['fire', p.fire], ['smoke', p.smoke], ['hotSpots', p.hotSpots], ['hazmats', p.hazmats], ['toxic', p.toxic], ['damagedFloors', p.damagedFloors], ['destroyedFloors', p.destroyedFloors]] as const;
  const burning = new Set((p.fire ?? []).map(key));
  for (const [name, list] of lists) {
    const seen = new Set<string>();
    (list ?? []).forEach((x, i) => {
      if (!w.board.isOnGrid(x)) return report([name, i], `${name}: [${x.join(', ')}] is off the board`);
      if (!w.board.isInside(x)) return report([name, i], `${name}: [${x.join(', ')}] is outside the building; these markers only go on spaces inside it`);
      // Several hazmats may share a space; every other marker is one per space.
      if (name !== 'hazmats' && seen.has(key(x))) return report([name, i], `${name}: [${x.join(', ')}] is listed twice (one marker per space)`);
      if (w.objectAt(x)) return report([name, i], `${name}: an object fills [${x.join(', ')}], which takes no markers (it acts as a thick wall)`);
      seen.add(key(x));
      const at = copySpace(x);
      if (name === 'smoke' && burning.has(key(x))) return report([name, i], `smoke: [${x.join(', ')}] is also in fire; a fire/smoke marker shows one face, fire or smoke`);
      if (name === 'fire' || name === 'smoke') w.setContent(at, name);
      else if (name === 'hotSpots') w.addHotSpot(at);
      else w[name].push(at);
    });
  }
}

function placePoisAndVictims(w: World, p: Place, report: Report): void {
  const taken = new Set<string>();
  (p.pois ?? []).forEach((poi, i) => {
    if (poi.is && poi.is !== 'false-alarm' && poi.is !== 'victim' && !w.rules.victimType(poi.is)) report(['pois', i, 'is'], `unknown identity \`${poi.is}\` (false-alarm, victim, or a victim type of this config: ${[...w.rules.victimTypes.keys()].join(', ')})`);
    if (!w.board.isInside(poi.at)) return report(['pois', i, 'at'], `a point of interest must be inside the building (got [${poi.at.join(', ')}])`);
    if (taken.has(key(poi.at))) return report(['pois', i, 'at'], `two points of interest on [${poi.at.join(', ')}]; a space holds one PoI marker`);
    if (w.objectAt(poi.at)) return report(['pois', i, 'at'], `an object fills [${poi.at.join(', ')}]; no PoI goes there`);
    taken.add(key(poi.at));
    // An empty pool still gives the scenario its marker: a plain victim.
    const is = poi.is ?? (w.rules.poiDraw === 'at-reveal' ? undefined : identityAtPlacement(w) ?? 'victim');
    if (poi.is && (w.poiPool[poi.is] ?? 0) > 0) w.poiPool[poi.is]!--;
    placePoi(w, copySpace(poi.at), is);
  });
  (p.victims ?? []).forEach((v, i) => {
    const type = v.type ?? 'standard';
    const known = w.rules.victimType(type);
    if (!known) return report(['victims', i, 'type'], `unknown victim type \`${type}\` (victim types of this config: ${[...w.rules.victimTypes.keys()].join(', ')})`);
    if (!w.board.isOnGrid(v.at)) return report(['victims', i, 'at'], `victims: [${v.at.join(', ')}] is off the board`);
    if (w.objectAt(v.at)) return report(['victims', i, 'at'], `an object fills [${v.at.join(', ')}]; no victim stands there`);
    // A type that is revealed already treated (lightly wounded) starts treated unless the file says otherwise.
    w.victims.push({ id: w.newId('v'), at: copySpace(v.at), type, treated: v.treated ?? known.startsTreated ?? false, ...(v.rescued ? { rescued: true } : {}) });
    if (v.rescued) w.rescued++;
  });
}

/** Damage cubes on walls and objects: each within what the piece holds, all of them within the supply. */
function placeDamage(w: World, p: Place, report: Report): void {
  const seen = new Set<string>();
  (p.damage ?? []).forEach((d, i) => {
    const wall = w.wallAt(d.at);
    if (!wall) return report(['damage', i, 'at'], `no wall at [${d.at.join(', ')}] (canonical [${canonicalEdge(d.at).join(', ')}])`);
    if (seen.has(edgeKey(d.at))) return report(['damage', i, 'at'], `the wall at [${canonicalEdge(d.at).join(', ')}] is listed twice`);
    seen.add(edgeKey(d.at));
    if (w.board.isBulkhead(wall.at) && d.cubes > 0) return report(['damage', i, 'cubes'], `[${d.at.join(', ')}] is a bulkhead, which never takes damage cubes`);
    const strength = w.wallStrength(wall);
    if (d.cubes > strength) return report(['damage', i, 'cubes'], `the wall at [${canonicalEdge(d.at).join(', ')}] is destroyed by its cube ${strength}; it never holds ${d.cubes}`);
    wall.damage = d.cubes;
    wall.destroyed = d.cubes >= strength;
    w.damageSupply -= d.cubes;
  });
  (p.objects ?? []).forEach((d, i) => {
    const o = w.objects.find((x) => x.id === d.id);
    if (!o) return report(['objects', i, 'id'], `no object \`${d.id}\` on board ${w.board.id} (objects: ${w.objects.map((x) => x.id).join(', ') || 'none'})`);
    if (d.damage >= o.damageSpaces) return report(['objects', i, 'damage'], `object ${d.id} holds at most ${o.damageSpaces - 1} cubes before it is destroyed`);
    o.damage = d.damage;
    w.damageSupply -= d.damage;
  });
}

/** Tragic Events: the decks in a given order (top first), and the supplies beside them. */
function placeCards(w: World, p: Place, report: Report): void {
  if (!p.fireDeck && !p.eventDeck && !p.cardSupply) return;
  if (!w.rules.boolean('param.fire.tragic-events')) return report([p.fireDeck ? 'fireDeck' : p.eventDeck ? 'eventDeck' : 'cardSupply'], 'fireDeck, eventDeck and cardSupply need the tragic-events module');
  w.cards ??= { fireDeck: [], fireDiscard: [], supply: {}, eventDeck: [], eventDiscard: [] };
  for (const [k, list] of [['fireDeck', p.fireDeck], ['eventDeck', p.eventDeck]] as const) {
    (list ?? []).forEach((id, i) => {
      if (!w.rules.cards.has(id)) report([k, i], `unknown card \`${id}\` (cards: ${[...w.rules.cards.keys()].join(', ')})`);
    });
    if (list) w.cards[k] = [...list];
  }
  for (const id of Object.keys(p.cardSupply ?? {})) if (!w.rules.cards.has(id)) report(['cardSupply', id], `unknown card \`${id}\` (cards: ${[...w.rules.cards.keys()].join(', ')})`);
  if (p.cardSupply) w.cards.supply = { ...p.cardSupply };
}

function placeDoorsAndWindows(w: World, p: Place, report: Report): void {
  (p.windows ?? []).forEach((d, i) => {
    const win = w.windowAt(d.at);
    if (!win) return report(['windows', i, 'at'], `no window at [${d.at.join(', ')}] on board ${w.board.id}`);
    win.state = d.state;
    // A broken window took a damage cube onto its wall (fp.doors.windows), from the supply.
    win.damage = d.state === 'destroyed' ? 1 : 0;
    w.damageSupply -= win.damage;
  });
  (p.doors ?? []).forEach((d, i) => {
    const door = w.doorAt(d.at);
    if (!door) return report(['doors', i, 'at'], `no door at [${d.at.join(', ')}] on board ${w.board.id}`);
    if (d.state.startsWith('jammed') && door.kind !== 'fireproof') return report(['doors', i, 'state'], `only a fireproof door can be jammed; the door at [${d.at.join(', ')}] is ${door.kind}`);
    if (d.state === 'jammed:0') return report(['doors', i, 'state'], 'a jammed door carries at least one Jammed marker (jammed:1 or more)');
    door.state = d.state as DoorState;
  });
}

function placeVehicles(w: World, data: ScenarioData, report: Report): void {
  const p = data.place ?? {};
  if (w.rules.boolean('param.vehicles')) {
    for (const v of ['engine', 'ambulance'] as const) {
      const i = p[v] ?? 0;
      const n = w.board.parkingSpots(v).length;
      if (i >= n) report([v], `${v}: the board has ${n} spots (0..${n - 1})`);
      else w.vehicles[v] = i;
    }
  } else for (const v of ['engine', 'ambulance'] as const) if (p[v] !== undefined) report([v], `${v}: this game uses no vehicles`);
  if (w.equipment !== undefined && (p.equipment || p.platform !== undefined || data.start !== 'setup')) {
    // The setup choice of step 19, made for the scenario: the deck gun unless it says otherwise.
    w.equipment = p.equipment ?? (p.platform !== undefined ? 'hydraulic-platform' : 'deck-gun');
    w.platform = w.equipment === 'hydraulic-platform' ? 'engine' : null;
  } else if (p.equipment) report(['equipment'], 'equipment needs the hydraulic-platform module');
}

/** The first ladders of the game, in order; the rest stay on the Engine. */
function placeLadders(w: World, list: LadderPlacement[], report: Report): void {
  if (!list.length) return;
  if (!w.ladders.length) return report(['ladders'], 'ladders need the ladders module');
  if (list.length > w.ladders.length) return report(['ladders'], `this game has ${w.ladders.length} ladders (got ${list.length})`);
  list.forEach((pl, i) => {
    const l = w.ladders[i]!;
    const wrong = (field: string, m: string) => report(['ladders', i, field], `${l.id}: ${m}`);
    if (pl.onEngine) return;
    delete l.onEngine;
    if (pl.at) {
      if (!w.board.isOnGrid(pl.at)) return wrong('at', `[${pl.at.join(', ')}] is off the board`);
      l.at = copySpace(pl.at);
    } else if (pl.carriedBy !== undefined) {
      const f = w.firefighters.find((x) => x.id === pl.carriedBy);
      if (!f) return wrong('carriedBy', `no player \`${pl.carriedBy}\` (players: ${w.firefighters.map((x) => x.id).join(', ')})`);
      if (!f.at) return wrong('carriedBy', `${f.id} has no starting space to carry it from`);
      if (f.carrying) return wrong('carriedBy', `${f.id} already carries a ${f.carrying}; a firefighter carries one thing`);
      l.carriedBy = f.id;
      f.carrying = 'ladder';
    } else if (pl.lower && pl.upper) {
      const problem = erectionProblem(w, copySpace(pl.lower), copySpace(pl.upper));
      if (problem) return wrong('lower', `cannot stand erected from [${pl.lower.join(', ')}] to [${pl.upper.join(', ')}]: ${problem} (fp.ladders.erect)`);
      l.lower = copySpace(pl.lower);
      l.upper = copySpace(pl.upper);
    } else if (pl.bridge) {
      if (!w.isDestroyedFloor(pl.bridge)) return wrong('bridge', `a ladder bridges a destroyed floor; [${pl.bridge.join(', ')}] is not one (place it in destroyedFloors) (fp.ladders.bridge)`);
      if (w.ladders.some((x) => x.bridge && key(x.bridge) === key(pl.bridge!))) return wrong('bridge', `a ladder already bridges [${pl.bridge.join(', ')}]`);
      l.bridge = copySpace(pl.bridge);
    }
  });
}

/** The hydraulic platform on the Engine, or raised to a space outside an upper floor on the Engine's side. */
function placePlatform(w: World, p: Place, report: Report): void {
  if (p.platform === undefined) return;
  if (w.equipment === undefined) return report(['platform'], 'the platform needs the hydraulic-platform module');
  if (p.equipment === 'deck-gun') return report(['platform'], 'the Engine carries the deck gun here (equipment: deck-gun), so there is no platform to place');
  if (p.platform === 'engine') return;
  const spots = platformSpots(w);
  if (!spots.some((x) => key(x) === key(p.platform as number[]))) {
    return report(['platform'], `the platform is raised to a space just outside an upper floor on the Engine's side (fp.platform.operate): [${p.platform.join(', ')}] is not one${spots.length ? ` (these are: ${spots.slice(0, 6).map((x) => `[${x.join(', ')}]`).join(' ')}${spots.length > 6 ? ' ...' : ''})` : ''}`);
  }
  w.platform = copySpace(p.platform) as Space;
}

/** Counts: rescued and lost below what ends the game; supplies never below zero. */
function placeCounts(w: World, p: Place, report: Report): void {
  if (p.rescued !== undefined) w.rescued = p.rescued;
  if (p.lost !== undefined) w.lost = p.lost;
  const toWin = w.rules.number('param.end.rescued-to-win');
  const toLose = w.rules.number('param.end.lost-to-lose');
  if (w.rescued >= toWin) report(['rescued'], `${w.rescued} rescued would have won already: the game is won at ${toWin} (param.end.rescued-to-win)`);
  if (w.lost >= toLose) report(['lost'], `${w.lost} lost would have lost already: the game is lost at ${toLose} (param.end.lost-to-lose)`);
  const total = w.rules.number('param.damage.supply');
  const placed = total - w.damageSupply;
  if (w.damageSupply < 0) report(['damage'], `the pieces placed hold ${placed} damage cubes, but the supply has only ${total} (param.damage.supply)`);
  if (p.damageSupply !== undefined) {
    if (p.damageSupply + placed > total) report(['damageSupply'], `${p.damageSupply} cubes in the supply and ${placed} on the board make more than the ${total} the game has (param.damage.supply)`);
    w.damageSupply = p.damageSupply;
  }
  if (p.hotSpotSupply !== undefined) w.hotSpotSupply = p.hotSpotSupply;
}
