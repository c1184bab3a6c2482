/**
 * Scenario files (shared/design/flash-point-formats.md): a board, placed pieces, forced
 * dice and a list of actions. Extension for tests: `expect` (a partial state to match,
 * or the refused action) so a scenario file can state its own outcome.
 */
import path from 'node:path';
import { RulesError, type Problem } from '../../core/errors.ts';
import type { JsonSchema } from '../../core/schemas.ts';
import { validateAgainst } from '../../core/validate.ts';
import { readYaml, type YamlFile } from '../../core/yaml-file.ts';
import { canonicalEdge, SIDES, type BoardData, type Edge, type Space, copySpace } from './board.ts';
import { ANSWER_VERBS, type Action } from './actions.ts';
import { apply, gameConfig, legalActions, loadEngine, startMachine, type FlashPointGame } from './game.ts';
import { emptyState, experiencedSetup, familySetup } from './setup.ts';
import { normalise, publicView, type DoorState, type GameConfigRef, type PoiIdentity } from './state.ts';
import { DiceError, Refusal, World } from './world.ts';
import { matchPartial } from '../../core/partial-match.ts';
import { checkExpect } from '../../core/scenario-expect.ts';

export { matchPartial };
import { identityAtPlacement, placePoi } from './poi.ts';
import { setupCards } from './tragic.ts';

const int = { type: 'integer' };
const space = { type: 'array', items: int, minItems: 2, maxItems: 3 };
const edge = { type: 'array', items: [int, int, { enum: [...SIDES] }, int], minItems: 3, maxItems: 4 };
const spaces = { type: 'array', items: space };

export const scenarioSchema: JsonSchema = {
  $id: 'flash-point-scenario',
  type: 'object',
  required: ['game', 'config', 'players'],
  additionalProperties: false,
  properties: {
    game: { const: 'flash-point' },
    title: { type: 'string' },
    description: { type: 'string' },
    source: { type: 'string' },
    config: {
      type: 'object',
      additionalProperties: false,
      properties: {
        preset: { type: 'string' },
        game: { const: 'flash-point' },
        modules: { type: 'array', items: { type: 'string' } },
        rulesDirs: { type: 'array', items: { type: 'string' } },
        board: { anyOf: [{ type: 'string' }, { type: 'object' }] },
        options: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
    },
    seed: { type: 'integer' },
    start: { enum: ['empty', 'setup'] },
    players: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: { id: { type: 'string', minLength: 1 }, role: { type: 'string' }, at: space, savedAp: { type: 'integer', minimum: 0 } },
      },
    },
    place: {
      type: 'object',
      additionalProperties: false,
      properties: {
        fire: spaces,
        smoke: spaces,
        hotSpots: spaces,
        hazmats: spaces,
        toxic: spaces,
        damagedFloors: spaces,
        destroyedFloors: spaces,
        fireDeck: { type: 'array', items: { type: 'string' } },
        eventDeck: { type: 'array', items: { type: 'string' } },
        cardSupply: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
        pois: { type: 'array', items: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: space, is: { type: 'string', pattern: '^[a-z][a-z-]*$' } } } },
        victims: {
          type: 'array',
          items: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: space, type: { type: 'string' }, treated: { type: 'boolean' }, rescued: { type: 'boolean' } } },
        },
        damage: { type: 'array', items: { type: 'object', required: ['at', 'cubes'], additionalProperties: false, properties: { at: edge, cubes: { type: 'integer', minimum: 0 } } } },
        objects: { type: 'array', items: { type: 'object', required: ['id', 'damage'], additionalProperties: false, properties: { id: { type: 'string' }, damage: { type: 'integer', minimum: 0 } } } },
        doors: {
          type: 'array',
          items: { type: 'object', required: ['at', 'state'], additionalProperties: false, properties: { at: edge, state: { type: 'string', pattern: '^(open|closed|destroyed|jammed:[0-9]+)$' } } },
        },
        engine: { type: 'integer', minimum: 0 },
        equipment: { enum: ['deck-gun', 'hydraulic-platform'] },
        ambulance: { type: 'integer', minimum: 0 },
        rescued: { type: 'integer', minimum: 0 },
        lost: { type: 'integer', minimum: 0 },
        damageSupply: { type: 'integer', minimum: 0 },
        hotSpotSupply: { type: 'integer', minimum: 0 },
      },
    },
    dice: { type: 'array', items: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 2 } },
    actions: { type: 'array', items: { type: 'array', minItems: 2, items: [{ type: 'string' }, { type: 'string' }] } },
    expect: {
      type: 'object',
      additionalProperties: false,
      properties: {
        state: { type: 'object' },
        refused: { type: 'object', required: ['action'], additionalProperties: false, properties: { action: int, rule: { type: 'string' } } },
        log: { type: 'array', items: { type: 'object' } },
        legal: { type: 'array', items: { type: 'array' } },
        illegal: { type: 'array', items: { type: 'array' } },
      },
    },
  },
};

