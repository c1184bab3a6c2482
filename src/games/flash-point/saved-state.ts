/**
 * The Flash Point state JSON and the saved game: the schema of the formats doc's state
 * (public view and saved game alike), the saved game's own fields on top of it, and the
 * consistency a schema cannot see — pieces on this board, ids that exist, a machine value
 * the statechart has. `fromJSON` refuses a save that breaks any of them, naming the field,
 * so a damaged save never resumes into a game that throws or stalls later.
 */
import type { Problem } from '../../core/errors.ts';
import type { JsonSchema } from '../../core/schemas.ts';
import { DOOR_KINDS, edgeKey, OBJECT_KINDS, type Board, type Edge } from './board.ts';
import type { FlashPointRules } from './rules.ts';
import type { FlashPointState } from './state.ts';

const int = { type: 'integer' };
const count = { type: 'integer', minimum: 0 };
const sideEnum = { enum: ['north', 'east', 'south', 'west'] };
const space = { type: 'array', items: int, minItems: 2, maxItems: 3 };
/** `[row, col, side]`, or `[row, col, side, floor]` on another floor than the ground. */
const edge = { type: 'array', items: [int, int, sideEnum, int], minItems: 3, maxItems: 4 };
const spaces = { type: 'array', items: space };
const str = { type: 'string' };
const strings = { type: 'array', items: str };

/** The state JSON of the formats doc (public view and full saved state alike). */
export const stateSchema: JsonSchema = {
  $id: 'flash-point-state',
  type: 'object',
  required: ['game', 'status', 'reason', 'turn', 'activePlayer', 'phase', 'fire', 'smoke', 'hotSpots', 'hazmats', 'pois', 'victims', 'rescued', 'lost', 'damageSupply', 'walls', 'doors', 'firefighters'],
  properties: {
    game: { const: 'flash-point' },
    status: { enum: ['setup', 'playing', 'won', 'lost'] },
    reason: { type: ['string', 'null'] },
    turn: { type: 'integer', minimum: 1 },
    activePlayer: str,
    phase: str,
    fire: spaces,
    smoke: spaces,
    hotSpots: spaces,
    hazmats: spaces,
    pois: { type: 'array', items: { type: 'object', required: ['at'], properties: { id: str, at: space, is: str } } },
    victims: { type: 'array', items: { type: 'object', required: ['at', 'type', 'treated'], properties: { id: str, at: space, type: str, treated: { type: 'boolean' }, carriedBy: str, rescued: { type: 'boolean' } } } },
    rescued: count,
    lost: count,
    hazmatsDisposed: count,
    damageSupply: count,
    hotSpotSupply: count,
    walls: { type: 'array', items: { type: 'object', required: ['at', 'damage', 'destroyed'], properties: { at: edge, damage: count, destroyed: { type: 'boolean' } } } },
    doors: { type: 'array', items: { type: 'object', required: ['at', 'kind', 'state'], properties: { at: edge, kind: { enum: [...DOOR_KINDS] }, state: { type: 'string', pattern: '^(open|closed|destroyed|jammed:[1-9][0-9]*)$' } } } },
    objects: { type: 'array', items: { type: 'object', required: ['id', 'kind', 'spaces', 'damage', 'destroyed'], properties: { id: str, kind: { enum: [...OBJECT_KINDS] }, spaces, damage: count, damageSpaces: count, destroyed: { type: 'boolean' } } } },
    toxic: spaces,
    damagedFloors: spaces,
    destroyedFloors: spaces,
    floorDamage: count,
    equipment: { enum: ['deck-gun', 'hydraulic-platform', null] },
    platform: { anyOf: [{ const: 'engine' }, space, { type: 'null' }] },
    elevatorsOut: strings,
    ladders: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: str, onEngine: { type: 'boolean' }, at: space, carriedBy: str, lower: space, upper: space, bridge: space, removed: { type: 'boolean' } } } },
    windows: { type: 'array', items: { type: 'object', required: ['at', 'state'], properties: { at: edge, state: { enum: ['open', 'closed', 'destroyed'] }, damage: count } } },
    firefighters: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'role', 'at', 'ap', 'savedAp'],
        properties: { id: str, role: str, at: { anyOf: [space, { type: 'null' }] }, ap: count, savedAp: count, specialAp: { type: 'object', additionalProperties: count }, carrying: { enum: ['victim', 'hazmat', 'ladder', null] }, leading: { type: ['string', 'null'] }, out: { type: 'boolean' } },
      },
    },
    vehicles: { type: 'object', required: ['engine', 'ambulance'], properties: { engine: { type: ['integer', 'null'], minimum: 0 }, ambulance: { type: ['integer', 'null'], minimum: 0 } } },
    log: { type: 'array', items: { type: 'object', required: ['turn', 'event'], properties: { turn: int, player: { type: ['string', 'null'] }, event: str } } },
    machine: { type: 'object', required: ['value'] },
    rng: { type: 'object', required: ['seed', 'state'] },
  },
};

