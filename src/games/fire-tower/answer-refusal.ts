/**
 * The refusal for an answer of the wrong shape, in the same words whether the check
 * (answer-checks.ts) or the handler (question-answers.ts, weather.ts, shadow.ts) refuses it.
 */
import type { Question } from './state.ts';
import { Refusal } from './world.ts';

/** Question `q` answered with `verb`, not with the `expected` shape. A function, not a closure made per answer. */
export function wrongAnswer(q: Question, verb: unknown, expected: string): Refusal {
  return new Refusal('ft.turn', `${q.player} must answer the ${q.type} question with ${expected}, not \`${String(verb)}\``);
}
