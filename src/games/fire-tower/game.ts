/**
 * The Fire Tower library API, the same shape as Flash Point's: the game definition (rules +
 * forest), the flow (machines/fire-tower/) and the reducer (pure `apply`).
 *
 *   createGame(config, { seed, players })  → a game at the start of the first turn
 *   legalActions(game)                     → every action the rules allow now
 *   apply(game, action)                    → { ok: true, game } or { ok: false, rule, reason }
 *   toJSON(game) / fromJSON(state)         → the saved game (state JSON incl. machine state)
 */
import { historyProblem, machineCan } from '../../core/machine-step.ts';
import type { FireTowerEvent } from '../../../machines/fire-tower/turn.ts';
import { UsageError } from '../../core/errors.ts';
import { readConfig, type ConfigData, type ConfigRef } from '../../core/config.ts';
import { gameEnv, loadRuleset } from '../../core/load.ts';
import { fireTowerDefinition } from './definition.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import { PROJECT_RULES } from '../../core/paths.ts';
import { seedRng, shuffled, rollDie } from '../../core/rng.ts';
import { mapList } from '../../core/map-list.ts';
import { jsonCopy, machineValueProblem, refuseProblems, schemaProblems } from '../../core/saved-game.ts';
import { consistencyProblems, stateSchema } from './saved-state.ts';
import { checkActionShape, type ShapeContext } from '../../core/action-shape.ts';
import { FIRE_TOWER_ARGS, forestShapeContext } from './verbs.ts';
import { CORNERS, Forest, type Corner } from './board.ts';
import { handProblems } from './hands.ts';
import { firstPlayer, type Action } from './flow.ts';
import { buildMachine, eventStep, handedStep, phaseOf, startMachine, stepping, withSnapshot } from './stepping.ts';
import { refusalOf } from './verb-table.ts';
import { soloSetup } from './solo.ts';
import { FireTowerRules } from './rules.ts';
import { type FireTowerConfigRef, type FireTowerState, type Player } from './state.ts';
import { CLOCKWISE, Refusal, World } from './world.ts';
import type { Cell } from './patterns.ts';

export type { Action } from './flow.ts';

export interface FireTowerEngine {
  rules: FireTowerRules;
  forest: Forest;
  machine: ReturnType<typeof buildMachine>;
}

export interface FireTowerGame {
  engine: FireTowerEngine;
  state: FireTowerState;
  /** Created with `{ log: false }` (simulation): its steps append nothing to the state's log. */
  silent?: boolean;
}

export type ApplyResult = { ok: true; game: FireTowerGame } | { ok: false; rule: string; reason: string; action: Action };

// ---- loading --------------------------------------------------------------------------

export const DEFAULT_PRESET = 'fire-tower-base';

function configRefOf(c: FireTowerConfigRef, baseDir?: string): ConfigRef {
  if (c.modules) {
    const data: ConfigData = { game: 'fire-tower', modules: c.modules, options: c.options, ...(c.rulesDirs ? { rulesDirs: c.rulesDirs } : {}) };
    return { inline: data, ...(baseDir ? { baseDir } : {}), label: 'game config' };
  }
  const preset = readConfig({ preset: c.preset ?? DEFAULT_PRESET, game: 'fire-tower' }, PROJECT_RULES);
  const data: ConfigData = { ...preset.data, options: { ...(preset.data.options ?? {}), ...c.options } };
  return { inline: data, baseDir: preset.baseDir, label: `preset ${c.preset}` };
}

const engineCache = new Map<string, FireTowerEngine>();
/** The engines of plain presets (no options, modules or base folder) by name: a game is made without its config written out as a key. */
const presetEngines = new Map<string, FireTowerEngine>();

export function loadEngine(config: FireTowerConfigRef, baseDir?: string): FireTowerEngine {
  const preset = baseDir === undefined ? plainPreset(config) : undefined;
  const known = preset === undefined ? undefined : presetEngines.get(preset);
  if (known) return known;
  const cacheKey = JSON.stringify([config, baseDir]);
  let engine = engineCache.get(cacheKey);
  if (!engine) engineCache.set(cacheKey, (engine = engineOf(loadRuleset(configRefOf(config, baseDir), gameEnv(fireTowerDefinition)))));
  if (preset !== undefined) presetEngines.set(preset, engine);
  return engine;
}

