/**
 * Reading a file a user hands us (config, rule file, board, scenario, recording): refused
 * cleanly when it is missing, a folder, or larger than any honest input, before a byte of it
 * is parsed — a 30 MB file would otherwise cost a gigabyte of parse trees.
 */
import { readFileSync, statSync } from 'node:fs';
import { RulesError } from './errors.ts';
import { displayPath } from './paths.ts';

/** The largest input file read: our biggest rule file is 15 KB, a long recording ~100 KB; YAML parses at about 1 MB a second, so this keeps any file to a second or two. */
export const MAX_INPUT_BYTES = 1024 * 1024;

export const megabytes = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MB`;

/** The size problem of a text of `bytes` bytes, or undefined when it is within the cap. */
export function sizeProblem(bytes: number): string | undefined {
  return bytes > MAX_INPUT_BYTES ? `the file is ${megabytes(bytes)}, larger than the ${megabytes(MAX_INPUT_BYTES)} an input file may be` : undefined;
}

/** The text of `file`; a RulesError (with `exitCode`) naming the file when it cannot be read. */
export function readInputFile(file: string, exitCode = 1): string {
  const shown = displayPath(file);
  let size: number;
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    size = st.size;
  } catch (e) {
    throw new RulesError({ file: shown, message: `cannot read file: ${(e as NodeJS.ErrnoException).code ?? String(e)}` }, exitCode);
  }
  const tooBig = sizeProblem(size);
  if (tooBig) throw new RulesError({ file: shown, message: tooBig }, exitCode);
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new RulesError({ file: shown, message: `cannot read file: ${(e as NodeJS.ErrnoException).code ?? String(e)}` }, exitCode);
  }
}

/** How deep `value` nests (objects and arrays), counted without recursion; stops past `limit`. */
function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (d + 1 > limit) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) stack.push([x, d + 1]);
  }
  return false;
}

/** A JSON file read, parsed and held to `maxDepth` levels of nesting; `what` names it in messages. */
export function readJsonInput(file: string, what: string, maxDepth: number, exitCode = 2): unknown {
  const text = readInputFile(file, exitCode);
  const shown = displayPath(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const why = e instanceof RangeError ? 'nested too deeply to read' : (e as Error).message;
    throw new RulesError({ file: shown, message: `not a readable JSON ${what} (${why})` }, exitCode);
  }
  if (depthOver(data, maxDepth)) throw new RulesError({ file: shown, message: `not a ${what}: nested deeper than ${maxDepth} levels` }, exitCode);
  return data;
}
