/**
 * Fire Tower's turn structure as an XState v5 statechart. Only the flow lives here:
 * setup (questions asked before the first turn, e.g. Rising Flames' first hawks) →
 * turn { start → spreading (the wind's gem) → acting (a card, a redraw, Reckless Abandon;
 * the Bucket any time before) → refilling (draw up; events drawn interrupt) → passing },
 * and for a burned player under Rising Flames: start → shadowing (Shadow Die rolls) → passing;
 * in Solo Mode a turn opens with the enemy's attack (start → attacking → spreading ...) and
 * closes with the round's end (refilling → ending: challenge cards) before passing,
 * with `choosing` wherever a question is pending (hawks, Firestorm redraws, Mutual Aid,
 * the Shadow of the Wood, gems placed one by one) and `resume` returning to the step the
 * turn had reached. Guards and actions are named; src/games/fire-tower/ implements them, so
 * the chart can be drawn or inspected on its own with stub implementations.
 *
 * Events: `spread`, `act` (play / redraw / reckless / bucket), `answer`.
 */
import { setup, type ActionFunction, type EventObject } from 'xstate';

export interface FireTowerEvent extends EventObject {
  type: 'spread' | 'act' | 'answer';
  action: [string, string, ...unknown[]];
}

export const FIRE_TOWER_ACTIONS = ['beginTurn', 'performSpread', 'performAction', 'answerChoice', 'refill', 'passTurn', 'shadowStep', 'enemyStep', 'endTurn'] as const;
export const FIRE_TOWER_GUARDS = ['over', 'choicePending', 'noChoicePending', 'spreadDone', 'acted', 'refilled', 'shadowTurn', 'shadowDone', 'attackPending', 'ended'] as const;

type ActionName = (typeof FIRE_TOWER_ACTIONS)[number];
type GuardName = (typeof FIRE_TOWER_GUARDS)[number];

export interface FireTowerImplementations<TContext extends object> {
  actions: Record<ActionName, ActionFunction<TContext, FireTowerEvent, FireTowerEvent, undefined, never, never, never, never, never>>;
  guards: Record<GuardName, (args: { context: TContext }) => boolean>;
}

/** The game can end in the middle of any step (a roof catches fire). */
const ending = [{ guard: 'over', target: '#fire-tower.over' }] as const;
const asking = { guard: 'choicePending', target: 'choosing' } as const;

export function createFireTowerMachine<TContext extends object>(impl: FireTowerImplementations<TContext>) {
  return setup({
    types: { context: {} as TContext, events: {} as FireTowerEvent, input: {} as TContext },
    actions: impl.actions,
    guards: impl.guards,
  }).createMachine({
    id: 'fire-tower',
    context: ({ input }) => input,
    initial: 'setup',
    states: {
      setup: {
        description: 'Before the first turn: players answer what setup leaves to them (with Rising Flames, where their first hawk goes).',
        always: [{ guard: 'noChoicePending', target: 'turn' }],
        on: { answer: { actions: 'answerChoice' } },
      },
      turn: {
        initial: 'start',
        states: {
          start: {
            description: 'A new turn: nothing is rolled; the wind stays as the last turn left it.',
            entry: 'beginTurn',
            always: [...ending, asking, { guard: 'shadowTurn', target: 'shadowing' }, { guard: 'attackPending', target: 'attacking' }, { target: 'spreading' }],
          },
          attacking: {
            description: 'Solo Mode: the top enemy card attacks your quadrant; a card that cannot be laid brings the punishment Firestorm and the next card.',
            entry: 'enemyStep',
            always: [...ending, asking, { guard: 'attackPending', target: 'attacking', reenter: true }, { target: 'spreading' }],
          },
          shadowing: {
            description: 'A Shadow\'s turn (Rising Flames): nothing on the turn it forms; then the Shadow Die, again on a 2 and once more after burning a tower.',
            entry: 'shadowStep',
            always: [...ending, asking, { guard: 'shadowDone', target: 'passing' }, { target: 'shadowing', reenter: true }],
          },
          spreading: {
            description: 'The wind spreads the fire: one gem on an empty space downwind of fire (skipped when there is none). The Bucket may be used.',
            always: [...ending, asking, { guard: 'spreadDone', target: 'acting' }],
            on: {
              spread: { actions: 'performSpread' },
              act: { actions: 'performAction' },
            },
          },
          acting: {
            description: 'Play one card, or discard and redraw, or Reckless Abandon; the Bucket may be used as well.',
            always: [...ending, asking, { guard: 'acted', target: 'refilling' }],
            on: { act: { actions: 'performAction' } },
          },
          choosing: {
            description: 'A player answers a question: where a hawk carries its gem, a Firestorm redraw, Mutual Aid, the Shadow of the Wood, gems placed one by one.',
            always: [...ending, { guard: 'noChoicePending', target: 'resume' }],
            on: { answer: { actions: 'answerChoice' } },
          },
          resume: {
            description: 'Back to the step the turn had reached.',
            always: [
              { guard: 'shadowTurn', target: 'shadowing' },
              { guard: 'ended', target: 'passing' },
              { guard: 'refilled', target: 'ending' },
              { guard: 'acted', target: 'refilling' },
              { guard: 'attackPending', target: 'attacking' },
              { guard: 'spreadDone', target: 'acting' },
              { target: 'spreading' },
            ],
          },
          refilling: {
            description: 'Draw back up to the hand size; an event drawn takes effect at once, in the order drawn.',
            entry: 'refill',
            always: [...ending, asking, { guard: 'refilled', target: 'ending' }, { target: 'refilling', reenter: true }],
          },
          ending: {
            description: 'The turn is over; in Solo Mode, when the enemy deck is empty the round ends: Wet Line is checked, the enemy deck is shuffled and a Solo Challenge drawn.',
            entry: 'endTurn',
            always: [...ending, asking, { target: 'passing' }],
          },
          passing: {
            description: 'The next player clockwise who is still in the game.',
            entry: 'passTurn',
            always: 'start',
          },
        },
      },
      over: { type: 'final', description: 'A tower stands alone (or a team, or the Shadows, have won).' },
    },
  });
}