/** The preset's name when the config is that preset alone (no options, modules or folders), else undefined. */
function plainPreset(config: FireTowerConfigRef): string | undefined {
  for (const k in config) if (k !== 'preset' && k !== 'options') return undefined;
  for (const _ in config.options) return undefined;
  return typeof config.preset === 'string' ? config.preset : undefined;
}

function engineOf(ruleset: Ruleset): FireTowerEngine {
  if (ruleset.game.id !== 'fire-tower') throw new UsageError(`config is for ${ruleset.game.id}, not fire-tower`);
  const rules = new FireTowerRules(ruleset);
  const forest = new Forest(ruleset);
  return { rules, forest, machine: buildMachine(rules, forest) };
}

/** `{ preset }` or `{ configFile }` → the reference a state keeps. */
export function gameConfig(ref: { preset?: string; configFile?: string; options?: Record<string, string | number | boolean> }): { config: FireTowerConfigRef; baseDir?: string } {
  if (ref.configFile) {
    const loaded = readConfig({ configFile: ref.configFile }, PROJECT_RULES);
    if (loaded.data.game !== 'fire-tower') throw new UsageError(`${loaded.label} is a ${loaded.data.game} config, not fire-tower`);
    const { rulesDirs } = loaded.data;
    const config: FireTowerConfigRef = { modules: loaded.data.modules, ...(rulesDirs ? { rulesDirs } : {}), options: { ...(loaded.data.options ?? {}), ...(ref.options ?? {}) } };
    // Loaded from the file itself, so a problem names the file's own lines (not the inline copy).
    const key = JSON.stringify([config, loaded.baseDir]);
    if (!ref.options && !engineCache.has(key)) engineCache.set(key, engineOf(loadRuleset({ configFile: ref.configFile }, gameEnv(fireTowerDefinition))));
    return { config, baseDir: loaded.baseDir };
  }
  const preset = ref.preset ?? DEFAULT_PRESET;
  readConfig({ preset, game: 'fire-tower' }, PROJECT_RULES);
  return { config: { preset, options: ref.options ?? {} } };
}

// ---- creating a game -------------------------------------------------------------------

export interface PlayerSpec {
  id: string;
  /** The tower(s) this player defends; by default two players sit diagonally, three leave the south-west empty. */
  towers?: Corner[];
}

export interface CreateOptions {
  seed: number;
  players: number | PlayerSpec[];
  /** false: keep no log (simulation; the log is most of a step's copying). Default true. */
  log?: boolean;
}

const DEFAULT_TOWERS: Record<number, Corner[]> = { 2: ['north-west', 'south-east'], 3: ['north-west', 'north-east', 'south-east'], 4: ['north-west', 'north-east', 'south-east', 'south-west'] };

