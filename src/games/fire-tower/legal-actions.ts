/**
 * What the rules allow now, in families of actions (a card, the redraws, the Bucket...),
 * read from the verb table (verb-table.ts): the pending question's answer entry, or the
 * turn's verbs in order, each family listing its actions only when asked and filtered by the
 * table's checks. Pattern cards can also draw one at random without listing
 * (card-sampling.ts), which is what the random agent does. tests/fire-tower/legal-actions-apply
 * and verb-table hold what is listed to what `apply` takes.
 */
import type { FireTowerGame } from './game.ts';
import type { Action } from './flow.ts';
import { answerEntry } from './answer-verbs.ts';
import { questionContext, verbContext } from './verb-table.ts';
import { turnEntriesIn } from './turn-verbs.ts';
import type { ActionGroup, QuestionContext } from './verb-types.ts';
import type { Question } from './state.ts';
import { worldToRead } from './handed-world.ts';

export type { ActionGroup } from './verb-types.ts';

/** Who must act now: the player a pending question is for, or the active player. */
export function actingPlayer(game: FireTowerGame): string | null {
  const s = game.state;
  if (s.status === 'over') return null;
  return s.pending[0]?.player ?? s.activePlayer;
}

/**
 * Every action the rules allow now, in families: the random agent picks a family first and
 * enumerates only that one, which keeps whole games fast; `legalActions` lists them all.
 */
export function actionGroups(game: FireTowerGame): ActionGroup[] {
  const s = game.state;
  const pid = actingPlayer(game);
  if (!pid) return [];
  // Reading only: the world is built on the state itself (or is the one a handed-over game steps it with).
  const w = worldToRead(s, game.engine.forest, game.engine.rules);
  const groups: ActionGroup[] = [];
  const q = s.pending[0];
  if (q) {
    // The entry looked up is the one for this question's type, so it takes this very `q`.
    (answerEntry(q.type).candidates as (c: QuestionContext<Question>) => void)(questionContext(w, pid, groups, q));
    return groups;
  }
  const ctx = verbContext(w, pid, groups);
  // Only the entries that can offer anything in this phase are asked (the spread step: two of ten).
  const entries = turnEntriesIn(w.phase);
  for (let i = 0; i < entries.length; i++) entries[i]!.candidates(ctx);
  return groups;
}

/** Every action the rules allow now. */
export function legalActions(game: FireTowerGame): Action[] {
  return actionGroups(game).flatMap((g) => g.actions());
}