export interface ScenarioData {
  game: 'flash-point';
  title?: string;
  config: { preset?: string; modules?: string[]; rulesDirs?: string[]; board?: string | BoardData; options?: Record<string, string | number | boolean> };
  seed?: number;
  start?: 'empty' | 'setup';
  players: { id: string; role?: string; at?: number[]; savedAp?: number }[];
  place?: {
    fire?: number[][]; smoke?: number[][]; hotSpots?: number[][]; hazmats?: number[][]; toxic?: number[][];
    /** Ground-floor spaces with a Damaged Floor / Destroyed Floor marker (multi-floor boards). */
    damagedFloors?: number[][]; destroyedFloors?: number[][];
    pois?: { at: number[]; is?: PoiIdentity }[];
    /** `rescued`: already rescued and kept on the board (a rescue location that keeps victims); counts in `rescued`. */
    victims?: { at: number[]; type?: string; treated?: boolean; rescued?: boolean }[];
    damage?: { at: Edge; cubes: number }[];
    doors?: { at: Edge; state: string }[];
    windows?: { at: Edge; state: 'open' | 'closed' | 'destroyed' }[];
    objects?: { id: string; damage: number }[];
    fireDeck?: string[]; eventDeck?: string[]; cardSupply?: Record<string, number>;
    /** What the Engine carries, with the hydraulic-platform module (default: deck-gun). */
    equipment?: 'deck-gun' | 'hydraulic-platform';
    engine?: number; ambulance?: number; rescued?: number; lost?: number; damageSupply?: number; hotSpotSupply?: number;
  };
  dice?: number[][];
  actions?: Action[];
  expect?: { state?: Record<string, unknown>; refused?: { action: number; rule?: string }; log?: Record<string, unknown>[]; legal?: Action[]; illegal?: Action[] };
}

export interface ScenarioResult {
  game: FlashPointGame;
  /** Set when an action was refused: its index (0-based), player and rule. */
  refused?: { index: number; player: string; rule: string; reason: string; action: Action };
  /** Mismatches with the scenario's own `expect`, if it has one. */
  mismatches: string[];
}

const sp = (s: number[]): Space => copySpace(s);

/** Build the starting game of a scenario (before its actions). */
export function scenarioStart(data: ScenarioData, yaml: YamlFile, baseDir: string): FlashPointGame {
  const c = data.config;
  const inlineBoard = typeof c.board === 'object' ? c.board : undefined;
  let ref: GameConfigRef & { boardData?: BoardData };
  if (c.modules) ref = { modules: c.modules, ...(c.rulesDirs ? { rulesDirs: c.rulesDirs } : {}), board: typeof c.board === 'string' ? c.board : 'base-house', options: c.options ?? {} };
  else ref = gameConfig({ preset: c.preset ?? 'experienced-recruit', options: c.options ?? {}, ...(typeof c.board === 'string' ? { board: c.board } : {}) }).config;
  if (inlineBoard) ref = { ...ref, board: inlineBoard.id ?? 'inline', boardData: inlineBoard };
  const engine = loadEngine(ref, baseDir);
  const problems: Problem[] = [];
  const at = (p: (string | number)[]) => ({ file: yaml.file, ...yaml.locate(p) });
  const roles = [...engine.rules.roles.keys()];
  const players = data.players.map((p, i) => {
    const role = p.role ?? (roles.length === 1 ? roles[0]! : undefined);
    if (!role || !engine.rules.role(role)) problems.push({ ...at(['players', i, 'role']), message: `player ${p.id}: ${role ? `unknown role \`${role}\`` : 'needs a role'} (roles of this config: ${roles.join(', ')})` });
    // After `start: setup` a player without `at` places the pawn with a `place` action.
    if (!p.at && data.start !== 'setup') problems.push({ ...at(['players', i]), message: `player ${p.id} needs a starting space \`at\` (or \`start: setup\`, then a place action)` });
    else if (p.at && !engine.board.isOnGrid(p.at)) problems.push({ ...at(['players', i, 'at']), message: `player ${p.id}: [${p.at.join(', ')}] is off the board` });
    return { id: p.id, role: role ?? '', at: p.at ? sp(p.at) : null };
  });
  const ids = data.players.map((p) => p.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) problems.push({ ...at(['players', i, 'id']), message: `player id \`${id}\` is used twice` });
  });
  if (problems.length) throw new RulesError(problems);

  const state = emptyState(engine.board, engine.rules, ref, data.seed ?? 1, players);
  state.dice = (data.dice ?? []).map((d) => [...d]);
  const w = new World(state, engine.board, engine.rules);
  if (data.start === 'setup') {
    try {
      if (engine.rules.string('param.setup.mode') === 'family') familySetup(w);
      else experiencedSetup(w);
    } catch (e) {
      // Forced dice that do not fit a setup roll are the scenario's mistake: name the file.
      if (e instanceof DiceError || e instanceof Refusal) throw new RulesError({ file: yaml.file, ...yaml.locate(['dice']), message: `setup could not use the scenario's dice: ${e instanceof Refusal ? e.reason : e.message}` });
      throw e;
    }
  } else if (engine.rules.boolean('param.fire.tragic-events')) setupCards(w);
  placePieces(w, data, yaml, problems);
  data.players.forEach((p, i) => {
    if (p.savedAp !== undefined) state.firefighters[i]!.savedAp = p.savedAp;
  });
  if (problems.length) throw new RulesError(problems);
  state.log = w.events;
  normalise(state);
  return startMachine(engine, state);
}

