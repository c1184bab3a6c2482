/**
 * One computed value's modifiers compiled into a lookup table. Most modifiers apply to one
 * verb only (`action: move`), so the table is keyed by the fact that the most modifiers
 * require a value of (Flash Point's `action`, ASL's `method`): a question evaluates only the
 * modifiers that can fire for its key, each compiled with that key (and the options) known,
 * so the leaves they decide fold away. Within a key, answers are memoised by the values of
 * the facts that key's modifiers still read (found at compile time), when all are plain
 * values. Results are those of `foldEffects` over the modifiers that fire, in layering order.
 */
import { compileFactRef, compileNode, factsRead, isFactRef, type Condition, type FactRef, type Facts, type KnownFacts, type Predicate } from './conditions.ts';
import type { Amount, Effect, EffectOp, FoldResult, TraceEntry } from './effects.ts';
import type { Item } from './layering.ts';

/** What the table needs of a modifier: its item (conditions, effect, title, source) and where it came from. */
export interface ModifierSource {
  item: Item & { conditions?: Condition; effect: Effect };
  module: string;
  op: EffectOp;
}

/** A modifier as one key's group holds it: when it fires, and its trace entry (shared when constant). */
interface Entry {
  when: Predicate | true;
  op: EffectOp;
  entry?: Readonly<TraceEntry>;
  /** For an amount read from the facts: the entry with that amount. */
  make?: (facts: Facts) => TraceEntry;
}

interface Group {
  entries: Entry[];
  /** Readers of every fact the group's entries still read (the memo's key). */
  reads: ((facts: Facts) => unknown)[];
  /** Those facts, as named in the conditions and amounts (`readsFor`). */
  refs: readonly FactRef[];
  /** Off once a question brought an object where a key was read. */
  memoising: boolean;
  /** The modifiers of `entries`, in order: those that may fire with what the group was compiled knowing. */
  sources: readonly ModifierSource[];
  memo: Map<unknown, unknown>;
  memoSize: number;
}

/** `lowest` answers for one key: by the values of the names that matter for it (`floorMemo`), in order. */
interface FloorMemo {
  names: readonly string[];
  sources: readonly ModifierSource[];
  node: Map<unknown, unknown>;
}

const NEGATIVE_ZERO = Symbol('-0');

/** Past this many answers a group stops memoising new ones (a guard against unbounded facts, e.g. counts). */
const MEMO_LIMIT = 4_096;

export class ModifierTable {
  /** The fact the table is keyed by, or null when no modifier requires one. */
  readonly keyFact: string | null;
  private readonly keyValues: ReadonlySet<unknown>;
  private readonly groups = new Map<unknown, Group>();
  private readonly unkeyed: Group;
  /** `lowest` answers by the list of names asked with, then by the key's value, then by the values of the names that matter for it. */
  private readonly floors = new Map<readonly string[], Map<unknown, FloorMemo>>();

  constructor(
    private readonly modifiers: readonly ModifierSource[],
    private readonly known: KnownFacts,
    private readonly memoise = true,
  ) {
    this.keyFact = chooseKey(modifiers.map((m) => m.item.conditions), known);
    const keyValues = new Set<unknown>();
    if (this.keyFact) for (const m of modifiers) for (const v of requiredValues(m.item.conditions, this.keyFact) ?? []) keyValues.add(v);
    this.keyValues = keyValues;
    this.unkeyed = this.build(this.keyFact ? modifiers.filter((m) => requiredValues(m.item.conditions, this.keyFact!) === null) : modifiers, known);
  }

  /** The group a question falls in: its key's, built on first use, or the one for keys no modifier requires. */
  private groupFor(facts: Facts): Group {
    if (this.keyFact === null) return this.unkeyed;
    const key = facts[this.keyFact];
    // A Map takes -0 for 0; a group knows its key exactly, so -0 has its own slot.
    const slot = isNegativeZero(key) ? NEGATIVE_ZERO : key;
    let g = this.groups.get(slot);
    if (g) return g;
    if (!this.keyValues.has(key) || key !== key) return this.unkeyed;
    g = this.build(this.modifiers, { ...this.known, [this.keyFact]: key });
    this.groups.set(slot, g);
    return g;
  }