/** A state with the forest empty and nobody dealt anything: the start of a setup or a scenario. */
export function emptyState(engine: FireTowerEngine, config: FireTowerConfigRef, seed: number, specs: PlayerSpec[]): FireTowerState {
  const n = specs.length;
  const solo = engine.rules.has('param.solo.levels');
  if (solo && n !== 1) throw new UsageError(`Solo Mode is for one player (got ${n})`);
  if (!solo && (n < 2 || n > 4)) throw new UsageError(`Fire Tower is played by 2 to 4 players (got ${n}); Solo Mode has its own presets (fire-tower-solo-level-1 ... 7)`);
  const teams = engine.rules.flag('teams');
  if (teams && n !== 4) throw new UsageError(`the team variant needs four players (got ${n})`);
  const double = engine.rules.has('param.variant.towers-per-player');
  if (double && n !== 2) throw new UsageError(`the Double Tower variant is for two players (got ${n})`);
  if (engine.rules.has('param.variant.ghost-tower') && n !== 3) throw new UsageError(`the Ghost Tower variant is for three players (got ${n})`);
  const towers = mapList(specs, (p, i) => p.towers ?? (solo ? ['north-west' as Corner] : double ? [['north-west', 'north-east'], ['south-west', 'south-east']][i]! as Corner[] : [DEFAULT_TOWERS[n]![i]!]));
  const seen: Corner[] = [];
  // Loops, not towers.flat() and a Set: flat() alone cost more than the rest of this check.
  for (const own of towers) {
    for (const t of own) {
      if (!CORNERS.includes(t)) throw new UsageError(`unknown tower \`${t}\` (towers: ${CORNERS.join(', ')})`);
      if (seen.includes(t)) throw new UsageError(`tower ${t} is given to two players`);
      seen.push(t);
    }
  }
  // mapList, not specs.map: the players list keeps one array kind (core/map-list.ts says why).
  const players: Player[] = mapList(specs, (p, i): Player => ({
    id: p.id,
    towers: towers[i]!,
    hand: [],
    bucket: 'bucket',
    status: 'active',
    ...(engine.rules.has('param.specialties') ? { specialties: { 'heavy-winds': 'front' as const, lookout: 'front' as const } } : {}),
    ...(teams ? { team: ['north-west', 'south-east'].includes(towers[i]![0]!) ? 0 : 1 } : {}),
  }));
  // Seated clockwise from the north-west.
  players.sort((a, b) => CLOCKWISE.indexOf(a.towers[0]!) - CLOCKWISE.indexOf(b.towers[0]!));
  return {
    game: 'fire-tower',
    config,
    status: 'playing',
    winners: [],
    reason: null,
    turn: 1,
    activePlayer: players[0]!.id,
    phase: 'spread',
    players,
    wind: 'north',
    fire: [],
    firebreaks: [],
    hawks: [],
    lightning: [],
    burned: [],
    roofBy: {},
    handSize: engine.rules.number('param.hand.size'),
    deck: [],
    discard: [],
    drawnEvents: [],
    pending: [],
    turnState: { spread: false, acted: false, bucketUsed: false },
    aid: null,
    forcedWinds: [],
    forcedShadowDice: [],
    rng: seedRng(seed),
    log: [],
    machine: { value: null },
  };
}

/** setupEvents' answer per rules (fixed once loaded): every game's setup asked it again, a walk over every card. */
const eventsAtSetup = new WeakMap<FireTowerRules, { readonly firestorm: readonly string[]; readonly others: readonly string[] }>();

/** The events of this configuration at setup: the Firestorm always; the others by option. Shared: never change the lists. */
export function setupEvents(rules: FireTowerRules): { readonly firestorm: readonly string[]; readonly others: readonly string[] } {
  let known = eventsAtSetup.get(rules);
  if (!known) eventsAtSetup.set(rules, (known = findSetupEvents(rules)));
  return known;
}

function findSetupEvents(rules: FireTowerRules): { firestorm: string[]; others: string[] } {
  const byOption: Record<string, string> = { 'mutual-aid': 'mutualAid', 'dry-storm': 'dryStorm', 'kettle-flight': 'kettleFlight', mobilization: 'mobilization' };
  const out = { firestorm: [] as string[], others: [] as string[] };
  for (const [id, c] of rules.cards) {
    if (c.type !== 'event') continue;
    if (c.event === 'firestorm') out.firestorm.push(id);
    else if (byOption[c.event!] && rules.flag(byOption[c.event!]!)) out.others.push(id);
  }
  return out;
}

/** After the deal: the chosen events are shuffled in, then the Firestorm is shuffled in (base) or cut into the middle (Extreme Weather). */
function shuffleInEvents(w: World): void {
  const { firestorm, others } = setupEvents(w.rules);
  const deck = w.deck;
  for (const e of others) deck.splice(rollDie(w.rng, deck.length + 1) - 1, 0, e);
  const middle = w.rules.has('param.setup.firestorm') && w.rules.string('param.setup.firestorm') === 'middle';
  for (const e of firestorm) deck.splice(middle ? Math.floor(deck.length / 2) : rollDie(w.rng, deck.length + 1) - 1, 0, e);
}

/** Players p1, p2... (a loop, not Array.from over an array-like: that builtin goes the slow, generic way). */
function numberedPlayers(n: number): PlayerSpec[] {
  const out: PlayerSpec[] = [];
  for (let i = 1; i <= n; i++) out.push({ id: `p${i}` });
  return out;
}

