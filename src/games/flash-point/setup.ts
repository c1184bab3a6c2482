/**
 * Setting up (seed 000 steps 1-20 as they apply to a one-floor board): doors closed,
 * explosions by difficulty with hot spots, hazmats, three PoIs, extra hot spots and the
 * hot-spot supply; then the players place their pawns outside and park the vehicles,
 * which are choices, so they are actions (`place`, `park`) unless given up front.
 */
import { seedRng } from '../../core/rng.ts';
import { canonicalEdge, copySpace, floorOf, type Space } from './board.ts';
import { clearOutside, drainHeat, explode } from './fire.ts';
import { identityAtPlacement, placePoi, poiAvailable } from './poi.ts';
import { setupCards } from './tragic.ts';
import { mapList } from '../../core/map-list.ts';
import type { FlashPointState, GameConfigRef } from './state.ts';
import { OPPOSITE_FACE, Refusal, World } from './world.ts';
import type { Board } from './board.ts';
import type { FlashPointRules } from './rules.ts';

export { performSetupAction } from './moves/setup-actions.ts';

export interface PlayerSpec {
  id: string;
  role?: string;
  at?: Space;
}

export function emptyState(board: Board, rules: FlashPointRules, config: GameConfigRef, seed: number, players: { id: string; role: string; at: Space | null }[]): FlashPointState {
  const pool = rules.table('param.poi.pool');
  const vehicles = rules.boolean('param.vehicles');
  return {
    game: 'flash-point',
    status: 'setup',
    reason: null,
    turn: 1,
    activePlayer: players[0]?.id ?? '',
    phase: 'setup',
    config,
    fire: [],
    smoke: [],
    hotSpots: [],
    hazmats: [],
    pois: [],
    victims: [],
    rescued: 0,
    lost: 0,
    hazmatsDisposed: 0,
    damageSupply: rules.number('param.damage.supply'),
    hotSpotSupply: 0,
    walls: mapList(board.wallEdges, (at) => ({ at, damage: 0, destroyed: false })),
    doors: mapList(board.doorEdges, (d) => ({ at: d.at, kind: d.kind, state: 'closed' as const })),
    windows: mapList(board.data.windows ?? [], (at) => ({ at: canonicalEdge(at), state: 'closed' as const, damage: 0 })),
    objects: mapList(board.data.objects ?? [], (o) => ({ id: o.id, kind: o.kind, spaces: mapList(o.spaces, copySpace), damage: 0, damageSpaces: o.damageSpaces, destroyed: false })),
    toxic: [],
    damagedFloors: [],
    destroyedFloors: [],
    // Every portable ladder starts on the Engine (fp.ladders.carry).
    // With the hydraulic-platform module the Engine's equipment is a setup choice (step 19).
    ...(rules.has('param.platform.capacity') ? { equipment: null, platform: null } : {}),
    ladders: Array.from({ length: rules.has('param.ladders.count') ? rules.number('param.ladders.count') : 0 }, (_, i) => ({ id: `ladder${i + 1}`, onEngine: true })),
    firefighters: mapList(players, (p) => ({ id: p.id, role: p.role, at: p.at, ap: 0, savedAp: 0, specialAp: {}, carrying: null, leading: null })),
    vehicles: { engine: vehicles ? null : null, ambulance: null },
    poiPool: { ...pool },
    turnState: { actions: 0, savedAtStart: 0, commanded: {} },
    pending: null,
    fireStep: null,
    fireChain: 0,
    fireAdvances: 0,
    knockedDown: [],
    cards: null,
    dice: [],
    rng: seedRng(seed),
    nextId: 1,
    machine: { value: 'setup' },
    log: [],
  };
}

/** Roll both dice until the space is not on fire (setup steps 6, 9, 10, 15). */
function rollNotOnFire(w: World, purpose: string, alsoAvoid: (s: Space) => boolean = () => false): Space {
  for (;;) {
    const s = w.rollLocation(purpose);
    // An object's spaces are re-rolled like fire (fp.objects.setup).
    if (w.content(s) !== 'fire' && !w.objectAt(s) && !alsoAvoid(s)) return s;
  }
}

/**
 * Steps 5-8: the first explosion on the board's table (black die) or anywhere without one,
 * the second anywhere, the third on the second one's black die flipped (the die as it lies), any more anywhere.
 */
