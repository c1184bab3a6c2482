import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root (where package.json and rules/ live): the nearest folder above this file
 * holding both. Searched rather than fixed, because this file runs from src/core/ in a clone
 * and from dist/src/core/ in the built package (an install of it, or `npm run build`).
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'rules'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`firerules: no package root (package.json beside rules/) above ${from}`);
  }
}

export const PROJECT_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const PROJECT_RULES = path.join(PROJECT_ROOT, 'rules');

/**
 * A folder of the build's output (precompiled validators, the YAML cache), to read only when
 * this code is itself the build's: a clone runs its sources, and the dist/ beside them may be
 * older than they are (bin/firerules.js).
 */
export function buildOutput(dir: string): string | undefined {
  return fileURLToPath(import.meta.url).startsWith(path.join(PROJECT_ROOT, 'dist') + path.sep) ? dir : undefined;
}

/**
 * How a file is named in messages, provenance and generated docs: relative to the project
 * for its own files (so committed docs do not depend on where the clone lives), else as
 * relative to the working directory when below it, else absolute.
 */
export function displayPath(abs: string): string {
  const rel = path.relative(PROJECT_ROOT, abs);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) return rel.split(path.sep).join('/');
  const fromCwd = path.relative(process.cwd(), abs);
  return fromCwd && !fromCwd.startsWith('..') ? fromCwd : abs;
}
