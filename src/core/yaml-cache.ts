/**
 * Parsed rule files kept by the build (issue 14: cold start). Parsing YAML is most of what
 * `validate` and an `asl` query spend, and the rule files shipped in the package are the same
 * on every run; so `npm run build` stores each one's data and the positions of its values in
 * dist/yaml-cache/, under a hash of the file's text. A file is read every run and its text
 * hashed: an edited file (or a user's own) has no entry and is parsed as before, so nothing
 * stale is ever answered. Entries are made only for files that parse without a problem and
 * without aliases, whose data JSON keeps exactly.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml';
import { buildOutput, PROJECT_ROOT } from './paths.ts';
import type { PathSegment } from './yaml-file.ts';

export const YAML_CACHE_DIR = path.join(PROJECT_ROOT, 'dist', 'yaml-cache');
/**
 * Bumped when what parseYaml makes of a text changes (its options, its checks) or the entries'
 * form. The build's code reads only the build's cache (buildOutput), so a clone editing its
 * checks never meets an older cache.
 */
const FORMAT = 1;

/** Where each value begins: [line, col], then a mapping's children by key or a sequence's by index. */
type Position = [number, number] | [number, number, Record<string, Position>] | [number, number, (Position | null)[]];

interface CachedYaml {
  data: unknown;
  at: Position | null;
}

const requireHere = createRequire(import.meta.url);
let salt: string | undefined;
let readFrom = buildOutput(YAML_CACHE_DIR);

/** Where entries are read from; undefined: nowhere (tests compare cached and parsed files). */
export function readYamlCacheFrom(dir: string | undefined): void {
  readFrom = dir;
}

export function yamlCacheFile(text: string): string {
  salt ??= `${FORMAT}\n${(requireHere('yaml/package.json') as { version: string }).version}\n`;
  return `${createHash('sha256').update(salt).update(text).digest('hex').slice(0, 24)}.json`;
}

/** The build's entry for this exact text, if there is one. */
export function cachedYaml(text: string): { data: unknown; locate(path: readonly PathSegment[]): { line: number; col: number } } | undefined {
  if (readFrom === undefined) return undefined;
  const file = path.join(readFrom, yamlCacheFile(text));
  if (!existsSync(file)) return undefined;
  const entry = JSON.parse(readFileSync(file, 'utf8')) as CachedYaml;
  return { data: entry.data, locate: (at) => locateAt(entry.at, at) };
}

/** As yaml-file.ts locates a path in the document: the nearest existing value, a key when its value is empty. */
function locateAt(root: Position | null, at: readonly PathSegment[]): { line: number; col: number } {
  let node = root;
  let best = root;
  for (const seg of at) {
    const children = node?.[2];
    if (children && !Array.isArray(children)) {
      if (!Object.hasOwn(children, String(seg))) break;
      node = children[String(seg)]!;
    } else if (Array.isArray(children) && typeof seg === 'number') {
      if (seg >= children.length || seg < 0 || !Number.isInteger(seg)) break;
      node = children[seg]!;
    } else break;
    best = node;
  }
  return best ? { line: best[0], col: best[1] } : { line: 1, col: 1 };
}

/** The entry for a parsed document (the build), or undefined when JSON would not keep its data exactly. */
export function yamlCacheEntry(doc: Document, lc: LineCounter, data: unknown): string | undefined {
  const json = JSON.stringify({ data, at: positionOf(doc.contents, lc) });
  return isDeepStrictEqual((JSON.parse(json) as CachedYaml).data, data) ? json : undefined;
}

function positionOf(node: unknown, lc: LineCounter): Position | null {
  if (!node) return null;
  const range = (node as Node).range;
  const { line, col } = range ? lc.linePos(range[0]) : { line: 1, col: 1 };
  if (isMap(node)) {
    // Null prototype: a key `__proto__` is a key like any other. The first of equal keys wins, as in yaml-file.ts.
    const children: Record<string, Position> = Object.create(null) as Record<string, Position>;
    for (const p of node.items as Pair[]) {
      if (!isScalar(p.key) || Object.hasOwn(children, String(p.key.value))) continue;
      children[String(p.key.value)] = positionOf(p.value ?? p.key, lc) ?? [1, 1];
    }
    return [line, col, children];
  }
  if (isSeq(node)) return [line, col, node.items.map((i) => positionOf(i, lc))];
  return [line, col];
}
