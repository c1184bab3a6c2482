/**
 * Fire Tower scenario files: a configuration, the players with their towers and hands, the
 * pieces on the forest, the deck order and forced dice, and a list of actions; `expect`
 * states the outcome (a partial state, log entries, a refused action, legal actions).
 * docs/guides/fire-tower-scenarios.md describes every field.
 */
import path from 'node:path';
import { RulesError, type Problem } from '../../core/errors.ts';
import { checkExpect } from '../../core/scenario-expect.ts';
import type { JsonSchema } from '../../core/schemas.ts';
import { validateAgainst } from '../../core/validate.ts';
import { readYaml, type YamlFile } from '../../core/yaml-file.ts';
import { CORNERS, WIND, type Corner, type Wind } from './board.ts';
import { apply, emptyState, gameConfig, legalActions, loadEngine, type Action, type FireTowerGame } from './game.ts';
import { startMachine } from './stepping.ts';
import { publicView, sortCells, type FireTowerConfigRef } from './state.ts';
import { World } from './world.ts';
import { soloSetup } from './solo.ts';
import { handProblems } from './hands.ts';
import type { LogEntry, Player } from './state.ts';

const int = { type: 'integer' };
const cell = { type: 'array', items: int, minItems: 2, maxItems: 2 };
const cells = { type: 'array', items: cell };
const strings = { type: 'array', items: { type: 'string' } };

export const scenarioSchema: JsonSchema = {
  $id: 'fire-tower-scenario',
  type: 'object',
  required: ['game', 'players'],
  additionalProperties: false,
  properties: {
    game: { const: 'fire-tower' },
    title: { type: 'string' },
    description: { type: 'string' },
    source: { type: 'string' },
    config: {
      type: 'object',
      additionalProperties: false,
      properties: {
        preset: { type: 'string' },
        modules: strings,
        /** House-rule module folders, relative to the scenario file (with `modules`). */
        rulesDirs: strings,
        options: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
    },
    seed: int,
    players: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          towers: { type: 'array', items: { enum: [...CORNERS] }, minItems: 1 },
          hand: strings,
          bucket: { enum: ['bucket', 'reckless-abandon', 'none'] },
          status: { enum: ['active', 'shadow', 'out'] },
          shadowTurns: int,
          specialties: { type: 'object' },
        },
      },
    },
    active: { type: 'string' },
    wind: { enum: [...WIND] },
    handSize: int,
    place: {
      type: 'object',
      additionalProperties: false,
      properties: { fire: cells, firebreaks: cells, hawks: cells, lightning: cells, burned: { type: 'array', items: { enum: [...CORNERS] } } },
    },
    /** The deck, top card first (the rest of the game's cards are left out). */
    deck: strings,
    discard: strings,
    /** Wind die faces, used in order before the seeded die. */
    winds: { type: 'array', items: { enum: [...WIND] } },
    /** Shadow die rolls (Rising Flames), used in order before the seeded die. */
    shadowDice: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 6 } },
    /** Start after the wind's gem (the turn's action step). */
    spreadDone: { type: 'boolean' },
    /** Solo Mode: fields of the solo state to set (enemyDeck, challengeDeck, challenges, skipsLeft, sturdy, sanctuary, plan, enemies...). */
    solo: { type: 'object' },
    actions: { type: 'array', items: { type: 'array', minItems: 2, items: [{ type: 'string' }, { type: 'string' }] } },
    expect: {
      type: 'object',
      additionalProperties: false,
      properties: {
        state: { type: 'object' },
        refused: { type: 'object', required: ['action'], additionalProperties: false, properties: { action: int, rule: { type: 'string' } } },
        log: { type: 'array', items: { type: 'object' } },
        notLog: { type: 'array', items: { type: 'object' } },
        legal: { type: 'array', items: { type: 'array' } },
        illegal: { type: 'array', items: { type: 'array' } },
      },
    },
  },
};

type Cell = [number, number];

