/**
 * What an action costs, two ways with one answer. The general path (`price`) asks the
 * ruleset's `ap-cost` table with a facts object. The compiled path (`priceOf`) knows, per
 * action, which facts that action's rules read (ModifierTable `readsFor`, from the YAML
 * conditions), reads only those from the state (ap-facts.ts) and looks the answer up by
 * their values (value-digits.ts); a question it has not met yet is asked the general way and
 * its answer kept. The YAML stays the only source: every kept answer is the table's.
 */
import type { Facts } from '../../core/conditions.ts';
import type { FoldResult } from '../../core/effects.ts';
import type { ModifierTable } from '../../core/modifier-table.ts';
import { BASE_FACTS, questionFacts, STEP_FACTS, type Step } from './ap-facts.ts';
import type { Firefighter } from './state.ts';
import { Refusal, type World } from './world.ts';
import { levelUnder, ValueDigits, type Level } from './value-digits.ts';

/** Does some rule give the action a cost (a `set`)? A loop, not `some`: it runs for every candidate. */
export function hasSetCost(trace: readonly { op: string }[]): boolean {
  for (let i = 0; i < trace.length; i++) if (trace[i]!.op === 'set') return true;
  return false;
}

/** The price a fold of the `ap-cost` modifiers gives `action`, or the refusal naming the rule that forbids it. */
export function answerOf(r: FoldResult, action: unknown): number | Refusal {
  // A forbidding rule is the better answer than "no rule prices it": it names why.
  if (r.forbidden) {
    const by = r.forbiddenBy[0]!;
    return new Refusal(by.id, by.reason ?? 'forbidden');
  }
  // An action exists in a game only while some rule gives its cost: a module that removes
  // those rules (the Family Game removing the specialists' abilities) removes the action.
  if (!hasSetCost(r.trace)) return new Refusal('mech.actions', () => `no rule of this game gives a cost for \`${String(action)}\`: the action is not part of it`);
  return r.value;
}

/** What the rules say an action costs, or the refusal naming the rule that forbids it (the general path). */
export function price(w: World, facts: Facts): number | Refusal {
  return answerOf(w.rules.apCost(facts), facts.action);
}

/** Reads one fact of a question from the state, as `questionFacts` would set it. */
type Reader = (w: World, f: Firefighter, step: Step | null, more: Readonly<Record<string, unknown>> | undefined) => unknown;

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The reader of fact `name`: the verb's own value first, then the step's, then the
 * firefighter's, as `questionFacts` layers them. Specialised by where the fact can come
 * from, so a read is one call to its source (no lookups of the name).
 */
/** The reader of fact `name` for a question without verb facts of its own: the fact's source itself when it has one. */
function plainReaderOf(name: string): Reader {
  const fromStep = hasOwn(STEP_FACTS, name) ? STEP_FACTS[name]! : null;
  const fromBase = hasOwn(BASE_FACTS, name) ? BASE_FACTS[name]! : null;
  if (fromStep) return (w, f, step) => (step !== null ? fromStep(w, step) : fromBase === null ? undefined : fromBase(w, f));
  return fromBase ?? (() => undefined);
}

function readerOf(name: string): Reader {
  const fromStep = hasOwn(STEP_FACTS, name) ? STEP_FACTS[name]! : null;
  const fromBase = hasOwn(BASE_FACTS, name) ? BASE_FACTS[name]! : null;
  const given = (more: Readonly<Record<string, unknown>> | undefined) => more !== undefined && hasOwn(more, name);
  if (fromStep && fromBase) return (w, f, step, more) => (given(more) ? more![name] : step !== null ? fromStep(w, step) : fromBase(w, f));
  if (fromStep) return (w, _f, step, more) => (given(more) ? more![name] : step !== null ? fromStep(w, step) : undefined);
  if (fromBase) return (w, f, _step, more) => (given(more) ? more![name] : fromBase(w, f));
  // A verb's own fact (not the step's nor the firefighter's) is in `more` or nowhere: read it
  // without asking whether it is there, unless an object inherits a property of that name.
  if (!(name in Object.prototype)) return (_w, _f, _step, more) => (more === undefined ? undefined : more[name]);
  return (_w, _f, _step, more) => (given(more) ? more![name] : undefined);
}

