/**
 * Fire Tower's verbs as one table: the turn's verbs (turn-verbs.ts) and the answers to each
 * question type (answer-verbs.ts). The machine's steps perform actions through it, legalActions
 * lists its candidates filtered by its checks, and `refusalOf` answers why an action is not
 * legal without changing anything. The arguments' shapes are verbs.ts (checked before all this).
 */
import { checkpoint } from './after-placement.ts';
import { ANSWER_ENTRIES, answerEntry } from './answer-verbs.ts';
import { answerArgsRefusal } from './answer-checks.ts';
import type { RngState } from '../../core/rng.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import type { CardItem } from './definition.ts';
import { sampleCardChoice } from './card-sampling.ts';
import type { Action } from './flow.ts';
import { answer } from './question-answers.ts';
import { freeTurn, heavySmokeRound, planned } from './turn-order.ts';
import { sortedCardIds } from './hands.ts';
import { cutTo } from './cells.ts';
import type { FireTowerRules } from './rules.ts';
import { noActions, notATurnAction, TURN_ENTRIES } from './turn-verbs.ts';
import { FIRE_TOWER_VERBS, type FireTowerVerb } from './verbs.ts';
import type { ActionGroup, AnswerEntry, CheckMode, QuestionContext, TurnContext, TurnVerbEntry, VerbContext } from './verb-types.ts';
import type { Player, Question } from './state.ts';
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
  const plan = planned(w);
  if (plan && verb !== 'pass-plan' && (verb !== 'play' || card !== plan)) {
    return refuse('challenge.implementation-plan', () => `this turn's action is the planned ${plan}: [${pid}, play, ${plan}, {...}]`);
  }
  if (!plan && verb !== 'heavy-smoke' && heavySmokeRound(w, w.player(pid))) {
    return refuse('challenge.heavy-smoke', () => 'Heavy Smoke: this round your action is [p, heavy-smoke, [two cards]]');
  }
  return entry ? entry.check(w, action, mode) : notATurnAction(verb);
}

/**
 * The statechart's action step: the turn action, checked then performed (the Bucket leaves
 * the action to come). An action the agent drew (`w.drawn`) passed its family's check on this
 * very state, and the check changes nothing, so it is not run again.
 */
export function performTurnAction(w: World, action: Action): void {
  const refusal = w.drawn ? null : turnActionRefusal(w, action, 'apply');
  if (refusal) throw refusal;
  const [pid, verb] = action;
  TURN_TABLE.get(verb)!.perform(w, w.player(pid), action);
  if (verb === 'bucket') return;
  w.turnState.acted = true;
  checkpoint(w);
}

/** The statechart's spread step, checked (unless drawn: see performTurnAction) then performed. */
export function performSpread(w: World, action: Action): void {
  const entry = TURN_TABLE.get('spread')!;
  const refusal = w.drawn ? null : entry.check(w, action, 'apply');
  if (refusal) throw refusal;
  entry.perform(w, w.player(action[0]), action);
}

/**
 * The statechart's answer step: checked as whyNot checks it (so both refuse under the same
 * rule and words), then question-answers.ts hands the question to its type's handler. An
 * answer the agent drew (`w.drawn`) is one its question's candidates list: not checked again.
 */
export function performAnswer(w: World, action: Action): void {
  const refusal = w.drawn ? null : answerRefusal(w, action, 'apply');
  if (refusal) throw refusal;
  answer(w, action);
}

/**
 * Why an answer is refused: no question, someone else's, a verb that does not answer it; then
 * (not `listed`, whose candidates come from the rules' own lists) its arguments, by the
 * question type's direct check (answer-checks.ts). Null when it is legal.
 */
export function answerRefusal(w: World, action: Action, mode: CheckMode): Refusal | null {
  const [pid, verb] = action;
  const q = w.pending[0];
  if (!q) return refuse('ft.turn', () => 'no question is waiting for an answer');
  if (q.player !== pid) return refuse('ft.turn', () => `the question (${q.type}) is for ${q.player}, not ${pid}`);
  const entry = answerEntry(q.type);
  if (!entry.verbs.includes(verb as FireTowerVerb)) return refuse('ft.turn', () => `${pid} must answer the ${q.type} question with ${entry.verbs.join(' or ')}, not \`${verb}\``);
  return mode === 'listed' ? null : answerArgsRefusal(w, q, action);
}

/** Why `action` (well-shaped, in a phase that takes it) is not legal now; null when it is. */
export function refusalOf(w: World, action: Action, mode: CheckMode): Refusal | null {
  if (w.pending.length) return answerRefusal(w, action, mode);
  if (action[1] === 'spread') return TURN_TABLE.get('spread')!.check(w, action, mode);
  return turnActionRefusal(w, action, mode);
}

/**
 * The context an answer's candidates are built in, the pending question `q` set on it, adding
 * to `groups`. Each family lists and samples only actions its check passes (as `listed`:
 * their arguments come from the rules' own lists).
 */
export function questionContext(w: World, pid: string, groups: ActionGroup[], q: Question): QuestionContext<Question> {
  return new Families(groups).set(w, pid, q);
}

/**
 * questionContext for the random agent's draw, adding to `groups`: one context set anew for
 * each draw, whose families are drawn from before the next (not a context and two bound
 * functions made per answer). Never for families handed out (actionGroups).
 */
export function drawQuestionContext(w: World, pid: string, groups: ActionGroup[], q: Question): QuestionContext<Question> {
  if (drawFamilies?.groups !== groups) drawFamilies = new Families(groups);
  return drawFamilies.set(w, pid, q);
}