export interface ScenarioData {
  game: 'fire-tower';
  title?: string;
  config?: { preset?: string; modules?: string[]; rulesDirs?: string[]; options?: Record<string, string | number | boolean> };
  seed?: number;
  players: { id: string; towers?: Corner[]; hand?: string[]; bucket?: 'bucket' | 'reckless-abandon' | 'none'; status?: 'active' | 'shadow' | 'out'; shadowTurns?: number; specialties?: Record<string, string> }[];
  active?: string;
  wind?: Wind;
  handSize?: number;
  place?: { fire?: Cell[]; firebreaks?: Cell[]; hawks?: Cell[]; lightning?: Cell[]; burned?: Corner[] };
  deck?: string[];
  discard?: string[];
  winds?: Wind[];
  shadowDice?: number[];
  spreadDone?: boolean;
  solo?: Record<string, unknown>;
  actions?: Action[];
  expect?: { state?: Record<string, unknown>; refused?: { action: number; rule?: string }; log?: Record<string, unknown>[]; notLog?: Record<string, unknown>[]; legal?: Action[]; illegal?: Action[] };
}

export interface ScenarioResult {
  game: FireTowerGame;
  refused?: { index: number; player: string; rule: string; reason: string; action: Action };
  mismatches: string[];
}

export function readScenario(file: string): { data: ScenarioData; yaml: YamlFile; baseDir: string } {
  const yaml = readYaml(file);
  const problems = validateAgainst(scenarioSchema, yaml.data, yaml, [], 'scenario');
  if (problems.length) throw new RulesError(problems);
  return { data: yaml.data as ScenarioData, yaml, baseDir: path.dirname(path.resolve(file)) };
}

/** The starting game of a scenario: nothing is dealt or rolled that the file does not say. */
export function scenarioStart(input: ScenarioData, yaml: YamlFile, baseDir: string): FireTowerGame {
  let data = input;
  const c = data.config ?? {};
  if (c.rulesDirs && !c.modules) throw new RulesError({ file: yaml.file, ...yaml.locate(['config', 'rulesDirs']), message: 'config.rulesDirs goes with config.modules (a preset brings no house rules): list the modules, your own included' });
  const config: FireTowerConfigRef = c.modules ? { modules: c.modules, ...(c.rulesDirs ? { rulesDirs: c.rulesDirs } : {}), options: c.options ?? {} } : gameConfig({ preset: c.preset, options: c.options ?? {} }).config;
  const engine = loadEngine(config, baseDir);
  const problems: Problem[] = [];
  const at = (p: (string | number)[]) => ({ file: yaml.file, ...yaml.locate(p), path: `/${p.join('/')}` });
  const state = emptyState(engine, config, data.seed ?? 1, data.players.map((p) => ({ id: p.id, ...(p.towers ? { towers: p.towers } : {}) })));
  const solo = engine.rules.has('param.solo.levels');
  const setupLog: LogEntry[] = [];
  if (solo) {
    // Solo scenarios start from the level's full setup; the file then replaces what it names
    // (its pieces are lifted off and put back below, unless the file places its own).
    const sw = new World(state, engine.forest, engine.rules);
    soloSetup(sw);
    state.pending = [];
    if (data.solo) Object.assign(state.solo!, structuredClone(data.solo));
    if (!data.place) data = { ...data, place: { fire: state.fire, firebreaks: state.firebreaks, hawks: state.hawks } };
    state.fire = [];
    state.firebreaks = [];
    state.hawks = [];
    setupLog.push(...sw.events);
  }
  const w = new World(state, engine.forest, engine.rules);
  const knownCard = (id: string, where: (string | number)[]) => {
    if (!engine.rules.cards.has(id)) problems.push({ ...at(where), message: `unknown card \`${id}\` (cards of this config: ${[...engine.rules.cards.keys()].join(', ')})` });
  };
  data.players.forEach((p, i) => {
    const player = state.players.find((x) => x.id === p.id)!;
    (p.hand ?? []).forEach((h, j) => knownCard(h, ['players', i, 'hand', j]));
    if (p.hand || !solo) player.hand = [...(p.hand ?? [])];
    if (p.bucket) player.bucket = p.bucket;
    if (p.specialties) player.specialties = { ...player.specialties, ...(p.specialties as Player['specialties']) };
    if (p.status) player.status = p.status;
    if (p.shadowTurns !== undefined) player.shadowTurns = p.shadowTurns;
  });
  if (data.active) {
    if (!state.players.some((p) => p.id === data.active)) problems.push({ ...at(['active']), message: `no player \`${data.active}\`` });
    else state.activePlayer = data.active;
  }
  if (data.wind) state.wind = data.wind;
  if (data.handSize !== undefined) state.handSize = data.handSize;
  const place = data.place ?? {};
  // A space holds one piece: a gem, a firebreak or a hawk (lightning tokens are counted apart).
  const taken = new Map<string, string>();
  const onBoard = (list: Cell[] | undefined, name: string, shared = true): Cell[] =>
    (list ?? []).filter((x, i) => {
      const ok = engine.forest.inside(x) && !engine.forest.isEternalFlame(x);
      if (!ok) problems.push({ ...at(['place', name, i]), message: `${name}: [${x.join(', ')}] is off the forest or on the Eternal Flame` });
      const key = `${shared ? '' : name}:${x[0]},${x[1]}`;
      const first = taken.get(key);
      if (ok && first) problems.push({ ...at(['place', name, i]), message: `${name}: [${x.join(', ')}] already holds ${first}: a space holds one piece` });
      if (ok && !first) taken.set(key, `${name === 'fire' ? 'a gem' : name === 'firebreaks' ? 'a firebreak' : name === 'hawks' ? 'a hawk' : 'a lightning token'} (place.${name}[${i}])`);
      return ok && !first;
    });
  for (const x of onBoard(place.fire, 'fire')) if (w.isEmpty(x)) w.addGem(x, state.activePlayer);
  for (const x of onBoard(place.firebreaks, 'firebreaks')) w.addFirebreak(x);
  for (const x of onBoard(place.hawks, 'hawks')) w.addHawk(x);
  state.lightning = place.lightning ? onBoard(place.lightning, 'lightning', false) : state.lightning;
  state.roofBy = {};
  state.burned = (place.burned ?? []).map((corner) => ({ corner, by: 'scenario' }));
  (data.deck ?? []).forEach((d, i) => knownCard(d, ['deck', i]));
  (data.discard ?? []).forEach((d, i) => knownCard(d, ['discard', i]));
  if (data.deck || !solo) state.deck = [...(data.deck ?? [])];
  state.discard = [...(data.discard ?? [])];
  state.forcedWinds = [...(data.winds ?? [])];
  state.forcedShadowDice = [...(data.shadowDice ?? [])];
  for (const [i, message] of handProblems(state)) problems.push({ ...at(['players', i, 'hand']), message });
  if (problems.length) throw new RulesError(problems);
  sortCells(state.fire);
  sortCells(state.firebreaks);
  sortCells(state.hawks);
  state.log = [...setupLog, ...w.events];
  const game = startMachine(engine, state);
  return data.spreadDone ? resumeAtAction(game, at(['spreadDone'])) : game;
}