const pendingCase = (type: string, props: Record<string, unknown>, required: string[]) => ({
  if: { properties: { type: { const: type } } },
  then: { required: ['type', ...required], properties: props },
});

const pending = {
  type: ['object', 'null'],
  required: ['type'],
  properties: { type: { enum: ['ride', 'deck-gun', 'hazmat-order', 'knock-down', 'suppress', 'heat-order'] } },
  allOf: [
    pendingCase('ride', { vehicle: { enum: ['engine', 'ambulance'] }, to: count, players: { type: 'array', items: str, minItems: 1 } }, ['vehicle', 'to', 'players']),
    pendingCase('deck-gun', { player: str, red: count, black: count, rerolled: { type: 'object', required: ['red', 'black'], properties: { red: { type: 'boolean' }, black: { type: 'boolean' } } } }, ['player', 'red', 'black', 'rerolled']),
    pendingCase('hazmat-order', { player: str, options: { ...spaces, minItems: 1 } }, ['player', 'options']),
    pendingCase('knock-down', { player: str, options: { ...spaces, minItems: 1 }, dodge: { type: 'array', items: sideEnum } }, ['player', 'options']),
    pendingCase('suppress', { player: str, red: count, black: count }, ['player', 'red', 'black']),
    pendingCase('heat-order', { player: str, options: { type: 'array', items: edge, minItems: 1 } }, ['player', 'options']),
  ],
};

const stateProps = stateSchema.properties as Record<string, unknown>;

/** The saved game (`toJSON`): the state JSON plus what resuming exactly needs. */
export const savedStateSchema: JsonSchema = {
  ...stateSchema,
  $id: 'flash-point-saved-game',
  required: [...(stateSchema.required as string[]), 'config', 'hazmatsDisposed', 'hotSpotSupply', 'windows', 'objects', 'toxic', 'ladders', 'vehicles', 'poiPool', 'turnState', 'pending', 'fireStep', 'fireChain', 'fireAdvances', 'knockedDown', 'cards', 'dice', 'rng', 'nextId', 'machine', 'log'],
  properties: {
    ...stateProps,
    config: { type: 'object', required: ['board', 'options'], properties: { preset: str, modules: strings, rulesDirs: strings, board: { type: ['string', 'object'] }, options: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } } } },
    poiPool: { type: 'object', additionalProperties: count },
    turnState: { type: 'object', required: ['actions', 'savedAtStart', 'commanded'], properties: { actions: count, savedAtStart: count, commanded: { type: 'object', additionalProperties: count }, experienced: { type: 'boolean' }, lookedAtEvent: { type: 'boolean' }, skipped: { type: 'boolean' } } },
    pending,
    fireStep: { enum: ['advance', 'spread', 'hazmats', 'losses', 'knock-downs', 'cleanup', null] },
    fireTarget: { anyOf: [{ type: 'null' }, { type: 'object', required: ['at', 'hadHotSpot'], properties: { at: space, hadHotSpot: { type: 'boolean' } } }] },
    heat: { anyOf: [{ type: 'null' }, { type: 'object', required: ['groups', 'used'], properties: { groups: { type: 'array', items: { type: 'array', items: { type: 'object', required: ['via', 'to'], properties: { via: edge, to: space } } } }, used: { type: 'array', items: edge } } }] },
    fireChain: count,
    fireAdvances: count,
    knockedDown: strings,
    cards: { anyOf: [{ type: 'null' }, { type: 'object', required: ['fireDeck', 'fireDiscard', 'supply', 'eventDeck', 'eventDiscard'], properties: { fireDeck: strings, fireDiscard: strings, supply: { type: 'object', additionalProperties: count }, eventDeck: strings, eventDiscard: strings } }] },
    dice: { type: 'array', items: { type: 'array', items: { type: 'integer', minimum: 1 } } },
    rng: { type: 'object', required: ['seed', 'state', 'draws'], properties: { seed: { type: 'number' }, state: { type: 'integer', minimum: 0, maximum: 4294967295 }, draws: count } },
    nextId: count,
  },
};