let drawFamilies: Families | null = null;

/** The context the turn entries' families are made in (no question pending), for `pid`. */
export function turnContext(w: World, pid: string): TurnContext {
  return new TurnFamilies().set(w, pid);
}

/**
 * turnContext for the random agent's draw: one context set anew for each draw, whose families
 * are drawn from before the next. Never for families handed out (actionGroups).
 */
export function drawTurnContext(w: World, pid: string): TurnContext {
  return drawTurnFamilies.set(w, pid);
}

/**
 * What every family is checked with. Classes, not closures made per call: under tsx every
 * named closure is renamed when made (keepNames), which cost several per cent of a game;
 * and the agent makes families at every decision.
 */
class FamilyChecks {
  w!: World;
  pid = '';
  p!: Player;
  rules!: FireTowerRules;

  /** For `pid` deciding in `w` (a context is set anew for each decision, not made). */
  protected decider(w: World, pid: string): void {
    this.w = w;
    this.pid = pid;
    this.p = w.player(pid);
    this.rules = w.rules;
  }

  passes(a: Action | null): a is Action {
    return !!a && refusalOf(this.w, a, 'listed') === null;
  }

  family(label: string, list: () => Action[], draw?: ActionGroup['sample']): ActionGroup {
    return draw ? new SampledFamily(this, label, list, draw) : new CheckedFamily(this, label, list);
  }

  card(card: string): ActionGroup {
    return new CardFamily(this, card);
  }
}

/** The turn's families, made one at a time by the entries (TurnContext). */
class TurnFamilies extends FamilyChecks implements TurnContext {
  free = false;

  /** For `pid` in `w`. */
  set(w: World, pid: string): this {
    this.decider(w, pid);
    this.free = freeTurn(w, this.p);
    return this;
  }

  /**
   * refusalOf in `listed` mode, read in turnActionRefusal's order without asking again what
   * this context has read: on a free turn (no plan, no Heavy Smoke round) its plan and Heavy
   * Smoke checks pass, so a turn action other than the Bucket and the spread is checked for
   * whose turn, the spread and the one action, then by its verb's own check.
   */
  override passes(a: Action | null): a is Action {
    if (!a) return false;
    const w = this.w;
    const verb = a[1];
    if (!this.free || verb === 'bucket' || verb === 'spread' || a[0] !== this.pid || w.pending.length) return super.passes(a);
    const t = w.turnState;
    if (a[0] !== w.activePlayer || !t.spread || t.acted) return false;
    const entry = TURN_TABLE.get(verb);
    return !!entry && entry.check(w, a, 'listed') === null;
  }
}

const drawTurnFamilies = new TurnFamilies();

/** One answer's families, added to its list as its candidates name them (QuestionContext). */
class Families extends FamilyChecks implements VerbContext {
  q!: Question;
  readonly group: VerbContext['group'];
  readonly plays: VerbContext['plays'];

  constructor(readonly groups: ActionGroup[]) {
    super();
    // Bound once: the candidates take them out of the context.
    this.group = this.add.bind(this);
    this.plays = this.cards.bind(this);
  }

  /** For `pid` answering `q` in `w`, its list of families emptied. */
  set(w: World, pid: string, q: Question): this {
    this.decider(w, pid);
    this.q = q;
    // Emptied by pop(), which the compiler inlines: setting its length is a call into the runtime.
    cutTo(this.groups, 0);
    return this;
  }

  private add(label: string, list: () => Action[], draw?: ActionGroup['sample']): void {
    this.groups.push(this.family(label, list, draw));
  }

  /** One family per distinct card, in name order, each able to sample a placement. */
  private cards(cards: string[]): void {
    const sorted = sortedCardIds(cards);
    for (let k = 0; k < sorted.length; k++) this.groups.push(new CardFamily(this, sorted[k]!));
  }
}

class CheckedFamily implements ActionGroup {
  constructor(protected readonly families: FamilyChecks, readonly label: string, private readonly list: () => Action[]) {}

  /** A family is one verb (one card): a `listed` check reads no other argument, so its first action answers for all. */
  actions(): Action[] {
    const list = this.list();
    return list.length && !this.families.passes(list[0]!) ? noActions() : list;
  }
}

class SampledFamily extends CheckedFamily {
  constructor(families: FamilyChecks, label: string, list: () => Action[], private readonly draw: NonNullable<ActionGroup['sample']>) {
    super(families, label, list);
  }

  sample(rng: RngState): Action | null {
    const a = this.draw(rng);
    return this.families.passes(a) ? a : null;
  }
}

/**
 * Playing one card: its arguments listed by cardChoices or one drawn by sampleCardChoice, as
 * actions. The card's rules are looked up when the family is asked, not for every card of the
 * hand at every decision (the random agent asks one family).
 */
class CardFamily implements ActionGroup {
  constructor(private readonly families: FamilyChecks, private readonly card: string) {}

  private get item(): CardItem {
    return this.families.w.rules.card(this.card);
  }

  get label(): string {
    return `play ${this.card}`;
  }

  actions(): Action[] {
    const { w, pid } = this.families;
    const list = cardChoices(w, this.item).map((args): Action => [pid, 'play', this.card, args as CardArgs]);
    return list.length && !this.families.passes(list[0]!) ? noActions() : list;
  }

  sample(rng: RngState): Action | null {
    const args = sampleCardChoice(this.families.w, this.item, rng);
    const a: Action | null = args && [this.families.pid, 'play', this.card, args];
    return this.families.passes(a) ? a : null;
  }
}