/**
 * Start at the action step: the wind's gem counts as placed. Not when the start has asked a
 * question (a Solo enemy Bucket for fire placed in its tower area): the turn cannot act before
 * it is answered, and skipping to the action step would leave it pending with nobody asked.
 */
function resumeAtAction(game: FireTowerGame, where: { file: string; path: string; line?: number; column?: number }): FireTowerGame {
  const asked = game.state.pending.map((q) => `${q.type}${'corner' in q ? ` (${q.corner})` : ''} for ${q.player}`);
  if (asked.length) {
    throw new RulesError({ ...where, message: `spreadDone starts at the action step, but the start asks ${asked.join(', ')} first: drop spreadDone and answer it in \`actions\`, or set up a position that asks nothing (e.g. solo.enemies with that tower's Bucket used)` });
  }
  const state = { ...game.state, turnState: { ...game.state.turnState, spread: true }, machine: { value: { turn: 'acting' } }, phase: 'action' };
  return { engine: game.engine, state };
}

/** Run a scenario's actions; the first refusal stops the run (nothing after it applies). */
export function runScenario(data: ScenarioData, yaml: YamlFile, baseDir: string): ScenarioResult {
  let game = scenarioStart(data, yaml, baseDir);
  let refused: ScenarioResult['refused'];
  (data.actions ?? []).forEach((action, index) => {
    if (refused) return;
    const r = apply(game, action);
    if (!r.ok) refused = { index, player: action[0], rule: r.rule, reason: r.reason, action };
    else game = r.game;
  });
  return { game, ...(refused ? { refused } : {}), mismatches: checkExpect(data.expect, refused, () => publicView(game.state, true), game.state.log, () => legalActions(game)) };
}
