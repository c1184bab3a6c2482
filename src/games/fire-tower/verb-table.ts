/**
 * Fire Tower's verbs as one table: the turn's verbs (turn-verbs.ts) and the answers to each
 * question type (answer-verbs.ts). The machine's steps perform actions through it, legalActions
 * lists its candidates filtered by its checks, and `refusalOf` answers why an action is not
 * legal without changing anything. The arguments' shapes are verbs.ts (checked before all this).
 */
import { checkpoint } from './after-placement.ts';
import { ANSWER_ENTRIES, answerEntry } from './answer-verbs.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import { sampleCardChoice } from './card-sampling.ts';
import type { Action } from './flow.ts';
import { answer } from './question-answers.ts';
import { heavySmokeRound, planned } from './turn-order.ts';
import { notATurnAction, TURN_ENTRIES } from './turn-verbs.ts';
import { FIRE_TOWER_VERBS, type FireTowerVerb } from './verbs.ts';
import type { ActionGroup, AnswerEntry, CheckMode, TurnVerbEntry, VerbContext } from './verb-types.ts';
import { Refusal, type World } from './world.ts';

export { ANSWER_ENTRIES, TURN_ENTRIES };

/** Turn verb → its entry. */
export const TURN_TABLE: ReadonlyMap<string, TurnVerbEntry> = new Map(TURN_ENTRIES.map((e) => [e.verb, e]));

/** Every verb of the shape table (verbs.ts), with the entries that use it: a turn entry, answer entries, or both. */
export function entriesOf(verb: FireTowerVerb): { turn?: TurnVerbEntry; answers: AnswerEntry[] } {
  const turn = TURN_TABLE.get(verb);
  return { ...(turn ? { turn } : {}), answers: ANSWER_ENTRIES.filter((e) => e.verbs.includes(verb)) };
}

export const ALL_VERBS = Object.keys(FIRE_TOWER_VERBS) as FireTowerVerb[];

const refuse = (rule: string, why: () => string): Refusal => new Refusal(rule, why);

/**
 * Why a turn action (not the spread) is refused, in the order the turn looks: whose turn;
 * the Bucket, usable any time; the spread first; one action; an Implementation Plan or a Heavy
 * Smoke round, which leave one action; then the verb's own check. Null when it is legal.
 */
export function turnActionRefusal(w: World, action: Action, mode: CheckMode): Refusal | null {
  const [pid, verb, card] = action;
  if (pid !== w.activePlayer) return refuse('ft.turn', () => `it is ${w.activePlayer}'s turn, not ${pid}'s`);
  const entry = verb === 'spread' ? undefined : TURN_TABLE.get(verb);
  if (verb === 'bucket') return entry!.check(w, action, mode);
  if (!w.turnState.spread) return refuse('ft.turn.spread', () => 'the wind spreads the fire first: place its gem (spread)');
  if (w.turnState.acted) return refuse('ft.turn.action', () => 'this turn has had its action');
  const plan = planned(w.s);
  if (plan && verb !== 'pass-plan' && (verb !== 'play' || card !== plan)) {
    return refuse('challenge.implementation-plan', () => `this turn's action is the planned ${plan}: [${pid}, play, ${plan}, {...}]`);
  }
  if (!plan && verb !== 'heavy-smoke' && heavySmokeRound(w.s, w.player(pid))) {
    return refuse('challenge.heavy-smoke', () => 'Heavy Smoke: this round your action is [p, heavy-smoke, [two cards]]');
  }
  return entry ? entry.check(w, action, mode) : notATurnAction(verb);
}

/** The statechart's action step: the turn action, checked then performed (the Bucket leaves the action to come). */
export function performTurnAction(w: World, action: Action): void {
  const refusal = turnActionRefusal(w, action, 'apply');
  if (refusal) throw refusal;
  const [pid, verb] = action;
  TURN_TABLE.get(verb)!.perform(w, w.player(pid), action);
  if (verb === 'bucket') return;
  w.turnState.acted = true;
  checkpoint(w);
}

/** The statechart's spread step, checked then performed. */
export function performSpread(w: World, action: Action): void {
  const entry = TURN_TABLE.get('spread')!;
  const refusal = entry.check(w, action, 'apply');
  if (refusal) throw refusal;
  entry.perform(w, w.player(action[0]), action);
}