  /** Compile the modifiers that can fire with `known` facts, dropping those it rules out. */
  private build(modifiers: readonly ModifierSource[], known: KnownFacts): Group {
    const entries: Entry[] = [];
    const refs: FactRef[] = [];
    const sources: ModifierSource[] = [];
    for (const m of modifiers) {
      const when = m.item.conditions ? compileNode(m.item.conditions, known) : true;
      if (when === false) continue;
      sources.push(m);
      refs.push(...factsRead(m.item.conditions));
      const amount = amountOf(m);
      if (amount !== undefined && typeof amount !== 'number') refs.push(amount);
      entries.push({ when, op: m.op, ...traceMaker(m, amount, known) });
    }
    const unknown = uniqueRefs(refs).filter((r) => !Object.prototype.hasOwnProperty.call(known, r.fact));
    return { entries, reads: unknown.map(compileFactRef), refs: unknown, memoising: this.memoise, memo: new Map(), memoSize: 0, sources };
  }

  /**
   * The facts (not known at compile time) that decide every answer to a question with these
   * facts' key: two questions with the same key and the same values of these facts have the
   * same fold. A caller that can produce those values alone may remember answers by them.
   */
  readsFor(facts: Facts): readonly FactRef[] {
    return this.groupFor(facts).refs;
  }

  /** Does any modifier read `fact` (in its conditions or its amount)? A fact none reads never changes an answer. */
  readsFact(fact: string): boolean {
    return this.modifiers.some((m) => {
      const amount = amountOf(m);
      return factsRead(m.item.conditions).some((r) => r.fact === fact) || (typeof amount === 'object' && amount.fact === fact);
    });
  }

  /**
   * Could a question with these facts' key meet a modifier of effect `op`? False only when
   * no modifier that may fire for the key has one (no rule of a game sets a cost for an
   * action it lacks): a caller then knows every such answer without asking each.
   */
  mayApply(facts: Facts, op: EffectOp): boolean {
    if (this.keyFact !== null && !Object.prototype.hasOwnProperty.call(facts, this.keyFact)) return true;
    return this.groupFor(facts).entries.some((e) => e.op === op);
  }

  /**
   * A floor under every value `fold` gives when some `set` fires and nothing forbids, for a
   * question whose facts named in `names` are those of `facts`, whatever its other facts
   * (+Infinity when no such question has a value: no set can fire, or a forbid always
   * does); -Infinity when the modifiers cannot bound it (an amount read from the facts, a
   * multiply that may turn a negative around). A caller that needs at least that much (AP)
   * refuses a family of questions without asking each. Remembered by the values of those of the facts
   * that can change it (`floorMemo`; no allocation once known).
   */
  lowest(facts: Facts, names: readonly string[]): number {
    let byKey = this.floors.get(names);
    if (!byKey) this.floors.set(names, (byKey = new Map()));
    const key = this.keyFact !== null && names.includes(this.keyFact) ? facts[this.keyFact] : undefined;
    let memo = byKey.get(key);
    if (!memo) byKey.set(key, (memo = this.floorMemo(facts, names)));
    // Remembered by the values of the names that can change the floor only: a question that
    // differs in another (whether it is the turn's first action, for a move) has the same one.
    const read = memo.names;
    let node = memo.node;
    for (let i = 0; i < read.length - 1; i++) {
      const v = facts[read[i]!];
      let next = node.get(v) as Map<unknown, unknown> | undefined;
      if (!next) node.set(v, (next = new Map()));
      node = next;
    }
    const last = read.length ? facts[read[read.length - 1]!] : undefined;
    let floor = node.get(last) as number | undefined;
    if (floor === undefined) {
      // Compiled with those facts known, so the modifiers they rule out are left out.
      const known: Record<string, unknown> = { ...this.known };
      for (const n of names) known[n] = facts[n];
      floor = lowestOf(this.build(memo.sources, known).entries);
      node.set(last, floor);
    }
    return floor;
  }

  /**
   * A new memo of `lowest` for these facts' key: the modifiers that may fire for the key (its
   * group's `sources`), and the names of `names` whose values can change the floor, those
   * modifiers' reads (the group's `refs`). A modifier ruled out by the key alone stays ruled
   * out with more facts known, and one that may fire is compiled from the facts it reads.
   * Every modifier and every name when the key is not among the names or no modifier requires it.
   */
  private floorMemo(facts: Facts, names: readonly string[]): FloorMemo {
    const key = this.keyFact === null ? undefined : facts[this.keyFact];
    if (this.keyFact === null || !names.includes(this.keyFact) || !this.keyValues.has(key) || key !== key) {
      return { names, sources: this.modifiers, node: new Map() };
    }
    const g = this.groupFor(facts);
    return { names: names.filter((n) => g.refs.some((r) => r.fact === n)), sources: g.sources, node: new Map() };
  }

