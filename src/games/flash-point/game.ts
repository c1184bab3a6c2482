/**
 * The Flash Point library API, boardgame.io style: the game definition (rules + board),
 * the flow (the statechart in machines/flash-point/) and the reducer (pure `apply`).
 *
 *   createGame(config, { seed, players })  → a game in setup or in its first turn
 *                                            ({ log: false }: no log, for simulation)
 *   legalActions(game)                     → every action the rules allow now
 *   apply(game, action)                    → { ok: true, game } or { ok: false, rule, reason }
 *   toJSON(game) / fromJSON(state)         → the saved game (state JSON incl. machine state)
 */
import { machineCan, machineStart, machineStep } from '../../core/machine-step.ts';
import type { FlashPointEvent } from '../../../machines/flash-point/turn.ts';
import { RulesError, UsageError } from '../../core/errors.ts';
import { checkBoard, gameEnv, loadRuleset } from '../../core/load.ts';
import { readConfig } from '../../core/config.ts';
import { deepFreeze } from '../../core/freeze.ts';
import { flashPointDefinition } from './definition.ts';
import { PROJECT_RULES } from '../../core/paths.ts';
import { shuffled } from '../../core/rng.ts';
import { ANSWER_VERBS, checkEntryAction, SETUP_VERBS, type Action } from './actions.ts';
import { eachTurnCandidate, type CandidateSink } from './moves/table.ts';
import { actionOf, type AnyVerb, type Around } from './moves/types.ts';
import { answeringPlayer, legalAnswers } from './moves/answers.ts';
import { legalSetupActions } from './moves/setup-actions.ts';
import { Board, type BoardData, copySpace } from './board.ts';
import { FlashPointRules } from './rules.ts';
import { emptyState, experiencedSetup, familySetup, type PlayerSpec } from './setup.ts';
import { cloneForUpdate, NO_LOG, normalise, type Firefighter, type FlashPointState, type GameConfigRef, type Status } from './state.ts';
import { jsonCopy, machineValueProblem, refuseProblems, schemaProblems } from '../../core/saved-game.ts';
import { currentMachineValue, fireStepOf } from './fire-position.ts';
import { consistencyProblems, savedStateSchema, stateSchema } from './saved-state.ts';
import { checkActionShape, type ShapeContext } from '../../core/action-shape.ts';
import { boardShapeContext, FLASH_POINT_ARGS } from './verbs.ts';
import { buildMachine, notThisPlayersReason, onOwnedCopy } from './turn-steps.ts';
import { DiceError, Refusal, World } from './world.ts';
import { stepInPlace } from './copy-on-write.ts';
import { loadEngine } from './engine-load.ts';
import { mapList } from '../../core/map-list.ts';

export { loadEngine } from './engine-load.ts';

export type { Action } from './actions.ts';

/** Rules, board and the machine wired to them: everything about a game except its state. */
export interface FlashPointEngine {
  rules: FlashPointRules;
  board: Board;
  machine: ReturnType<typeof buildMachine>;
}

export interface FlashPointGame {
  engine: FlashPointEngine;
  state: FlashPointState;
}

export type ApplyResult =
  | { ok: true; game: FlashPointGame }
  | { ok: false; rule: string; reason: string; action: Action };

// ---- loading ------------------------------------------------------------------------

/** Resolve `{ preset }` or `{ configFile }` into the reference a state keeps. */
export function gameConfig(ref: { preset?: string; configFile?: string; options?: Record<string, string | number | boolean>; board?: string }): { config: GameConfigRef; baseDir?: string } {
  if (ref.configFile) {
    const loaded = readConfig({ configFile: ref.configFile }, PROJECT_RULES);
    if (loaded.data.game !== 'flash-point') throw new UsageError(`${loaded.label} is a ${loaded.data.game} config, not flash-point`);
    checkBoard(loaded);
    // Loaded once from the file itself, so a problem names the file's own lines (the state keeps an inline copy).
    loadRuleset({ configFile: ref.configFile }, gameEnv(flashPointDefinition));
    return {
      config: { modules: loaded.data.modules, ...(loaded.data.rulesDirs ? { rulesDirs: loaded.data.rulesDirs } : {}), board: ref.board ?? loaded.data.board ?? 'base-house', options: { ...(loaded.data.options ?? {}), ...(ref.options ?? {}) } },
      baseDir: loaded.baseDir,
    };
  }
  const preset = ref.preset ?? 'experienced-recruit';
  const board = presetBoard(preset);
  return { config: { preset, board: ref.board ?? board, options: ref.options ?? {} } };
}

