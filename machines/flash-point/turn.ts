/**
 * Flash Point's turn structure as an XState v5 statechart. Only the flow lives here:
 * setup → turn { start → actions ⇄ choosing → advancing fire { roll → resolve → flashover →
 * roll again on a hot spot → hazmats → losses → knock-downs → cleanup } → replenishing PoI →
 * passing } → won | lost. Guards and actions are referenced by name; their
 * implementations (the game logic) are supplied by src/games/flash-point/, so this file
 * can also be drawn or inspected on its own with stub implementations.
 *
 * Events: `place`/`park` during setup, `act` for every firefighter action, `answer` for a
 * pending choice (ride/stay, deck-gun re-rolls), `end-turn`. `act` and `end-turn` are taken
 * only from the active player, `answer` only from the player asked (guards `actorsTurn`,
 * `askedPlayer`), so the machine itself says whether an event may come now.
 */
import { setup, type ActionFunction, type EventObject } from 'xstate';

export interface FlashPointEvent extends EventObject {
  type: 'place' | 'park' | 'equip' | 'act' | 'answer' | 'end-turn';
  action: [string, string, ...unknown[]];
}

export const FLASH_POINT_ACTIONS = [
  'performSetupAction', 'beginTurn', 'performAction', 'answerChoice', 'endTurn',
  'advanceFire', 'drawFireCard', 'rollAdvance', 'spreadFire', 'transferHeat', 'explodeBurningHazmat',
  'loseBurning', 'knockDownNext', 'clearOutside', 'replenishPoi', 'passTurn',
] as const;
export const FLASH_POINT_GUARDS = [
  'setupComplete', 'choicePending', 'noChoicePending', 'turnSkipped', 'won', 'lost',
  'advancesLeft', 'spreadDue', 'heatQueued', 'hazmatBurning', 'knockDownDue', 'actorsTurn', 'askedPlayer',
] as const;

export type ActionName = (typeof FLASH_POINT_ACTIONS)[number];
type GuardName = (typeof FLASH_POINT_GUARDS)[number];

export interface FlashPointImplementations<TContext extends object> {
  actions: Record<ActionName, ActionFunction<TContext, FlashPointEvent, FlashPointEvent, undefined, never, never, never, never, never>>;
  guards: Record<GuardName, (args: { context: TContext; event: FlashPointEvent }) => boolean>;
}

/** Leaving for the end of the game takes priority wherever the game can end. */
const ending = [
  { guard: 'won', target: '#flash-point.won' },
  { guard: 'lost', target: '#flash-point.lost' },
] as const;

/** Advance Fire's own id: its heat sub-states name the step they resume by it. */
const FIRE = '#flash-point.turn.advancingFire';

/**
 * Heat sent through bulkheads (Dangerous Waters) is resolved one transfer at a time before the
 * phase goes on. Where it goes on depends on which step's explosion sent it (the hazmats are
 * checked again after a hazmat explosion; losses go on to the knock-downs), so each such step
 * has its own copy of these two states, and the machine value says where the phase stands.
 */
function heatBefore(resume: string, description: string) {
  return {
    description,
    initial: 'transferring',
    states: {
      transferring: {
        description: 'One queued heat transfer is resolved, or, when one explosion sent heat through several bulkheads, the players are asked which goes first.',
        entry: 'transferHeat',
        always: [...ending, { guard: 'choicePending', target: 'choosingBulkhead' }, { guard: 'heatQueued', target: 'transferring', reenter: true }, { target: `${FIRE}.${resume}` }],
      },
      choosingBulkhead: {
        description: 'The players choose which bulkhead passes its heat first.',
        on: { answer: { guard: 'askedPlayer', target: 'transferring', actions: 'answerChoice' } },
      },
    },
  } as const;
}

/**
 * The Advance Fire phase, one child state per step of the rule: the roll, its result (smoke,
 * fire or an explosion) and flashover, another roll while targets held hot spots, then hazmats
 * in fire explode, victims and PoIs in fire are lost, firefighters in fire are knocked down,
 * and fire outside is removed. A state with an entry action does that one step; the states
 * without one only choose, by their guards, which step comes next. Questions stop the phase
 * in a `choosing…` state until answered.
 */
