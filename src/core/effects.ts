/**
 * Computed values are folds of rule effects. The order is fixed and documented
 * (docs/guides/rule-files.md): base → last `set` → sum of `add` → product of `multiply`;
 * the result is forbidden when a `forbid` fired that no firing `allow` lifts.
 */
import { compileFactRef, type Facts, type FactRef } from './conditions.ts';

export type Amount = number | (FactRef & { times?: number });

export type Effect =
  | { set: Amount }
  | { add: Amount }
  | { multiply: Amount }
  | { forbid: string }
  | { allow: { reason: string; lifts: string[] } };

export type EffectOp = 'set' | 'add' | 'multiply' | 'forbid' | 'allow';

export function effectOp(e: Effect): EffectOp {
  return Object.keys(e)[0] as EffectOp;
}

/** Compile an effect's amount once: a number, or a fact (optionally scaled). */
export function compileAmount(a: Amount): (facts: Facts) => number {
  if (typeof a === 'number') return () => a;
  const read = compileFactRef(a);
  const times = a.times ?? 1;
  return (facts) => {
    const v = Number(read(facts) ?? 0);
    return (Number.isFinite(v) ? v : 0) * times;
  };
}

export interface TraceEntry {
  id: string;
  title?: string;
  op: EffectOp;
  /** The amount this rule contributed (for forbid/allow: 0). */
  value: number;
  /** For forbid/allow: the reason given. */
  reason?: string;
  /** For allow: the ids of the forbids it lifts. */
  lifts?: string[];
  source: string;
  module: string;
}

export interface FoldResult {
  value: number;
  forbidden: boolean;
  /** The forbid entries that made it so (empty when allowed). */
  forbiddenBy: TraceEntry[];
  trace: TraceEntry[];
}

/** Fold fired effects (already in layering order) onto `base`. */
export function foldEffects(base: number, fired: readonly TraceEntry[]): FoldResult {
  let value = base;
  for (const t of fired) if (t.op === 'set') value = t.value;
  for (const t of fired) if (t.op === 'add') value += t.value;
  for (const t of fired) if (t.op === 'multiply') value *= t.value;
  const lifted = new Set(fired.flatMap((t) => (t.op === 'allow' ? (t.lifts ?? []) : [])));
  const forbiddenBy = fired.filter((t) => t.op === 'forbid' && !lifted.has(t.id));
  return { value, forbidden: forbiddenBy.length > 0, forbiddenBy, trace: [...fired] };
}
