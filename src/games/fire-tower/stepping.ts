/**
 * How an apply steps the statechart: the machine's actions (each a step of flow.ts on a
 * World), the one state copy each apply makes, and the game at the step's end. Games created
 * with `{ log: false }` step silently (nothing appended to the log), for simulation.
 */
import { assign } from 'xstate';
import { machineStart, machineStepIfCan, type HistoryRecord, type MachineStep } from '../../core/machine-step.ts';
import { createFireTowerMachine, type FireTowerEvent } from '../../../machines/fire-tower/turn.ts';
import type { Forest } from './board.ts';
import { afterStep, beginTurn, passTurn, refillActive, skipSpreadIfStuck } from './flow.ts';
import { performAnswer, performSpread, performTurnAction } from './verb-table.ts';
import { checkpoint } from './after-placement.ts';
import { endOfTurn, enemyStep } from './solo.ts';
import type { FireTowerRules } from './rules.ts';
import { shadowStep } from './shadow.ts';
import { cloneState, type FireTowerState } from './state.ts';
import { World } from './world.ts';
import { dropHandedWorld, handedWorldOf, keepHandedWorld } from './handed-world.ts';
import type { FireTowerEngine, FireTowerGame } from './game.ts';

/**
 * What the apply under way made (null outside one): the one state copy, or the state handed
 * over (its `rng` object, which marks it: cloneState always makes a new one and the machine's
 * merges keep it), and the log array it appends to. A transition runs several machine
 * actions, each handed the context the one before returned: what this apply made, nobody else
 * holds, so each action changes it in place instead of copying the whole state again. Two
 * fields, not a WeakSet: a WeakSet made per apply was a good part of the garbage collector's work.
 */
interface Made {
  rng: object | null;
  log: object | null;
  /** The state the copy was made from, until the first step has handed over its own grid (board-grid.ts). */
  boardOf: FireTowerState | null;
  /** The apply steps the state it was given, not a copy (`stepping`'s `handedOver`): its first World takes the kept grid, masks and lists over. */
  handedOver: boolean;
  /**
   * The World the apply's steps work through, made by its first step: the later steps of the
   * same apply change the same copy, so they reuse it (its grid and masks are already in step
   * with the copy) instead of making a World and keeping its grid once per machine action.
   */
  world: World | null;
}

let madeThisApply: Made | null = null;
/** The one Made record, filled in by each apply (`stepping`) and emptied at its end. */
const madeRecord: Made = { rng: null, log: null, boardOf: null, handedOver: false, world: null };
/** The apply under way is for a game created with `{ log: false }`: its steps log nothing. */
let silentThisApply = false;
/** The apply under way performs an action its game's own agent drew (World `drawn`). */
let drawnThisApply = false;

/**
 * The World a step works through: the apply's own, when this step changes the same copy
 * (a step's collections start empty again); else a new one. A copy has its original's
 * pieces, so the grid kept for the original serves (copied on its first change).
 */
function worldFor(forest: Forest, rules: FireTowerRules, made: Made | null, owned: boolean, s: FireTowerState, context: FireTowerState): World {
  const reused = made?.world;
  if (reused && reused.s === s) {
    reused.beginStep();
    return reused;
  }
  // Another object for the same copy (a machine that copied the context): its grid is the one the last world kept.
  reused?.keepBoard();
  const takeOver = owned && made!.handedOver && made!.boardOf !== null;
  const w = new World(s, forest, rules, owned ? (made!.boardOf ?? s) : context, takeOver);
  if (made) {
    made.boardOf = null;
    made.world = w;
  }
  w.silent = silentThisApply;
  w.drawn = drawnThisApply;
  return w;
}

/**
 * A machine action running `fn`. Each works on the apply's copy (made by `stepping`) and logs
 * into it: it changes that copy in place and returns nothing to merge, so the machine keeps
 * the same object instead of copying its top level once per action. A context this apply
 * did not make (the start's) is copied first and returned whole.
 */