  /** Fold the modifiers that fire for these facts onto `base`. */
  fold(facts: Facts, base = 0): FoldResult {
    const g = this.groupFor(facts);
    if (!g.memoising) return foldGroup(g, facts, base);
    // A hit walks the memo by base, then by each read fact's value, allocating nothing.
    // (An object is never stored as a key, so it misses; -0 would find 0, so it misses too.)
    let node = isNegativeZero(base) ? undefined : g.memo.get(base);
    for (let i = 0; node !== undefined && i < g.reads.length; i++) {
      const v = g.reads[i]!(facts);
      node = isNegativeZero(v) ? undefined : (node as Map<unknown, unknown>).get(v);
    }
    if (node !== undefined) return node as FoldResult;
    return remember(g, facts, base);
  }
}

/**
 * The least value a fold over some of `entries` (those that fire, one set at least) can
 * give, following `foldEffects`: a set, then every add, then every multiply. +Infinity when
 * none can be a value: no set may fire, or a forbid always fires that no allow may lift.
 */
function lowestOf(entries: readonly Entry[]): number {
  if (alwaysForbidden(entries)) return Infinity;
  // The last set that fires wins: those before one that always fires never count.
  let first = 0;
  entries.forEach((e, i) => {
    if (e.op === 'set' && e.when === true) first = i;
  });
  let floor = Infinity;
  for (let i = first; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.op !== 'set') continue;
    if (!e.entry) return -Infinity;
    floor = Math.min(floor, e.entry.value);
  }
  for (const e of entries) {
    if (e.op !== 'add') continue;
    if (!e.entry) return -Infinity;
    floor += Math.min(0, e.entry.value);
  }
  for (const e of entries) {
    if (e.op !== 'multiply') continue;
    if (!e.entry || e.entry.value < 0 || floor < 0) return -Infinity;
    floor *= Math.min(1, e.entry.value);
  }
  return Number.isNaN(floor) ? -Infinity : floor;
}

/** Does a forbid fire whatever the facts left unknown, with no allow among `entries` that may lift it? */
function alwaysForbidden(entries: readonly Entry[]): boolean {
  const liftable = new Set<string>();
  for (const e of entries) if (e.op === 'allow') for (const id of e.entry?.lifts ?? []) liftable.add(id);
  return entries.some((e) => e.op === 'forbid' && e.when === true && !!e.entry && !liftable.has(e.entry.id));
}

function isNegativeZero(v: unknown): boolean {
  return v === 0 && 1 / v < 0;
}

/** A value the memo may be keyed by: not an object (it may change), nor -0 (a Map takes it for 0). */
function isMemoKey(v: unknown): boolean {
  return v === null || (typeof v !== 'object' && typeof v !== 'function' && !isNegativeZero(v));
}

/** Fold a question the memo has not seen, and remember the answer when every value read is a key. */
function remember(g: Group, facts: Facts, base: number): FoldResult {
  const path: unknown[] = [base];
  for (const read of g.reads) path.push(read(facts));
  if (!path.every(isMemoKey)) {
    // An object where a key was read (ASL's terrain tags): such a group is not memoised.
    if (path.some((v) => v !== null && typeof v === 'object')) g.memoising = false;
    return foldGroup(g, facts, base);
  }
  const result = freezeResult(foldGroup(g, facts, base));
  if (g.memoSize < MEMO_LIMIT) {
    g.memoSize++;
    storePath(g.memo, path, result);
  }
  return result;
}

function storePath(root: Map<unknown, unknown>, path: readonly unknown[], result: FoldResult): void {
  let node = root;
  for (let i = 0; i < path.length - 1; i++) {
    let child = node.get(path[i]) as Map<unknown, unknown> | undefined;
    if (!child) node.set(path[i], (child = new Map()));
    node = child;
  }
  node.set(path[path.length - 1], result);
}

/** A memoised answer is shared by every caller that asks the same question: nobody may change it. */
function freezeResult(r: FoldResult): FoldResult {
  r.trace.forEach((t) => Object.freeze(t));
  Object.freeze(r.trace);
  Object.freeze(r.forbiddenBy);
  return Object.freeze(r);
}

/** The fold of `foldEffects` over the group's firing entries, without its intermediate arrays. */
function foldGroup(g: Group, facts: Facts, base: number): FoldResult {
  const fired: TraceEntry[] = [];
  for (const e of g.entries) if (e.when === true || e.when(facts)) fired.push(e.entry ?? e.make!(facts));
  let value = base;
  let lifting = false;
  let forbidding = false;
  for (const t of fired) {
    if (t.op === 'set') value = t.value;
    else if (t.op === 'allow') lifting = true;
    else if (t.op === 'forbid') forbidding = true;
  }
  for (const t of fired) if (t.op === 'add') value += t.value;
  for (const t of fired) if (t.op === 'multiply') value *= t.value;
  const forbiddenBy = forbidding ? forbidsStanding(fired, lifting) : [];
  return { value, forbidden: forbiddenBy.length > 0, forbiddenBy, trace: fired };
}

