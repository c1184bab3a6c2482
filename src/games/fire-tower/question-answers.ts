/**
 * Answering the first pending question: redraws, gems, Mutual Aid, Shadow of the Wood,
 * hawks, a second Crown Fire; the expansions' and solo questions are passed on to their files.
 * A log line's details are built only when the game keeps a log (`w.silent`: none is kept).
 */
import { rollDie } from '../../core/rng.ts';
import type { CardArgs } from './cards.ts';
import { performCard, secondCrownFire } from './card-effects.ts';
import { answerWeather, offerLightBreeze } from './weather.ts';
import { answerShadow } from './shadow.ts';
import { answerSolo } from './solo-answers.ts';
import { gemAnswerVerb, hasGemTarget, isOpponentsHawk } from './gems.ts';
import { checkpoint, nextAid, noteAnswerable } from './after-placement.ts';
import { isCell, playFromHand, redraw, type Action } from './flow.ts';
import type { Cell } from './patterns.ts';
import type { GemRule, Player, Question } from './state.ts';
import { Refusal, type World } from './world.ts';
import { wrongAnswer } from './answer-refusal.ts';

/**
 * The handler of one question type: the question `q` is for player `p` (`pid`), answered with
 * `verb`; the answer's arguments are `action[2]` on. Plain parameters, not an object, and no
 * slice of the arguments: about 150 answers a game.
 */
type AnswerHandler<Q extends Question = Question> = (w: World, p: Player, q: Q, pid: string, verb: string, action: Action) => void;

type AnswerHandlers = { [T in Question['type']]?: AnswerHandler<Extract<Question, { type: T }>> };

