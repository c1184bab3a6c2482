/**
 * The build's half of precompiled-validators.ts and yaml-cache.ts: each schema compiled once,
 * by an ajv with the run-time options, and written as standalone CommonJS code; each rule file
 * parsed once and written as JSON; both under the file names the run time looks for. Run by
 * scripts/precompile-validators.mjs (after tsc) and by the tests that compare them with what
 * the run time makes itself; never by the command.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, validatorFile } from './precompiled-validators.ts';
import { conditionSchema, type JsonSchema } from './schemas.ts';
import { yamlCacheFile } from './yaml-cache.ts';
import { yamlCacheEntryOf } from './yaml-file.ts';

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

/** Writes the cache entry of every YAML file under `rulesRoot` into `dir` (emptied first); returns how many. */
export function writeYamlCache(rulesRoot: string, dir: string): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const file of yamlFilesUnder(rulesRoot)) {
    const text = readFileSync(file, 'utf8');
    const entry = yamlCacheEntryOf(text, file);
    if (entry === undefined) continue;
    writeFileSync(path.join(dir, yamlCacheFile(text)), entry);
    count++;
  }
  return count;
}

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? yamlFilesUnder(p) : /\.ya?ml$/.test(e.name) ? [p] : [];
  });
}
