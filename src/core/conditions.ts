/**
 * Conditions in json-rules-engine's JSON format, evaluated two ways:
 * - `compileCondition` turns one into a synchronous predicate, for hot paths;
 * - `evaluateReference` asks json-rules-engine itself (async), for `explain` and for the
 *   differential tests that prove the two agree.
 * The compiler mirrors the engine's semantics exactly, including its quirks: a path on a
 * non-object fact yields the fact itself, an empty `any` holds, paths see own properties only, numeric operators
 * first check that the fact parses as a number, and `contains` needs an array fact.
 */
import { Engine } from 'json-rules-engine';
import { OPERATORS } from './schemas.ts';

export type Facts = Readonly<Record<string, unknown>>;
export type Operator = (typeof OPERATORS)[number];

export interface FactRef {
  fact: string;
  path?: string;
}

export interface LeafCondition extends FactRef {
  operator: Operator;
  value: unknown;
  name?: string;
  priority?: number;
}

export type Condition =
  | { all: Condition[]; name?: string; priority?: number }
  | { any: Condition[]; name?: string; priority?: number }
  | { not: Condition; name?: string; priority?: number }
  | LeafCondition;

export type Predicate = (facts: Facts) => boolean;

const isNumberLike = (v: unknown) => Number.parseFloat(v as string).toString() !== 'NaN';

/** The engine's default operators: (factValue, jsonValue) → boolean, validator first. */
const operatorImpl: Record<Operator, (a: any, b: any) => boolean> = {
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  in: (a, b) => b.indexOf(a) > -1,
  notIn: (a, b) => b.indexOf(a) === -1,
  contains: (a, b) => Array.isArray(a) && a.indexOf(b) > -1,
  doesNotContain: (a, b) => Array.isArray(a) && a.indexOf(b) === -1,
  lessThan: (a, b) => isNumberLike(a) && a < b,
  lessThanInclusive: (a, b) => isNumberLike(a) && a <= b,
  greaterThan: (a, b) => isNumberLike(a) && a > b,
  greaterThanInclusive: (a, b) => isNumberLike(a) && a >= b,
};

/** Resolve a simple `$.a.b` path the way jsonpath-plus does for such paths. */
export function compilePath(path: string | undefined): (value: unknown) => unknown {
  if (!path) return (v) => v;
  const segments = path.split('.').slice(1);
  return (value) => {
    // The engine applies a path only to objects; anything else passes through unchanged.
    if (value === null || typeof value !== 'object') return value;
    let cur: unknown = value;
    for (const seg of segments) {
      if (cur === null || cur === undefined) return undefined;
      const boxed = Object(cur) as Record<string, unknown>;
      if (!Object.prototype.hasOwnProperty.call(boxed, seg)) return undefined;
      cur = boxed[seg];
    }
    return cur;
  };
}

export function compileFactRef(ref: FactRef): (facts: Facts) => unknown {
  const resolve = compilePath(ref.path);
  const name = ref.fact;
  return (facts) => resolve(facts[name]);
}

function isFactRef(v: unknown): v is FactRef {
  return v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, 'fact');
}

export function compileCondition(c: Condition): Predicate {
  if ('all' in c) {
    const parts = c.all.map(compileCondition);
    return (f) => parts.every((p) => p(f));
  }
  if ('any' in c) {
    const parts = c.any.map(compileCondition);
    // The engine treats an empty `any` as true, like an empty `all`.
    if (parts.length === 0) return () => true;
    return (f) => parts.some((p) => p(f));
  }
  if ('not' in c) {
    const inner = compileCondition(c.not);
    return (f) => !inner(f);
  }
  const left = compileFactRef(c);
  const op = operatorImpl[c.operator];
  if (isFactRef(c.value)) {
    const right = compileFactRef(c.value);
    return (f) => op(left(f), right(f));
  }
  const value = c.value;
  return (f) => op(left(f), value);
}

/** Every fact (with path) a condition reads, for validation and test generation. */
export function factsRead(c: Condition | undefined, out: FactRef[] = []): FactRef[] {
  if (!c) return out;
  if ('all' in c) c.all.forEach((x) => factsRead(x, out));
  else if ('any' in c) c.any.forEach((x) => factsRead(x, out));
  else if ('not' in c) factsRead(c.not, out);
  else {
    out.push({ fact: c.fact, ...(c.path ? { path: c.path } : {}) });
    if (isFactRef(c.value)) out.push(c.value);
  }
  return out;
}

/** Every literal a condition compares against (for generating interesting facts). */
export function literalsOf(c: Condition | undefined, out: unknown[] = []): unknown[] {
  if (!c) return out;
  if ('all' in c) c.all.forEach((x) => literalsOf(x, out));
  else if ('any' in c) c.any.forEach((x) => literalsOf(x, out));
  else if ('not' in c) literalsOf(c.not, out);
  else if (!isFactRef(c.value)) {
    if (Array.isArray(c.value)) out.push(...c.value);
    else out.push(c.value);
  }
  return out;
}

/** json-rules-engine needs a top-level all/any/not; wrap a bare leaf. */
function topLevel(c: Condition): Condition {
  return 'all' in c || 'any' in c || 'not' in c ? c : { all: [c] };
}

export interface ReferenceResult {
  result: boolean;
  /** The engine's own annotated condition tree (each leaf with its fact value and result). */
  detail: unknown;
}

/** Evaluate with json-rules-engine itself. */
export async function evaluateReference(c: Condition, facts: Facts): Promise<ReferenceResult> {
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addRule({ conditions: topLevel(c) as never, event: { type: 'fires' }, name: 'condition' });
  const { results, failureResults } = await engine.run({ ...facts });
  const hit = results[0];
  const miss = failureResults[0];
  return { result: !!hit, detail: (hit ?? miss)?.conditions };
}

/**
 * One json-rules-engine Engine holding several conditions as rules (the idiomatic way to
 * use it): a single run says which of them hold. An absent condition always holds.
 */
export function referenceEvaluator(conditions: readonly (Condition | undefined)[]): (facts: Facts) => Promise<boolean[]> {
  const engine = new Engine([], { allowUndefinedFacts: true });
  conditions.forEach((c, index) => {
    engine.addRule({ conditions: topLevel(c ?? { all: [] }) as never, event: { type: 'fires', params: { index } }, name: `c${index}` });
  });
  return async (facts) => {
    const { events } = await engine.run({ ...facts });
    const hits = conditions.map(() => false);
    for (const e of events) hits[(e.params as { index: number }).index] = true;
    return hits;
  };
}