export function createGame(config: FireTowerConfigRef | { preset: string; options?: Record<string, string | number | boolean> }, opts: CreateOptions, baseDir?: string): FireTowerGame {
  const full: FireTowerConfigRef = { options: {}, ...config };
  const engine = loadEngine(full, baseDir);
  const specs: PlayerSpec[] = typeof opts.players === 'number' ? numberedPlayers(opts.players) : opts.players;
  const state = emptyState(engine, full, opts.seed, specs);
  const w = new World(state, engine.forest, engine.rules);
  const silent = opts.log === false;
  w.silent = silent;
  if (engine.rules.has('param.solo.levels')) {
    soloSetup(w);
    state.log = w.events;
    return startMachine(engine, state, silent);
  }
  state.deck = shuffled(w.rng, engine.rules.actionDeck());
  for (const p of state.players) for (let i = 0; i < state.handSize; i++) p.hand.push(state.deck.shift()!);
  shuffleInEvents(w);
  if (engine.rules.flag('dryStorm')) state.lightning = engine.rules.value<Cell[]>('param.lightning.start').map((c): Cell => [c[0], c[1]]);
  state.wind = w.rollWind('setup');
  state.activePlayer = firstPlayer(w).id;
  // Rising Flames: everyone sets a first hawk in their own quadrant, in seating order.
  if (engine.rules.has('param.hawks.supply')) for (const p of state.players) state.pending.push({ type: 'hawk-setup', player: p.id });
  w.log('setup', { wind: state.wind, first: state.activePlayer, players: state.players.map((p) => ({ id: p.id, towers: p.towers })) }, null);
  state.log = w.events;
  return startMachine(engine, state, silent);
}

// ---- applying actions --------------------------------------------------------------------

const EXPECTED: Record<string, string> = {
  spread: 'spread [r, c] (the wind\'s gem), or bucket [cells]',
  action: 'play CARD {args}, redraw [cards], reckless [three cards], or bucket [cells]',
  choice: 'an answer to the pending question',
  over: 'nothing: the game is over',
};

/** The statechart event an action is sent as (also used to drive an inspected actor). */
export function machineEvent(game: FireTowerGame, action: Action): FireTowerEvent {
  const type = game.state.phase === 'choice' ? 'answer' : action[1] === 'spread' ? 'spread' : 'act';
  return { type, action };
}

/** Cells of the engine's forest, for the shape check (one per engine). */
const shapeContexts = new WeakMap<FireTowerEngine, ShapeContext>();

function shapeContext(engine: FireTowerEngine): ShapeContext {
  let ctx = shapeContexts.get(engine);
  if (!ctx) shapeContexts.set(engine, (ctx = forestShapeContext(engine.forest)));
  return ctx;
}

/**
 * What stops an action before any rule runs (its shape, or a phase that does not take it), or
 * its event (which carries the action as checked). `askMachine` false: whether the statechart
 * takes the event now is left to the step (machineStepIfCan), which refuses as `notNow`.
 */
function beforeTheRules(game: FireTowerGame, given: Action, drawn = false, askMachine = true): Refusal | FireTowerEvent {
  // The action's shape first (verbs.ts): the rules below only ever see well-formed values.
  // An action the game's own agents drew from the legal families is well-formed by making.
  let action = given;
  if (!drawn) {
    const shape = checkActionShape(given, FIRE_TOWER_ARGS, shapeContext(game.engine));
    if (!shape.ok) return new Refusal('action.shape', shape.reason);
    action = shape.action;
  }
  const event = machineEvent(game, action);
  if (action[1] === 'spread' && game.state.phase === 'action') return new Refusal('ft.turn.spread', 'the wind has already spread the fire this turn');
  if (askMachine && !machineCan(game.engine.machine, game.state.machine.value, game.state, event)) return notNow(game, action);
  return event;
}

/** The refusal of an action the statechart does not take in the game's phase. */
function notNow(game: FireTowerGame, action: Action): Refusal {
  return new Refusal('ft.turn', `\`${action[1]}\` is not possible now: the game is in phase ${game.state.phase}, which expects ${EXPECTED[game.state.phase] ?? 'something else'}`);
}

export function apply(game: FireTowerGame, given: Action): ApplyResult {
  return applied(game, given, false);
}