/** The board a preset names, read once per process (createGame asks on every call). */
const presetBoards = new Map<string, string>();

function presetBoard(preset: string): string {
  let board = presetBoards.get(preset);
  if (board === undefined) presetBoards.set(preset, (board = readConfig({ preset, game: 'flash-point' }, PROJECT_RULES).data.board ?? 'base-house'));
  return board;
}

/** The config and engine of each bare `{ preset }` (its only key): simulation creates thousands of games from one. */
const barePresets = new Map<string, { full: GameConfigRef; engine: FlashPointEngine }>();

/** The config reference a game's state keeps (never changed, so games may share it) and its engine. */
function configAndEngine(config: GameConfigRef | { preset: string }, baseDir?: string): { full: GameConfigRef; engine: FlashPointEngine } {
  if ('board' in config && config.board) return { full: config as GameConfigRef, engine: loadEngine(config as GameConfigRef, baseDir) };
  let bare = baseDir === undefined && typeof config.preset === 'string';
  for (const k in config) bare &&= k === 'preset';
  const found = bare ? barePresets.get(config.preset!) : undefined;
  if (found) return found;
  const full = gameConfig(config as { preset: string }).config;
  const made = { full, engine: loadEngine(full, baseDir) };
  // Shared by every game of this preset: frozen, so a change through one game's state throws instead of reaching the others.
  if (bare) deepFreeze(full);
  if (bare) barePresets.set(config.preset!, made);
  return made;
}


// ---- snapshots ------------------------------------------------------------------------

function phaseOf(value: unknown): string {
  if (value === 'setup') return 'setup';
  if (value === 'won' || value === 'lost') return 'over';
  const inner = (value as { turn?: unknown }).turn;
  // The machine rests inside Advance Fire only in its question states.
  if (inner && typeof inner === 'object') return 'choice';
  return inner === 'choosing' ? 'choice' : inner === 'actions' ? 'actions' : String(inner);
}

/**
 * The status a machine state implies: the game's position is kept once, as the machine
 * value, and the saved state's `status` (like `phase`) is derived from it. During a step the
 * rules still write `won`/`lost` into it (World.end) for the guards that take the machine to
 * its final state; the snapshot then writes what that state implies.
 */
function statusOf(value: unknown): Status {
  return value === 'setup' || value === 'won' || value === 'lost' ? value : 'playing';
}

function withSnapshot(engine: FlashPointEngine, snapshot: { value: unknown; context: FlashPointState }): FlashPointGame {
  const state = snapshot.context;
  const out: FlashPointState = { ...state, status: statusOf(snapshot.value), machine: { value: snapshot.value }, phase: phaseOf(snapshot.value), fireStep: fireStepOf(snapshot.value, state) };
  return { engine, state: out };
}

/** The same game as withSnapshot, written into the step's own copy (apply's) instead of copying it again. */
function intoOwnedSnapshot(engine: FlashPointEngine, snapshot: { value: unknown; context: FlashPointState }): FlashPointGame {
  const state = snapshot.context;
  state.machine = { value: snapshot.value };
  state.status = statusOf(snapshot.value);
  state.phase = phaseOf(snapshot.value);
  state.fireStep = fireStepOf(snapshot.value, state);
  return { engine, state };
}

/** Start the machine on a prepared state (after setup, or a scenario's placed pieces). */
export function startMachine(engine: FlashPointEngine, state: FlashPointState): FlashPointGame {
  return withSnapshot(engine, machineStart(engine.machine, state));
}

// ---- the API --------------------------------------------------------------------------