function forbidsStanding(fired: readonly TraceEntry[], lifting: boolean): TraceEntry[] {
  const lifted = lifting ? new Set(fired.flatMap((t) => (t.op === 'allow' ? (t.lifts ?? []) : []))) : undefined;
  return fired.filter((t) => t.op === 'forbid' && !lifted?.has(t.id));
}

/** The amount of a set/add/multiply (a number or a fact reference); undefined for forbid/allow. */
function amountOf(m: ModifierSource): Amount | undefined {
  return m.op === 'forbid' || m.op === 'allow' ? undefined : (m.item.effect as Record<string, Amount>)[m.op];
}

/** The trace entry a modifier contributes: built once when its amount is constant under `known`. */
function traceMaker(m: ModifierSource, amount: Amount | undefined, known: KnownFacts): Pick<Entry, 'entry' | 'make'> {
  if (amount === undefined || typeof amount === 'number') return { entry: Object.freeze(traceEntry(m, amount ?? 0)) };
  const times = amount.times ?? 1;
  const scaled = (raw: unknown) => {
    const v = Number(raw ?? 0);
    return (Number.isFinite(v) ? v : 0) * times;
  };
  if (Object.prototype.hasOwnProperty.call(known, amount.fact)) {
    const fixed = compileFactRef(amount)(known);
    return { entry: Object.freeze(traceEntry(m, scaled(fixed))) };
  }
  const read = compileFactRef(amount);
  return { make: (facts) => traceEntry(m, scaled(read(facts))) };
}

/** The same entry, key for key, as Ruleset's fold has always produced. */
export function traceEntry(m: ModifierSource, value: number): TraceEntry {
  const entry: TraceEntry = { id: m.item.id, op: m.op, value, source: m.item.source ?? '', module: m.module };
  if (m.item.title) entry.title = m.item.title;
  const effect = m.item.effect;
  if ('forbid' in effect) entry.reason = effect.forbid;
  if ('allow' in effect) {
    entry.reason = effect.allow.reason;
    entry.lifts = effect.allow.lifts;
  }
  return entry;
}

function uniqueRefs(refs: readonly FactRef[]): FactRef[] {
  const seen = new Map<string, FactRef>();
  for (const r of refs) seen.set(`${r.fact}\u0000${r.path ?? ''}`, { fact: r.fact, ...(r.path ? { path: r.path } : {}) });
  return [...seen.values()];
}

/**
 * The values a condition requires `fact` (read whole, no path) to take for it to hold, or
 * null when it holds for other values too. Only what is certain counts: an `equal` or `in`
 * leaf, an `all` with such a leaf, an `any` whose every branch requires some.
 */
export function requiredValues(c: Condition | undefined, fact: string): readonly unknown[] | null {
  if (!c) return null;
  if ('all' in c) {
    for (const x of c.all) {
      const r = requiredValues(x, fact);
      if (r) return r;
    }
    return null;
  }
  if ('any' in c) {
    if (c.any.length === 0) return null;
    const each = c.any.map((x) => requiredValues(x, fact));
    return each.every((r) => r !== null) ? each.flat() : null;
  }
  if ('not' in c || c.fact !== fact || c.path || isFactRef(c.value)) return null;
  // NaN equals nothing, and a Map would find it: a condition on NaN is left unindexed.
  if (c.operator === 'equal' && c.value === c.value) return [c.value];
  if (c.operator === 'in' && Array.isArray(c.value) && c.value.every((v) => v === v)) return c.value;
  return null;
}

/** The fact, not already known, that the most conditions require values of (ties: the first met); null if none. */
export function chooseKey(conditions: readonly (Condition | undefined)[], known: KnownFacts = {}): string | null {
  const counts = new Map<string, number>();
  for (const c of conditions) {
    for (const ref of new Set(factsRead(c).filter((r) => !r.path && !Object.prototype.hasOwnProperty.call(known, r.fact)).map((r) => r.fact))) {
      if (requiredValues(c, ref)) counts.set(ref, (counts.get(ref) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const [fact, n] of counts) if (best === null || n > counts.get(best)!) best = fact;
  return best;
}