/** Where a problem is, and what is wrong there. */
type Report = (path: string, message: string) => void;

/**
 * What a schema cannot see: every piece on this board, every id known to the game, the
 * damage cubes all accounted for. (The machine value is checked by the caller, which has
 * the statechart.)
 */
export function consistencyProblems(s: FlashPointState, board: Board, rules: FlashPointRules): Problem[] {
  const out: Problem[] = [];
  const report: Report = (path, message) => out.push({ file: 'saved game', path, message: `saved game: ${message}` });
  const onBoard = (path: string, at: readonly number[] | null | undefined) => {
    if (at && !board.isOnGrid(at)) report(path, `[${at.join(', ')}] is off the board ${board.id}`);
  };
  const ids = new Set(s.firefighters.map((f) => f.id));
  if (ids.size !== s.firefighters.length) report('/firefighters', 'two firefighters have the same id');
  if (!ids.has(s.activePlayer)) report('/activePlayer', `\`${s.activePlayer}\` is none of the firefighters (${[...ids].join(', ')})`);
  s.firefighters.forEach((f, i) => {
    if (!rules.role(f.role)) report(`/firefighters/${i}/role`, `unknown role \`${f.role}\` (roles: ${[...rules.roles.keys()].join(', ')})`);
    if (f.at === null && s.status !== 'setup') report(`/firefighters/${i}/at`, `${f.id} has no space after setup`);
    onBoard(`/firefighters/${i}/at`, f.at);
    if (f.leading && !s.victims.some((v) => v.id === f.leading)) report(`/firefighters/${i}/leading`, `no victim \`${f.leading}\``);
  });
  for (const key of ['fire', 'smoke', 'hotSpots', 'hazmats', 'toxic', 'damagedFloors', 'destroyedFloors'] as const) s[key].forEach((at, i) => onBoard(`/${key}/${i}`, at));
  const identities = new Set(['false-alarm', ...Object.keys(rules.table('param.poi.pool'))]);
  s.pois.forEach((p, i) => {
    onBoard(`/pois/${i}/at`, p.at);
    if (p.is !== undefined && !identities.has(p.is)) report(`/pois/${i}/is`, `unknown PoI identity \`${p.is}\` (${[...identities].join(', ')})`);
  });
  for (const k of Object.keys(s.poiPool)) if (!identities.has(k)) report(`/poiPool/${k}`, `unknown PoI identity \`${k}\``);
  s.victims.forEach((v, i) => {
    onBoard(`/victims/${i}/at`, v.at);
    if (v.type !== 'standard' && !rules.victimType(v.type)) report(`/victims/${i}/type`, `unknown victim type \`${v.type}\``);
    if (v.carriedBy !== undefined && !ids.has(v.carriedBy)) report(`/victims/${i}/carriedBy`, `no firefighter \`${v.carriedBy}\``);
  });
  const pieceIds = [...s.victims.map((v) => v.id), ...s.pois.map((p) => p.id)];
  if (new Set(pieceIds).size !== pieceIds.length) report('/victims', 'two victims or points of interest have the same id');
  edgesOnBoard(s, board, report);
  s.objects.forEach((o, i) => o.spaces.forEach((at, j) => onBoard(`/objects/${i}/spaces/${j}`, at)));
  s.ladders.forEach((l, i) => {
    for (const k of ['at', 'lower', 'upper', 'bridge'] as const) onBoard(`/ladders/${i}/${k}`, l[k]);
    if (l.carriedBy !== undefined && !ids.has(l.carriedBy)) report(`/ladders/${i}/carriedBy`, `no firefighter \`${l.carriedBy}\``);
  });
  if (Array.isArray(s.platform)) onBoard('/platform', s.platform);
  const cubes = [...s.walls, ...s.windows, ...s.objects].reduce((n, x) => n + (x.damage ?? 0), 0) + (s.floorDamage ?? 0) + s.damageSupply;
  if (cubes !== rules.number('param.damage.supply')) report('/damageSupply', `the damage cubes on the board (${cubes - s.damageSupply}) and in the supply (${s.damageSupply}) do not add up to the game's ${rules.number('param.damage.supply')}`);
  vehiclesOnBoard(s, board, report);
  pendingConsistent(s, ids, board, report);
  s.knockedDown.forEach((id, i) => ids.has(id) || report(`/knockedDown/${i}`, `no firefighter \`${id}\``));
  if (s.cards) {
    for (const k of ['fireDeck', 'fireDiscard', 'eventDeck', 'eventDiscard'] as const) s.cards[k].forEach((c, i) => rules.cards.has(c) || report(`/cards/${k}/${i}`, `unknown card \`${c}\``));
    for (const c of Object.keys(s.cards.supply)) if (!rules.cards.has(c)) report(`/cards/supply/${c}`, `unknown card \`${c}\``);
  }
  return out;
}

