import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (where package.json and rules/ live). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_RULES = path.join(PROJECT_ROOT, 'rules');

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