export interface CreateOptions {
  seed: number;
  /** Players in turn order: a count, or ids with optional role and starting space. */
  players: number | PlayerSpec[];
  /** Parking spot indexes, when decided up front (else `park` actions in setup). */
  vehicles?: { engine?: number; ambulance?: number };
  /**
   * `false`: keep no log (simulation, where nobody reads it): the game plays exactly the same,
   * its state's `log` stays empty. A game saved so and loaded again (fromJSON) logs as usual.
   */
  log?: boolean;
}

/**
 * Players with their roles: a role not given is dealt from those nobody chose, drawn with
 * the game's own RNG (setup step 11), so the seed decides it like every other draw.
 */
function dealRoles(w: World, specs: PlayerSpec[]): void {
  const roles = [...w.rules.roles.keys()];
  if (!roles.length) throw new RulesError('this configuration defines no roles (kind: role)');
  for (const p of specs) if (p.role && !w.rules.role(p.role)) throw new UsageError(`unknown role \`${p.role}\` for ${p.id} (roles: ${roles.join(', ')})`);
  const free = roles.filter((r) => !specs.some((p) => p.role === r));
  const deal = free.length > 1 ? shuffled(w.rng, free) : free;
  let next = 0;
  w.firefighters.forEach((f, i) => {
    f.role = specs[i]!.role ?? deal[next++ % Math.max(1, deal.length)] ?? roles[0]!;
  });
}

export function createGame(config: GameConfigRef | { preset: string; options?: Record<string, string | number | boolean> }, opts: CreateOptions, baseDir?: string): FlashPointGame {
  const { full, engine } = configAndEngine(config, baseDir);
  const specs: PlayerSpec[] = typeof opts.players === 'number' ? Array.from({ length: opts.players }, (_, i) => ({ id: `p${i + 1}` })) : opts.players;
  if (specs.length < 1 || specs.length > 6) throw new UsageError(`Flash Point is played by 1 to 6 firefighters (got ${specs.length})`);
  const players = specs.map((p) => ({ id: p.id, role: p.role ?? '', at: p.at ? (copySpace(p.at)) : null }));
  const state = emptyState(engine.board, engine.rules, full, opts.seed, players);
  if (opts.log === false) state.log = NO_LOG;
  const w = new World(state, engine.board, engine.rules);
  dealRoles(w, specs);
  if (engine.rules.string('param.setup.mode') === 'family') familySetup(w);
  else experiencedSetup(w);
  if (opts.vehicles?.engine !== undefined) state.vehicles.engine = opts.vehicles.engine;
  if (opts.vehicles?.ambulance !== undefined) state.vehicles.ambulance = opts.vehicles.ambulance;
  if (opts.log !== false) state.log = w.events;
  normalise(state);
  return startMachine(engine, state);
}

/** The statechart event an action is sent as (also used to drive an inspected actor). */
export function machineEvent(action: Action): FlashPointEvent {
  return { type: eventType(action[1]), action };
}

/**
 * The event type of each setup and answer verb and of end-turn (every other verb is `act`):
 * one lookup per apply. Written in reverse precedence, a later entry replacing an earlier one.
 */
const EVENT_TYPES: ReadonlyMap<string, FlashPointEvent['type']> = new Map<string, FlashPointEvent['type']>([
  ['end-turn', 'end-turn'],
  ...ANSWER_VERBS.map((v) => [v, 'answer'] as const),
  ...SETUP_VERBS.map((v) => [v, v as 'place' | 'park' | 'equip'] as const),
]);

function eventType(verb: string): FlashPointEvent['type'] {
  return EVENT_TYPES.get(verb) ?? 'act';
}

const EXPECTED: Record<string, string> = {
  setup: 'place a pawn outside the building (place), park a vehicle (park) or equip the Engine (equip)',
  actions: 'a firefighter action or end-turn',
  choice: 'an answer to the pending question (ride/stay, keep/reroll, explode-first, go-to)',
  over: 'nothing: the game is over',
};

/** Coordinates on the engine's board, for the shape check (one per engine). */
const shapeContexts = new WeakMap<FlashPointEngine, ShapeContext>();

