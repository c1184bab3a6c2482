/**
 * The copy of the state an apply works on (cloneForUpdate), the engine's hottest path.
 *
 * The state is its own JSON (toJSON returns it), so its keys keep the order they were
 * written in, which depends on the game's path: `heat` and `fireTarget` are appended when
 * a rule first sets them. A spread (`{ ...s }`) keeps any order, but its call site sees
 * every layout and map a process makes and soon goes megamorphic, where V8 copies key by
 * key in the runtime (about 1 µs for the state's 43 keys). So the layout nearly every game
 * has (the keys emptyState writes, then `heat`, then `fireTarget`) is checked against the
 * source's own key order (a for-in over V8's cached keys: no allocation) and copied by one
 * literal in that order; any other layout (other modules, a hand-written saved game) is
 * spread as before. Both give the same keys in the same order.
 */
import type { Firefighter, FlashPointState, Pending, Poi, Victim, BoardObject, Ladder, HeatTransfer } from './state.ts';
import { shareLists } from './copy-on-write.ts';
import { mapList } from '../../core/map-list.ts';

/** The keys emptyState writes without optional modules, in its order. */
const CREATED_KEYS: readonly string[] = [
  'game', 'status', 'reason', 'turn', 'activePlayer', 'phase', 'config', 'fire', 'smoke', 'hotSpots', 'hazmats', 'pois', 'victims',
  'rescued', 'lost', 'hazmatsDisposed', 'damageSupply', 'hotSpotSupply', 'walls', 'doors', 'windows', 'objects', 'toxic',
  'damagedFloors', 'destroyedFloors', 'ladders', 'firefighters', 'vehicles', 'poiPool', 'turnState', 'pending', 'fireStep',
  'fireChain', 'fireAdvances', 'knockedDown', 'cards', 'dice', 'rng', 'nextId', 'machine', 'log',
];
/** The keys a game's rules append after them, in the order they first set them (setup drains heat before any fire advance). */
const APPENDED_KEYS: readonly string[] = ['heat', 'fireTarget'];

/**
 * How many of APPENDED_KEYS follow CREATED_KEYS in `s`'s key order (0 to 2), or -1 when its
 * keys are any others or in another order.
 */
function createdLayout(s: object): number {
  let i = 0;
  for (const k in s) {
    const want = i < CREATED_KEYS.length ? CREATED_KEYS[i] : APPENDED_KEYS[i - CREATED_KEYS.length];
    if (k !== want) return -1;
    i++;
  }
  return i < CREATED_KEYS.length ? -1 : i - CREATED_KEYS.length;
}

/**
 * A copy to work on. Shared, not copied:
 * - lists only World writes, copied on their first write (copy-on-write.ts): fire, smoke,
 *   walls, doors, windows;
 * - lists every rule replaces instead of changing in place (hot spots, toxic and floor
 *   markers, knocked-down firefighters, forced dice, the machine value);
 * - spaces and edges, because nothing changes one in place (a piece that moves gets a new
 *   space), so they are values; the log, which only ever grows (appending makes a new
 *   array); and the config, which never changes.
 * Everything else a rule may change in place (pieces, pools, the RNG) is copied here.
 */
export function cloneForUpdate(s: FlashPointState): FlashPointState {
  shareLists();
  const out = shallowCopy(s);
  out.hazmats = s.hazmats.slice();
  out.pois = s.pois.length ? mapList(s.pois, copyPoi) : [];
  out.victims = s.victims.length ? mapList(s.victims, copyVictim) : [];
  out.objects = s.objects.length ? mapList(s.objects, copyObject) : [];
  out.ladders = s.ladders.length ? mapList(s.ladders, copyLadder) : s.ladders;
  out.firefighters = mapList(s.firefighters, copyFirefighter);
  out.vehicles = hasKeys(s.vehicles, VEHICLE_KEYS) ? { engine: s.vehicles.engine, ambulance: s.vehicles.ambulance } : { ...s.vehicles };
  out.poiPool = copyPoiPool(s.poiPool);
  out.turnState = copyTurnState(s.turnState);
  out.pending = clonePending(s.pending);
  out.rng = copyRng(s.rng);
  // Forced dice are taken off the front (World.forced): a scenario's list is this state's own.
  if (s.dice.length) out.dice = s.dice.slice();
  out.cards = s.cards && { fireDeck: [...s.cards.fireDeck], fireDiscard: [...s.cards.fireDiscard], supply: { ...s.cards.supply }, eventDeck: [...s.cards.eventDeck], eventDiscard: [...s.cards.eventDiscard] };
  // Fields most games never have are copied only when present.
  if (s.elevatorsOut) out.elevatorsOut = [...s.elevatorsOut];
  if (s.fireTarget) out.fireTarget = { ...s.fireTarget };
  if (s.heat) out.heat = { groups: mapList(s.heat.groups, (g) => mapList(g, copyTransfer)), used: s.heat.used.slice() };
  return out;
}

/** The state's fields in a new object, sharing every value (a literal for the usual layout: see createdLayout). */
export function shallowCopy(s: FlashPointState): FlashPointState {
  const appended = createdLayout(s);
  return appended < 0 ? { ...s } : literalCopy(s, appended);
}