function standardExplosions(w: World, explode: (at: Space, step: string) => void, count: number): void {
  // Boards that want an initial explosion on every floor (fp.boards.explosion-each-floor):
  // once the explosions left are as few as the floors still without one, only those will do.
  const floors = [0, ...w.board.levels().map((l) => l.floor)];
  const hit = new Set<number>();
  const boom = (at: Space, step: string) => (hit.add(floorOf(at)), explode(at, step));
  const wrongFloor = (n: number) => (s: Space): boolean => {
    if (!w.board.data.setupExplosionEachFloor) return false;
    const missing = floors.filter((f) => !hit.has(f));
    return count - n + 1 <= missing.length && !missing.includes(floorOf(s));
  };
  const table = w.board.data.firstExplosion;
  let last: Space;
  if (table && Object.keys(table).length) {
    for (;;) {
      const black = w.rollOne(w.board.cols, 'first explosion', 'black'); // the table covers the main board: the d8 even with a d12 in play
      const at = table[String(black)];
      if (!at) throw new Refusal('param.setup.mode', `the board's first-explosion table has no entry for ${black}`);
      last = copySpace(at);
      if (!w.objectAt(last)) break;
    }
  } else last = rollNotOnFire(w, 'first explosion', wrongFloor(1));
  boom(last, 'setup: first explosion');
  for (let n = 2; n <= count; n++) {
    if (n === 3) {
      // Step 7: turn the black die to its opposite face, roll only the red die (the face may
      // name a column of another floor, with a d12).
      const face = OPPOSITE_FACE(w.board.faceOf(last), w.blackSides);
      const flipped = w.board.spaceOfRoll(1, face);
      if (flipped && wrongFloor(n)(flipped)) last = rollNotOnFire(w, 'third explosion', wrongFloor(n));
      else {
        let at: Space | undefined;
        do at = w.board.spaceOfRoll(w.rollOne(w.board.rows, 'third explosion', 'red'), face);
        while (!at || w.content(at) === 'fire' || w.objectAt(at));
        last = at;
      }
    } else last = rollNotOnFire(w, n === 2 ? 'second explosion' : `explosion ${n}`, wrongFloor(n));
    boom(last, `setup: explosion ${n}`);
  }
}

/** A board that fixes the column or row of each initial explosion (the High Rise); the other die is rolled. */
function explosionsOnLines(w: World, boom: (at: Space, step: string) => void, count: number): void {
  const lines = w.board.data.setupExplosionLines!;
  for (let n = 1; n <= count; n++) {
    const line = lines[n - 1];
    if (!line) {
      boom(rollNotOnFire(w, `explosion ${n}`, (s) => w.board.isReroll(s)), `setup: explosion ${n}`);
      continue;
    }
    const free = (s: Space) => w.content(s) !== 'fire' && !w.objectAt(s) && !w.board.isReroll(s);
    const size = 'col' in line ? w.board.rows : w.board.cols;
    if (![...Array(size).keys()].some((i) => free('col' in line ? [i + 1, line.col] : [line.row, i + 1]))) {
      boom(rollNotOnFire(w, `explosion ${n}`, (s) => w.board.isReroll(s)), `setup: explosion ${n}`);
      continue;
    }
    for (;;) {
      const at: Space = 'col' in line ? [w.rollOne(w.board.rows, `explosion ${n} (column ${line.col})`, 'red'), line.col] : [line.row, w.rollOne(w.board.cols, `explosion ${n} (row ${line.row})`, 'black')];
      if (free(at)) {
        boom(at, `setup: explosion ${n}`);
        break;
      }
    }
  }
}

/** A board that puts each initial explosion in its own band of rows (the Subway Station); any beyond the bands go anywhere. */
function explosionsInBands(w: World, boom: (at: Space, step: string) => void, count: number): void {
  const bands = w.board.data.setupExplosionRows!;
  for (let n = 1; n <= count; n++) {
    const band = bands[n - 1];
    boom(rollNotOnFire(w, `explosion ${n}`, (s) => !!band && (s[0] < band[0] || s[0] > band[1])), `setup: explosion ${n}`);
  }
}

