/**
 * Conditions in json-rules-engine's JSON format, evaluated two ways:
 * - `compileCondition` turns one into a synchronous predicate, for hot paths: each leaf
 *   specialised by its operator and fact, and what facts known at compile time decide (a
 *   ruleset's options, a lookup table's key) folded away;
 * - `evaluateReference` asks json-rules-engine itself (async), for `explain` and for the
 *   differential tests that prove the two agree.
 * The compiler mirrors the engine's semantics exactly, including its quirks: a path on a
 * non-object fact yields the fact itself, an empty `any` holds, paths see own properties only, numeric operators
 * first check that the fact parses as a number, and `contains` needs an array fact.
 */
import type { Engine } from 'json-rules-engine';
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
  if (segments.length === 1) {
    // The common case (`$.kind`), without the loop.
    const seg = segments[0]!;
    return (value) => (value === null || typeof value !== 'object' ? value : Object.prototype.hasOwnProperty.call(value, seg) ? (value as Record<string, unknown>)[seg] : undefined);
  }
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
  const name = ref.fact;
  if (!ref.path) return (facts) => facts[name];
  const resolve = compilePath(ref.path);
  return (facts) => resolve(facts[name]);
}

export function isFactRef(v: unknown): v is FactRef {
  return v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, 'fact');
}

/**
 * Facts whose values are known when compiling (a ruleset's options, or the action a lookup
 * table is built for): leaves that read only them are decided at compile time, and the
 * subtrees they decide fold away.
 */
export type KnownFacts = Readonly<Record<string, unknown>>;

const ALWAYS: Predicate = () => true;
const NEVER: Predicate = () => false;

/** Compile a condition into a synchronous predicate with the engine's semantics. */
export function compileCondition(c: Condition, known: KnownFacts = {}): Predicate {
  const r = compileNode(c, known);
  return typeof r === 'boolean' ? (r ? ALWAYS : NEVER) : r;
}

/** Like compileCondition, but a condition that `known` decides is returned as that boolean. */
export function compileNode(c: Condition, known: KnownFacts): Predicate | boolean {
  if ('all' in c) {
    const parts = c.all.map((x) => compileNode(x, known));
    if (parts.includes(false)) return false;
    return allOf(parts.filter((p): p is Predicate => p !== true));
  }
  if ('any' in c) {
    // The engine treats an empty `any` as true, like an empty `all`.
    if (c.any.length === 0) return true;
    const parts = c.any.map((x) => compileNode(x, known));
    if (parts.includes(true)) return true;
    return anyOf(parts.filter((p): p is Predicate => p !== false));
  }
  if ('not' in c) {
    const inner = compileNode(c.not, known);
    return typeof inner === 'boolean' ? !inner : (f) => !inner(f);
  }
  return compileLeaf(c, known);
}

// Unrolled for the usual two or three parts: no closure and no iterator per call.
function allOf(ps: Predicate[]): Predicate | boolean {
  const [a, b, c] = ps;
  if (ps.length === 0) return true;
  if (ps.length === 1) return a!;
  if (ps.length === 2) return (f) => a!(f) && b!(f);
  if (ps.length === 3) return (f) => a!(f) && b!(f) && c!(f);
  return (f) => {
    for (let i = 0; i < ps.length; i++) if (!ps[i]!(f)) return false;
    return true;
  };
}

function anyOf(ps: Predicate[]): Predicate | boolean {
  const [a, b] = ps;
  if (ps.length === 0) return false;
  if (ps.length === 1) return a!;
  if (ps.length === 2) return (f) => a!(f) || b!(f);
  return (f) => {
    for (let i = 0; i < ps.length; i++) if (ps[i]!(f)) return true;
    return false;
  };
}

/** A fact reference whose value `known` fixes, resolved now; otherwise undefined. */
function knownValue(ref: FactRef, known: KnownFacts): { value: unknown } | undefined {
  if (!Object.prototype.hasOwnProperty.call(known, ref.fact)) return undefined;
  return { value: compilePath(ref.path)(known[ref.fact]) };
}

function compileLeaf(c: LeafCondition, known: KnownFacts): Predicate | boolean {
  const op = operatorImpl[c.operator];
  const left = knownValue(c, known);
  const right = isFactRef(c.value) ? knownValue(c.value, known) : { value: c.value };
  if (left && right) {
    try {
      return op(left.value, right.value);
    } catch {
      // An operator that throws (`in` on a non-list) throws when asked, as the engine does.
    }
  }
  if (!right) {
    const readRight = compileFactRef(c.value as FactRef);
    const readLeft = left ? () => left.value : compileFactRef(c);
    return (f) => op(readLeft(f), readRight(f));
  }
  if (left) return () => op(left.value, right.value);
  return c.path ? onPath(c.operator, compileFactRef(c), right.value) : onFact(c.operator, c.fact, right.value);
}

/** A leaf comparing a fact (no path) with a literal, specialised by operator. */
function onFact(operator: Operator, name: string, b: any): Predicate {
  switch (operator) {
    case 'equal':
      return (f) => f[name] === b;
    case 'notEqual':
      return (f) => f[name] !== b;
    case 'in':
      if (Array.isArray(b)) return (f) => b.indexOf(f[name]) > -1;
      break;
    case 'notIn':
      if (Array.isArray(b)) return (f) => b.indexOf(f[name]) === -1;
      break;
    case 'greaterThan':
      // A number is number-like unless NaN, and NaN compares false anyway.
      return (f) => {
        const a = f[name];
        return typeof a === 'number' ? a > b : operatorImpl.greaterThan(a, b);
      };
    case 'lessThan':
      return (f) => {
        const a = f[name];
        return typeof a === 'number' ? a < b : operatorImpl.lessThan(a, b);
      };
    default:
  }
  const op = operatorImpl[operator];
  return (f) => op(f[name], b);
}

/** A leaf comparing a fact's path with a literal. */
function onPath(operator: Operator, read: (facts: Facts) => unknown, b: any): Predicate {
  switch (operator) {
    case 'equal':
      return (f) => read(f) === b;
    case 'notEqual':
      return (f) => read(f) !== b;
    default: {
      const op = operatorImpl[operator];
      return (f) => op(read(f), b);
    }
  }
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

/** The reference engine is imported when first asked for: loading rules (a cold start) never evaluates it. */
async function newEngine(): Promise<Engine> {
  const { Engine: EngineClass } = await import('json-rules-engine');
  return new EngineClass([], { allowUndefinedFacts: true });
}

/** Evaluate with json-rules-engine itself. */
export async function evaluateReference(c: Condition, facts: Facts): Promise<ReferenceResult> {
  const engine = await newEngine();
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
  let ready: Promise<Engine> | undefined;
  const build = async () => {
    const engine = await newEngine();
    conditions.forEach((c, index) => {
      engine.addRule({ conditions: topLevel(c ?? { all: [] }) as never, event: { type: 'fires', params: { index } }, name: `c${index}` });
    });
    return engine;
  };
  return async (facts) => {
    ready ??= build();
    const { events } = await (await ready).run({ ...facts });
    const hits = conditions.map(() => false);
    for (const e of events) hits[(e.params as { index: number }).index] = true;
    return hits;
  };
}
