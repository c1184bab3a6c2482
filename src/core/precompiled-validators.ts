/**
 * Validators compiled at build time (issue 14: cold start). Compiling a JSON Schema with ajv
 * costs a few milliseconds each and a `validate` run needs dozens, so `npm run build` writes
 * each schema the loader uses as ajv standalone code (scripts/precompile-validators.mjs),
 * one CommonJS file per schema in dist/validators/, named by a hash of the schema, the shared
 * condition schema and ajv's version. A schema whose file is absent — edited since the build,
 * a user's own, a clone without dist/ — is compiled at run time as before (validate.ts); a
 * test checks both give the same errors.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Options, ValidateFunction } from 'ajv';
import { buildOutput, PROJECT_ROOT } from './paths.ts';
import { conditionSchema, type JsonSchema } from './schemas.ts';

/** The options of every validator, compiled at run time or at build time. */
export const AJV_OPTIONS: Options = { allErrors: true, strict: false, verbose: true };

/** Where the build writes them: in the package root's dist/, beside the code that reads them. */
export const PRECOMPILED_DIR = path.join(PROJECT_ROOT, 'dist', 'validators');
/** Bumped when the files' form changes (precompiled-build.ts), so that older ones are not found. */
const FORMAT = 1;

const requireHere = createRequire(import.meta.url);
let salt: string | undefined;
let readFrom = buildOutput(PRECOMPILED_DIR);

/** Where validators are read from; undefined: nowhere, every schema is compiled at run time (tests compare the two). */
export function readValidatorsFrom(dir: string | undefined): void {
  readFrom = dir;
}

/**
 * The file name of a schema's validator. The condition schema is part of the key because
 * every schema may refer to it; ajv's version and options because they shape the errors —
 * any change makes an old file stale, so it is not found.
 */
export function validatorFile(schema: JsonSchema): string {
  salt ??= `${FORMAT}\n${(requireHere('ajv/package.json') as { version: string }).version}\n${JSON.stringify(AJV_OPTIONS)}\n${JSON.stringify(conditionSchema)}\n`;
  return `${createHash('sha256').update(salt).update(JSON.stringify(schema)).digest('hex').slice(0, 24)}.cjs`;
}

/** The build's validator of this schema, if the build wrote one for it. */
export function precompiledValidator(schema: JsonSchema): ValidateFunction | undefined {
  if (readFrom === undefined) return undefined;
  const file = path.join(readFrom, validatorFile(schema));
  if (!existsSync(file)) return undefined;
  return (requireHere(file) as (require: NodeJS.Require) => ValidateFunction)(requireHere);
}