function placePieces(w: World, data: ScenarioData, yaml: YamlFile, problems: Problem[]): void {
  const s = w.s;
  const p = data.place ?? {};
  const at = (path: (string | number)[]) => ({ file: yaml.file, ...yaml.locate(['place', ...path]) });
  const onBoard = (list: number[][] | undefined, name: string) =>
    (list ?? []).filter((x, i) => {
      const ok = w.board.isOnGrid(x);
      if (!ok) problems.push({ ...at([name, i]), message: `${name}: [${x.join(', ')}] is off the board` });
      return ok;
    }).map(sp);
  for (const x of onBoard(p.fire, 'fire')) w.setContent(x, 'fire');
  for (const x of onBoard(p.smoke, 'smoke')) w.setContent(x, 'smoke');
  for (const x of onBoard(p.hotSpots, 'hotSpots')) w.addHotSpot(x);
  for (const x of onBoard(p.hazmats, 'hazmats')) s.hazmats.push(x);
  for (const x of onBoard(p.toxic, 'toxic')) s.toxic.push(x);
  for (const x of onBoard(p.damagedFloors, 'damagedFloors')) s.damagedFloors.push(x);
  for (const x of onBoard(p.destroyedFloors, 'destroyedFloors')) s.destroyedFloors.push(x);
  (p.pois ?? []).forEach((poi, i) => {
    if (poi.is && poi.is !== 'false-alarm' && poi.is !== 'victim' && !w.rules.victimType(poi.is)) problems.push({ ...at(['pois', i, 'is']), message: `unknown identity \`${poi.is}\` (false-alarm, victim, or a victim type of this config: ${[...w.rules.victimTypes.keys()].join(', ')})` });
    // An empty pool still gives the scenario its marker: a plain victim.
    const is = poi.is ?? (w.rules.poiDraw === 'at-reveal' ? undefined : identityAtPlacement(w) ?? 'victim');
    if (poi.is && (s.poiPool[poi.is] ?? 0) > 0) s.poiPool[poi.is]!--;
    if (!w.board.isInside(poi.at)) problems.push({ ...at(['pois', i, 'at']), message: `a point of interest must be inside the building (got [${poi.at.join(', ')}])` });
    placePoi(w, sp(poi.at), is);
  });
  (p.victims ?? []).forEach((v) => {
    s.victims.push({ id: w.newId('v'), at: sp(v.at), type: v.type ?? 'standard', treated: v.treated ?? false, ...(v.rescued ? { rescued: true } : {}) });
    if (v.rescued) s.rescued++;
  });
  (p.damage ?? []).forEach((d, i) => {
    const wall = w.wallAt(d.at);
    if (!wall) {
      problems.push({ ...at(['damage', i, 'at']), message: `no wall at [${d.at.join(', ')}] (canonical [${canonicalEdge(d.at).join(', ')}])` });
      return;
    }
    if (w.board.isBulkhead(wall.at) && d.cubes > 0) problems.push({ ...at(['damage', i, 'cubes']), message: `[${d.at.join(', ')}] is a bulkhead, which never takes damage cubes` });
    wall.damage = d.cubes;
    wall.destroyed = d.cubes >= w.wallStrength(wall);
    s.damageSupply -= d.cubes;
  });
  // Tragic Events: the decks in a given order (top first), and the supplies beside them.
  if (p.fireDeck || p.eventDeck || p.cardSupply) {
    if (!w.rules.boolean('param.fire.tragic-events')) problems.push({ ...at(['fireDeck']), message: 'fireDeck, eventDeck and cardSupply need the tragic-events module' });
    else {
      s.cards ??= { fireDeck: [], fireDiscard: [], supply: {}, eventDeck: [], eventDiscard: [] };
      for (const [k, list] of [['fireDeck', p.fireDeck], ['eventDeck', p.eventDeck]] as const) {
        (list ?? []).forEach((id, i) => {
          if (!w.rules.cards.has(id)) problems.push({ ...at([k, i]), message: `unknown card \`${id}\` (cards: ${[...w.rules.cards.keys()].join(', ')})` });
        });
        if (list) s.cards[k] = [...list];
      }
      if (p.cardSupply) s.cards.supply = { ...p.cardSupply };
    }
  }
  (p.objects ?? []).forEach((d, i) => {
    const o = s.objects.find((x) => x.id === d.id);
    if (!o) problems.push({ ...at(['objects', i, 'id']), message: `no object \`${d.id}\` on board ${w.board.id} (objects: ${s.objects.map((x) => x.id).join(', ') || 'none'})` });
    else if (d.damage >= o.damageSpaces) problems.push({ ...at(['objects', i, 'damage']), message: `object ${d.id} holds at most ${o.damageSpaces - 1} cubes before it is destroyed` });
    else {
      o.damage = d.damage;
      s.damageSupply -= d.damage;
    }
  });
  (p.windows ?? []).forEach((d, i) => {
    const win = w.windowAt(d.at);
    if (!win) problems.push({ ...at(['windows', i, 'at']), message: `no window at [${d.at.join(', ')}] on board ${w.board.id}` });
    else win.state = d.state;
  });
  (p.doors ?? []).forEach((d, i) => {
    const door = w.doorAt(d.at);
    if (!door) problems.push({ ...at(['doors', i, 'at']), message: `no door at [${d.at.join(', ')}] on board ${w.board.id}` });
    else if (d.state.startsWith('jammed') && door.kind !== 'fireproof') problems.push({ ...at(['doors', i, 'state']), message: `only a fireproof door can be jammed; the door at [${d.at.join(', ')}] is ${door.kind}` });
    else door.state = d.state as DoorState;
  });
  if (w.rules.boolean('param.vehicles')) {
    for (const v of ['engine', 'ambulance'] as const) {
      const i = p[v] ?? 0;
      if (i >= w.board.parkingSpots(v).length) problems.push({ ...at([v]), message: `${v}: the board has ${w.board.parkingSpots(v).length} spots (0..${w.board.parkingSpots(v).length - 1})` });
      s.vehicles[v] = i;
    }
  }
  if (p.rescued !== undefined) s.rescued = p.rescued;
  if (s.equipment !== undefined && (p.equipment || data.start !== 'setup')) {
    // The setup choice of step 19, made for the scenario: the deck gun unless it says otherwise.
    s.equipment = p.equipment ?? 'deck-gun';
    s.platform = s.equipment === 'hydraulic-platform' ? 'engine' : null;
  } else if (p.equipment) problems.push({ ...at(['equipment']), message: 'equipment needs the hydraulic-platform module' });
  if (p.lost !== undefined) s.lost = p.lost;
  if (p.damageSupply !== undefined) s.damageSupply = p.damageSupply;
  if (p.hotSpotSupply !== undefined) s.hotSpotSupply = p.hotSpotSupply;
}

