/**
 * The statechart wired to the rules: the machine's actions (each a step on the game state)
 * and guards, the config's machine layers, and the turn steps themselves (begin, end and
 * pass the turn).
 */
import { assign } from 'xstate';
import { createFlashPointMachine, FLASH_POINT_ACTIONS, LAYERABLE_STEPS, type ActionName, type FlashPointEvent, type LayerableStep } from '../../../machines/flash-point/turn.ts';
import { RulesError } from '../../core/errors.ts';
import { performTurnAction, answerChoice, type Action } from './actions.ts';
import type { Board } from './board.ts';
import { advanceFirePhase, burningHazmats, clearOutside, explodeBurningHazmat, knockDownNext, loseToFire, nextKnockDown, rollAdvance, spreadDue, spreadFire, transferHeat } from './fire.ts';
import { drawFireCard } from './tragic.ts';
import { replenishPoi } from './poi.ts';
import { answeringPlayer } from './moves/answers.ts';
import type { FlashPointRules } from './rules.ts';
import { grantExperience } from './abilities.ts';
import { performSetupAction, setupComplete } from './setup.ts';
import { cloneForUpdate, normalise, type Firefighter, type FlashPointState, type LogEntry } from './state.ts';
import { Refusal, World } from './world.ts';

/**
 * The event `apply` is stepping the machine with, on a state copy made for that one step:
 * the machine's actions for this event change that copy in place instead of copying it
 * once per action (a refusal throws, and the copy is dropped, so nothing is half-applied).
 * Any other event (XState computing an initial state for its own bookkeeping) copies as
 * before. `log` is the copy's own log array once an action has appended to it.
 */
const ownedStep: { event: FlashPointEvent | null; log: LogEntry[] | null } = { event: null, log: null };

/**
 * A step outside an apply (machineStep on a context its caller holds, by the compiled chart):
 * its first action copies the state and returns the copy, and the chart merges that into the
 * context its next actions get. The chart makes one `args` object per macrostep (chart-table.ts
 * stepArgs), so an action called with the `args` the last copy was made for is in that same
 * step: its context holds the copy's parts, which nothing outside the step has seen yet, and it
 * changes them in place as an apply's actions do (copy-on-write.ts keeps the lists shared with
 * the caller's state). XState makes new args per action: there, each action copies as before.
 * `log` is the copy's own log array once an action has appended to it.
 */
const foreignStep: { args: object | null; log: LogEntry[] | null } = { args: null, log: null };

const NOTHING_TO_MERGE: Partial<FlashPointState> = Object.freeze({});

/**
 * Step the machine with `event` on a state copy only this step holds. `ownLog`: the state's
 * log is its own too (a handed-over state: game.ts `applyHandedOver`), so entries are appended to it.
 */
export function onOwnedCopy<T>(event: FlashPointEvent, run: () => T, ownLog: LogEntry[] | null = null): T {
  const outerEvent = ownedStep.event;
  const outerLog = ownedStep.log;
  ownedStep.event = event;
  ownedStep.log = ownLog;
  try {
    return run();
  } finally {
    ownedStep.event = outerEvent;
    ownedStep.log = outerLog;
  }
}

/** The Flash Point statechart with its actions and guards bound to these rules and this board. */
export function buildMachine(rules: FlashPointRules, board: Board) {
  /**
   * Each machine action works on the step's own copy (see ownedStep and foreignStep), or else
   * on a copy of its own (an actor driven directly, as the inspector does), logs into it, and
   * returns it.
   */
  const step = (fn: (w: World, e: FlashPointEvent) => void) =>
    assign((args: { context: FlashPointState; event: FlashPointEvent }) => {
      const { context, event } = args;
      const owned = event === ownedStep.event;
      const inPlace = owned || args === foreignStep.args;
      const s = inPlace ? context : cloneForUpdate(context);
      const w = new World(s, board, rules);
      fn(w, event);
      const held = owned ? ownedStep : foreignStep;
      if (!inPlace) {
        foreignStep.args = args;
        foreignStep.log = null;
      }
      if (w.events.length) {
        if (inPlace && s.log === held.log) s.log.push(...w.events);
        else held.log = s.log = context.log.concat(w.events);
      }
      normalise(s);
      // XState merges what is returned into a shallow copy of the context: a copy changed in
      // place already has nothing to merge.
      return inPlace ? NOTHING_TO_MERGE : s;
    });
  const vehicles = rules.boolean('param.vehicles');
  return createFlashPointMachine<FlashPointState>({
    actions: {
      performSetupAction: step((w, e) => performSetupAction(w, e.action)),
      beginTurn: step((w) => beginTurn(w)),
      performAction: step((w, e) => performTurnAction(w, e.action)),
      answerChoice: step((w, e) => answerChoice(w, e.action)),
      endTurn: step((w, e) => endTurn(w, e.action)),
      advanceFire: step((w) => advanceFirePhase(w)),
      drawFireCard: step((w) => drawFireCard(w)),
      rollAdvance: step((w) => rollAdvance(w)),
      spreadFire: step((w) => spreadFire(w)),
      transferHeat: step((w) => transferHeat(w)),
      explodeBurningHazmat: step((w) => explodeBurningHazmat(w)),
      loseBurning: step((w) => loseToFire(w)),
      knockDownNext: step((w) => knockDownNext(w)),
      clearOutside: step((w) => clearOutside(w)),
      replenishPoi: step((w) => replenishPoi(w)),
      passTurn: step((w) => passTurn(w)),
    } as never,
    guards: {
      setupComplete: ({ context }) => setupComplete(context, vehicles),
      choicePending: ({ context }) => context.pending !== null,
      noChoicePending: ({ context }) => context.pending === null,
      turnSkipped: ({ context }) => !!context.turnState.skipped,
      won: ({ context }) => context.status === 'won',
      lost: ({ context }) => context.status === 'lost',
      advancesLeft: ({ context }) => context.fireAdvances > 0,
      spreadDue: ({ context }) => spreadDue(context),
      heatQueued: ({ context }) => !!context.heat,
      hazmatBurning: ({ context }) => context.hazmats.length > 0 && burningHazmats(new World(context, board, rules)).length > 0,
      knockDownDue: ({ context }) => nextKnockDown(new World(context, board, rules)) !== undefined,
      actorsTurn: ({ context, event }) => event.action[0] === context.activePlayer,
      askedPlayer: ({ context, event }) => context.pending !== null && event.action[0] === answeringPlayer(context.pending),
    },
  }, machineSteps(rules));
}