/**
 * `apply` for an action one of the game's own agents (play.ts) drew from `actionGroups` of this
 * very game: made by the rules' own lists and samplers, it is well-formed and legal, so the
 * shape check (and the copy it returns) and the checks that only refuse it (World `drawn`:
 * the verb's, a card's arguments) are skipped; whether the statechart takes it now is still
 * asked. Not for actions from outside, which `apply` checks in full.
 */
export function applyDrawn(game: FireTowerGame, action: Action): ApplyResult {
  return applied(game, action, true);
}

/**
 * `applyDrawn` for a game nobody reads again (play.ts's loop when nothing sees the games in
 * between): its state is changed in place into the next one, with its grid and masks, instead
 * of copied. The game given is used up, whatever the result: a refusal may leave it half-stepped.
 */
export function applyHandedOver(game: FireTowerGame, action: Action): ApplyResult {
  const ready = beforeTheRules(game, action, true, false);
  if (ready instanceof Refusal) return refused(ready, action);
  try {
    // Stepped only if the statechart takes the event now (else nothing runs and it is refused below).
    const next = handedStep(game, ready);
    if (next === null) throw notNow(game, ready.action);
    return { ok: true, game: next };
  } catch (e) {
    if (e instanceof Refusal) return refused(e, action);
    throw e;
  }
}

function applied(game: FireTowerGame, given: Action, drawn: boolean): ApplyResult {
  const ready = beforeTheRules(game, given, drawn, false);
  if (ready instanceof Refusal) return refused(ready, given);
  const silent = !!game.silent;
  try {
    // Stepped only if the statechart takes the event now (else nothing runs and it is refused below).
    const next = stepping(silent, game.state, eventStep, game, ready, false, drawn);
    if (next === null) throw notNow(game, ready.action);
    return { ok: true, game: withSnapshot(game.engine, next, next.context !== game.state, silent) };
  } catch (e) {
    if (e instanceof Refusal) return refused(e, given);
    throw e;
  }
}

function refused(r: Refusal, action: Action): ApplyResult {
  return { ok: false, rule: r.rule, reason: r.reason, action };
}

/**
 * Why the rules refuse `action` now (null when they allow it), read from the verb table's
 * checks without applying anything. A turn action is refused as apply refuses it; an answer
 * or a card's arguments that the table's candidates do not list are refused under the
 * question's (or the card's) rule, in the table's words.
 */
export function whyNot(game: FireTowerGame, given: Action): Refusal | null {
  const ready = beforeTheRules(game, given);
  if (ready instanceof Refusal) return ready;
  return refusalOf(World.reading(game.state, game.engine.forest, game.engine.rules), ready.action, 'complete');
}

export { actingPlayer, actionGroups, legalActions, type ActionGroup } from './legal-actions.ts';

// ---- saving ------------------------------------------------------------------------------

export function toJSON(game: FireTowerGame): FireTowerState {
  return game.state;
}

export function fromJSON(json: unknown, baseDir?: string): FireTowerGame {
  // What resumes is exactly what the JSON text says (no shared objects, no undefined fields).
  const state = jsonCopy(json, 'saved game') as FireTowerState;
  refuseProblems(schemaProblems(stateSchema, state, 'saved game'));
  const engine = loadEngine(state.config, baseDir);
  const problems = consistencyProblems(state, engine.forest, engine.rules);
  // A hand larger than the rules can deal (hand size, or the burners' inheritance) is damage too.
  for (const [i, message] of handProblems(state)) problems.push({ file: 'saved game', path: `/players/${i}/hand`, message });
  const machine = machineValueProblem(engine.machine, state.machine.value, state);
  if (machine) problems.push({ file: 'saved game', path: '/machine/value', message: `saved game: ${machine}` });
  const history = historyProblem(engine.machine, state.machine.history);
  if (history) problems.push({ file: 'saved game', path: '/machine/history', message: `saved game: ${history}` });
  else if (state.phase !== phaseOf(state.machine.value)) problems.push({ file: 'saved game', path: '/phase', message: `saved game: the phase of machine state ${JSON.stringify(state.machine.value)} is ${phaseOf(state.machine.value)}, not ${state.phase}` });
  else if ((state.machine.value === 'over') !== (state.status === 'over')) problems.push({ file: 'saved game', path: '/status', message: `saved game: status ${state.status} does not match the machine state ${JSON.stringify(state.machine.value)}` });
  refuseProblems(problems);
  return { engine, state };
}
