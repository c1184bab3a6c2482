/**
 * The build's half of precompiled-validators.ts: each schema compiled once, by an ajv with
 * the run-time options, and written as standalone CommonJS code under the file name the run
 * time looks for. Run by scripts/precompile-validators.mjs (after tsc) and by the test that
 * compares the errors of both kinds of validator; never by the command itself.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, validatorFile } from './precompiled-validators.ts';
import { conditionSchema, type JsonSchema } from './schemas.ts';

/** Writes one file per distinct schema into `dir` (emptied first); returns how many. */
export function writePrecompiledValidators(schemas: readonly JsonSchema[], dir: string): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true } });
  ajv.addSchema(conditionSchema);
  const files = new Set<string>();
  for (const schema of schemas) {
    const file = validatorFile(schema);
    if (files.has(file)) continue;
    files.add(file);
    // The package is CommonJS: its function is both the default import and its `default`.
    writeFileSync(path.join(dir, file), wrapped(standalone.default(ajv, ajv.compile(schema))));
  }
  return files.size;
}

/**
 * The standalone code requires ajv's run-time helpers (`ajv/dist/runtime/...`); wrapped, it
 * takes the `require` to find them with, so the reader's (which knows where ajv is installed)
 * serves wherever the file lies.
 */
function wrapped(code: string): string {
  return `"use strict";\n// One schema's validator, ajv standalone code (src/core/precompiled-build.ts).\nmodule.exports = function validatorWith(require) {\nconst module = { exports: {} };\n${code}\nreturn module.exports;\n};\n`;
}