export function readScenario(file: string): { data: ScenarioData; yaml: YamlFile; baseDir: string } {
  const yaml = readYaml(file);
  const problems = validateAgainst(scenarioSchema, yaml.data, yaml, [], 'scenario');
  if (problems.length) throw new RulesError(problems);
  return { data: yaml.data as ScenarioData, yaml, baseDir: path.dirname(path.resolve(file)) };
}

/** Run a scenario's actions; the first refusal stops the run (nothing after it applies). */
export function runScenario(data: ScenarioData, yaml: YamlFile, baseDir: string): ScenarioResult {
  let game = scenarioStart(data, yaml, baseDir);
  let refused: ScenarioResult['refused'];
  const actions = data.actions ?? [];
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    // A question nobody answers gets the first option in canonical order.
    for (let guard = 0; game.state.pending && !(ANSWER_VERBS as readonly string[]).includes(action[1]); guard++) {
      if (guard > 1000) throw new Error('a question keeps coming back: an engine bug (please report it)');
      const first = legalActions(game)[0];
      if (!first) break;
      const r = apply(game, first);
      if (!r.ok) break;
      game = r.game;
    }
    const r = apply(game, action);
    if (!r.ok) {
      refused = { index: i, player: action[0], rule: r.rule, reason: r.reason, action };
      break;
    }
    game = r.game;
  }
  // A fire phase the last action started always completes, with the canonical answers.
  for (let guard = 0; !refused && game.state.fireStep && game.state.pending; guard++) {
    if (guard > 1000) throw new Error('the fire phase keeps asking questions: an engine bug (please report it)');
    const r = apply(game, legalActions(game)[0]!);
    if (!r.ok) break;
    game = r.game;
  }
  return { game, ...(refused ? { refused } : {}), mismatches: checkExpect(data.expect, refused, () => publicView(game.state, true), game.state.log, () => legalActions(game)) };
}

