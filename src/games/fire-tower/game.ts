/**
 * The Fire Tower library API, the same shape as Flash Point's: the game definition (rules +
 * forest), the flow (machines/fire-tower/) and the reducer (pure `apply`).
 *
 *   createGame(config, { seed, players })  → a game at the start of the first turn
 *   legalActions(game)                     → every action the rules allow now
 *   apply(game, action)                    → { ok: true, game } or { ok: false, rule, reason }
 *   toJSON(game) / fromJSON(state)         → the saved game (state JSON incl. machine state)
 */
import { assign } from 'xstate';
import { machineCan, machineStart, machineStep } from '../../core/machine-step.ts';
import { createFireTowerMachine, type FireTowerEvent } from '../../../machines/fire-tower/turn.ts';
import { UsageError } from '../../core/errors.ts';
import { readConfig, type ConfigData, type ConfigRef } from '../../core/config.ts';
import { gameEnv, loadRuleset } from '../../core/load.ts';
import { fireTowerDefinition } from './definition.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import { PROJECT_RULES } from '../../core/paths.ts';
import { seedRng, shuffled, rollDie } from '../../core/rng.ts';
import { jsonCopy, machineValueProblem, refuseProblems, schemaProblems } from '../../core/saved-game.ts';
import { consistencyProblems, stateSchema } from './saved-state.ts';
import { checkActionShape, type ShapeContext } from '../../core/action-shape.ts';
import { FIRE_TOWER_ARGS, forestShapeContext } from './verbs.ts';
import { CORNERS, Forest, type Corner } from './board.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import { bucketLines } from './lines.ts';
import { cardsOfSize, discardChoices, handProblems, orderedPicks } from './hands.ts';
import { act, afterStep, answer, beginTurn, checkpoint, firstPlayer, passTurn, refillActive, skipSpreadIfStuck, spread, spreadTargets, type Action } from './flow.ts';
import { endOfTurn, enemyBucketChoices, enemyHawkTargets, enemyPlacements, enemyStep, soloSetup, wetLinePlacements } from './solo.ts';
import { gemTargets, hawkSpace, isOpponentsHawk } from './gems.ts';
import { FireTowerRules } from './rules.ts';
import { hawkMoves, shadowStep, windChoices } from './shadow.ts';
import { kettleMoves, lightningTargets, windGemTargets } from './weather.ts';
import { hawkTargets } from './flow.ts';
import { cloneState, sortCells, type FireTowerConfigRef, type FireTowerState, type Player, type Question } from './state.ts';
import { CLOCKWISE, Refusal, World } from './world.ts';

export type { Action } from './flow.ts';

export interface FireTowerEngine {
  rules: FireTowerRules;
  forest: Forest;
  machine: ReturnType<typeof buildMachine>;
}

