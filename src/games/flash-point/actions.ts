/**
 * The firefighters' actions and the answers to pending questions. A turn action goes
 * through the verb table (moves/): each verb's plan checks what only code can see
 * (adjacency, what stands where) and asks the rules what it costs (the `ap-cost` fold,
 * whose forbids refuse it); its perform pays and changes the working copy. An answer goes
 * through the answer table (moves/answers.ts) the same way. A refused action throws a
 * Refusal naming the rule; the caller discards the copy, so nothing is half-applied.
 */
import type { Space } from './board.ts';
import { Refusal } from './world.ts';
import { baseFacts } from './entry.ts';
import { verbsOf } from './verbs.ts';
import { spaceArg as spaceOrRefusal } from './moves/types.ts';
import type { TurnAction } from './moves/turn.ts';

export { baseFacts };
export { canLeaveFire, checkEntryAction, checkTurnAction, performTurnAction } from './moves/turn.ts';
export { answerChoice } from './moves/answers.ts';

export type Action = TurnAction;

// The verb lists are read from the one table of verbs and their arguments (verbs.ts).
export const TURN_VERBS = verbsOf('turn');
export const ANSWER_VERBS = verbsOf('answer');
export const SETUP_VERBS = verbsOf('setup');

export function spaceArg(v: unknown, verb: string): Space {
  const at = spaceOrRefusal(v, verb);
  if (at instanceof Refusal) throw at;
  return at;
}