/** The machine layers of the config (`kind: machine-step` items), checked against the machine. */
function machineSteps(rules: FlashPointRules): Partial<Record<LayerableStep, ActionName>> {
  const out: Partial<Record<LayerableStep, ActionName>> = {};
  for (const [state, item] of rules.machineSteps) {
    const f = rules.ruleset.get(item.id)!;
    const last = f.provenance[f.provenance.length - 1]!;
    if (!Object.hasOwn(LAYERABLE_STEPS, state)) throw new RulesError({ file: last.file, line: last.line, message: `machine-step \`${item.id}\`: state \`${state}\` cannot be layered (layerable: ${Object.keys(LAYERABLE_STEPS).join(', ')})` });
    if (!(FLASH_POINT_ACTIONS as readonly string[]).includes(item.entry)) throw new RulesError({ file: last.file, line: last.line, message: `machine-step \`${item.id}\`: unknown action \`${item.entry}\` (actions: ${FLASH_POINT_ACTIONS.join(', ')})` });
    out[state as LayerableStep] = item.entry as ActionName;
  }
  return out;
}

/**
 * Why an event the statechart refuses by its guards `actorsTurn` or `askedPlayer` may not come
 * now, worded as the action itself words it: another player's turn, or a question for another
 * player. Null when the phase, not the player, is what refuses it.
 */
export function notThisPlayersReason(s: FlashPointState, event: FlashPointEvent): string | null {
  const [player] = event.action;
  if ((event.type === 'act' || event.type === 'end-turn') && s.phase === 'actions' && player !== s.activePlayer) return `it is ${s.activePlayer}'s turn, not ${player}'s`;
  if (event.type === 'answer' && s.phase === 'choice' && s.pending && player !== answeringPlayer(s.pending)) return `the ${s.pending.type} question is for ${answeringPlayer(s.pending)}`;
  return null;
}

function beginTurn(w: World): void {
  const f = w.firefighter(w.activePlayer);
  const role = w.rules.role(f.role);
  if (!role) throw new RulesError(`role \`${f.role}\` of ${f.id} is not part of this game (roles: ${[...w.rules.roles.keys()].join(', ')})`);
  w.turnState = { actions: 0, savedAtStart: f.savedAp, commanded: {} };
  const skip = turnSkipReason(w, f);
  if (skip) {
    // The turn's actions are skipped; its fire phases still run, or a board where every
    // firefighter waits would never change again.
    w.turnState.skipped = true;
    f.ap = 0;
    f.specialAp = {};
    w.log('turn-skipped', { reason: skip });
    return;
  }
  f.ap = role.ap + f.savedAp;
  f.savedAp = 0;
  f.specialAp = w.rules.specialApOf(f.role);
  w.log('turn-start', { ap: f.ap, ...(Object.keys(f.specialAp).length ? { specialAp: { ...f.specialAp } } : {}) });
  grantExperience(w);
}

/**
 * Why a firefighter's actions are skipped this turn, if they are (Dangerous Waters, option
 * burningStart): out of the game while its start location burns (002), or every start
 * location on fire at the start of the turn (000).
 */
function turnSkipReason(w: World, f: Firefighter): string | null {
  if (f.out) {
    if (f.at && w.content(f.at) === 'fire') return `${f.id} is out of the game until the fire on its start location [${f.at.join(', ')}] is gone`;
    f.out = false;
    w.log('back-in-game', { at: f.at }, f.id);
  }
  const starts = w.board.startLocations();
  if (w.rules.string('param.knock-down.to') === 'start-locations' && w.rules.ruleset.optionValues.burningStart === 'skip-turn' && starts.length && starts.every((l) => w.content(l) === 'fire')) {
    return 'every start location is on fire';
  }
  return null;
}

function endTurn(w: World, action: Action): void {
  const [player] = action;
  if (player !== w.activePlayer) throw new Refusal('mech.turn', `it is ${w.activePlayer}'s turn, not ${player}'s`);
  const f = w.firefighter(player);
  if (f.at && w.content(f.at) === 'fire') throw new Refusal('mech.no-end-in-fire', `${f.id} may not end the turn in fire at [${f.at.join(', ')}]`);
  const cap = w.rules.saveCap(f.role);
  f.savedAp = Math.min(cap, f.ap);
  w.log('end-turn', { saved: f.savedAp, unused: f.ap - f.savedAp });
  f.ap = 0;
  f.specialAp = {};
}

function passTurn(w: World): void {
  const order = w.firefighters.map((f) => f.id);
  w.activePlayer = order[(order.indexOf(w.activePlayer) + 1) % order.length]!;
  w.turn++;
}
