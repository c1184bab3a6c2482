/**
 * The answers to a pending question as one table, an entry per question type, in the style
 * of the verb table (types.ts): `candidates` lists the answers worth checking in the order
 * legalActions lists them, `plan` says whether an answer is legal (a Refusal value or a
 * small plan, never mutating or throwing), `perform` carries the plan out. Who the question
 * is for is checked once for all of them (`planAnswer`).
 */
import { canonicalEdge, edgeKey, sameSpace, type Edge, type Space } from '../board.ts';
import { dodgeStep, type Step } from '../entry.ts';
import { priceOf } from '../pricer.ts';
import { advanceOnFlippedDice, explodeHazmat, knockDown, resolveHeat } from '../fire.ts';
import { rescueArrivals } from '../poi.ts';
import type { Pending } from '../state.ts';
import { OPPOSITE_FACE, Refusal, type World } from '../world.ts';
import type { Candidate } from './table.ts';
import { relocate, travel } from './travel.ts';
import { spaceArg, wayArg, type Args } from './types.ts';
import { resolveDeckGun } from './vehicles.ts';
import { mapList } from '../../../core/map-list.ts';

type QuestionType = Pending['type'];
type Question<T extends QuestionType> = Extract<Pending, { type: T }>;
type Die = 'red' | 'black';

export interface AnswerEntry<T extends QuestionType, P extends object> {
  /** The answers worth checking now, in legalActions' order: every legal answer is among them. */
  candidates(q: Question<T>): Candidate[];
  plan(w: World, q: Question<T>, player: string, verb: string, args: Args): P | Refusal;
  perform(w: World, q: Question<T>, player: string, plan: P): void;
}

const showSpaces = (spaces: readonly Space[]) => spaces.map((o) => `[${o.join(', ')}]`).join(' ');

/** The dice an answer names (`both` is both), or the first that is not a die. */
function diceOf(arg: unknown): readonly unknown[] {
  return arg === 'both' ? ['red', 'black'] : [arg];
}

const ride: AnswerEntry<'ride', { stay: true } | { to: Space }> = {
  candidates: () => [['stay', []], ['ride', [0]], ['ride', [1]]],
  plan(w, q, player, verb, [arg]) {
    const f = w.firefighter(player);
    if (verb === 'stay') return { stay: true };
    if (verb !== 'ride') return new Refusal('mech.turn', () => `${player} must answer ride or stay`);
    const cost = priceOf(w, f, 'ride');
    if (cost instanceof Refusal) return cost;
    const idx = arg === undefined ? 0 : Number(arg);
    if (!(idx === 0 || idx === 1)) return new Refusal('mech.vehicles', 'ride takes the space of the vehicle to stand on: 0 or 1');
    const at = w.board.parkingSpots(q.vehicle)[q.to]![idx]!;
    return { to: [at[0], at[1]] };
  },
  perform(w, q, player, plan) {
    const f = w.firefighter(player);
    if ('to' in plan) {
      relocate(w, f, plan.to);
      w.log('ride', { vehicle: q.vehicle, to: f.at }, f.id);
      rescueArrivals(w, `rode the ${q.vehicle}`);
    } else w.log('stay', { vehicle: q.vehicle }, f.id);
    q.players.shift();
    if (!q.players.length) w.pending = null;
  },
};

const suppress: AnswerEntry<'suppress', { flip: Die[]; cost: number }> = {
  candidates: () => [['keep', []], ['suppress', ['red']], ['suppress', ['black']], ['suppress', ['both']]],
  plan(w, _q, player, verb, [arg]) {
    if (verb === 'keep') return { flip: [], cost: 0 };
    if (verb !== 'suppress') return new Refusal('ap.suppress', () => `${player} must answer keep or suppress red|black|both`);
    const which = diceOf(arg);
    if (!which.every((d) => d === 'red' || d === 'black')) return new Refusal('ap.suppress', 'suppress takes red, black or both');
    const f = w.firefighter(player);
    const cost = priceOf(w, f, 'suppress');
    if (cost instanceof Refusal) return cost;
    if (f.savedAp < cost) return new Refusal('mech.ap', () => `suppressing costs ${cost} saved AP and ${f.id} has ${f.savedAp}`);
    return { flip: which as Die[], cost };
  },
  perform(w, q, player, { flip, cost }) {
    let red = q.red;
    let black = q.black;
    if (flip.length) {
      const f = w.firefighter(player);
      f.savedAp -= cost;
      if (flip.includes('red')) red = OPPOSITE_FACE(red, w.board.rows);
      if (flip.includes('black')) black = OPPOSITE_FACE(black, w.blackSides);
      w.log('suppress', { flipped: flip, from: [q.red, q.black], to: [red, black] }, f.id);
    }
    w.pending = null;
    advanceOnFlippedDice(w, red, black);
  },
};

const deckGun: AnswerEntry<'deck-gun', { reroll: Die[] }> = {
  candidates: () => [['keep', []], ['reroll', ['red']], ['reroll', ['black']], ['reroll', ['both']]],
  plan(_w, q, player, verb, [arg]) {
    if (verb === 'keep') return { reroll: [] };
    if (verb !== 'reroll') return new Refusal('mech.turn', () => `${player} must answer keep or reroll red|black|both`);
    const which = diceOf(arg);
    for (const d of which) {
      if (d !== 'red' && d !== 'black') return new Refusal('fp.specialists.driver.reroll', 'reroll takes red, black or both');
      if (q.rerolled[d]) return new Refusal('fp.specialists.driver.reroll', () => `the ${d} die has already been re-rolled`);
    }
    return { reroll: which as Die[] };
  },
  perform(w, q, _player, { reroll }) {
    for (const d of reroll) {
      q.rerolled[d] = true;
      q[d] = w.rollOne(d === 'red' ? w.board.rows : w.board.deckGunDie, 'deck gun re-roll', d);
    }
    // Keeping, or both dice re-rolled: the shot is fired.
    if (!reroll.length || (q.rerolled.red && q.rerolled.black)) {
      w.pending = null;
      resolveDeckGun(w, q.red, q.black);
    }
  },
};

