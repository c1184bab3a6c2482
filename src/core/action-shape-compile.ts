/**
 * A verb table compiled into checkers, once per table: each argument kind becomes a small
 * function, and everything a check only reads (the count of required arguments, the field
 * list, every refusal's fixed words) is worked out here. A check of a well-formed action then
 * allocates only the copy it returns; a refusal's words are put together only when refusing.
 * The words are the interpreter's own (tests/core/action-shape.test.ts compares the two).
 */
import type { ArgKind, ArgSpec, ShapeContext, ShapeResult, VerbTable } from './action-shape.ts';
import { preview } from './value-preview.ts';

export const SIDES = ['north', 'east', 'south', 'west'] as const;
/** Ids and verbs are short words; anything longer is not one. */
const MAX_WORD = 100;

/**
 * What a checker returns for a value that does not fit: the one object standing for a
 * refusal (not a string or an exception, which a well-formed value never pays for); what the
 * value must be is then in `lastProblem`.
 */
const MISFIT: unique symbol = Symbol('misfit');
let lastProblem = '';

function misfit(problem: string): typeof MISFIT {
  lastProblem = problem;
  return MISFIT;
}

/** The value (copied where it is a list or an object) when it fits, else MISFIT. */
type Checker = (v: unknown, ctx: ShapeContext) => unknown;

/** One verb: its argument checkers and the words of its refusals. */
interface CompiledVerb {
  need: number;
  specs: readonly ArgSpec[];
  checkers: readonly Checker[];
  takes: string;
}

export type CompiledTable = (action: unknown, ctx: ShapeContext) => ShapeResult;

export function compileVerbTable(table: VerbTable): CompiledTable {
  const verbs = new Map<string, CompiledVerb>();
  for (const verb of Object.keys(table)) {
    const specs = table[verb]!;
    verbs.set(verb, { need: specs.filter((a) => !a.optional).length, specs, checkers: specs.map((a) => compileKind(a.type)), takes: describeArgs(specs) });
  }
  const known = Object.keys(table).join(', ');
  return (action, ctx) => {
    if (!Array.isArray(action)) return bad(`an action is a list [player, verb, ...args] (got ${preview(action)})`);
    const player: unknown = action[0];
    const verb: unknown = action[1];
    if (typeof player !== 'string' || !player || player.length > MAX_WORD) return bad(`an action starts with the player's id, a word (got ${preview(player)})`);
    if (typeof verb !== 'string' || !verb || verb.length > MAX_WORD) return bad(`an action's second element is its verb, a word (got ${preview(verb)})`);
    const compiled = verbs.get(verb);
    if (!compiled) return bad(`unknown action \`${verb}\` (actions: ${known})`);
    return checkArgs(action, player, verb, compiled, ctx);
  };
}