/** One handler per question type of the base game; the others are passed on (see `answerElsewhere`). */
const ANSWERS: AnswerHandlers = {
  'redraw': (w, p, q, pid, verb, action) => {
    if (verb !== 'redraw') throw wrongAnswer(q, verb, 'redraw [cards]');
    redraw(w, p, action[2]);
    w.pending.shift();
    w.refill(p);
  },
  'gems': (w, p, q, pid, verb, action) => {
    const expected = gemAnswerVerb(q.rule);
    if (verb !== expected) throw wrongAnswer(q, verb, `${expected} [r, c]`);
    // The space passed answer-checks.ts (performAnswer checks before it answers).
    const at = action[2] as Cell;
    if (q.rule === 'firebreak') w.addFirebreak(at, pid);
    else if (q.rule === 'hawk') placeHawk(w, p, at, action[3]);
    else if (q.rule === 'remove') w.removeGem(at);
    else if (q.rule === 'unhawk') w.removeHawk(at);
    else w.addGem(at, q.by);
    q.placed.push(at);
    if (w.aid && q.rule === 'creeping') w.aid.gems.push(at);
    q.left--;
    if (!w.silent) w.log(expected, { at, rule: q.rule }, pid);
    if (q.left <= 0 || !hasGemTarget(w, q)) w.pending.shift();
    // What stillAnswerable asks of a gems question, save the hawks' pile: the step's tidying need not ask it again.
    else if (q.rule !== 'hawk') noteAnswerable(w, q);
  },
  'mutual-aid': (w, p, q, pid, verb, action) => {
    const option = action[2];
    if (verb !== 'aid' || (option !== 'gem' && option !== 'firebreak' && option !== 'cards')) throw wrongAnswer(q, verb, 'aid gem|firebreak|cards');
    w.pending.shift();
    if (!w.silent) w.log('mutual-aid', { option }, pid);
    w.aid = { option, queue: w.fromPlayer(pid, (x) => x.status !== 'out').map((x) => x.id), gems: [] };
    nextAid(w);
  },
  'swap-three': (w, p, q, pid, verb, action) => {
    const cards = action[2];
    if (verb !== 'redraw' || !Array.isArray(cards) || cards.length !== Math.min(3, p.hand.length)) throw new Refusal('ft.events.mutual-aid', `Mutual Aid's card option: ${pid} discards exactly ${Math.min(3, p.hand.length)} cards ([${pid}, redraw, [three cards]])`);
    redraw(w, p, cards);
    w.pending.shift();
    w.refill(p);
    nextAid(w);
  },
  'shadow-card': (w, p, q, pid, verb, action) => {
    const choice = action[2];
    if (verb !== 'shadow' || (choice !== 'cards' && choice !== 'wind')) throw wrongAnswer(q, verb, 'shadow cards|wind');
    w.pending.shift();
    shadowCard(w, p, choice);
  },
  'play-one': (w, p, q, pid, verb, action) => {
    // Whether it may be passed (no card of it can be played) is answer-checks.ts's to say, before.
    if (verb === 'pass') {
      w.pending.shift();
      passOn(w, p, q, q.cards);
      return;
    }
    const card = action[2] as string;
    const cardArgs = action[3] as CardArgs | undefined;
    if (verb !== 'play' || !q.cards.includes(card)) throw wrongAnswer(q, verb, `play one of ${q.cards.join(', ')}`);
    w.pending.shift();
    const rest = [...q.cards];
    rest.splice(rest.indexOf(card), 1);
    w.discard.push(card);
    // The Shadow Die's 3 plays up to two of its three cards.
    if ((q.left ?? 1) > 1 && rest.length) w.pending.unshift({ ...q, cards: rest, left: (q.left ?? 1) - 1 });
    else passOn(w, p, q, rest);
    if (!w.silent) w.log('play', { card }, pid);
    performCard(w, p, card, w.rules.card(card), cardArgs ?? {});
    // Light Breeze follows any Wind card a player plays (Lookout, Patrol, Mobilization too).
    if (w.rules.card(card).type === 'wind') offerLightBreeze(w, p, true);
  },
  'become-shadow': (w, p, q, pid, verb, action) => {
    if (verb !== 'become-shadow' || typeof action[2] !== 'boolean') throw wrongAnswer(q, verb, 'become-shadow true|false');
    w.pending.shift();
    if (action[2]) p.status = 'shadow';
    if (!w.silent) w.log(action[2] ? 'becomes-shadow' : 'leaves-the-game', {}, pid);
  },
  'hawk-setup': (w, p, q, pid, verb, action) => {
    if (verb !== 'hawk') throw wrongAnswer(q, verb, 'hawk [r, c]');
    const at = action[2] as Cell;
    w.addHawk(at);
    w.pending.shift();
    if (!w.silent) w.log('hawk', { at, setup: true }, pid);
  },
  'hawk': (w, p, q, pid, verb, action) => {
    if (verb !== 'hawk-gem') throw wrongAnswer(q, verb, 'hawk-gem [r, c]');
    const to = action[2] as Cell;
    w.pending.shift();
    w.removeGem(q.from);
    w.addGem(to, pid);
    if (!w.silent) w.log('hawk-carries', { from: q.from, to }, pid);
  },
  'flock': (w, p, q, pid, verb, action) => {
    if (verb === 'done') {
      w.pending.shift();
      return;
    }
    if (verb !== 'move-hawk') throw wrongAnswer(q, verb, 'move-hawk [from] [to] or done');
    const from = action[2] as Cell;
    const to = action[3] as Cell;
    w.removeHawk(from);
    w.addHawk(to);
    if (!w.silent) w.log('hawk-moved', { from, to }, pid);
  },
  'second-crown-fire': (w, p, q, pid, verb, action) => {
    if (verb === 'pass') {
      w.pending.shift();
      return;
    }
    if (verb !== 'play' || action[2] !== 'crown-fire') throw wrongAnswer(q, verb, 'play crown-fire {cells} or pass');
    w.pending.shift();
    secondCrownFire(w, p, q.first, (action[3] ?? {}) as CardArgs);
  },
};

/**
 * Answer the first pending question, whose arguments answer-checks.ts has passed (performAnswer
 * checks first): a handler checks its verb, then acts, without testing its spaces again.
 */