function shapeContext(engine: FlashPointEngine): ShapeContext {
  let ctx = shapeContexts.get(engine);
  if (!ctx) shapeContexts.set(engine, (ctx = boardShapeContext(engine.board)));
  return ctx;
}

export function apply(game: FlashPointGame, given: Action): ApplyResult {
  return applied(game, given, false);
}

/**
 * apply on a game nobody will read again (play.ts's unwatched loop): its state itself is
 * stepped, not a copy (no cloneForUpdate; what copy-on-write made its own stays so), and its
 * log is appended to in place. The game passed in is consumed: after a refusal it may be
 * half-stepped, so its caller must drop it (playGame treats a refusal as an engine bug).
 * The state must hold nothing it shares with a game someone else holds (handOver).
 */
export function applyHandedOver(game: FlashPointGame, given: Action): ApplyResult {
  return applied(game, given, true);
}

/** A game whose state only its holder may step in place (applyHandedOver): a copy of `game`'s state, so nothing in it is shared. */
export function handOver(game: FlashPointGame): FlashPointGame {
  const state = cloneForUpdate(game.state);
  // The log only ever grows by new arrays, so cloneForUpdate shares it; a handed-over one grows in place.
  if (state.log !== NO_LOG) state.log = state.log.slice();
  return { engine: game.engine, state };
}

function applied(game: FlashPointGame, given: Action, handedOver: boolean): ApplyResult {
  // The action's shape first (verbs.ts): the rules below only ever see well-formed values.
  const shape = checkActionShape(given, FLASH_POINT_ARGS, shapeContext(game.engine));
  if (!shape.ok) return { ok: false, rule: 'action.shape', reason: shape.reason, action: given };
  const action = shape.action;
  const event = machineEvent(action);
  if (!machineCan(game.engine.machine, game.state.machine.value, game.state, event)) {
    const reason = notThisPlayersReason(game.state, event) ?? `\`${action[1]}\` is not possible now: the game is in phase ${game.state.phase}, which expects ${EXPECTED[game.state.phase] ?? 'something else'}`;
    return { ok: false, rule: 'mech.turn', reason, action: given };
  }
  try {
    // The one copy this step works on, or the handed-over state itself (the machine's actions change it in place: ownedStep, turn-steps.ts).
    const from = game.state;
    if (handedOver) stepInPlace();
    const copy = handedOver ? from : cloneForUpdate(from);
    const ownLog = handedOver && from.log !== NO_LOG ? from.log : null;
    const next = onOwnedCopy(event, () => machineStep(game.engine.machine, from.machine.value, copy, event), ownLog);
    // The context the step returns is the copy made here (or one derived from it): nobody else holds it.
    return { ok: true, game: intoOwnedSnapshot(game.engine, next) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, rule: e.rule, reason: e.reason, action: given };
    if (e instanceof DiceError) return { ok: false, rule: 'scenario.dice', reason: e.message, action: given };
    throw e;
  }
}

/** Who must act now: the active player, or the player a pending question is for. */
export function actingPlayer(game: FlashPointGame): string | null {
  const s = game.state;
  if (s.phase === 'over') return null;
  if (s.phase === 'setup') return s.firefighters[0]?.id ?? null;
  if (s.pending) return answeringPlayer(s.pending);
  return s.activePlayer;
}

/** The legal answers to the pending question: the answer table's candidates checked by their plans, in a phase the statechart takes answers in. */
function answersNow(game: FlashPointGame, p: string): Action[] {
  const w = new World(game.state, game.engine.board, game.engine.rules);
  // Nothing changes this World's state while its candidates are checked: facts may be shared.
  w.factsMemo = new Map();
  const answers: Action[] = mapList(legalAnswers(w), ([verb, args]) => actionOf(p, verb, args));
  // Every answer is the same `answer` event to the statechart, whose guards read only the state.
  if (!answers.length || !machineCan(game.engine.machine, game.state.machine.value, game.state, machineEvent(answers[0]!))) return [];
  return answers;
}