/** The statechart's answer step: question-answers.ts hands the question to its type's handler. */
export function performAnswer(w: World, action: Action): void {
  answer(w, action);
}

/**
 * Why an answer is refused: no question, someone else's, a verb that does not answer it; and
 * (`complete`) arguments its candidates do not list. Null when it is legal.
 */
export function answerRefusal(w: World, action: Action, mode: CheckMode): Refusal | null {
  const [pid, verb] = action;
  const q = w.pending[0];
  if (!q) return refuse('ft.turn', () => 'no question is waiting for an answer');
  if (q.player !== pid) return refuse('ft.turn', () => `the question (${q.type}) is for ${q.player}, not ${pid}`);
  const entry = answerEntry(q.type);
  if (!entry.verbs.includes(verb as FireTowerVerb)) return refuse('ft.turn', () => `${pid} must answer the ${q.type} question with ${entry.verbs.join(' or ')}, not \`${verb}\``);
  if (mode !== 'complete') return null;
  const groups: ActionGroup[] = [];
  entry.candidates({ ...verbContext(w, pid, groups), q });
  const want = JSON.stringify(action);
  if (groups.some((g) => g.actions().some((a) => JSON.stringify(a) === want))) return null;
  return refuse(entry.rule(q, w), () => `${JSON.stringify(action.slice(1))} is not an answer the ${q.type} question allows now`);
}

/** Why `action` (well-shaped, in a phase that takes it) is not legal now; null when it is. */
export function refusalOf(w: World, action: Action, mode: CheckMode): Refusal | null {
  if (w.pending.length) return answerRefusal(w, action, mode);
  if (action[1] === 'spread') return TURN_TABLE.get('spread')!.check(w, action, mode);
  return turnActionRefusal(w, action, mode);
}

/**
 * The context candidates are built in, adding to `groups`. Each family lists and samples
 * only actions its check passes (as `listed`: their arguments come from the rules' own lists).
 */
export function verbContext(w: World, pid: string, groups: ActionGroup[]): VerbContext {
  const families = new Families(w, pid, groups);
  return { w, s: w.s, p: w.player(pid), pid, rules: w.rules, group: families.add.bind(families), plays: families.plays.bind(families) };
}

/**
 * One legalActions call's families. A class, not closures made per call: under tsx every
 * named closure is renamed when made (keepNames), which cost several per cent of a game.
 */
class Families {
  constructor(private readonly w: World, private readonly pid: string, private readonly groups: ActionGroup[]) {}

  passes(a: Action | null): a is Action {
    return !!a && refusalOf(this.w, a, 'listed') === null;
  }

  add(label: string, list: () => Action[], draw?: ActionGroup['sample']): void {
    this.groups.push(new CheckedFamily(this, label, list, draw));
  }

  /** One family per distinct card, in name order, each able to sample a placement. */
  plays(cards: string[]): void {
    const { w, pid } = this;
    // Sorted, then each card once (no Set and its iterator for a hand of five).
    const sorted = cards.slice().sort();
    for (let i = 0; i < sorted.length; i++) {
      const card = sorted[i]!;
      if (i > 0 && card === sorted[i - 1]) continue;
      const item = w.rules.card(card);
      this.add(`play ${card}`, () => cardChoices(w, item).map((args): Action => [pid, 'play', card, args as CardArgs]), (rng) => {
        const args = sampleCardChoice(w, item, rng);
        return args && [pid, 'play', card, args];
      });
    }
  }
}

class CheckedFamily implements ActionGroup {
  readonly sample?: ActionGroup['sample'];
  constructor(private readonly families: Families, readonly label: string, private readonly list: () => Action[], draw?: ActionGroup['sample']) {
    if (draw) this.sample = (rng) => {
      const a = draw(rng);
      return families.passes(a) ? a : null;
    };
  }

  /** A family is one verb (one card): a `listed` check reads no other argument, so its first action answers for all. */
  actions(): Action[] {
    const list = this.list();
    return list.length && !this.families.passes(list[0]!) ? [] : list;
  }
}
