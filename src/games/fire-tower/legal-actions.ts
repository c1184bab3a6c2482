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
import { drawQuestionContext, drawTurnContext, questionContext, turnContext } from './verb-table.ts';
import { nextFloat, type RngState } from '../../core/rng.ts';
import { turnEntriesFor } from './turn-verbs.ts';
import type { ActionGroup, QuestionContext } from './verb-types.ts';
import type { Question } from './state.ts';
import { worldToRead } from './handed-world.ts';
import type { World } from './world.ts';

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
  const q = s.pending[0];
  if (q) return answerGroups(w, pid, q);
  const groups: ActionGroup[] = [];
  const ctx = turnContext(w, pid);
  // Only the entries that can offer anything now are asked (the spread step: two of ten).
  const entries = turnEntriesFor(ctx);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const n = e.offers(ctx);
    for (let k = 0; k < n; k++) groups.push(e.family(ctx, k));
  }
  return groups;
}

/** The families answering the pending question `q`. */
function answerGroups(w: World, pid: string, q: Question): ActionGroup[] {
  const groups: ActionGroup[] = [];
  addAnswers(questionContext(w, pid, groups, q));
  return groups;
}

/** answerGroups for a draw: into drawGroups, made in the draw's reused context. */
function answerGroupsToDraw(w: World, pid: string, q: Question): ActionGroup[] {
  addAnswers(drawQuestionContext(w, pid, drawGroups, q));
  return drawGroups;
}

/** The answer's families a draw picks from (reused: the agent never draws within a draw). */
const drawGroups: ActionGroup[] = [];

/** The pending question's entry adds its families in `ctx`. */
function addAnswers(ctx: QuestionContext<Question>): void {
  // The entry looked up is the one for this question's type, so it takes this very `q`.
  (answerEntry(ctx.q.type).candidates as (c: QuestionContext<Question>) => void)(ctx);
}

/**
 * One action the rules allow now, drawn as the random agent draws it: a family at random
 * (by its place in actionGroups' list), then one of its actions (sampled, or picked from its
 * list); a family with nothing legal is dropped and another drawn. Null when none has any.
 * With no question pending the turn's families are counted, and only those drawn are made
 * (the spread and the Bucket, drawn at most decisions, draw straight from their entries), in
 * one context reused from draw to draw.
 */
export function drawAction(game: FireTowerGame, rng: RngState): Action | null {
  const s = game.state;
  const pid = actingPlayer(game);
  if (!pid) return null;
  const w = worldToRead(s, game.engine.forest, game.engine.rules);
  const q = s.pending[0];
  if (q) return drawFromGroups(answerGroupsToDraw(w, pid, q), rng);
  const ctx = drawTurnContext(w, pid);
  const entries = turnEntriesFor(ctx);
  if (offered.length < entries.length) offered = new Int32Array(entries.length);
  let total = 0;
  for (let i = 0; i < entries.length; i++) total += offered[i] = entries[i]!.offers(ctx);
  if (left.length < total) left = new Int32Array(total * 2);
  for (let f = 0; f < total; f++) left[f] = f;
  for (let n = total; n > 0; n--) {
    const i = Math.floor(nextFloat(rng) * n);
    // The family's entry and its place among that entry's families.
    let e = 0;
    let k = left[i]!;
    while (k >= offered[e]!) k -= offered[e++]!;
    const entry = entries[e]!;
    const action = entry.draw ? entry.draw(ctx, k, rng) : drawFrom(entry.family(ctx, k), rng);
    if (action) return action;
    // Shifted by hand: copyWithin is a call into the runtime, dearer than these few moves.
    for (let j = i + 1; j < n; j++) left[j - 1] = left[j]!;
  }
  return null;
}

/** Per turn entry of the phase: how many families it offers (drawAction's, reused: the agent never draws within a draw). */
let offered = new Int32Array(16);
/** The families not yet dropped, by their place among them all. */
let left = new Int32Array(16);

/** drawAction over families already made. */
function drawFromGroups(groups: ActionGroup[], rng: RngState): Action | null {
  while (groups.length) {
    const i = Math.floor(nextFloat(rng) * groups.length);
    const action = drawFrom(groups[i]!, rng);
    if (action) return action;
    groups.splice(i, 1);
  }
  return null;
}

/** One action of the family: drawn by its sampler when it has one, else picked from its list. */
function drawFrom(g: ActionGroup, rng: RngState): Action | null {
  if (g.sample) return g.sample(rng);
  const list = g.actions();
  return list.length ? list[Math.floor(nextFloat(rng) * list.length)]! : null;
}

/** Every action the rules allow now. */
export function legalActions(game: FireTowerGame): Action[] {
  return actionGroups(game).flatMap((g) => g.actions());
}