/** The random setup of the Experienced Game (steps 2-16). */
export function experiencedSetup(w: World): void {
  const d = w.rules.table('param.setup.difficulty', w.rules.difficulty);
  const hotSpots = w.rules.boolean('param.hot-spots.enabled');
  const boom = (at: Space, step: string) => {
    explode(w, at, step);
    // Heat through bulkheads resolves at once; no player is asked during setup (canonical order).
    drainHeat(w);
    if (hotSpots) w.addHotSpot(at);
  };
  // An added attic or basement board brings one more explosion (fp.floors.setup).
  const explosions = (d.explosions ?? 3) + (w.board.hasAddedFloor() && w.rules.has('param.floors.extra-explosions') ? w.rules.number('param.floors.extra-explosions') : 0);
  if (w.board.data.setupExplosionLines?.length) explosionsOnLines(w, boom, explosions);
  else if (w.board.data.setupExplosionRows?.length) explosionsInBands(w, boom, explosions);
  else standardExplosions(w, boom, explosions);
  // Hazmats and PoIs are rolled again off spaces nobody may enter (the Airfield's engines).
  const closed = (s: Space) => w.board.isNoEntry(s) || w.board.isReroll(s);
  for (let i = 0; i < (d.hazmats ?? 0); i++) {
    const at = rollNotOnFire(w, 'hazmat', closed);
    w.hazmats.push(at);
    w.log('hazmat-placed', { at });
  }
  // A setup shockwave can set an outside space alight through an entrance; as after every
  // Advance Fire, nothing burns outside the building (fp.setup.explosions-resolved).
  clearOutside(w);
  let placed = 0;
  let previous: Space | undefined;
  placeStartingPois(w, () => {
    placed++;
    // The Subway Station flips the black die for the third PoI instead of rolling it again.
    const flip = w.board.data.setupPoiFlip && placed === 3 && previous;
    const face = flip ? OPPOSITE_FACE(w.board.faceOf(previous!), w.blackSides) : undefined;
    // At most setupPoiPerFloor initial points of interest on one floor (fp.boards.poi-per-floor).
    const cap = w.board.data.setupPoiPerFloor;
    const full = (x: Space) => closed(x) || (cap !== undefined && w.pois.filter((p) => floorOf(p.at) === floorOf(x)).length >= cap);
    const at = face === undefined ? rollNotOnFire(w, 'point of interest', full) : rollRowInColumn(w, face, full) ?? rollNotOnFire(w, 'point of interest', full);
    previous = at;
    return at;
  });
  if (w.rules.boolean('param.fire.tragic-events')) setupCards(w);
  if (hotSpots) {
    const extra = w.rules.table('param.hot-spots.extra');
    const n = w.firefighters.length;
    // An attic or basement brings more hot spots, on the board and in the supply (fp.floors.setup).
    const floors = w.board.hasAddedFloor() && w.rules.has('param.floors.extra-hot-spots');
    const count = (n >= 3 ? extra.players3 ?? 0 : 0) + (n >= 4 ? extra.players4 ?? 0 : 0) + (w.rules.difficulty !== 'recruit' ? extra.veteranOrHeroic ?? 0 : 0) + (floors ? w.rules.number('param.floors.extra-hot-spots') : 0);
    for (let i = 0; i < count; i++) {
      const at = rollNotOnFire(w, 'extra hot spot', (s) => w.hasHotSpot(s) || w.board.isReroll(s));
      w.addHotSpot(at);
      w.log('hot-spot', { at, why: 'setup' });
    }
    w.hotSpotSupply = (w.rules.table('param.hot-spots.supply')[w.rules.difficulty] ?? 0) + (floors ? w.rules.number('param.floors.extra-supply') : 0);
  }
}

/** Roll the red die for a row in a fixed column until the space is free; undefined when no row of it is. */
function rollRowInColumn(w: World, face: number, avoid: (s: Space) => boolean): Space | undefined {
  // The black face is read like any roll's (spaceOfRoll): on a board with other floors it may name one of them.
  const free = (r: number): Space | undefined => {
    const s = w.board.spaceOfRoll(r, face);
    return s && w.content(s) !== 'fire' && !w.objectAt(s) && !avoid(s) ? s : undefined;
  };
  if (![...Array(w.board.rows).keys()].some((i) => free(i + 1))) return undefined;
  for (;;) {
    const at = free(w.rollOne(w.board.rows, 'point of interest (black die flipped)', 'red'));
    if (at) return at;
  }
}

function placeStartingPois(w: World, where: () => Space): void {
  const n = w.rules.number('param.poi.on-board');
  for (let i = 0; i < n; i++) {
    if (!poiAvailable(w)) return;
    const at = where();
    placePoi(w, at, identityAtPlacement(w));
    w.log('poi-placed', { at });
  }
}

/** The Family Game's fixed start, from the board. */
export function familySetup(w: World): void {
  const start = w.board.data.familyStart;
  if (!start) throw new Refusal('param.setup.mode', `board ${w.board.id} gives no Family Game start (familyStart)`);
  for (const s of start.fire) w.setContent(s, 'fire');
  const spots = [...start.pois];
  placeStartingPois(w, () => spots.shift()!);
}

/** Is setup finished: every pawn placed and every vehicle parked? */
export function setupComplete(s: FlashPointState, vehicles: boolean): boolean {
  return s.firefighters.every((f) => f.at !== null) && (!vehicles || (s.vehicles.engine !== null && s.vehicles.ambulance !== null)) && s.equipment !== null;
}