/** `s` key for key, in CREATED_KEYS order then `appended` of APPENDED_KEYS (see createdLayout); cloneForUpdate replaces what it copies. */
function literalCopy(s: FlashPointState, appended: number): FlashPointState {
  const out: FlashPointState = {
    game: s.game, status: s.status, reason: s.reason, turn: s.turn, activePlayer: s.activePlayer, phase: s.phase, config: s.config,
    fire: s.fire, smoke: s.smoke, hotSpots: s.hotSpots, hazmats: s.hazmats, pois: s.pois, victims: s.victims,
    rescued: s.rescued, lost: s.lost, hazmatsDisposed: s.hazmatsDisposed, damageSupply: s.damageSupply, hotSpotSupply: s.hotSpotSupply,
    walls: s.walls, doors: s.doors, windows: s.windows, objects: s.objects, toxic: s.toxic,
    damagedFloors: s.damagedFloors, destroyedFloors: s.destroyedFloors, ladders: s.ladders, firefighters: s.firefighters,
    vehicles: s.vehicles, poiPool: s.poiPool, turnState: s.turnState, pending: s.pending, fireStep: s.fireStep,
    fireChain: s.fireChain, fireAdvances: s.fireAdvances, knockedDown: s.knockedDown, cards: s.cards, dice: s.dice, rng: s.rng,
    nextId: s.nextId, machine: s.machine, log: s.log,
  };
  if (appended > 0) out.heat = s.heat;
  if (appended > 1) out.fireTarget = s.fireTarget;
  return out;
}

/** The keys a firefighter is created with, in order (createdLayout's check, for a firefighter). */
const FIREFIGHTER_KEYS: readonly string[] = ['id', 'role', 'at', 'ap', 'savedAp', 'specialAp', 'carrying', 'leading'];

function hasKeys(x: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in x) if (k !== keys[i++]) return false;
  return i === keys.length;
}

function copyFirefighter(f: Firefighter): Firefighter {
  const specialAp = copyPools(f.specialAp);
  if (!hasKeys(f, FIREFIGHTER_KEYS)) return { ...f, specialAp };
  return { id: f.id, role: f.role, at: f.at, ap: f.ap, savedAp: f.savedAp, specialAp, carrying: f.carrying, leading: f.leading };
}

/** Special AP pools, or AP commanded by firefighter: mostly none (the spread of an empty object still costs a runtime call once its site is megamorphic). */
function copyPools<T extends Partial<Record<string, number>>>(pools: T): T {
  const out: Partial<Record<string, number>> = {};
  for (const k in pools) out[k] = pools[k];
  return out as T;
}

/**
 * Small records by their usual layouts, as literals (a spread of one whose site has seen
 * many layouts costs a runtime call); any other layout is spread. One spread site per
 * record kind, so each sees that kind's few layouts only.
 */
const POI_KEYS: readonly string[] = ['id', 'at', 'is'];
const FACE_DOWN_POI_KEYS: readonly string[] = ['id', 'at'];
const VICTIM_KEYS: readonly string[] = ['id', 'at', 'type', 'treated'];
const CARRIED_VICTIM_KEYS: readonly string[] = ['id', 'at', 'type', 'treated', 'carriedBy'];
const RNG_KEYS: readonly string[] = ['seed', 'state', 'draws'];
const VEHICLE_KEYS: readonly string[] = ['engine', 'ambulance'];
const TURN_STATE_KEYS: readonly string[] = ['actions', 'savedAtStart', 'commanded'];
/** The PoI kinds of the base game's pool, in the order the rules list them (setup.ts builds the pool). */
const POI_POOL_KEYS: readonly string[] = ['victim', 'false-alarm'];

function copyPoi(x: Poi): Poi {
  if (hasKeys(x, POI_KEYS)) return { id: x.id, at: x.at, is: x.is };
  if (hasKeys(x, FACE_DOWN_POI_KEYS)) return { id: x.id, at: x.at };
  return { ...x };
}

function copyVictim(x: Victim): Victim {
  if (hasKeys(x, VICTIM_KEYS)) return { id: x.id, at: x.at, type: x.type, treated: x.treated };
  if (hasKeys(x, CARRIED_VICTIM_KEYS)) return { id: x.id, at: x.at, type: x.type, treated: x.treated, carriedBy: x.carriedBy };
  return { ...x };
}

/** The pool, as a literal for its usual kinds (a spread of it cost about three times as much: measured in a loop over a game's states). */
function copyPoiPool(p: FlashPointState['poiPool']): FlashPointState['poiPool'] {
  return hasKeys(p, POI_POOL_KEYS) ? { victim: p.victim!, 'false-alarm': p['false-alarm']! } : { ...p };
}

function copyRng(r: FlashPointState['rng']): FlashPointState['rng'] {
  return hasKeys(r, RNG_KEYS) ? { seed: r.seed, state: r.state, draws: r.draws } : { ...r };
}

function copyTurnState(t: FlashPointState['turnState']): FlashPointState['turnState'] {
  const commanded = copyPools(t.commanded);
  if (hasKeys(t, TURN_STATE_KEYS)) return { actions: t.actions, savedAtStart: t.savedAtStart, commanded };
  return { ...t, commanded };
}

const copyObject = (x: BoardObject): BoardObject => ({ ...x });
const copyLadder = (x: Ladder): Ladder => ({ ...x });
const copyTransfer = (x: HeatTransfer): HeatTransfer => ({ ...x });

function clonePending(p: Pending | null): Pending | null {
  if (p === null) return null;
  if (p.type === 'ride') return { ...p, players: [...p.players] };
  if (p.type === 'deck-gun') return { ...p, rerolled: { ...p.rerolled } };
  if (p.type === 'suppress') return { ...p };
  if (p.type === 'heat-order') return { ...p, options: p.options.slice() };
  return { ...p, options: p.options.slice(), ...(p.type === 'knock-down' && p.dodge ? { dodge: [...p.dodge] } : {}) };
}