/** Walls, doors and windows stand where the board has them. */
function edgesOnBoard(s: FlashPointState, board: Board, report: Report): void {
  const walls = new Set(board.wallEdges.map(edgeKey));
  const doors = new Set(board.doorEdges.map((d) => edgeKey(d.at)));
  const windows = new Set((board.data.windows ?? []).map((w) => edgeKey(w as Edge)));
  const check = (list: { at: Edge }[], known: Set<string>, what: string, key: string) => list.forEach((x, i) => {
    if (!known.has(edgeKey(x.at))) report(`/${key}/${i}/at`, `the board ${board.id} has no ${what} at [${x.at.join(', ')}]`);
  });
  check(s.walls, walls, 'wall', 'walls');
  check(s.doors, doors, 'door', 'doors');
  check(s.windows, windows, 'window', 'windows');
}

function vehiclesOnBoard(s: FlashPointState, board: Board, report: Report): void {
  for (const v of ['engine', 'ambulance'] as const) {
    const i = s.vehicles[v];
    if (i !== null && i >= board.parkingSpots(v).length) report(`/vehicles/${v}`, `the board ${board.id} has ${board.parkingSpots(v).length} ${v} parking spot(s), not ${i + 1}`);
  }
}

function pendingConsistent(s: FlashPointState, ids: Set<string>, board: Board, report: Report): void {
  const p = s.pending;
  if (!p) return;
  const who = p.type === 'ride' ? p.players : [p.player];
  who.forEach((id) => ids.has(id) || report('/pending', `the question is for \`${id}\`, who is not a firefighter`));
  if (p.type === 'hazmat-order' || p.type === 'knock-down') p.options.forEach((at, i) => board.isOnGrid(at) || report(`/pending/options/${i}`, `[${at.join(', ')}] is off the board`));
  if (p.type === 'ride' && p.to >= board.parkingSpots(p.vehicle).length) report('/pending/to', `the board has no ${p.vehicle} spot ${p.to}`);
}
