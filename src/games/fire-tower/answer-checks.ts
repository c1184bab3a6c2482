/**
 * An answer's arguments checked without changing anything, one check per question type: the
 * Refusal its handler would throw (question-answers.ts, weather.ts, solo-answers.ts, shadow.ts)
 * or null. `performAnswer` runs the check before the handler, so `whyNot` and `apply` refuse
 * an answer under the same rule and words by construction; a card played in answer is refused
 * by the card's own check (card-checks.ts), as the play performs it. The verb has been checked
 * against the question's entry (verb-table.ts `answerRefusal`) before these run.
 * tests/fire-tower/answer-checks.test.ts holds them to the listed answers and to apply.
 */
import type { CardArgs } from './cards.ts';
import { isCell, playRefusal, secondCrownRefusal } from './card-checks.ts';
import { hasCardChoice } from './card-any-choice.ts';
import type { Action } from './flow.ts';
import { isHawkTarget } from './after-placement.ts';
import { gemAnswerVerb, gemOk, hawkSpace, isOpponentsHawk } from './gems.ts';
import { gemRule } from './question-answers.ts';
import { hawkMoves, windChoices } from './shadow.ts';
import { enemyAnswer, sortedCellList } from './solo-answers.ts';
import { enemyBucketChoices, enemyHawkTargets, enemyPlacements, sanctuarySpaces, wetLinePlacements } from './solo.ts';
import type { Question } from './state.ts';
import { holdsAll, notHeld } from './turn-order.ts';
import { isWindCard, lightningTargets, windGemTargets } from './weather.ts';
import type { Wind } from './board.ts';
import type { Cell } from './patterns.ts';
import { Refusal, same, type World } from './world.ts';
import { wrongAnswer } from './answer-refusal.ts';

type AnswerCheck<T extends Question['type']> = (w: World, q: Extract<Question, { type: T }>, action: Action) => Refusal | null;
type AnswerChecks = { [T in Question['type']]: AnswerCheck<T> };

/** A redraw's list: strings, each still in the hand once those before it are discarded (flow.ts `redraw`). */
function redrawRefusal(w: World, pid: string, list: unknown): Refusal | null {
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) return new Refusal('ft.turn.action', `a redraw names the cards to discard, [${pid}, redraw, [cards]] ([] for none), not ${JSON.stringify(list ?? null)}`);
  return notHeld(w.player(pid), list as string[]);
}


const windGemRefusal = (w: World, q: Extract<Question, { type: 'wind-gems' | 'light-breeze' }>, action: Action): Refusal | null => {
  const [, verb, card, cardArgs] = action;
  // Each question is closed by its own word: done for Heavy Winds, pass for Light Breeze.
  const close = q.type === 'wind-gems' ? 'done' : 'pass';
  if (verb === close) return null;
  if (verb !== 'play' || typeof card !== 'string' || !isWindCard(w, card) || !w.player(q.player).hand.includes(card)) return wrongAnswer(q, action[1], `play WIND-CARD { gem } or ${close}`);
  const at = (cardArgs as CardArgs | undefined)?.gem;
  if (!isCell(at) || !windGemTargets(w, card).some((c) => same(c, at))) return new Refusal(q.type === 'wind-gems' ? 'ft.ew.heavy-winds' : 'ft.ew.light-breeze', `[${String(at)}] is not an empty space ${w.rules.card(card).direction} of fire`);
  return null;
};

/**
 * Is from → to among shadow.ts `hawkMoves(w, hawk)`, asked of the two spaces: a gem water may
 * take from the hawk's quadrant, to a vacant empty space of another quadrant with fire beside
 * it other than that gem (the frontier is the empty spaces next to fire).
 */
function isShadowHawkMove(w: World, hawk: Cell, from: Cell, to: Cell): boolean {
  if (!w.forest.inside(from) || !w.forest.inside(to) || !w.removable(from)) return false;
  const quadrant = w.forest.quadrantOf(hawk).corner;
  if (w.forest.quadrantOf(from).corner !== quadrant || w.forest.quadrantOf(to).corner === quadrant) return false;
  return w.isEmpty(to) && w.isVacant(to) && w.nextToFireBut(to, from);
}

/** Is from → to among weather.ts `kettleMoves(w, pid)`: a gem of the player's quadrant to a vacant space with fire beside it other than that gem? */
function isKettleMove(w: World, pid: string, from: Cell, to: Cell): boolean {
  if (!w.forest.inside(from) || !w.forest.inside(to) || !w.removable(from) || w.quadrantOwner(from)?.id !== pid) return false;
  return w.isVacant(to) && w.nextToFireBut(to, from);
}

