/**
 * The shape of an action, checked once at `apply`'s door: `[player, verb, ...args]` with
 * each verb's arguments declared in a small table (its kinds: a side, a space, an int in a
 * range, a list of cards...). A malformed action — wrong types, NaN, floats, a cycle, deep
 * nesting, huge arrays, as a YAML alias or a crafted recording can bring — is refused here,
 * naming the argument, so the rule code behind it only ever sees well-formed values.
 * The check returns a fresh copy of the arguments: nothing the caller keeps is shared with
 * the game state afterwards.
 */

/** What one argument may be. */
export type ArgKind =
  | { kind: 'enum'; values: readonly (string | number | boolean)[] }
  | { kind: 'string' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'bool' }
  /** Integer coordinates `[a, b]` or (maxLen 3) `[a, b, c]`, checked against the board by the game. */
  | { kind: 'coords'; what: string; minLen: number; maxLen: number }
  /** An edge `[row, col, side]` or `[row, col, side, floor]`. */
  | { kind: 'edge' }
  | { kind: 'list'; of: ArgKind; min: number; max: number; what: string }
  | { kind: 'object'; fields: Record<string, ArgKind> }
  | { kind: 'either'; of: readonly ArgKind[]; what: string };

export interface ArgSpec {
  name: string;
  type: ArgKind;
  optional?: boolean;
}

/** A verb's declared arguments (in order; optional ones last). */
export type VerbTable = Readonly<Record<string, readonly ArgSpec[]>>;

/** What the game adds to the structural check: are these coordinates on its board? */
export interface ShapeContext {
  /** A problem with integer coordinates (off the board...), or null. */
  coords(c: number[], what: string): string | null;
}

export type ShapeResult = { ok: true; action: [string, string, ...unknown[]] } | { ok: false; reason: string };

const SIDES = ['north', 'east', 'south', 'west'] as const;
/** Ids and verbs are short words; anything longer is not one. */
const MAX_WORD = 100;

// ---- constructors for the tables ---------------------------------------------------------

export const oneOf = (...values: (string | number | boolean)[]): ArgKind => ({ kind: 'enum', values });
export const word: ArgKind = { kind: 'string' };
export const int = (min: number, max: number): ArgKind => ({ kind: 'int', min, max });
export const bool: ArgKind = { kind: 'bool' };
export const side: ArgKind = oneOf(...SIDES);
export const edge: ArgKind = { kind: 'edge' };
export const coords = (what: string, minLen: number, maxLen: number): ArgKind => ({ kind: 'coords', what, minLen, maxLen });
export const list = (of: ArgKind, what: string, max: number, min = 0): ArgKind => ({ kind: 'list', of, min, max, what });
export const object = (fields: Record<string, ArgKind>): ArgKind => ({ kind: 'object', fields });
export const either = (what: string, ...of: ArgKind[]): ArgKind => ({ kind: 'either', of, what });
export const arg = (name: string, type: ArgKind): ArgSpec => ({ name, type });
export const opt = (name: string, type: ArgKind): ArgSpec => ({ name, type, optional: true });

// ---- the check ------------------------------------------------------------------------------

/** Check `action` against the verb table; the refusal reason names the argument and what it must be. */
export function checkActionShape(action: unknown, table: VerbTable, ctx: ShapeContext): ShapeResult {
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

/**
 * A short, safe picture of any value for a message: bounded in depth, length and size,
 * never throwing (JSON.stringify throws on cycles and BigInt, and prints NaN as null).
 */
export function preview(v: unknown, depth = 0, seen: unknown[] = []): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v === undefined) return String(v);
  if (v === null) return 'null';
  if (typeof v !== 'object') return typeof v;
  if (seen.includes(v)) return '<cycle>';
  if (depth >= 3) return Array.isArray(v) ? '[…]' : '{…}';
  const inner = [...seen, v];
  if (Array.isArray(v)) {
    const items = v.slice(0, 6).map((x) => preview(x, depth + 1, inner));
    return `[${items.join(',')}${v.length > 6 ? `,… ${v.length} items` : ''}]`;
  }
  const keys = Object.keys(v);
  const items = keys.slice(0, 6).map((k) => `${JSON.stringify(k.slice(0, 20))}:${preview((v as Record<string, unknown>)[k], depth + 1, inner)}`);
  return `{${items.join(',')}${keys.length > 6 ? ',…' : ''}}`;
}