function advanceFireStates(start: ActionName) {
  return {
    description: 'Advance Fire. On entry the phase is prepared: one advance to roll (or a Fire Deck card drawn, when a module replaces this step, saying how many).',
    entry: start,
    initial: 'nextRoll',
    states: {
      nextRoll: {
        description: 'Another roll is due (the first, one more after a target that held a hot spot, those a Fire Deck card calls for), or the rolls are over.',
        always: [{ guard: 'heatQueued', target: 'heatOfAdvance' }, { guard: 'advancesLeft', target: 'rolling' }, { target: 'hazmats' }],
      },
      rolling: {
        description: 'The dice name the target space (rolled again while they name none). Next to a Suppression Specialist nothing happens; one with saved AP may first flip the dice; otherwise smoke, fire or an explosion there.',
        entry: 'rollAdvance',
        always: 'rolled',
      },
      choosingDice: {
        description: 'The Suppression Specialist keeps the rolled dice or flips them (Suppress).',
        on: { answer: { guard: 'askedPlayer', target: 'rolled', actions: 'answerChoice' } },
      },
      rolled: {
        description: 'After a roll (or its flipped dice): the question it raised, the heat its explosion sent through bulkheads, its spread, or the next roll.',
        always: [...ending, { guard: 'choicePending', target: 'choosingDice' }, { guard: 'heatQueued', target: 'heatOfAdvance' }, { guard: 'spreadDue', target: 'spreading' }, { target: 'nextRoll' }],
      },
      heatOfAdvance: heatBefore('rolled', 'Heat an explosion of the roll sent through bulkheads, before its flashover.'),
      spreading: {
        description: 'Flashover: smoke next to fire becomes fire until none is left. The first repeated target of a hot-spot chain gets a hot spot; a target that held one calls for another roll.',
        entry: 'spreadFire',
        always: [...ending, { target: 'nextRoll' }],
      },
      hazmats: {
        description: 'Is a hazmat in fire?',
        always: [{ guard: 'hazmatBurning', target: 'explodingHazmat' }, { target: 'losses' }],
      },
      explodingHazmat: {
        description: 'A hazmat in fire explodes (when several do, the players are asked which goes first).',
        entry: 'explodeBurningHazmat',
        always: [...ending, { guard: 'choicePending', target: 'choosingHazmat' }, { guard: 'heatQueued', target: 'heatOfHazmats' }, { target: 'hazmats' }],
      },
      choosingHazmat: {
        description: 'The players choose which burning hazmat explodes first.',
        on: { answer: { guard: 'askedPlayer', target: 'heatOfHazmats', actions: 'answerChoice' } },
      },
      heatOfHazmats: heatBefore('hazmats', 'Heat a hazmat explosion sent through bulkheads, before the next hazmat.'),
      losses: {
        description: 'Victims and PoIs in fire are lost (a PoI is revealed first); ladders in fire collapse.',
        entry: 'loseBurning',
        always: [...ending, { guard: 'heatQueued', target: 'heatOfLosses' }, { target: 'knockDowns' }],
      },
      heatOfLosses: heatBefore('knockDowns', 'Heat the explosions of lost victims sent through bulkheads, before the knock-downs.'),
      knockDowns: {
        description: 'Is a firefighter in fire (or left with nothing to stand on) and not yet knocked down this phase?',
        always: [{ guard: 'knockDownDue', target: 'knockingDown' }, { target: 'cleanup' }],
      },
      knockingDown: {
        description: 'The first such firefighter is knocked down: to the only space it may go, or the player is asked where (or whether to dodge).',
        entry: 'knockDownNext',
        always: [...ending, { guard: 'choicePending', target: 'choosingKnockDown' }, { target: 'knockDowns' }],
      },
      choosingKnockDown: {
        description: 'A knocked-down firefighter\'s player chooses the space it goes to, or to dodge.',
        on: { answer: { guard: 'askedPlayer', target: 'knockDowns', actions: 'answerChoice' } },
      },
      cleanup: {
        description: 'Fire and smoke outside the building are removed.',
        entry: 'clearOutside',
        always: [...ending, { target: '#flash-point.turn.replenishingPoi' }],
      },
    },
  } as const;
}

/** States whose entry action a module may replace (e.g. Tragic Events: a Fire Deck draw instead of one advance). */
export const LAYERABLE_STEPS = { advancingFire: 'advanceFire' } as const;
export type LayerableStep = keyof typeof LAYERABLE_STEPS;

export function createFlashPointMachine<TContext extends object>(
  impl: FlashPointImplementations<TContext>,
  steps: Partial<Record<LayerableStep, ActionName>> = {},
) {
  return setup({
    types: { context: {} as TContext, events: {} as FlashPointEvent, input: {} as TContext },
    actions: impl.actions,
    guards: impl.guards,
  }).createMachine({
    id: 'flash-point',
    context: ({ input }) => input,
    initial: 'setup',
    states: {
      setup: {
        description: 'Explosions, hazmats and PoIs are placed; players place their pawns outside, park the vehicles and (with the platform module) equip the Engine.',
        always: [...ending, { guard: 'setupComplete', target: 'turn' }],
        on: {
          place: { actions: 'performSetupAction' },
          park: { actions: 'performSetupAction' },
          equip: { actions: 'performSetupAction' },
        },
      },
      turn: {
        initial: 'start',
        states: {
          start: {
            description: 'The active firefighter receives its AP (plus saved AP) and special AP; a firefighter kept out (burning start locations) skips to the fire.',
            entry: 'beginTurn',
            always: [{ guard: 'turnSkipped', target: 'advancingFire' }, { target: 'actions' }],
          },
          actions: {
            description: 'Take Actions: move, carry, open/close, extinguish, chop, drive, deck gun, specialist abilities.',
            always: [...ending, { guard: 'choicePending', target: 'choosing' }],
            // Whose turn it is decides *when* an action may come (so `snapshot.can` answers it); what it costs is the action's own check.
            on: {
              act: { guard: 'actorsTurn', actions: 'performAction' },
              'end-turn': { guard: 'actorsTurn', target: 'advancingFire', actions: 'endTurn' },
            },
          },
          choosing: {
            description: 'A player answers a choice the rules leave open (ride or stay; keep or re-roll the deck gun).',
            always: [...ending, { guard: 'noChoicePending', target: 'actions' }],
            on: { answer: { guard: 'askedPlayer', actions: 'answerChoice' } },
          },
          advancingFire: advanceFireStates(steps.advancingFire ?? LAYERABLE_STEPS.advancingFire),
          replenishingPoi: {
            description: 'Replenish PoI up to three, following the arrows.',
            entry: 'replenishPoi',
            always: [...ending, { target: 'passing' }],
          },
          passing: {
            description: 'The next player in turn order becomes active.',
            entry: 'passTurn',
            always: 'start',
          },
        },
      },
      won: { type: 'final', description: 'Enough victims rescued.' },
      lost: { type: 'final', description: 'Too many victims lost, or the building collapsed.' },
    },
  });
}