export const ANSWER_CHECKS: AnswerChecks = {
  'redraw': (w, q, [, , list]) => redrawRefusal(w, q.player, list),
  'swap-three': (w, q, [pid, , cards]) => {
    const n = Math.min(3, w.player(pid).hand.length);
    if (!Array.isArray(cards) || cards.length !== n) return new Refusal('ft.events.mutual-aid', `Mutual Aid's card option: ${pid} discards exactly ${n} cards ([${pid}, redraw, [three cards]])`);
    return redrawRefusal(w, pid, cards);
  },
  'gems': (w, q, action) => {
    const [pid, verb, at, from] = action;
    const expected = gemAnswerVerb(q.rule);
    if (verb !== expected) return wrongAnswer(q, action[1], `${expected} [r, c]`);
    if (!isCell(at) || !w.forest.inside(at) || !gemOk(w, q, at)) return new Refusal(q.cite ?? (w.aid && q.rule === 'creeping' ? 'ft.events.mutual-aid' : gemRule(q.rule)), `[${String(at)}] is not a place this ${w.aid ? 'Mutual Aid' : q.rule} placement allows`);
    // An empty pile of hawks: one is taken from an opponent's quadrant (question-answers.ts placeHawk).
    if (q.rule === 'hawk' && w.rules.number('param.hawks.supply') - w.hawks.length <= 0 && (!isCell(from) || !w.isHawk(from) || !isOpponentsHawk(w, pid, from))) {
      return new Refusal('ft.hawks.place', 'the pile of hawks is empty: name a hawk of an opponent\'s quadrant to take, [p, hawk, [to], [from]]');
    }
    return null;
  },
  'become-shadow': (_w, q, action) => (typeof action[2] === 'boolean' ? null : wrongAnswer(q, action[1], 'become-shadow true|false')),
  'hawk-setup': (w, q, [pid, , at]) => (isCell(at) && hawkSpace(w, pid, at) ? null : new Refusal('ft.hawks.place', `[${String(at)}] is not a vacant space of ${pid}'s quadrant outside the tower areas`)),
  'hawk': (w, q, [, , to]) => {
    if (isCell(to) && (q.mine ? enemyHawkTargets(w, q.from).some((c) => same(c, to)) : isHawkTarget(w, q.from, to))) return null;
    return new Refusal(q.mine ? 'ft.solo.enemy-hawks' : 'ft.hawks.trigger', `[${String(to)}] is not a vacant space next to fire that was already there${q.mine ? ' in your quadrant' : ''}`);
  },
  'enemy-card': (w, q, [, , arg]) => {
    const want = enemyAnswer(arg);
    const name = w.rules.card(q.card).name;
    if (!want) return new Refusal('ft.solo.enemy-attack', `${name} is answered with { cells: [[r, c], ...] } (or { at: [r, c] } for an Explosion), not ${JSON.stringify(arg ?? null)}`);
    return enemyPlacements(w, q.card).some((o) => JSON.stringify(o) === want) ? null : new Refusal('ft.solo.enemy-attack', `${name} must be laid in full inside your quadrant, touching fire`);
  },
  'punish': (w, q, action) => (w.solo!.attackWinds.includes(action[2] as Wind) ? null : wrongAnswer(q, action[1], `firestorm ${w.solo!.attackWinds.join('|')}`)),
  'red-flag': (w, q, action) => {
    if (typeof action[2] !== 'boolean') return wrongAnswer(q, action[1], 'double true|false');
    // The challenge must be met: the round's last enemy card is doubled if none was before.
    if (!action[2] && w.solo!.enemyDeck.length <= 1) return new Refusal('challenge.red-flag-warning', 'Red Flag Warning: this is the round\'s last enemy card and none has been doubled, so this one is');
    return null;
  },
  'challenge-count': (_w, q, action) => (action[2] === 1 || action[2] === 2 ? null : wrongAnswer(q, action[1], 'challenges 1|2')),
  'challenge': (w, _q, [, verb]) => (verb === 'skip' && w.solo!.skipsLeft <= 0 ? new Refusal('ft.solo.challenges', 'no skips are left at this level') : null),
  'sturdy': (w, q, action) => (w.solo!.enemies.some((e) => e.corner === action[2] && !w.isBurned(e.corner)) ? null : wrongAnswer(q, action[1], 'sturdy CORNER (an enemy tower still standing)')),
  'sanctuary': (w, _q, [, , at]) => (isCell(at) && sanctuarySpaces(w).some((c) => same(c, at)) ? null : new Refusal('ft.solo.challenges', 'the sanctuary goes on a vacant space of your quadrant outside your tower area')),
  'plan': (w, q, action) => {
    const cards = action[2];
    const n = Math.min(3, w.player(q.player).hand.length);
    if (!Array.isArray(cards) || cards.length !== n) return wrongAnswer(q, action[1], `plan [${n} cards of your hand, in the order they will be played]`);
    const short = holdsAll(w.player(q.player).hand, cards as string[]);
    return short && new Refusal('ft.solo.challenges', `${short.missing} is not in your hand`);
  },
  'wet-line': (w, _q, [, , arg]) => {
    const cells = arg && typeof arg === 'object' ? sortedCellList((arg as CardArgs).cells) : null;
    const want = JSON.stringify(cells);
    if (cells && wetLinePlacements(w).some((pl) => JSON.stringify(sortedCellList(pl)) === want)) return null;
    return new Refusal('ft.solo.challenges', 'the Wet Line penalty is a full 3x3 square of empty spaces in your quadrant, touching fire');
  },
  'enemy-bucket': (w, q, [, , arg]) => {
    const cells = sortedCellList(arg);
    const want = JSON.stringify(cells);
    if (cells && enemyBucketChoices(w, q.corner).some((l) => JSON.stringify(l) === want)) return null;
    return new Refusal('ft.solo.enemy-bucket', 'the enemy Bucket takes a line with as many gems of its tower as possible, then as many gems as possible');
  },
  'heavy-smoke': (w, q, action) => {
    const [pid, verb, card, args] = action;
    // A card with no legal use may be passed over; one that has one is played.
    if (verb === 'pass') return hasCardChoice(w, w.rules.card(q.card)) ? new Refusal('challenge.heavy-smoke', `${q.card} can be played, so it must be`) : null;
    if (card !== q.card) return wrongAnswer(q, action[1], `play ${q.card} {args}`);
    return notHeld(w.player(pid), [card]) ?? playRefusal(w, card, args);
  },
  'flock': (w, _q, [pid, verb, from, to]) => {
    if (verb === 'done') return null;
    if (!isCell(from) || !w.isHawk(from) || w.quadrantOwner(from)?.id !== pid) return new Refusal('ft.hawks.flock', `[${String(from)}] holds no hawk of ${pid}'s quadrant`);
    if (!isCell(to) || !hawkSpace(w, pid, to) || w.quadrantOwner(to)?.id !== pid) return new Refusal('ft.hawks.flock', `[${String(to)}] is not a vacant space of ${pid}'s quadrant outside the tower areas`);
    return null;
  },
  'second-crown-fire': (w, q, action) => {
    const [pid, verb, card, args] = action;
    if (verb === 'pass') return null;
    if (card !== 'crown-fire') return wrongAnswer(q, action[1], 'play crown-fire {cells} or pass');
    return notHeld(w.player(pid), [card]) ?? secondCrownRefusal(w, q.first, (args ?? {}) as CardArgs);
  },
  'shadow-one': (w, _q, [, verb, at]) => {
    if (verb === 'remove-firebreak') return isCell(at) && w.isFirebreak(at) ? null : new Refusal('ft.shadow.die-1', `no firebreak at [${String(at)}]`);
    return isCell(at) && w.isHawk(at) && hawkMoves(w, at, true).length ? null : new Refusal('ft.shadow.die-1', `no hawk at [${String(at)}] that can carry a gem to another quadrant`);
  },
  'shadow-hawk': (w, q, [, , from, to]) => {
    if (isCell(from) && isCell(to) && isShadowHawkMove(w, q.hawk, from, to)) return null;
    return new Refusal('ft.shadow.die-1', 'the hawk carries a gem of its own quadrant to a vacant space next to fire in another quadrant');
  },
  'choose-wind': (w, q, [, , wind]) => (windChoices(w, q).includes(wind as Wind) ? null : new Refusal('ft.shadow.die-4', `the new wind must differ from ${q.not} and blow towards a standing tower (${windChoices(w, q).join(', ')})`)),
  'push': () => null,
  'mutual-aid': (_w, q, action) => (action[2] === 'gem' || action[2] === 'firebreak' || action[2] === 'cards' ? null : wrongAnswer(q, action[1], 'aid gem|firebreak|cards')),
  'shadow-card': (_w, q, action) => (action[2] === 'cards' || action[2] === 'wind' ? null : wrongAnswer(q, action[1], 'shadow cards|wind')),
  'play-one': (w, q, action) => {
    const [pid, verb, card, args] = action;
    if (verb === 'pass') return q.optional || !q.cards.some((c) => hasCardChoice(w, w.rules.card(c))) ? null : new Refusal('ft.turn', `${pid} must play one of ${q.cards.join(', ')}`);
    if (typeof card !== 'string' || !q.cards.includes(card)) return wrongAnswer(q, action[1], `play one of ${q.cards.join(', ')}`);
    return playRefusal(w, card, args);
  },
  'wind-gems': windGemRefusal,
  'light-breeze': windGemRefusal,
  'lightning': (w, q, [, , to]) => (isCell(to) && lightningTargets(w, q.near).some((c) => same(c, to)) ? null : new Refusal('ft.ew.lightning', `[${String(to)}] is not a vacant space next to what was just placed`)),
  'kettle-gem': (w, q, [, , from, to]) => {
    if (isCell(from) && isCell(to) && isKettleMove(w, q.player, from, to)) return null;
    return new Refusal('ft.ew.kettle-flight', 'a hawk carries a gem of your quadrant to a vacant space next to fire that was already there');
  },
};

/** Why this answer to `q` (its verb one the question takes) is refused, as its handler would refuse it; null when it is not. */
export function answerArgsRefusal(w: World, q: Question, action: Action): Refusal | null {
  return (ANSWER_CHECKS[q.type] as AnswerCheck<Question['type']>)(w, q, action);
}
