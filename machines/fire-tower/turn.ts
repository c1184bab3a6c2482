/**
 * Fire Tower's turn structure as an XState v5 statechart. Only the flow lives here:
 * setup (questions asked before the first turn, e.g. Rising Flames' first hawks) →
 * turn { start → begun → spreading (the wind's gem) → acting (a card, a redraw, Reckless
 * Abandon; the Bucket any time before) → refilling (draw up; events drawn interrupt) →
 * passing }, and for a burned player under Rising Flames: begun → shadowing (Shadow Die
 * rolls) → passing; in Solo Mode a turn opens with the enemy's attack (begun → attacking →
 * spreading ...) and closes with the round's end (refilling → ending: challenge cards)
 * before passing, with `choosing` wherever a question is pending (hawks, Firestorm redraws,
 * Mutual Aid, the Shadow of the Wood, gems placed one by one) and `resume`, a history
 * state, returning to the step the question interrupted. Guards and actions are named;
 * src/games/fire-tower/ implements them, so the chart can be drawn or inspected on its own
 * with stub implementations.
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
/**
 * A question pending in a step: the turn is left and re-entered (its initial state is
 * `choosing`), so that leaving it records in `resume` the step it was in.
 */
const asking = { guard: 'choicePending', target: '#fire-tower.turn', reenter: true } as const;

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
        always: [{ guard: 'noChoicePending', target: 'turn.start' }],
        on: { answer: { actions: 'answerChoice' } },
      },
      turn: {
        // Setup enters the turn at `start`; only a question re-enters it, into `choosing`.
        initial: 'choosing',
        states: {
          /*
           * `resume` (a history state) re-enters the step a question interrupted, and entering
           * a step runs its entry again. So a step's work runs on the transitions into it, not
           * as its entry: returning to it does not do the work twice. `start` keeps its entry
           * (beginTurn) and never asks: `begun` asks, past the work.
           */
          start: {
            description: 'A new turn: nothing is rolled; the wind stays as the last turn left it.',
            entry: 'beginTurn',
            always: [...ending, { target: 'begun' }],
          },
          begun: {
            description: 'The turn has begun: what beginning it asked is answered, then a Shadow rolls, the enemy attacks (Solo Mode), or the wind spreads the fire.',
            always: [...ending, asking, { guard: 'shadowTurn', target: 'shadowing', actions: 'shadowStep' }, { guard: 'attackPending', target: 'attacking', actions: 'enemyStep' }, { target: 'spreading' }],
          },
          attacking: {
            description: 'Solo Mode: the top enemy card attacks your quadrant; a card that cannot be laid brings the punishment Firestorm and the next card.',
            always: [...ending, asking, { guard: 'attackPending', target: 'attacking', reenter: true, actions: 'enemyStep' }, { target: 'spreading' }],
          },
          shadowing: {
            description: 'A Shadow\'s turn (Rising Flames): nothing on the turn it forms; then the Shadow Die, again on a 2 and once more after burning a tower.',
            always: [...ending, asking, { guard: 'shadowDone', target: 'passing', actions: 'passTurn' }, { target: 'shadowing', reenter: true, actions: 'shadowStep' }],
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
            always: [...ending, asking, { guard: 'acted', target: 'refilling', actions: 'refill' }],
            on: { act: { actions: 'performAction' } },
          },
          choosing: {
            description: 'A player answers a question: where a hawk carries its gem, a Firestorm redraw, Mutual Aid, the Shadow of the Wood, gems placed one by one.',
            always: [...ending, { guard: 'noChoicePending', target: 'resume' }],
            on: { answer: { actions: 'answerChoice' } },
          },
          resume: {
            type: 'history',
            description: 'Back to the step the question interrupted, which goes on from where it was.',
            target: 'recalling',
          },
          recalling: {
            description: 'Only for a game saved before the turn remembered its step: the step is worked out from the turn\'s progress, and its work done.',
            always: [
              { guard: 'shadowTurn', target: 'shadowing', actions: 'shadowStep' },
              { guard: 'ended', target: 'passing', actions: 'passTurn' },
              { guard: 'refilled', target: 'ending', actions: 'endTurn' },
              { guard: 'acted', target: 'refilling', actions: 'refill' },
              { guard: 'attackPending', target: 'attacking', actions: 'enemyStep' },
              { guard: 'spreadDone', target: 'acting' },
              { target: 'spreading' },
            ],
          },
          refilling: {
            description: 'Draw back up to the hand size; an event drawn takes effect at once, in the order drawn.',
            always: [...ending, asking, { guard: 'refilled', target: 'ending', actions: 'endTurn' }, { target: 'refilling', reenter: true, actions: 'refill' }],
          },
          ending: {
            description: 'The turn is over; in Solo Mode, when the enemy deck is empty the round ends: Wet Line is checked, the enemy deck is shuffled and a Solo Challenge drawn.',
            always: [...ending, asking, { target: 'passing', actions: 'passTurn' }],
          },
          passing: {
            description: 'The next player clockwise who is still in the game.',
            always: 'start',
          },
        },
      },
      over: { type: 'final', description: 'A tower stands alone (or a team, or the Shadows, have won).' },
    },
  });
}
