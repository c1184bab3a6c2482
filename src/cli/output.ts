/**
 * Files and folders the commands write (`--out`, `--record`): checked before any work is
 * done, so a typo costs no game and leaves nothing half-written, and refused with the flag
 * and the path named — never a stack trace from the file system.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/errors.ts';

const isDir = (p: string) => statSync(p).isDirectory();

/** The first existing path at or above `p`. */
function existingAncestor(p: string): string {
  let at = p;
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/** A file `flag` names: its folder must exist (no silent mkdir for a mistyped path), and it must not be a folder. */
export function checkOutputFile(flag: string, file: string): void {
  const abs = path.resolve(file);
  if (existsSync(abs) && isDir(abs)) throw new UsageError(`${flag} ${file} is a folder; name a file`);
  const parent = path.dirname(abs);
  if (!existsSync(parent)) {
    const above = existingAncestor(parent);
    if (!isDir(above)) throw new UsageError(`${flag} ${file}: ${above} is a file, not a folder`);
    throw new UsageError(`${flag} ${file}: the folder ${parent} does not exist (create it first)`);
  }
  if (!isDir(parent)) throw new UsageError(`${flag} ${file}: ${parent} is a file, not a folder`);
}

/** A folder `flag` names, created with its parents when missing; refused when it or a parent is a file. */
export function prepareOutputFolder(flag: string, dir: string): void {
  const abs = path.resolve(dir);
  const above = existingAncestor(abs);
  if (!isDir(above)) throw new UsageError(`${flag} ${dir}: ${above} is a file, not a folder`);
  try {
    mkdirSync(abs, { recursive: true });
  } catch (e) {
    throw new UsageError(`${flag} ${dir}: cannot create the folder (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

/** Write a file already checked with checkOutputFile (or inside a prepared folder). */
export function writeOutput(flag: string, file: string, content: string): void {
  try {
    writeFileSync(file, content);
  } catch (e) {
    throw new UsageError(`${flag} ${file}: cannot write (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}
