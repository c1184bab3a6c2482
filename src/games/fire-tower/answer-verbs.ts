/**
 * The answers to a pending question as table entries, one per question type: the verbs that
 * answer it and its candidates (families of actions, in the order legalActions lists them).
 * Checking an answer is answer-checks.ts; performing it is question-answers.ts `answer`,
 * which hands each type to its own handler.
 */
import { cardChoices, type CardArgs } from './cards.ts';
import { hasCardChoice } from './card-any-choice.ts';
import { setBit, wordsFor } from './board-masks.ts';
import { fireChoicesNear } from './card-placements.ts';
import type { Action } from './flow.ts';
import { hawkTargets } from './after-placement.ts';
import { cardsOfSize, discardChoices, orderedPicks } from './hands.ts';
import { enemyBucketChoices, enemyHawkTargets, enemyPlacements, wetLinePlacements } from './solo.ts';
import { gemAnswerVerb, gemTargets, hawkSpaces, isOpponentsHawk } from './gems.ts';
import { hawkMoves, hawksThatCarry, windChoices } from './shadow.ts';
import { kettleMoves, lightningTargets, windGemTargets } from './weather.ts';
import { sortCells, type Question } from './state.ts';
import type { World } from './world.ts';
import type { Cell } from './patterns.ts';
import { actionsOf, noActions, sampleRedraw } from './turn-verbs.ts';
import { hawkPileEmpty, ownHawks, sampleGemAnswer, sampleHawkAnswer, sampleHawkMove, sampleHawkSpace, sampleShadowHawkMove } from './answer-sampling.ts';
import type { AnswerEntry, QuestionContext, QuestionOf, QuestionType } from './verb-types.ts';

/** One entry per question type; the mapped type gives each its own question in `q`. */
type AnswerTable = { [T in QuestionType]: Omit<AnswerEntry<T>, 'question'> };

/** Wind cards moving a gem, then the way out: shared by the wind-gems and light-breeze questions. */
function windGemGroups({ w, p, pid, q, rules, group }: QuestionContext<QuestionOf<'wind-gems' | 'light-breeze'>>): void {
  for (const card of [...new Set(p.hand.filter((c) => rules.cards.get(c)?.type === 'wind'))].sort()) group(`play ${card}`, () => windGemTargets(w, card).map((gem): Action => [pid, 'play', card, { gem }]));
  group('done', () => [[pid, q.type === 'wind-gems' ? 'done' : 'pass']]);
}