function checkArgs(action: unknown[], player: string, verb: string, compiled: CompiledVerb, ctx: ShapeContext): ShapeResult {
  const count = action.length - 2;
  const { specs, checkers } = compiled;
  if (count < compiled.need || count > specs.length) return bad(`\`${verb}\` takes ${compiled.takes} (got ${count} argument${count === 1 ? '' : 's'})`);
  const out: [string, string, ...unknown[]] = [player, verb];
  for (let i = 0; i < count; i++) {
    const given = action[i + 2];
    // A trailing optional argument given as `undefined` counts as left out.
    if (given === undefined && i === count - 1 && specs[i]!.optional) break;
    const value = checkers[i]!(given, ctx);
    if (value === MISFIT) return bad(`\`${verb}\` argument ${i + 1} (${specs[i]!.name}) ${lastProblem} (got ${preview(given)})`);
    out.push(value);
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

// ---- one checker per kind ---------------------------------------------------------------------

function compileKind(k: ArgKind): Checker {
  switch (k.kind) {
    case 'enum': {
      const { values } = k;
      const must = `must be one of ${values.join(', ')}`;
      return (v) => (values.includes(v as string) ? v : misfit(must));
    }
    case 'string':
      return (v) => (typeof v === 'string' && v.length > 0 && v.length <= MAX_WORD ? v : misfit('must be a word (an id)'));
    case 'bool':
      return (v) => (typeof v === 'boolean' ? v : misfit('must be true or false'));
    case 'int': {
      const { min, max } = k;
      const must = `must be an integer from ${min} to ${max}`;
      return (v) => (Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) + 0 : misfit(must));
    }
    case 'coords':
      return compileCoords(k);
    case 'edge':
      return checkEdge;
    case 'list':
      return compileList(k);
    case 'object':
      return compileObject(k.fields);
    case 'either': {
      const alternatives = k.of.map(compileKind);
      const must = `must be ${k.what}`;
      return (v, ctx) => {
        for (const alternative of alternatives) {
          const value = alternative(v, ctx);
          if (value !== MISFIT) return value;
        }
        return misfit(must);
      };
    }
  }
}

/** `n + 0`: -0 becomes 0, so a copy serialises as the rules expect. */
const plusZero = (n: number): number => n + 0;

function compileCoords(k: Extract<ArgKind, { kind: 'coords' }>): Checker {
  const { what, minLen, maxLen } = k;
  const form = `must be a ${maxLen === 3 ? `${what} [row, col] or [row, col, floor] of integers` : `${what} [row, col] of integers`}`;
  const offBoard = `must be a ${what} on the board: `;
  const pairs = minLen <= 2 && maxLen >= 2;
  return (v, ctx) => {
    let c: number[];
    // The usual [row, col], read as two numbers (a hole reads as undefined: the general way below).
    if (pairs && Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1])) c = [v[0] + 0, v[1] + 0];
    // `every` and `map`, as the interpreter: a hole is skipped by the one and kept by the other.
    else if (!Array.isArray(v) || v.length < minLen || v.length > maxLen || !v.every(Number.isInteger)) return misfit(form);
    else c = (v as number[]).map(plusZero);
    const problem = ctx.coords(c, what);
    return problem ? misfit(offBoard + problem) : c;
  };
}

const EDGE_FORM = 'must be an edge [row, col, side] or [row, col, side, floor]';

function checkEdge(v: unknown, ctx: ShapeContext): unknown {
  if (!Array.isArray(v) || v.length < 3 || v.length > 4) return misfit(EDGE_FORM);
  if (!Number.isInteger(v[0]) || !Number.isInteger(v[1]) || !(SIDES as readonly unknown[]).includes(v[2]) || (v.length === 4 && !Number.isInteger(v[3]))) return misfit(EDGE_FORM);
  const at = v.length === 4 ? [v[0] + 0, v[1] + 0, v[3] + 0] : [v[0] + 0, v[1] + 0];
  const problem = ctx.coords(at, 'space');
  if (problem) return misfit(`must be an edge of the board: ${problem}`);
  return v.length === 4 ? [at[0], at[1], v[2], at[2]] : [at[0], at[1], v[2]];
}

function compileList(k: Extract<ArgKind, { kind: 'list' }>): Checker {
  const { min, max } = k;
  const item = compileKind(k.of);
  const form = `must be a list of ${min ? `${min} to ` : 'at most '}${max} ${k.what}`;
  return (v, ctx) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return misfit(form);
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i++) {
      const value = item(v[i], ctx);
      if (value === MISFIT) return misfit(`item ${i + 1} ${lastProblem}`);
      out.push(value);
    }
    return out;
  };
}

function compileObject(fields: Record<string, ArgKind>): Checker {
  const checkers = new Map(Object.keys(fields).map((key) => [key, compileKind(fields[key]!)]));
  const allowed = Object.keys(fields).join(', ');
  const form = `must be an object with fields among ${allowed}`;
  return (v, ctx) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || !plainPrototype(v)) return misfit(form);
    const out: Record<string, unknown> = {};
    // Object.keys' keys in its order (for...in, inherited keys skipped), without making its array.
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      // A Map, not `fields[key]`: a key such as `__proto__` or `toString` is not a field.
      const check = checkers.get(key);
      if (!check) return misfit(`has an unknown field \`${key.slice(0, MAX_WORD)}\` (fields: ${allowed})`);
      const value = check((v as Record<string, unknown>)[key], ctx);
      if (value === MISFIT) return misfit(`field \`${key}\` ${lastProblem}`);
      out[key] = value;
    }
    return out;
  };
}

/** A plain object (`{...}` or JSON/YAML data), not a Map, Date, boxed value or class instance. */
function plainPrototype(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
