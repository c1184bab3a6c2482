import { createRequire } from 'node:module';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import type { Problem } from './errors.ts';
import { AJV_OPTIONS, precompiledValidator, readValidatorsFrom } from './precompiled-validators.ts';
import { conditionSchema, type JsonSchema } from './schemas.ts';
import type { PathSegment, YamlFile } from './yaml-file.ts';

let compiled = new WeakMap<JsonSchema, ValidateFunction>();
let ajv: Ajv | undefined;

/** The build's validator when there is one for this very schema (precompiled-validators.ts), else ajv's compilation. */
function compile(schema: JsonSchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = precompiledValidator(schema) ?? compileNow(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Validators from `dir` from now on (undefined: all compiled at run time); the tests compare the two. */
export function useValidatorsFrom(dir: string | undefined): void {
  readValidatorsFrom(dir);
  compiled = new WeakMap();
}

/**
 * Compiled at run time. ajv is required on first use, not imported: a run served by the
 * build's validators never evaluates it (and the command's bundle leaves it installed beside).
 */
export function compileNow(schema: JsonSchema): ValidateFunction {
  if (!ajv) {
    const { Ajv: AjvClass } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    ajv = new AjvClass(AJV_OPTIONS);
    ajv.addSchema(conditionSchema);
  }
  return ajv.compile(schema);
}

/**
 * Validate `data` (found at `basePath` inside `yaml`) against `schema`; returns located,
 * human-readable problems (empty when valid).
 */
export function validateAgainst(
  schema: JsonSchema,
  data: unknown,
  yaml: YamlFile,
  basePath: readonly PathSegment[] = [],
  what = 'value',
): Problem[] {
  const fn = compile(schema);
  if (fn(data)) return [];
  const errors = pruneErrors(fn.errors ?? []);
  return errors.map((e) => {
    const rel = e.instancePath.split('/').slice(1).map(unescapePointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const path = [...basePath, ...rel];
    const { line, col } = yaml.locate(path);
    return { file: yaml.file, line, col, path: '/' + path.join('/'), message: `${what}: ${describe(e)}` };
  });
}

function unescapePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Drop the bookkeeping errors ajv adds for if/then branches: the inner error says it all. */
function pruneErrors(errors: ErrorObject[]): ErrorObject[] {
  const kept = errors.filter((e) => e.keyword !== 'if');
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = e.instancePath + '|' + describe(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function field(e: ErrorObject): string {
  const last = e.instancePath.split('/').pop();
  return last ? `\`${unescapePointer(last)}\`` : 'it';
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `missing required field \`${String(p.missingProperty)}\``;
    case 'additionalProperties':
      return `unknown field \`${String(p.additionalProperty)}\`${allowedFields(e)}`;
    case 'enum':
      return `${field(e)} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${field(e)} must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `${field(e)} must be ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'pattern':
      return `${field(e)} is not well formed (expected pattern ${String(p.pattern)})`;
    case 'propertyNames':
      return `a key is not well formed: ${String(p.propertyName)}`;
    case 'minProperties':
    case 'maxProperties':
      if (p.limit !== 1) return `${field(e)} may have ${e.keyword === 'maxProperties' ? 'at most' : 'at least'} ${String(p.limit)} entries (it has ${count(e.data)})`;
      return `${field(e)} must have exactly one of its allowed keys`;
    case 'maxItems':
      return `${field(e)} may list at most ${String(p.limit)} entries (it has ${count(e.data)})`;
    case 'uniqueItems':
      return `${field(e)} lists the same entry twice`;
    case 'not':
      return `${field(e)} mixes fields that cannot go together`;
    default:
      return `${field(e)} ${e.message ?? 'is invalid'}`;
  }
}

const count = (data: unknown): number => (Array.isArray(data) ? data.length : data && typeof data === 'object' ? Object.keys(data).length : 0);

function allowedFields(e: ErrorObject): string {
  const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? ` (allowed: ${Object.keys(props).join(', ')})` : '';
}
