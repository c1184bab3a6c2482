/**
 * Flash Point's turn structure as an XState v5 statechart. Only the flow lives here:
 * setup → turn { start → actions ⇄ choosing → advancing fire → replenishing PoI →
 * passing } → won | lost. Guards and actions are referenced by name; their
 * implementations (the game logic) are supplied by src/games/flash-point/, so this file
 * can also be drawn or inspected on its own with stub implementations.
 *
 * Events: `place`/`park` during setup, `act` for every firefighter action, `answer` for a
 * pending choice (ride/stay, deck-gun re-rolls), `end-turn`.
 */
import { setup, type ActionFunction, type EventObject } from 'xstate';

export interface FlashPointEvent extends EventObject {
  type: 'place' | 'park' | 'equip' | 'act' | 'answer' | 'end-turn';
  action: [string, string, ...unknown[]];
}

export const FLASH_POINT_ACTIONS = [
  'performSetupAction', 'beginTurn', 'performAction', 'answerChoice', 'endTurn',
  'advanceFire', 'drawFireCard', 'continueFire', 'replenishPoi', 'passTurn',
] as const;
export const FLASH_POINT_GUARDS = ['setupComplete', 'choicePending', 'noChoicePending', 'turnSkipped', 'won', 'lost'] as const;

export type ActionName = (typeof FLASH_POINT_ACTIONS)[number];
type GuardName = (typeof FLASH_POINT_GUARDS)[number];

export interface FlashPointImplementations<TContext extends object> {
  actions: Record<ActionName, ActionFunction<TContext, FlashPointEvent, FlashPointEvent, undefined, never, never, never, never, never>>;
  guards: Record<GuardName, (args: { context: TContext }) => boolean>;
}

/** Leaving for the end of the game takes priority wherever the game can end. */
const ending = [
  { guard: 'won', target: '#flash-point.won' },
  { guard: 'lost', target: '#flash-point.lost' },
] as const;

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
            on: {
              act: { actions: 'performAction' },
              'end-turn': { target: 'advancingFire', actions: 'endTurn' },
            },
          },
          choosing: {
            description: 'A player answers a choice the rules leave open (ride or stay; keep or re-roll the deck gun).',
            always: [...ending, { guard: 'noChoicePending', target: 'actions' }],
            on: { answer: { actions: 'answerChoice' } },
          },
          advancingFire: {
            description: 'Advance Fire begins (or a Fire Deck card is drawn, when a module replaces this step).',
            entry: steps.advancingFire ?? LAYERABLE_STEPS.advancingFire,
            always: [...ending, { target: 'resolvingFire' }],
          },
          resolvingFire: {
            description: 'The roll (again while hot spots are hit): smoke/fire/explosion and flashover; then hazmats in fire explode, victims and PoIs in fire are lost, firefighters in fire are knocked down, fire outside is removed.',
            entry: 'continueFire',
            always: [...ending, { guard: 'choicePending', target: 'fireChoice' }, { target: 'replenishingPoi' }],
          },
          fireChoice: {
            description: 'A player chooses: flip the rolled dice (Suppress), which bulkhead passes heat first, which burning hazmat explodes first, or where a knocked-down firefighter goes.',
            on: { answer: { target: 'resolvingFire', actions: 'answerChoice' } },
          },
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
