/**
 * The player's answers to the solo game's questions (enemy cards, challenges, penalties,
 * enemy Buckets, Heavy Smoke): each checked against what solo.ts lists (answer-checks.ts, as
 * performAnswer runs it; an answer the agent drew is one of the question's candidates), then
 * performed: a handler checks its verb and shape, not its spaces again.
 */
import { rollDie } from '../../core/rng.ts';
import type { Corner, Wind } from './board.ts';
import type { CardArgs } from './cards.ts';
import type { Cell } from './patterns.ts';
import type { Player, Question } from './state.ts';
import { add, Refusal, type World } from './world.ts';
import { accept, drawChallenges, hasEnemyPlacement, quadrantFirestorm } from './solo.ts';

function isCell(x: unknown): x is Cell {
  return Array.isArray(x) && x.length === 2 && x.every(Number.isInteger);
}

/** A list of spaces, sorted (row, then column) so answers compare as text; null when it is not one. */
export function sortedCellList(x: unknown): Cell[] | null {
  if (!Array.isArray(x) || !x.every(isCell)) return null;
  return [...(x as Cell[])].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The `{ cells }` or `{ at }` answer to an enemy card, as the text `enemyPlacements` lists; null when malformed. */
export function enemyAnswer(arg: unknown): string | null {
  if (!arg || typeof arg !== 'object' || Array.isArray(arg)) return null;
  const a = arg as CardArgs;
  if (a.cells !== undefined) {
    const cells = sortedCellList(a.cells);
    return cells ? JSON.stringify({ cells }) : null;
  }
  return isCell(a.at) ? JSON.stringify({ at: a.at }) : null;
}

/** A solo question being answered, as every solo answer handler sees it. */
interface SoloAnswering<Q extends Question = Question> {
  w: World;
  p: Player;
  q: Q;
  verb: string;
  args: unknown[];
  playCard: (card: string, args: CardArgs) => void;
  solo: World['solo'];
  /** The refusal for an answer of the wrong shape, naming what was expected. */
  wrong: (expected: string) => Refusal;
}

type SoloAnswerHandlers = { [T in Question['type']]?: (a: SoloAnswering<Extract<Question, { type: T }>>) => void };

/** One handler per solo question type; each either performs the answer or throws a Refusal. */
const SOLO_ANSWERS: SoloAnswerHandlers = {
  'enemy-card': ({ w, q, verb, args, wrong }) => {
    if (verb !== 'place') throw wrong('place {cells} or place {at}');
    const a = args[0] as CardArgs;
    w.pending.shift();
    const item = w.rules.card(q.card);
    if (item.effect === 'explosion') {
      const at = a.at as Cell;
      w.removeGem(at);
      w.addFirebreak(at, 'enemy');
      const cells = item.pattern!.cells.map((d) => add(at, d)).filter((c) => w.isEmpty(c));
      for (const c of cells) w.addGem(c, 'enemy');
      w.log('explosion', { at, cells, enemy: true }, 'enemy');
    } else {
      for (const c of a.cells as Cell[]) w.addGem(c, 'enemy');
      w.log('fire', { cells: a.cells, card: q.card, enemy: true }, 'enemy');
    }
    if ((q.times ?? 1) > 1 && hasEnemyPlacement(w, q.card)) w.pending.unshift({ ...q, times: (q.times ?? 1) - 1 });
    else w.turnState.attack = 'done';
  },
  'punish': ({ w, verb, args, solo, wrong }) => {
    const dir = args[0] as Wind;
    if (verb !== 'firestorm' || !solo!.attackWinds.includes(dir)) throw wrong(`firestorm ${solo!.attackWinds.join('|')}`);
    w.pending.shift();
    quadrantFirestorm(w, dir);
  },
  'red-flag': ({ w, verb, args, solo, wrong }) => {
    if (verb !== 'double' || typeof args[0] !== 'boolean') throw wrong('double true|false');
    // The challenge must be met: the round's last enemy card is doubled if none was before.
    if (!args[0] && solo!.enemyDeck.length <= 1) throw new Refusal('challenge.red-flag-warning', 'Red Flag Warning: this is the round\'s last enemy card and none has been doubled, so this one is');
    w.pending.shift();
    if (args[0]) {
      solo!.redFlagUsed = true;
      w.turnState.double = true;
    }
  },
  'challenge-count': ({ w, verb, args, solo, wrong }) => {
    const n = args[0];
    if (verb !== 'challenges' || (n !== 1 && n !== 2)) throw wrong('challenges 1|2');
    w.pending.shift();
    if (n === 2) solo!.doubled = true;
    drawChallenges(w, n);
  },
  'challenge': ({ w, p, q, verb, solo, wrong }) => {
    if (verb === 'skip') {
      if (solo!.skipsLeft <= 0) throw new Refusal('ft.solo.challenges', 'no skips are left at this level');
      solo!.skipsLeft--;
      w.pending.shift();
      w.log('challenge-skipped', { challenge: q.challenge }, p.id);
      return;
    }
    if (verb !== 'accept') throw wrong('accept or skip');
    w.pending.shift();
    accept(w, q.challenge);
  },
  'sturdy': ({ w, p, verb, args, solo, wrong }) => {
    const corner = args[0] as Corner;
    if (verb !== 'sturdy' || !solo!.enemies.some((e) => e.corner === corner && !w.isBurned(corner))) throw wrong('sturdy CORNER (an enemy tower still standing)');
    w.pending.shift();
    solo!.sturdy = corner;
    w.log('sturdy-construction', { tower: corner }, p.id);
  },
  'sanctuary': ({ w, p, verb, args, solo }) => {
    const at = args[0];
    if (verb !== 'sanctuary' || !isCell(at)) throw new Refusal('ft.solo.challenges', 'the sanctuary goes on a vacant space of your quadrant outside your tower area');
    w.pending.shift();
    solo!.sanctuary = at;
    w.log('sanctuary', { at }, p.id);
  },
  'plan': ({ w, p, verb, args, solo, wrong }) => {
    const cards = args[0];
    const n = Math.min(3, p.hand.length);
    if (verb !== 'plan' || !Array.isArray(cards) || cards.length !== n) throw wrong(`plan [${n} cards of your hand, in the order they will be played]`);
    const hand = [...p.hand];
    for (const c of cards as string[]) {
      const i = hand.indexOf(c);
      if (i < 0) throw new Refusal('ft.solo.challenges', `${c} is not in your hand`);
      hand.splice(i, 1);
    }
    w.pending.shift();
    p.hand = hand;
    solo!.plan = [...(cards as string[])];
    w.log('implementation-plan', { plan: cards }, p.id);
  },
  'wet-line': ({ w, p, verb, args }) => {
    const arg = args[0];
    const cells = arg && typeof arg === 'object' ? sortedCellList((arg as CardArgs).cells) : null;
    if (verb !== 'place' || !cells) throw new Refusal('ft.solo.challenges', 'the Wet Line penalty is a full 3x3 square of empty spaces in your quadrant, touching fire');
    w.pending.shift();
    for (const c of cells) w.addGem(c, 'enemy');
    w.log('wet-line-fire', { cells }, p.id);
  },
  'enemy-bucket': ({ w, p, q, verb, args, solo }) => {
    const cells = sortedCellList(args[0]);
    if (verb !== 'enemy-bucket' || !cells) throw new Refusal('ft.solo.enemy-bucket', 'the enemy Bucket takes a line with as many gems of its tower as possible, then as many gems as possible');
    w.pending.shift();
    for (const c of cells) w.removeGem(c);
    solo!.enemies.find((e) => e.corner === q.corner)!.bucket = false;
    w.log('enemy-bucket', { tower: q.corner, cells }, p.id);
  },
  'heavy-smoke': ({ w, p, q, verb, args, playCard, wrong }) => {
    const [card, cardArgs] = args as [string, CardArgs | undefined];
    if (verb === 'pass') {
      w.pending.shift();
      w.discardFromHand(p, q.card);
      return;
    }
    if (verb !== 'play' || card !== q.card) throw wrong(`play ${q.card} {args}`);
    w.pending.shift();
    playCard(card, cardArgs ?? {});
  },
};

/** Answers to the solo questions; false when the question is not one of them. */
export function answerSolo(w: World, p: Player, q: Question, verb: string, args: unknown[], playCard: (card: string, args: CardArgs) => void): boolean {
  const solo = w.solo;
  const wrong = (expected: string) => new Refusal('ft.turn', `${p.id} must answer the ${q.type} question with ${expected}, not \`${verb}\``);
  // The table is keyed by q.type, so the handler found takes this very question.
  const handler = Object.hasOwn(SOLO_ANSWERS, q.type) ? (SOLO_ANSWERS[q.type] as ((a: SoloAnswering) => void) | undefined) : undefined;
  if (!handler) return false;
  handler({ w, p, q, verb, args, playCard, solo, wrong });
  return true;
}

/** Heavy Smoke: two cards chosen, one drawn blind and played. */
export function heavySmoke(w: World, p: Player, cards: unknown): void {
  if (!Array.isArray(cards) || cards.length !== 2 || cards.some((c) => typeof c !== 'string')) throw new Refusal('challenge.heavy-smoke', 'Heavy Smoke: name two cards of your hand');
  const hand = [...p.hand];
  for (const c of cards as string[]) {
    const i = hand.indexOf(c);
    if (i < 0) throw new Refusal('challenge.heavy-smoke', `${c} is not in your hand`);
    hand.splice(i, 1);
  }
  const chosen = (cards as string[])[rollDie(w.rng, 2) - 1]!;
  w.log('heavy-smoke', { offered: cards, drawn: chosen }, p.id);
  w.ask({ type: 'heavy-smoke', player: p.id, card: chosen });
}