/** The answers each pending question allows, in the order they are listed. */
const ANSWERS: AnswerTable = {
  'redraw': {
    verbs: ['redraw'],
    candidates: ({ p, pid, group }) => group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]), (rng) => sampleRedraw(pid, p.hand, rng)),
  },
  'swap-three': {
    verbs: ['redraw'],
    candidates: ({ p, pid, group }) => group('redraw', () => cardsOfSize(p.hand, Math.min(3, p.hand.length)).map((sub): Action => [pid, 'redraw', sub])),
  },
  'gems': {
    verbs: ['gem', 'firebreak', 'hawk', 'remove', 'remove-hawk'],
    candidates: ({ w, q, group }) => group(q.rule, () => gemAnswers(w, q), (rng) => sampleGemAnswer(w, q, rng)),
  },
  'become-shadow': {
    verbs: ['become-shadow'],
    candidates: ({ pid, group }) => group('become-shadow', () => [[pid, 'become-shadow', true], [pid, 'become-shadow', false]]),
  },
  'hawk-setup': {
    verbs: ['hawk'],
    candidates: ({ w, pid, group }) => group('hawk', () => hawkSpaces(w, pid).map((c): Action => [pid, 'hawk', c]), (rng) => sampleHawkSpace(w, pid, rng)),
  },
  'hawk': {
    verbs: ['hawk-gem'],
    candidates: ({ w, pid, q, group }) => group('hawk-gem', () => (q.mine ? enemyHawkTargets(w, q.from) : hawkTargets(w, q.from)).map((c): Action => [pid, 'hawk-gem', c]), (rng) => sampleHawkAnswer(w, q, rng)),
  },
  'enemy-card': {
    verbs: ['place'],
    candidates: ({ w, pid, q, group }) => group('place', () => enemyPlacements(w, q.card).map((a): Action => [pid, 'place', a])),
  },
  'punish': {
    verbs: ['firestorm'],
    candidates: ({ w, pid, group }) => group('firestorm', () => w.solo!.attackWinds.map((d): Action => [pid, 'firestorm', d])),
  },
  'red-flag': {
    verbs: ['double'],
    candidates: ({ w, pid, group }) => group('double', () => (w.solo!.enemyDeck.length <= 1 ? [[pid, 'double', true]] : [[pid, 'double', true], [pid, 'double', false]])),
  },
  'challenge-count': {
    verbs: ['challenges'],
    candidates: ({ pid, group }) => group('challenges', () => [[pid, 'challenges', 1], [pid, 'challenges', 2]]),
  },
  'challenge': {
    verbs: ['accept', 'skip'],
    candidates: ({ w, pid, group }) => {
    group('accept', () => [[pid, 'accept']]);
    if (w.solo!.skipsLeft > 0) group('skip', () => [[pid, 'skip']]);
  },
  },
  'sturdy': {
    verbs: ['sturdy'],
    candidates: ({ w, pid, group }) => group('sturdy', () => w.solo!.enemies.filter((e) => !w.isBurned(e.corner)).map((e): Action => [pid, 'sturdy', e.corner])),
  },
  'sanctuary': {
    verbs: ['sanctuary'],
    candidates: ({ w, p, pid, group }) => group('sanctuary', () => w.allCells().filter((c) => w.inOwnQuadrant(p, c) && w.isVacant(c) && !w.forest.towerAreaAt(c)).map((c): Action => [pid, 'sanctuary', c])),
  },
  'plan': {
    verbs: ['plan'],
    candidates: ({ p, pid, group }) => group('plan', () => orderedPicks(p.hand, Math.min(3, p.hand.length)).map((cards): Action => [pid, 'plan', cards])),
  },
  'wet-line': {
    verbs: ['place'],
    candidates: ({ w, pid, group }) => group('place', () => wetLinePlacements(w).map((cells): Action => [pid, 'place', { cells: sortCells([...cells]) }])),
  },
  'enemy-bucket': {
    verbs: ['enemy-bucket'],
    candidates: ({ w, pid, q, group }) => group('enemy-bucket', () => enemyBucketChoices(w, q.corner).map((cells): Action => [pid, 'enemy-bucket', cells])),
  },
  'heavy-smoke': {
    verbs: ['play', 'pass'],
    candidates: ({ w, pid, q, rules, group }) => {
    group(`play ${q.card}`, () => cardChoices(w, rules.card(q.card)).map((args): Action => [pid, 'play', q.card, args]));
    group('pass', () => (hasCardChoice(w, rules.card(q.card)) ? noActions() : [[pid, 'pass']]));
  },
  },
  'flock': {
    verbs: ['move-hawk', 'done'],
    candidates: ({ w, pid, group }) => {
    group('move-hawk', () => {
      const to = hawkSpaces(w, pid, true);
      return ownHawks(w, pid).flatMap((h) => to.map((c): Action => [pid, 'move-hawk', h, c]));
    }, (rng) => sampleHawkMove(w, pid, rng));
    group('done', () => [[pid, 'done']]);
  },
  },
  'second-crown-fire': {
    verbs: ['play', 'pass'],
    candidates: ({ w, p, pid, q, group }) => {
    group('play crown-fire', () => (p.hand.includes('crown-fire') ? actionsOf(secondCrownChoices(w, q.first), (args) => [pid, 'play', 'crown-fire', args]) : noActions()));
    group('pass', () => [[pid, 'pass']]);
  },
  },
  'shadow-one': {
    verbs: ['remove-firebreak', 'activate-hawk'],
    candidates: ({ w, pid, group }) => {
    group('remove-firebreak', () => w.firebreaks.map((c): Action => [pid, 'remove-firebreak', c]));
    group('activate-hawk', () => actionsOf(hawksThatCarry(w, w.hawks), (h) => [pid, 'activate-hawk', h]));
  },
  },
  'shadow-hawk': {
    verbs: ['move-gem'],
    candidates: ({ w, pid, q, group }) => group('move-gem', () => hawkMoves(w, q.hawk).map(([f, t]): Action => [pid, 'move-gem', f, t]), (rng) => sampleShadowHawkMove(w, q, rng)),
  },
  'choose-wind': {
    verbs: ['wind'],
    candidates: ({ w, pid, q, group }) => group('wind', () => windChoices(w, q).map((d): Action => [pid, 'wind', d])),
  },
  'push': {
    verbs: ['roll', 'stop'],
    candidates: ({ pid, group }) => {
    group('roll', () => [[pid, 'roll']]);
    group('stop', () => [[pid, 'stop']]);
  },
  },
  'mutual-aid': {
    verbs: ['aid'],
    candidates: ({ pid, group }) => group('aid', () => ['gem', 'firebreak', 'cards'].map((o): Action => [pid, 'aid', o])),
  },
  'shadow-card': {
    verbs: ['shadow'],
    candidates: ({ pid, group }) => group('shadow', () => [[pid, 'shadow', 'cards'], [pid, 'shadow', 'wind']]),
  },
  'play-one': {
    verbs: ['play', 'pass'],
    candidates: ({ w, pid, q, rules, group, plays }) => {
    plays(q.cards);
    group('pass', () => (q.optional || !q.cards.some((c) => hasCardChoice(w, rules.card(c))) ? [[pid, 'pass']] : noActions()));
  },
  },
  'wind-gems': {
    verbs: ['play', 'done', 'pass'],
    candidates: windGemGroups,
  },
  'light-breeze': {
    verbs: ['play', 'pass', 'done'],
    candidates: windGemGroups,
  },
  'lightning': {
    verbs: ['move-lightning'],
    candidates: ({ w, pid, q, group }) => group('move-lightning', () => lightningTargets(w, q.near).map((c): Action => [pid, 'move-lightning', c])),
  },
  'kettle-gem': {
    verbs: ['move-gem'],
    candidates: ({ w, pid, group }) => group('move-gem', () => kettleMoves(w, pid).map(([f, t]): Action => [pid, 'move-gem', f, t])),
  },
};

