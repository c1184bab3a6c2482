/**
 * The action-shape check as it was before it was compiled per table (src/core/action-shape.ts):
 * an interpreter walking the verb table on every call. Kept as the reference the compiled
 * check is compared with (tests/core/action-shape.test.ts): same results, same words.
 */
import type { ArgKind, ArgSpec, ShapeContext, ShapeResult, VerbTable } from '../../src/core/action-shape.ts';
import { preview } from '../../src/core/value-preview.ts';

const SIDES = ['north', 'east', 'south', 'west'] as const;
const MAX_WORD = 100;

// ---- the check ------------------------------------------------------------------------------

/** Check `action` against the verb table; the refusal reason names the argument and what it must be. */
export function checkActionShapeReference(action: unknown, table: VerbTable, ctx: ShapeContext): ShapeResult {
  if (!Array.isArray(action)) return bad(`an action is a list [player, verb, ...args] (got ${preview(action)})`);
  if (typeof action[0] !== 'string' || !action[0] || action[0].length > MAX_WORD) return bad(`an action starts with the player's id, a word (got ${preview(action[0])})`);
  if (typeof action[1] !== 'string' || !action[1] || action[1].length > MAX_WORD) return bad(`an action's second element is its verb, a word (got ${preview(action[1])})`);
  const verb = action[1];
  const spec = Object.hasOwn(table, verb) ? table[verb]! : undefined;
  if (!spec) return bad(`unknown action \`${verb}\` (actions: ${Object.keys(table).join(', ')})`);
  const args = action.slice(2);
  const need = spec.filter((a) => !a.optional).length;
  if (args.length < need || args.length > spec.length) {
    return bad(`\`${verb}\` takes ${describeArgs(spec)} (got ${args.length} argument${args.length === 1 ? '' : 's'})`);
  }
  const out: [string, string, ...unknown[]] = [action[0], verb];
  for (let i = 0; i < args.length; i++) {
    const a = spec[i]!;
    // A trailing optional argument given as `undefined` counts as left out.
    if (a.optional && args[i] === undefined && i === args.length - 1) break;
    const r = checkValue(args[i], a.type, ctx);
    if (typeof r === 'string') return bad(`\`${verb}\` argument ${i + 1} (${a.name}) ${r} (got ${preview(args[i])})`);
    out.push(r.value);
  }
  return { ok: true, action: out };
}

function bad(reason: string): ShapeResult {
  return { ok: false, reason };
}

function describeArgs(spec: readonly ArgSpec[]): string {
  if (!spec.length) return 'no arguments';
  return spec.map((a) => (a.optional ? `[${a.name}]` : a.name)).join(', ');
}

/** The value (copied) when it fits the kind, else what it must be. */
function checkValue(v: unknown, k: ArgKind, ctx: ShapeContext): { value: unknown } | string {
  switch (k.kind) {
    case 'enum':
      return k.values.includes(v as string) ? { value: v } : `must be one of ${k.values.join(', ')}`;
    case 'string':
      return typeof v === 'string' && v.length > 0 && v.length <= MAX_WORD ? { value: v } : 'must be a word (an id)';
    case 'bool':
      return typeof v === 'boolean' ? { value: v } : 'must be true or false';
    case 'int':
      return Number.isInteger(v) && (v as number) >= k.min && (v as number) <= k.max ? { value: (v as number) + 0 } : `must be an integer from ${k.min} to ${k.max}`;
    case 'coords':
      return checkCoords(v, k, ctx);
    case 'edge':
      return checkEdge(v, ctx);
    case 'list':
      return checkList(v, k, ctx);
    case 'object':
      return checkObject(v, k.fields, ctx);
    case 'either': {
      for (const o of k.of) {
        const r = checkValue(v, o, ctx);
        if (typeof r !== 'string') return r;
      }
      return `must be ${k.what}`;
    }
  }
}

function checkCoords(v: unknown, k: Extract<ArgKind, { kind: 'coords' }>, ctx: ShapeContext): { value: unknown } | string {
  if (!Array.isArray(v) || v.length < k.minLen || v.length > k.maxLen || !v.every((n) => Number.isInteger(n))) {
    return `must be a ${k.maxLen === 3 ? `${k.what} [row, col] or [row, col, floor] of integers` : `${k.what} [row, col] of integers`}`;
  }
  const c = (v as number[]).map((n) => n + 0);
  const problem = ctx.coords(c, k.what);
  return problem ? `must be a ${k.what} on the board: ${problem}` : { value: c };
}

function checkEdge(v: unknown, ctx: ShapeContext): { value: unknown } | string {
  const form = 'must be an edge [row, col, side] or [row, col, side, floor]';
  if (!Array.isArray(v) || v.length < 3 || v.length > 4) return form;
  if (!Number.isInteger(v[0]) || !Number.isInteger(v[1]) || !(SIDES as readonly unknown[]).includes(v[2]) || (v.length === 4 && !Number.isInteger(v[3]))) return form;
  const at = v.length === 4 ? [v[0] + 0, v[1] + 0, v[3] + 0] : [v[0] + 0, v[1] + 0];
  const problem = ctx.coords(at, 'space');
  return problem ? `must be an edge of the board: ${problem}` : { value: v.length === 4 ? [at[0], at[1], v[2], at[2]] : [at[0], at[1], v[2]] };
}

function checkList(v: unknown, k: Extract<ArgKind, { kind: 'list' }>, ctx: ShapeContext): { value: unknown } | string {
  if (!Array.isArray(v) || v.length < k.min || v.length > k.max) return `must be a list of ${k.min ? `${k.min} to ` : 'at most '}${k.max} ${k.what}`;
  const out: unknown[] = [];
  for (let i = 0; i < v.length; i++) {
    const r = checkValue(v[i], k.of, ctx);
    if (typeof r === 'string') return `item ${i + 1} ${r}`;
    out.push(r.value);
  }
  return { value: out };
}

function checkObject(v: unknown, fields: Record<string, ArgKind>, ctx: ShapeContext): { value: unknown } | string {
  // The field list is spelled out only in a refusal: this runs for every action applied.
  const allowed = () => Object.keys(fields).join(', ');
  if (typeof v !== 'object' || v === null || Array.isArray(v) || !plainPrototype(v)) return `must be an object with fields among ${allowed()}`;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v)) {
    if (!Object.hasOwn(fields, key)) return `has an unknown field \`${key.slice(0, MAX_WORD)}\` (fields: ${allowed()})`;
    const r = checkValue((v as Record<string, unknown>)[key], fields[key]!, ctx);
    if (typeof r === 'string') return `field \`${key}\` ${r}`;
    out[key] = r.value;
  }
  return { value: out };
}

/** A plain object (`{...}` or JSON/YAML data), not a Map, Date, boxed value or class instance. */
function plainPrototype(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