/** Every action the rules allow now: setup actions, answers and turn actions, each table's candidates checked by their plans. */
export function legalActions(game: FlashPointGame): Action[] {
  const s = game.state;
  const p = actingPlayer(game);
  if (!p) return [];
  if (s.phase === 'setup') {
    // The setup table's candidates checked by their plans, each an event the statechart takes
    // now: asked once per event type (place, park, equip), as setup's transitions have no guards.
    const w = new World(s, game.engine.board, game.engine.rules);
    const taken = new Map<string, boolean>();
    return legalSetupActions(w, p).filter((a) => {
      let can = taken.get(a[1]);
      if (can === undefined) taken.set(a[1], (can = machineCan(game.engine.machine, s.machine.value, s, machineEvent(a))));
      return can;
    });
  }
  if (s.pending) return answersNow(game, p);
  const f = s.firefighters.find((x) => x.id === p)!;
  const w = new World(s, game.engine.board, game.engine.rules);
  // Nothing changes this World's state while its candidates are checked: facts may be shared.
  w.factsMemo = new Map();
  // The verb table's candidates, each checked without a copy (moves/turn.ts) as it is gathered.
  const legal = new LegalTurnActions(w, f, p);
  eachTurnCandidate(w, f, legal);
  if (!(f.at && w.content(f.at) === 'fire')) legal.actions.push([p, 'end-turn']);
  return legal.actions;
}

/** Checks each candidate turn action as it is gathered and keeps the legal ones as actions. */
class LegalTurnActions implements CandidateSink {
  readonly actions: Action[] = [];
  constructor(private readonly w: World, private readonly f: Firefighter, private readonly player: string) {}
  take(entry: AnyVerb, args: readonly unknown[], around: Around): void {
    if (!checkEntryAction(this.w, this.f, entry, args, around)) this.actions.push(actionOf(this.player, entry.verb, args));
  }
}

export function toJSON(game: FlashPointGame): FlashPointState {
  return game.state;
}

export function fromJSON(json: unknown, baseDir?: string): FlashPointGame {
  // What resumes is exactly what the JSON text says (no shared objects, no undefined fields).
  const state = jsonCopy(json, 'saved game') as FlashPointState;
  if (state === null || typeof state !== 'object' || !state.config || !state.machine || !state.rng || !state.poiPool) {
    refuseProblems(schemaProblems(stateSchema, state, 'saved game'));
    throw new UsageError('not a saved Flash Point game: the public view lacks config, machine, rng and the PoI pool; save with toJSON (or scenario --json --reveal is not enough)');
  }
  // Games saved before floors existed have no floor markers.
  state.damagedFloors ??= [];
  state.destroyedFloors ??= [];
  state.ladders ??= [];
  refuseProblems(schemaProblems(savedStateSchema, state, 'saved game'));
  const engine = loadEngine(state.config as GameConfigRef & { boardData?: BoardData }, baseDir);
  const problems = consistencyProblems(state, engine.board, engine.rules);
  state.machine.value = currentMachineValue(state.machine.value, state);
  const machine = machineValueProblem(engine.machine, state.machine.value, state);
  if (machine) problems.push({ file: 'saved game', path: '/machine/value', message: `saved game: ${machine}` });
  else if (state.phase !== phaseOf(state.machine.value)) problems.push({ file: 'saved game', path: '/phase', message: `saved game: the phase of machine state ${JSON.stringify(state.machine.value)} is ${phaseOf(state.machine.value)}, not ${state.phase}` });
  else if (state.phase !== 'over' && state.fireStep !== fireStepOf(state.machine.value, state)) problems.push({ file: 'saved game', path: '/fireStep', message: `saved game: the Advance Fire step of machine state ${JSON.stringify(state.machine.value)} is ${fireStepOf(state.machine.value, state)}, not ${state.fireStep}` });
  else if (statusOf(state.machine.value) !== state.status) problems.push({ file: 'saved game', path: '/status', message: `saved game: status ${state.status} does not match the machine state ${JSON.stringify(state.machine.value)}` });
  refuseProblems(problems);
  return { engine, state };
}