export interface FireTowerGame {
  engine: FireTowerEngine;
  state: FireTowerState;
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

export function loadEngine(config: FireTowerConfigRef, baseDir?: string): FireTowerEngine {
  const cacheKey = JSON.stringify([config, baseDir]);
  const hit = engineCache.get(cacheKey);
  if (hit) return hit;
  const engine = engineOf(loadRuleset(configRefOf(config, baseDir), gameEnv(fireTowerDefinition)));
  engineCache.set(cacheKey, engine);
  return engine;
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

function buildMachine(rules: FireTowerRules, forest: Forest) {
  /** Each machine action works on a copy, logs into it, and returns it whole. */
  const step = (fn: (w: World, e: FireTowerEvent) => void) =>
    assign(({ context, event }: { context: FireTowerState; event: FireTowerEvent }) => {
      const s = cloneState(context);
      const w = new World(s, forest, rules);
      fn(w, event);
      afterStep(w);
      s.log = w.events.length ? [...context.log, ...w.events] : context.log;
      // Lists stay sorted (row, then column) so equal boards serialise equally.
      if (w.moved.fire) sortCells(s.fire);
      if (w.moved.firebreaks) sortCells(s.firebreaks);
      if (w.moved.hawks) sortCells(s.hawks);
      return s;
    });
  return createFireTowerMachine<FireTowerState>({
    actions: {
      beginTurn: step((w) => beginTurn(w)),
      performSpread: step((w, e) => spread(w, e.action)),
      performAction: step((w, e) => act(w, e.action)),
      answerChoice: step((w, e) => answer(w, e.action)),
      refill: step((w) => refillActive(w)),
      passTurn: step((w) => passTurn(w)),
      shadowStep: step((w) => shadowStep(w)),
      enemyStep: step((w) => {
        enemyStep(w);
        if (w.s.turnState.attack === 'done') skipSpreadIfStuck(w);
        checkpoint(w);
      }),
      endTurn: step((w) => {
        w.s.turnState.ended = true;
        endOfTurn(w);
        checkpoint(w);
      }),
    } as never,
    guards: {
      over: ({ context }) => context.status === 'over',
      choicePending: ({ context }) => context.pending.length > 0,
      noChoicePending: ({ context }) => context.pending.length === 0,
      spreadDone: ({ context }) => context.turnState.spread,
      acted: ({ context }) => context.turnState.acted,
      refilled: ({ context }) => !!context.turnState.refilled,
      shadowTurn: ({ context }) => !!context.turnState.shadow,
      shadowDone: ({ context }) => (context.turnState.shadow?.rolls ?? 0) < 0,
      attackPending: ({ context }) => context.turnState.attack === 'pending',
      ended: ({ context }) => !!context.turnState.ended,
    },
  });
}

// ---- snapshots --------------------------------------------------------------------------

function phaseOf(value: unknown): string {
  if (value === 'over') return 'over';
  if (value === 'setup') return 'choice';
  const inner = (value as { turn?: string }).turn;
  if (inner === 'choosing') return 'choice';
  if (inner === 'spreading') return 'spread';
  if (inner === 'acting') return 'action';
  if (inner === 'shadowing') return 'shadow';
  return String(inner);
}

function withSnapshot(engine: FireTowerEngine, snapshot: { value: unknown; context: FireTowerState }): FireTowerGame {
  return { engine, state: { ...snapshot.context, machine: { value: snapshot.value }, phase: phaseOf(snapshot.value) } };
}

export function startMachine(engine: FireTowerEngine, state: FireTowerState): FireTowerGame {
  return withSnapshot(engine, machineStart(engine.machine, state));
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
  const towers = specs.map((p, i) => p.towers ?? (solo ? ['north-west' as Corner] : double ? [['north-west', 'north-east'], ['south-west', 'south-east']][i]! as Corner[] : [DEFAULT_TOWERS[n]![i]!]));
  const seen = new Set<string>();
  for (const t of towers.flat()) {
    if (!CORNERS.includes(t)) throw new UsageError(`unknown tower \`${t}\` (towers: ${CORNERS.join(', ')})`);
    if (seen.has(t)) throw new UsageError(`tower ${t} is given to two players`);
    seen.add(t);
  }
  const players: Player[] = specs.map((p, i) => ({
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

/** The events of this configuration at setup: the Firestorm always; the others by option. */
export function setupEvents(rules: FireTowerRules): { firestorm: string[]; others: string[] } {
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
  const s = w.s;
  for (const e of others) s.deck.splice(rollDie(w.rng, s.deck.length + 1) - 1, 0, e);
  const middle = w.rules.has('param.setup.firestorm') && w.rules.string('param.setup.firestorm') === 'middle';
  for (const e of firestorm) s.deck.splice(middle ? Math.floor(s.deck.length / 2) : rollDie(w.rng, s.deck.length + 1) - 1, 0, e);
}

export function createGame(config: FireTowerConfigRef | { preset: string; options?: Record<string, string | number | boolean> }, opts: CreateOptions, baseDir?: string): FireTowerGame {
  const full: FireTowerConfigRef = { options: {}, ...config };
  const engine = loadEngine(full, baseDir);
  const specs: PlayerSpec[] = typeof opts.players === 'number' ? Array.from({ length: opts.players }, (_, i) => ({ id: `p${i + 1}` })) : opts.players;
  const state = emptyState(engine, full, opts.seed, specs);
  const w = new World(state, engine.forest, engine.rules);
  if (engine.rules.has('param.solo.levels')) {
    soloSetup(w);
    state.log = w.events;
    return startMachine(engine, state);
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
  return startMachine(engine, state);
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

export function apply(game: FireTowerGame, given: Action): ApplyResult {
  // The action's shape first (verbs.ts): the rules below only ever see well-formed values.
  const shape = checkActionShape(given, FIRE_TOWER_ARGS, shapeContext(game.engine));
  if (!shape.ok) return { ok: false, rule: 'action.shape', reason: shape.reason, action: given };
  const action = shape.action;
  const event = machineEvent(game, action);
  if (action[1] === 'spread' && game.state.phase === 'action') {
    return { ok: false, rule: 'ft.turn.spread', reason: 'the wind has already spread the fire this turn', action: given };
  }
  if (!machineCan(game.engine.machine, game.state.machine.value, game.state, event)) {
    return { ok: false, rule: 'ft.turn', reason: `\`${action[1]}\` is not possible now: the game is in phase ${game.state.phase}, which expects ${EXPECTED[game.state.phase] ?? 'something else'}`, action: given };
  }
  try {
    const next = machineStep(game.engine.machine, game.state.machine.value, game.state, event);
    return { ok: true, game: withSnapshot(game.engine, next) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, rule: e.rule, reason: e.reason, action: given };
    throw e;
  }
}

/** Who must act now: the player a pending question is for, or the active player. */
export function actingPlayer(game: FireTowerGame): string | null {
  const s = game.state;
  if (s.status === 'over') return null;
  return s.pending[0]?.player ?? s.activePlayer;
}

// ---- legal actions -------------------------------------------------------------------------

/** Lines of up to three removable gems holding at least one gem of the player's own tower area. */
function bucketChoices(w: World, p: Player): Cell[][] {
  const own = (c: Cell) => {
    const t = w.forest.towerAreaAt(c);
    return !!t && p.towers.includes(t.corner);
  };
  return bucketLines((c) => w.removable(c), own, w.s.fire);
}

type Cell = [number, number];

/** A family of actions (one card, the redraws, the Bucket...), enumerated only when asked for. */
export interface ActionGroup {
  label: string;
  actions: () => Action[];
}

/**
 * Every action the rules allow now, in families: the random agent picks a family first and
 * enumerates only that one, which keeps whole games fast; `legalActions` lists them all.
 */
export function actionGroups(game: FireTowerGame): ActionGroup[] {
  const s = game.state;
  const pid = actingPlayer(game);
  if (!pid) return [];
  // Reading only: the world is built on the state itself.
  const w = new World(s, game.engine.forest, game.engine.rules);
  const p = w.player(pid);
  const rules = game.engine.rules;
  const groups: ActionGroup[] = [];
  const group = (label: string, actions: () => Action[]) => groups.push({ label, actions });
  const plays = (cards: string[]) => {
    for (const card of [...new Set(cards)].sort()) group(`play ${card}`, () => cardChoices(w, rules.card(card)).map((args): Action => [pid, 'play', card, args as CardArgs]));
  };
  const q = s.pending[0];
  if (q) {
    switch (q.type) {
      case 'redraw':
        group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]));
        break;
      case 'swap-three':
        group('redraw', () => cardsOfSize(p.hand, Math.min(3, p.hand.length)).map((sub): Action => [pid, 'redraw', sub]));
        break;
      case 'gems':
        group(q.rule, () => gemAnswers(w, q));
        break;
      case 'become-shadow':
        group('become-shadow', () => [[pid, 'become-shadow', true], [pid, 'become-shadow', false]]);
        break;
      case 'hawk-setup':
        group('hawk', () => w.allCells().filter((c) => hawkSpace(w, pid, c)).map((c): Action => [pid, 'hawk', c]));
        break;
      case 'hawk':
        group('hawk-gem', () => (q.mine ? enemyHawkTargets(w, q.from) : hawkTargets(w, q.from)).map((c): Action => [pid, 'hawk-gem', c]));
        break;
      case 'enemy-card':
        group('place', () => enemyPlacements(w, q.card).map((a): Action => [pid, 'place', a]));
        break;
      case 'punish':
        group('firestorm', () => s.solo!.attackWinds.map((d): Action => [pid, 'firestorm', d]));
        break;
      case 'red-flag':
        group('double', () => (s.solo!.enemyDeck.length <= 1 ? [[pid, 'double', true]] : [[pid, 'double', true], [pid, 'double', false]]));
        break;
      case 'challenge-count':
        group('challenges', () => [[pid, 'challenges', 1], [pid, 'challenges', 2]]);
        break;
      case 'challenge':
        group('accept', () => [[pid, 'accept']]);
        if (s.solo!.skipsLeft > 0) group('skip', () => [[pid, 'skip']]);
        break;
      case 'sturdy':
        group('sturdy', () => s.solo!.enemies.filter((e) => !w.isBurned(e.corner)).map((e): Action => [pid, 'sturdy', e.corner]));
        break;
      case 'sanctuary':
        group('sanctuary', () => w.allCells().filter((c) => w.inOwnQuadrant(p, c) && w.isVacant(c) && !w.forest.towerAreaAt(c)).map((c): Action => [pid, 'sanctuary', c]));
        break;
      case 'plan':
        group('plan', () => orderedPicks(p.hand, Math.min(3, p.hand.length)).map((cards): Action => [pid, 'plan', cards]));
        break;
      case 'wet-line':
        group('place', () => wetLinePlacements(w).map((cells): Action => [pid, 'place', { cells: sortCells([...cells]) }]));
        break;
      case 'enemy-bucket':
        group('enemy-bucket', () => enemyBucketChoices(w, q.corner).map((cells): Action => [pid, 'enemy-bucket', cells]));
        break;
      case 'heavy-smoke':
        group(`play ${q.card}`, () => cardChoices(w, rules.card(q.card)).map((args): Action => [pid, 'play', q.card, args]));
        group('pass', () => (cardChoices(w, rules.card(q.card)).length ? [] : [[pid, 'pass']]));
        break;
      case 'flock':
        group('move-hawk', () => {
          const to = w.allCells().filter((c) => hawkSpace(w, pid, c) && w.quadrantOwner(c)?.id === pid);
          return s.hawks.filter((h) => w.quadrantOwner(h)?.id === pid).flatMap((h) => to.map((c): Action => [pid, 'move-hawk', h, c]));
        });
        group('done', () => [[pid, 'done']]);
        break;
      case 'second-crown-fire':
        group('play crown-fire', () => (p.hand.includes('crown-fire') ? secondCrownChoices(w, q.first).map((args): Action => [pid, 'play', 'crown-fire', args]) : []));
        group('pass', () => [[pid, 'pass']]);
        break;
      case 'shadow-one':
        group('remove-firebreak', () => s.firebreaks.map((c): Action => [pid, 'remove-firebreak', c]));
        group('activate-hawk', () => s.hawks.filter((h) => hawkMoves(w, h).length).map((h): Action => [pid, 'activate-hawk', h]));
        break;
      case 'shadow-hawk':
        group('move-gem', () => hawkMoves(w, q.hawk).map(([f, t]): Action => [pid, 'move-gem', f, t]));
        break;
      case 'choose-wind':
        group('wind', () => windChoices(w, q).map((d): Action => [pid, 'wind', d]));
        break;
      case 'push':
        group('roll', () => [[pid, 'roll']]);
        group('stop', () => [[pid, 'stop']]);
        break;
      case 'mutual-aid':
        group('aid', () => ['gem', 'firebreak', 'cards'].map((o): Action => [pid, 'aid', o]));
        break;
      case 'shadow-card':
        group('shadow', () => [[pid, 'shadow', 'cards'], [pid, 'shadow', 'wind']]);
        break;
      case 'play-one':
        plays(q.cards);
        group('pass', () => (q.optional || !q.cards.some((c) => cardChoices(w, rules.card(c)).length) ? [[pid, 'pass']] : []));
        break;
      case 'wind-gems':
      case 'light-breeze':
        for (const card of [...new Set(p.hand.filter((c) => rules.cards.get(c)?.type === 'wind'))].sort()) group(`play ${card}`, () => windGemTargets(w, card).map((gem): Action => [pid, 'play', card, { gem }]));
        group('done', () => [[pid, q.type === 'wind-gems' ? 'done' : 'pass']]);
        break;
      case 'lightning':
        group('move-lightning', () => lightningTargets(w, q.near).map((c): Action => [pid, 'move-lightning', c]));
        break;
      case 'kettle-gem':
        group('move-gem', () => kettleMoves(w, pid).map(([f, t]): Action => [pid, 'move-gem', f, t]));
        break;
      default:
        break;
    }
    return groups;
  }
  if (s.phase === 'spread') group('spread', () => spreadTargets(w).map((c): Action => [pid, 'spread', c]));
  const solo = s.solo;
  if (s.phase === 'action' && solo?.plan?.length) {
    const planned = solo.plan[0]!;
    group(`play ${planned}`, () => cardChoices(w, rules.card(planned)).map((args): Action => [pid, 'play', planned, args]));
    group('pass-plan', () => (cardChoices(w, rules.card(planned)).length ? [] : [[pid, 'pass-plan']]));
  } else if (s.phase === 'action' && solo?.challenges.includes('heavy-smoke') && p.hand.length >= 2) {
    group('heavy-smoke', () => cardsOfSize(p.hand, 2).map((cards): Action => [pid, 'heavy-smoke', cards]));
  } else if (s.phase === 'action') {
    plays(p.hand);
    group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]));
    if (p.bucket === 'reckless-abandon' && s.fire.some((c) => { const t = w.forest.towerAreaAt(c); return !!t && p.towers.includes(t.corner); })) {
      const ofType = (t: string) => p.hand.filter((c) => rules.cards.get(c)?.type === t);
      group('reckless', () => ['water', 'firebreak'].flatMap((t) => cardsOfSize(ofType(t), 3).map((sub): Action => [pid, 'reckless', sub])));
    }
    if (p.specialties?.['heavy-winds'] === 'front') group('heavy-winds', () => [[pid, 'heavy-winds']]);
    if (p.specialties?.lookout === 'front') group('lookout', () => [[pid, 'lookout']]);
    if (p.specialties?.lookout === 'back') group('patrol', () => [...new Set(p.hand)].sort().map((c): Action => [pid, 'patrol', c]));
  }
  if ((s.phase === 'spread' || s.phase === 'action') && p.bucket === 'bucket') group('bucket', () => bucketChoices(w, p).map((cells): Action => [pid, 'bucket', cells]));
  return groups;
}

function gemAnswers(w: World, q: Extract<Question, { type: 'gems' }>): Action[] {
  const pid = q.player;
  const targets = gemTargets(w, q);
  if (q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.s.hawks.length) {
    // The pile is empty: a hawk is taken from another quadrant.
    const others = w.s.hawks.filter((h) => isOpponentsHawk(w, pid, h));
    return targets.flatMap((c) => others.map((h): Action => [pid, 'hawk', c, h]));
  }
  const verb = q.rule === 'firebreak' ? 'firebreak' : q.rule === 'hawk' ? 'hawk' : q.rule === 'remove' ? 'remove' : q.rule === 'unhawk' ? 'remove-hawk' : 'gem';
  return targets.map((c): Action => [pid, verb, c]);
}

function secondCrownChoices(w: World, first: Cell[]): CardArgs[] {
  const touches = (cells: Cell[]) => cells.some((c) => first.some((f) => Math.abs(f[0] - c[0]) + Math.abs(f[1] - c[1]) === 1));
  return cardChoices(w, w.rules.card('crown-fire')).filter((a) => touches(a.cells as Cell[]));
}

/** Every action the rules allow now. */
export function legalActions(game: FireTowerGame): Action[] {
  return actionGroups(game).flatMap((g) => g.actions());
}

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
  else if (state.phase !== phaseOf(state.machine.value)) problems.push({ file: 'saved game', path: '/phase', message: `saved game: the phase of machine state ${JSON.stringify(state.machine.value)} is ${phaseOf(state.machine.value)}, not ${state.phase}` });
  else if ((state.machine.value === 'over') !== (state.status === 'over')) problems.push({ file: 'saved game', path: '/status', message: `saved game: status ${state.status} does not match the machine state ${JSON.stringify(state.machine.value)}` });
  refuseProblems(problems);
  return { engine, state };
}
