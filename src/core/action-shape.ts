/**
 * The shape of an action, checked once at `apply`'s door: `[player, verb, ...args]` with
 * each verb's arguments declared in a small table (its kinds: a side, a space, an int in a
 * range, a list of cards...). A malformed action — wrong types, NaN, floats, a cycle, deep
 * nesting, huge arrays, as a YAML alias or a crafted recording can bring — is refused here,
 * naming the argument, so the rule code behind it only ever sees well-formed values.
 * The check returns a fresh copy of the arguments: nothing the caller keeps is shared with
 * the game state afterwards. Each table is compiled once into checkers (action-shape-compile.ts),
 * as every action applied is checked.
 */
import { compileVerbTable, SIDES, type CompiledTable } from './action-shape-compile.ts';

export { preview } from './value-preview.ts';

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

/** Each table compiled once (action-shape-compile.ts); tables are the games' module constants. */
const compiledTables = new WeakMap<VerbTable, CompiledTable>();
/** The table asked about last and its checker: a game asks of one table many times in a row. */
let lastTable: VerbTable | null = null;
let lastCompiled: CompiledTable | null = null;

/** Check `action` against the verb table; the refusal reason names the argument and what it must be. */
export function checkActionShape(action: unknown, table: VerbTable, ctx: ShapeContext): ShapeResult {
  if (table !== lastTable) {
    let compiled = compiledTables.get(table);
    if (!compiled) compiledTables.set(table, (compiled = compileVerbTable(table)));
    lastTable = table;
    lastCompiled = compiled;
  }
  return lastCompiled!(action, ctx);
}