export function answer(w: World, action: Action): void {
  const pid = action[0];
  const verb = action[1];
  const q = w.pending[0];
  if (!q) throw new Refusal('ft.turn', 'no question is waiting for an answer');
  if (q.player !== pid) throw new Refusal('ft.turn', `the question (${q.type}) is for ${q.player}, not ${pid}`);
  const p = w.player(pid);
  // The table is keyed by q.type, so the handler found takes this very question.
  const handler = Object.hasOwn(ANSWERS, q.type) ? (ANSWERS[q.type] as AnswerHandler | undefined) : undefined;
  if (handler) handler(w, p, q, pid, verb, action);
  else answerElsewhere(w, p, q, verb, action.slice(2));
  // Aid is done: burned towers are checked only now (a tie is possible).
  checkpoint(w);
}

/** The expansions' and the solo game's questions, each answered by its own file. */
function answerElsewhere(w: World, p: Player, q: Question, verb: string, args: unknown[]): void {
  if (answerWeather(w, p, q, verb, args)) return;
  if (answerSolo(w, p, q, verb, args, (card, cardArgs) => {
    w.turnState.acted = true;
    playFromHand(w, p, card, cardArgs);
  })) return;
  answerShadow(w, p, q, verb, args);
}

/** What happens to the cards a play-one leaves: Patrol keeps them, Mobilization passes them on, else discarded. */
function passOn(w: World, p: Player, q: Extract<Question, { type: 'play-one' }>, rest: string[]): void {
  if (q.keep) p.hand.push(...rest);
  else if (q.passTo?.length && rest.length) w.pending.splice(1, 0, { type: 'play-one', player: q.passTo[0]!, cards: rest, passTo: q.passTo.slice(1) });
  else w.discard.push(...rest);
}

/** A hawk from the pile, or — when the pile is empty — one taken from an opponent's quadrant (`from`). */
function placeHawk(w: World, p: Player, at: Cell, from: unknown): void {
  const supply = w.rules.number('param.hawks.supply') - w.hawks.length;
  if (supply <= 0) {
    if (!isCell(from) || !w.isHawk(from) || !isOpponentsHawk(w, p.id, from)) throw new Refusal('ft.hawks.place', 'the pile of hawks is empty: name a hawk of an opponent\'s quadrant to take, [p, hawk, [to], [from]]');
    w.removeHawk(from);
  }
  w.addHawk(at);
}

export function gemRule(rule: GemRule): string {
  const rules: Record<GemRule, string> = { 'next-to-fire': 'ft.bucket', firebreak: 'ft.cards.firebreaks', creeping: 'card.creeping-fires', downwind: 'ft.events.shadow', hawk: 'ft.hawks.place', remove: 'card.helitack', unhawk: 'ft.ew.kettle-flight', quadrant: 'challenge.smoldering-fire' };
  return rules[rule];
}

// ---- Shadow of the Wood (the base game's event card) -----------------------------------------

function shadowCard(w: World, p: Player, choice: 'cards' | 'wind'): void {
  if (choice === 'cards') {
    const taken: string[] = [];
    for (const o of w.activePlayers()) {
      if (!o.hand.length) continue;
      const i = rollDie(w.rng, o.hand.length) - 1;
      taken.push(o.hand.splice(i, 1)[0]!);
      w.refill(o);
    }
    if (!w.silent) w.log('shadow-cards', { taken: taken.length }, p.id);
    // One of them must be played (a card with no legal use may be passed over).
    if (taken.length) w.ask({ type: 'play-one', player: p.id, cards: taken });
    return;
  }
  for (let i = 0; i < 3; i++) {
    // The game's wind stays as it is: these rolls only aim the shadow's gems.
    const dir = w.rollWind('shadow of the wood');
    const q: Question = { type: 'gems', player: p.id, left: 1, rule: 'downwind', placed: [], by: p.id, direction: dir };
    if (hasGemTarget(w, q)) w.ask(q);
    else if (!w.silent) w.log('no-room', { rule: 'downwind', direction: dir }, p.id);
  }
}
