/**
 * What a Fire Tower verb is in the table (verb-table.ts): where it may apply (`candidates`,
 * in families the random agent can sample), whether an action is legal now (`check`, which
 * reads the state and returns a Refusal value, never mutating or throwing), and what it does
 * (`perform`, which apply's machine step runs). A turn verb is one entry; the answers to a
 * pending question are one entry per question type, listing the verbs that answer it.
 */
import type { RngState } from '../../core/rng.ts';
import type { Action } from './flow.ts';
import type { FireTowerRules } from './rules.ts';
import type { Player, Question } from './state.ts';
import type { FireTowerVerb } from './verbs.ts';
import type { Refusal, World } from './world.ts';

/** A family of actions (one card, the redraws, the Bucket...), enumerated only when asked for. */
export interface ActionGroup {
  label: string;
  actions: () => Action[];
  /** One of `actions()` drawn at random without listing them all (null when there is none); absent for short lists. */
  sample?: (rng: RngState) => Action | null;
}

/** Adds one family of actions to the list being built. */
export type AddGroup = (label: string, actions: () => Action[], sample?: ActionGroup['sample']) => void;

/** What every candidates function reads: the acting player, the world seen from the state, and the list to add to. */
export interface VerbContext {
  w: World;
  p: Player;
  pid: string;
  rules: FireTowerRules;
  group: AddGroup;
  /** One family per distinct card, in name order, each able to sample a placement. */
  plays: (cards: string[]) => void;
}

/**
 * How a check is asked. `listed`: the action is one of the entry's own candidates, built
 * from the very lists the rules allow (the hand, the spaces a rule names), so only what no
 * argument changes is checked again (whose turn, the phase, the card a family plays): one
 * answer holds for a whole family, which is checked once. `apply`: it is about to be
 * performed, and what the performance refuses in its own words (a card's arguments, checked
 * by card-checks.ts as the card is performed) is left to it. `complete`: everything, for a player asking why.
 */
export type CheckMode = 'listed' | 'apply' | 'complete';

/** The phases in which a turn verb may be offered (no question pending). */
export type TurnPhase = 'spread' | 'action';

/**
 * What a turn entry's families are made from (no question pending): the acting player, the
 * world, whether the whole choice is open (turn-order.ts `freeTurn`, asked once), and the
 * makers of a family, each listing and sampling only actions the table's checks pass.
 */
export interface TurnContext {
  w: World;
  p: Player;
  pid: string;
  rules: FireTowerRules;
  free: boolean;
  family(label: string, actions: () => Action[], sample?: ActionGroup['sample']): ActionGroup;
  /** Playing `card` from the hand: its arguments listed or one sampled. */
  card(card: string): ActionGroup;
  /** Does `a` pass the table's checks (as a family's actions are checked)? */
  passes(a: Action | null): a is Action;
}

/**
 * One turn verb: its families when no question is pending, its check and what it does. The
 * families are counted first and made one at a time: the random agent draws a family by
 * its place among them all and makes that one only.
 */
export interface TurnVerbEntry {
  verb: FireTowerVerb;
  /** The machine's phases in which `offers` may be above 0 (legalActions asks no other entry). */
  phases: readonly TurnPhase[];
  /** How many families this verb offers now (0 when it has no use now). */
  offers(ctx: TurnContext): number;
  /** Its `k`th family now (k < offers(ctx)), in the order legalActions lists them. */
  family(ctx: TurnContext, k: number): ActionGroup;
  /** One action of its `k`th family drawn as drawing from `family(ctx, k)` draws (the same RNG calls), without making it. */
  draw?(ctx: TurnContext, k: number, rng: RngState): Action | null;
  /** Null when `action` (well-shaped, for this verb, no question pending) is legal now. */
  check(w: World, action: Action, mode: CheckMode): Refusal | null;
  /** Carries the action out (refusing, with the rule's words, what `check` would refuse). */
  perform(w: World, p: Player, action: Action): void;
}

export type QuestionType = Question['type'];
export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;
export type QuestionContext<Q extends Question> = VerbContext & { q: Q };

/** The answers to one question type: the verbs that answer it, their candidates, check and performance. */
export interface AnswerEntry<T extends QuestionType = QuestionType> {
  question: T;
  verbs: readonly FireTowerVerb[];
  candidates(ctx: QuestionContext<QuestionOf<T>>): void;
}
