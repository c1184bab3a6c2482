/**
 * Where the Advance Fire phase stands is kept once: in the statechart's value
 * (machines/flash-point/turn.ts, `advancingFire`). The saved game's `fireStep` field (part of
 * the saved-game format) is derived from it here, and a game saved before the phase's steps
 * were states of the chart, whose value was `{ turn: 'fireChoice' }` with the step in
 * `fireStep`, is read into the value the chart has now.
 */
import type { FireStep, FlashPointState } from './state.ts';

/** The step each child of `advancingFire` is at or about to run, as `fireStep` names it. */
const STEP_OF_CHILD: Record<string, FireStep | ((s: FlashPointState) => FireStep)> = {
  nextRoll: 'advance',
  rolling: 'advance',
  choosingDice: 'advance',
  // After a roll: its spread is next if it resolved an advance, else another roll.
  rolled: (s) => (s.fireTarget ? 'spread' : 'advance'),
  heatOfAdvance: (s) => (s.fireTarget ? 'spread' : 'advance'),
  spreading: 'spread',
  hazmats: 'hazmats',
  explodingHazmat: 'hazmats',
  choosingHazmat: 'hazmats',
  heatOfHazmats: 'hazmats',
  losses: 'losses',
  // Heat sent by the losses' explosions is resolved with the knock-downs already next.
  heatOfLosses: 'knock-downs',
  knockDowns: 'knock-downs',
  knockingDown: 'knock-downs',
  choosingKnockDown: 'knock-downs',
  cleanup: 'cleanup',
};

/** The child of `advancingFire` a machine value is in, if it is in the phase. */
function fireChildOf(value: unknown): string | undefined {
  const turn = (value as { turn?: unknown } | null)?.turn;
  const fire = turn && typeof turn === 'object' ? (turn as { advancingFire?: unknown }).advancingFire : undefined;
  if (typeof fire === 'string') return fire;
  if (fire && typeof fire === 'object') return Object.keys(fire)[0];
  return undefined;
}

/** The saved game's `fireStep`: the step of Advance Fire the machine value is at, or null outside the phase. */
export function fireStepOf(value: unknown, s: FlashPointState): FireStep | null {
  const child = fireChildOf(value);
  const step = child === undefined ? undefined : STEP_OF_CHILD[child];
  if (step === undefined) return null;
  return typeof step === 'function' ? step(s) : step;
}

/** The question states of Advance Fire, by the pending question's type. */
const QUESTION_STATE: Record<string, unknown> = {
  suppress: 'choosingDice',
  'hazmat-order': 'choosingHazmat',
  'knock-down': 'choosingKnockDown',
};

/** Heat resolved before the step `fireStep` names, in the heat states of the step that sent it. */
const HEAT_STATE: Partial<Record<FireStep, string>> = {
  advance: 'heatOfAdvance',
  spread: 'heatOfAdvance',
  hazmats: 'heatOfHazmats',
  'knock-downs': 'heatOfLosses',
};

/**
 * The machine value of a saved game, in today's chart: a game saved while Advance Fire asked a
 * question (`{ turn: 'fireChoice' }`) is in the question state its `pending` and `fireStep`
 * name. Any other value is returned as it is (the caller checks it against the chart).
 */
export function currentMachineValue(value: unknown, s: FlashPointState): unknown {
  if ((value as { turn?: unknown } | null)?.turn !== 'fireChoice' || !s.pending) return value;
  if (s.pending.type === 'heat-order') {
    const heat = s.fireStep ? HEAT_STATE[s.fireStep] : undefined;
    return heat ? { turn: { advancingFire: { [heat]: 'choosingBulkhead' } } } : value;
  }
  const question = QUESTION_STATE[s.pending.type];
  return question ? { turn: { advancingFire: question } } : value;
}
