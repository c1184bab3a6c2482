/** Plain-language renderings of conditions and effects, for docs and explain. */
import type { Condition } from './conditions.ts';
import type { Effect } from './effects.ts';

const OP_WORDS: Record<string, string> = {
  equal: 'is',
  notEqual: 'is not',
  in: 'is one of',
  notIn: 'is none of',
  contains: 'includes',
  doesNotContain: 'does not include',
  lessThan: '<',
  lessThanInclusive: '≤',
  greaterThan: '>',
  greaterThanInclusive: '≥',
};

function factName(fact: string, path?: string): string {
  return path ? `${fact}${path.slice(1)}` : fact;
}

function valueText(v: unknown): string {
  if (v && typeof v === 'object' && 'fact' in v) {
    const r = v as { fact: string; path?: string };
    return factName(r.fact, r.path);
  }
  if (Array.isArray(v)) return v.map((x) => valueText(x)).join(', ');
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function describeCondition(c: Condition | undefined): string {
  if (!c) return 'always';
  if ('all' in c) return c.all.length ? c.all.map((x) => wrap(x)).join(' and ') : 'always';
  if ('any' in c) return c.any.length ? c.any.map((x) => wrap(x)).join(' or ') : 'always';
  if ('not' in c) return `not (${describeCondition(c.not)})`;
  return `${factName(c.fact, c.path)} ${OP_WORDS[c.operator] ?? c.operator} ${valueText(c.value)}`;
}

function wrap(c: Condition): string {
  const s = describeCondition(c);
  return 'all' in c || 'any' in c ? `(${s})` : s;
}

export function describeEffect(e: Effect): string {
  if ('forbid' in e) return `forbids it: ${e.forbid}`;
  if ('allow' in e) return `lifts ${e.allow.lifts.map((id) => `\`${id}\``).join(', ')}: ${e.allow.reason}`;
  const [op, amount] = Object.entries(e)[0] as [string, number | { fact: string; path?: string; times?: number }];
  const amt =
    typeof amount === 'number'
      ? op === 'add' ? (amount >= 0 ? `+${amount}` : `${amount}`) : String(amount)
      : `${amount.times !== undefined && amount.times !== 1 ? `${amount.times} × ` : ''}${factName(amount.fact, amount.path)}`;
  if (op === 'add') return `adds ${amt}`;
  if (op === 'set') return `sets it to ${amt}`;
  return `multiplies it by ${amt}`;
}