/** Past this many kept answers a pricer asks the general way (a guard against unbounded facts, e.g. counts). */
const ANSWER_LIMIT = 4_096;

/**
 * The compiled pricer of one action in one ruleset: the answers kept by the digits of the
 * facts its rules read (value-digits.ts), so a question met before is a few array loads,
 * with no key or facts object built.
 */
export class ApPricer {
  /** The read facts' readers: for a question with verb facts of its own (`more`), and for one without. */
  private readonly reads: readonly Reader[];
  private readonly plainReads: readonly Reader[];
  private readonly digits: ValueDigits[];
  private readonly answers: Level<number | Refusal> = [];
  private kept = 0;

  constructor(readonly action: string, names: readonly string[]) {
    this.reads = names.map(readerOf);
    this.plainReads = names.map(plainReaderOf);
    this.digits = names.map(() => new ValueDigits());
  }

  /** What the action costs `f` (by `step`, with the verb's facts `more`): the kept answer, or the general path's. */
  answer(w: World, f: Firefighter, step: Step | null, more: Readonly<Record<string, unknown>> | undefined): number | Refusal {
    const reads = more === undefined ? this.plainReads : this.reads;
    let level = this.answers;
    let digit = 0;
    for (let i = 0; i < reads.length; i++) {
      if (i > 0) level = levelUnder(level, digit);
      digit = this.digits[i]!.digitOf(reads[i]!(w, f, step, more));
      if (digit < 0) return price(w, questionFacts(w, f, this.action, step, more));
    }
    let a = level[digit] as number | Refusal | undefined;
    if (a === undefined) {
      a = price(w, questionFacts(w, f, this.action, step, more));
      if (this.kept < ANSWER_LIMIT) {
        this.kept++;
        level[digit] = a;
      }
    }
    return a;
  }
}

/** Pricers by table, then by action; null for an action whose rules read a fact through a path (asked the general way). */
const PRICERS = new WeakMap<ModifierTable, Map<string, ApPricer | null>>();
/** The last rules' pricers: a game asks one ruleset thousands of times in a row (its table never changes). */
let lastRules: World['rules'] | null = null;
let lastPricers: Map<string, ApPricer | null> = new Map();
/** The action last asked of those rules, and its pricer: a verb's candidates are checked one after another. */
let lastAction: string | null = null;
let lastPricer: ApPricer | null = null;

function pricerFor(w: World, action: string): ApPricer | null {
  if (w.rules !== lastRules) {
    const table = w.rules.ruleset.table('ap-cost');
    let pricers = PRICERS.get(table);
    if (!pricers) PRICERS.set(table, (pricers = new Map()));
    lastRules = w.rules;
    lastPricers = pricers;
    lastAction = null;
  }
  if (action === lastAction) return lastPricer;
  let p = lastPricers.get(action);
  if (p === undefined) {
    const table = w.rules.ruleset.table('ap-cost');
    // The reads are those of the action's group only when the table is keyed by the action.
    const reads = table.keyFact === 'action' ? table.readsFor({ action }) : null;
    p = !reads || reads.some((r) => r.path !== undefined) ? null : new ApPricer(action, reads.map((r) => r.fact));
    lastPricers.set(action, p);
  }
  lastAction = action;
  lastPricer = p;
  return p;
}

/**
 * What `action` costs `f` (entering by `step`, when it is an entry; with the verb's own facts
 * `more`), or the refusal naming the rule: `price` of `questionFacts`, answered without
 * building them once the same question (by the facts the action's rules read) was met.
 */
export function priceOf(w: World, f: Firefighter, action: string, step: Step | null = null, more?: Readonly<Record<string, unknown>>): number | Refusal {
  const p = pricerFor(w, action);
  return p ? p.answer(w, f, step, more) : price(w, questionFacts(w, f, action, step, more));
}