function gemAnswers(w: World, q: Extract<Question, { type: 'gems' }>): Action[] {
  const pid = q.player;
  const targets = gemTargets(w, q);
  if (hawkPileEmpty(w, q)) {
    // The pile is empty: a hawk is taken from another quadrant.
    const others = w.hawks.filter((h) => isOpponentsHawk(w, pid, h));
    return targets.flatMap((c) => others.map((h): Action => [pid, 'hawk', c, h]));
  }
  const verb = gemAnswerVerb(q.rule);
  return targets.map((c): Action => [pid, verb, c]);
}

/**
 * Crown Fire's choices (cardChoices: its pattern as place-fire) touching the first pair: those
 * holding a space orthogonally next to it, found among the placements holding such a space.
 */
function secondCrownChoices(w: World, first: Cell[]): CardArgs[] {
  const n = w.forest.size;
  const near = new Uint32Array(wordsFor(w.forest));
  for (const [r, c] of first) {
    for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) if (w.forest.insideAt(nr, nc)) setBit(near, nr * n + nc);
  }
  return fireChoicesNear(w, w.rules.card('crown-fire').pattern!, near).map((cells) => ({ cells }));
}

/** Every answer entry, one per question type. */
export const ANSWER_ENTRIES: readonly AnswerEntry[] = (Object.keys(ANSWERS) as QuestionType[]).map((t) => ({ question: t, ...ANSWERS[t] }) as unknown as AnswerEntry);

const BY_TYPE = new Map(ANSWER_ENTRIES.map((e) => [e.question, e]));

/** The type last asked about and its entry: a question's entry is asked for again and again (listed, checked, answered), a compare instead of a Map lookup. */
let lastType: QuestionType | null = null;
let lastEntry: AnswerEntry | undefined;

/** The entry answering a question of this type. */
export function answerEntry<T extends QuestionType>(type: T): AnswerEntry<T> {
  if (type !== lastType) {
    lastEntry = BY_TYPE.get(type);
    lastType = type;
  }
  return lastEntry as unknown as AnswerEntry<T>;
}