function stepAction(forest: Forest, rules: FireTowerRules, fn: (w: World, e: FireTowerEvent) => void) {
  return assign(({ context, event }: { context: FireTowerState; event: FireTowerEvent }) => {
    const made = madeThisApply;
    const owned = made !== null && made.rng === context.rng;
    const s = owned ? context : cloneState(context);
    if (!owned && made) made.rng = s.rng;
    const w = worldFor(forest, rules, made, owned, s, context);
    fn(w, event);
    afterStep(w);
    if (w.events.length && made !== null && made.log === s.log) s.log.push(...w.events);
    else if (w.events.length) {
      s.log = [...s.log, ...w.events];
      if (made) made.log = s.log;
    }
    // Lists stay sorted (row, then column) so equal boards serialise equally: those known
    // sorted took their pieces in place; the others are sorted now.
    w.sortMoved();
    // Outside an apply (nobody keeps the world for the next step) the grid is kept now.
    if (!made) w.keepBoard();
    return owned ? NOTHING_TO_MERGE : s;
  });
}

/** What an action that changed the apply's copy in place returns: one object, not one made per action (merges only read it). */
const NOTHING_TO_MERGE: Readonly<Record<string, never>> = Object.freeze({});

export function buildMachine(rules: FireTowerRules, forest: Forest) {
  const step = (fn: (w: World, e: FireTowerEvent) => void) => stepAction(forest, rules, fn);
  return createFireTowerMachine<FireTowerState>({
    actions: {
      beginTurn: step((w) => beginTurn(w)),
      performSpread: step((w, e) => performSpread(w, e.action)),
      performAction: step((w, e) => performTurnAction(w, e.action)),
      answerChoice: step((w, e) => performAnswer(w, e.action)),
      refill: step((w) => refillActive(w)),
      passTurn: step((w) => passTurn(w)),
      shadowStep: step((w) => shadowStep(w)),
      enemyStep: step((w) => {
        enemyStep(w);
        if (w.turnState.attack === 'done') skipSpreadIfStuck(w);
        checkpoint(w);
      }),
      endTurn: step((w) => {
        w.turnState.ended = true;
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

export function phaseOf(value: unknown): string {
  if (value === 'over') return 'over';
  if (value === 'setup') return 'choice';
  const inner = (value as { turn?: string }).turn;
  if (inner === 'choosing') return 'choice';
  if (inner === 'spreading') return 'spread';
  if (inner === 'acting') return 'action';
  if (inner === 'shadowing') return 'shadow';
  return String(inner);
}

/**
 * The game at a machine step. A context the step made (`fresh`: its assigns copied the
 * state) is held by nothing else, so it becomes the new state itself, machine value and
 * phase written in: one state copy per apply, not one more. `handedOver`: the game whose
 * state the step changed in place (used up by the apply): it is the new game, its machine
 * record rewritten in place when it keeps its fields.
 */
export function withSnapshot(engine: FireTowerEngine, snapshot: { value: unknown; context: FireTowerState; history: HistoryRecord | undefined }, fresh: boolean, silent: boolean, handedOver?: FireTowerGame): FireTowerGame {
  const phase = phaseOf(snapshot.value);
  let state = snapshot.context;
  if (handedOver?.state === state) {
    const m = state.machine;
    // The history record (the step a question interrupted) is saved once `resume` has one.
    if ((m.history === undefined) === (snapshot.history === undefined)) {
      m.value = snapshot.value;
      if (snapshot.history) m.history = snapshot.history;
    } else state.machine = machineRecord(snapshot);
    state.phase = phase;
    return handedOver;
  }
  const machine = machineRecord(snapshot);
  if (!fresh) state = { ...state, machine, phase };
  else {
    state.machine = machine;
    state.phase = phase;
  }
  // The game's fields written out, not spread from a flag object made per step.
  return silent ? { engine, state, silent } : { engine, state };
}

/** Where the machine is, as saved: its value, and its history record once it has one. */
function machineRecord(snapshot: { value: unknown; history: HistoryRecord | undefined }): FireTowerState['machine'] {
  return snapshot.history ? { value: snapshot.value, history: snapshot.history } : { value: snapshot.value };
}

/**
 * Runs one apply's (or the start's) machine steps: what they make is theirs to change in
 * place. `from` (an apply's state) is copied once here and `run` steps the copy, so every
 * machine action works in place: none returns a whole state for the machine to merge.
 * `handedOver`: nobody reads `from` again (play.ts's loop), so it is stepped itself, with its
 * log, grid and masks: no copy at all. `drawn`: the action stepped was drawn by the game's
 * own agent, legal already (World `drawn`). `run` is given `a` and `b` beside the state to
 * step: a function that captures nothing, so an apply makes no closure.
 */
export function stepping<T, A, B>(silent: boolean, from: FireTowerState | null, run: (context: FireTowerState | null, a: A, b: B) => T, a: A, b: B, handedOver = false, drawn = false): T {
  const copy = from && (handedOver ? from : cloneState(from));
  // One record serves apply after apply; a step inside a step (none does so now) gets its own.
  const outer = madeThisApply;
  const outerSilent = silentThisApply;
  const outerDrawn = drawnThisApply;
  const made = openApply(outer === null ? madeRecord : { ...madeRecord }, copy, from, silent, handedOver, drawn);
  try {
    const out = run(copy, a, b);
    // The step is over: the grid (and masks) become the ones kept for the new state, so the
    // next reading or apply builds nothing; a state handed over keeps its World instead.
    if (made.world && handedOver) keepHandedWorld(made.world);
    else made.world?.keepBoard();
    return out;
  } catch (e) {
    // A refusal may leave a handed-over state half-stepped: the game is used up, its World let go.
    if (handedOver) dropHandedWorld();
    throw e;
  } finally {
    madeThisApply = outer;
    silentThisApply = outerSilent;
    drawnThisApply = outerDrawn;
    // Nothing of the apply is held after it: its World and states may go.
    if (made === madeRecord) made.rng = made.log = made.boardOf = made.world = null;
  }
}

/**
 * Fills `made` for an apply stepping `copy` (made from `from`, or `from` itself when handed
 * over) and makes it the apply under way. A state handed over before keeps the World it was
 * stepped with (handed-world.ts): its grid and masks are the state's.
 */
function openApply(made: Made, copy: FireTowerState | null, from: FireTowerState | null, silent: boolean, handedOver: boolean, drawn: boolean): Made {
  const world = handedOver ? handedWorldOf(from!) : null;
  made.rng = copy ? copy.rng : null;
  made.log = handedOver ? from!.log : null;
  made.boardOf = world ? null : from;
  made.handedOver = handedOver;
  made.world = world;
  if (world) {
    world.silent = silent;
    world.drawn = drawn;
  }
  madeThisApply = made;
  silentThisApply = silent;
  drawnThisApply = drawn;
  return made;
}

/**
 * applyHandedOver's step: the game's own state stepped in place (nobody reads it again) by
 * an action its agent drew, and the game itself returned as the next one; null, with nothing
 * run, when the statechart does not take the event now. `stepping` and `eventStep` without
 * what only other applies need (a copy, a step inside a step, `run` passed in): a good part
 * of an apply's fixed cost, replayed Rising Flames applies ~3 % faster.
 */
export function handedStep(game: FireTowerGame, event: FireTowerEvent): FireTowerGame | null {
  const silent = !!game.silent;
  // A step inside a step (none does so now) goes the general way, which keeps the outer apply's record.
  if (madeThisApply !== null) {
    const next = stepping(silent, game.state, eventStep, game, event, true, true);
    return next && withSnapshot(game.engine, next, true, silent, game);
  }
  const state = game.state;
  const made = openApply(madeRecord, state, state, silent, true, true);
  try {
    const { value, history } = state.machine;
    const next = machineStepIfCan(game.engine.machine, value, state, event, history);
    // As in `stepping`: the World stays with the state for the next apply.
    if (made.world) keepHandedWorld(made.world);
    return next && withSnapshot(game.engine, next, true, silent, game);
  } catch (e) {
    // A refusal may leave the state half-stepped: the game is used up, its World let go.
    dropHandedWorld();
    throw e;
  } finally {
    madeThisApply = null;
    silentThisApply = drawnThisApply = false;
    made.rng = made.log = made.boardOf = made.world = null;
  }
}

function started(_: FireTowerState | null, engine: FireTowerEngine, state: FireTowerState): MachineStep<FireTowerState> {
  return machineStart(engine.machine, state);
}

/** An apply's step: `event` stepped from where `game`'s machine is, on its state's copy (or the state handed over), when the statechart takes it; else null. */
export function eventStep(copy: FireTowerState | null, game: FireTowerGame, event: FireTowerEvent): MachineStep<FireTowerState> | null {
  const { value, history } = game.state.machine;
  return machineStepIfCan(game.engine.machine, value, copy!, event, history);
}

export function startMachine(engine: FireTowerEngine, state: FireTowerState, silent = false): FireTowerGame {
  const next = stepping(silent, null, started, engine, state);
  return withSnapshot(engine, next, next.context !== state, silent);
}