const heatOrder: AnswerEntry<'heat-order', { pick: Edge }> = {
  candidates: (q) => mapList(q.options, (e): Candidate => ['heat-first', [e]]),
  plan(_w, q, player, verb, [arg]) {
    const show = () => q.options.map((o) => `[${o.join(', ')}]`).join(' ');
    if (verb !== 'heat-first') return new Refusal('fp.dw.heat-order', () => `${player} must answer heat-first with one of the bulkheads ${show()}`);
    const e = Array.isArray(arg) && (arg.length === 3 || arg.length === 4) ? canonicalEdge(arg as Edge) : null;
    const pick = e && q.options.find((o) => edgeKey(o) === edgeKey(e));
    if (!pick) return new Refusal('fp.dw.heat-order', () => `${JSON.stringify(arg)} is not one of the bulkheads ${show()}`);
    return { pick };
  },
  perform(w, _q, _player, { pick }) {
    w.pending = null;
    resolveHeat(w, pick);
  },
};

/** An answer naming one of the question's spaces with `expected`, or why not (`rule`). */
function chosenSpace(q: { options: Space[] }, player: string, verb: string, arg: unknown, expected: string, rule: string): Space | Refusal {
  if (verb !== expected) return new Refusal(rule, () => `${player} must answer ${expected} with one of ${showSpaces(q.options)}`);
  const at = spaceArg(arg, expected);
  if (at instanceof Refusal) return at;
  if (!q.options.some((o) => sameSpace(o, at))) return new Refusal(rule, () => `[${at.join(', ')}] is not one of ${showSpaces(q.options)}`);
  return at;
}

const hazmatOrder: AnswerEntry<'hazmat-order', { at: Space }> = {
  candidates: (q) => mapList(q.options, (o): Candidate => ['explode-first', [o]]),
  plan(_w, q, player, verb, [arg]) {
    const at = chosenSpace(q, player, verb, arg, 'explode-first', 'fp.fire.hazmat-order');
    return at instanceof Refusal ? at : { at };
  },
  perform(w, _q, _player, { at }) {
    w.pending = null;
    explodeHazmat(w, at);
  },
};

/** A knocked-down firefighter goes to one of the spaces offered, or dodges (paying saved AP). */
const knockDownAnswer: AnswerEntry<'knock-down', { at: Space } | { dodge: Step; cost: number }> = {
  candidates(q) {
    const out = mapList(q.options, (o): Candidate => ['go-to', [o]]);
    for (const d of q.dodge ?? []) out.push(['dodge', [d]]);
    return out;
  },
  plan(w, q, player, verb, [arg]) {
    if (verb === 'dodge') {
      const way = wayArg(arg, 'dodge');
      if (way instanceof Refusal) return way;
      const d = dodgeStep(w, w.firefighter(player), way);
      return d instanceof Refusal ? d : { dodge: d.step, cost: d.cost };
    }
    const at = chosenSpace(q, player, verb, arg, 'go-to', 'fp.fire.knock-down');
    return at instanceof Refusal ? at : { at };
  },
  perform(w, _q, player, plan) {
    w.pending = null;
    if ('at' in plan) return knockDown(w, player, plan.at);
    const f = w.firefighter(player);
    f.savedAp -= plan.cost;
    travel(w, f, plan.dodge.to, 'dodge', { from: plan.dodge.from, to: plan.dodge.to, cost: plan.cost });
  },
};

type AnyAnswer = AnswerEntry<QuestionType, object>;

/** Question type → its entry. */
export const ANSWER_TABLE: Readonly<Record<QuestionType, AnyAnswer>> = {
  ride, suppress, 'deck-gun': deckGun, 'heat-order': heatOrder, 'hazmat-order': hazmatOrder, 'knock-down': knockDownAnswer,
} as unknown as Record<QuestionType, AnyAnswer>;

/** Who a question is for (a ride question asks its riders in turn). */
export function answeringPlayer(q: Pending): string {
  return q.type === 'ride' ? q.players[0]! : q.player;
}

/** The plan for `player`'s answer to the pending question, or why it is refused. */
export function planAnswer(w: World, player: string, verb: string, args: Args): object | Refusal {
  const q = w.pending;
  if (!q) return new Refusal('mech.turn', 'no question is waiting for an answer');
  const asked = answeringPlayer(q);
  if (asked !== player) return new Refusal('mech.turn', () => `the ${q.type} question is for ${asked}`);
  return ANSWER_TABLE[q.type].plan(w, q, player, verb, args);
}

/** Answer the pending question (ride/stay after a drive, keep/reroll for the deck gun, ...). */
export function answerChoice(w: World, action: readonly [string, string, ...unknown[]]): void {
  const [player, verb, ...args] = action;
  const plan = planAnswer(w, player, verb, args);
  if (plan instanceof Refusal) throw plan;
  ANSWER_TABLE[w.pending!.type].perform(w, w.pending!, player, plan);
}

/** The legal answers of the player the pending question is for, as [verb, args], checked by their plans. */
export function legalAnswers(w: World): Candidate[] {
  const q = w.pending;
  if (!q) return [];
  const player = answeringPlayer(q);
  const e = ANSWER_TABLE[q.type];
  return e.candidates(q).filter(([verb, args]) => !(e.plan(w, q, player, verb, args) instanceof Refusal));
}
