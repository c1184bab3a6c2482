import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { RulesError, type Problem } from './errors.ts';
import { readInputFile, sizeProblem } from './input-file.ts';
import { displayPath } from './paths.ts';
import { checkTree, MAX_ALIAS_COUNT } from './yaml-checks.ts';
import { cachedYaml, yamlCacheEntry } from './yaml-cache.ts';

export type PathSegment = string | number;

/** A parsed YAML file that can say where any value in it came from. */
export interface YamlFile {
  file: string;
  data: unknown;
  /** Line and column (1-based) of the value at `path`, or of its nearest existing parent. */
  locate(path: readonly PathSegment[]): { line: number; col: number };
}

/**
 * Parse one YAML document with the core schema only (no `!!set`, `!!binary`, custom tags),
 * after the checks of yaml-checks.ts; every problem is a located RulesError, never a throw
 * from the parser. Keys are checked for duplicates there, in one pass (the parser's own
 * check compares each key with every other: quadratic).
 */
export function parseYaml(text: string, file: string): YamlFile {
  const tooBig = sizeProblem(Buffer.byteLength(text));
  if (tooBig) throw new RulesError({ file, message: tooBig });
  // A rule file of the package as the build parsed it (yaml-cache.ts): the same text, the same answer.
  const cached = cachedYaml(text);
  if (cached) return { file, ...cached };
  const seen = parsedTexts.get(text);
  if (seen) return { file, data: JSON.parse(seen.json) as unknown, locate: (path) => locateIn(seen.doc, seen.lineCounter, path) };
  const { doc, lineCounter, data, firstAlias } = parseChecked(text, file);
  if (!firstAlias) remember(text, doc, lineCounter, data);
  const locate = (path: readonly PathSegment[]) => locateIn(doc, lineCounter, path);
  return { file, data, locate };
}

/**
 * Texts this process has parsed, with their data as JSON: a process that loads many configs
 * (a --compare sweep, the module combinations, the docs of every module) reads the same rule
 * files again for each, and parsing is most of a config's load. Keyed by the exact text, so an
 * edited file is parsed afresh; each hit gets its own copy of the data (callers may change
 * it). Only texts whose data JSON keeps exactly (as the build's cache), and at most
 * MEMO_BYTES of text, oldest forgotten first.
 */
const parsedTexts = new Map<string, { json: string; doc: Document; lineCounter: LineCounter }>();
const MEMO_BYTES = 4 * 1024 * 1024;
let memoBytes = 0;

function remember(text: string, doc: Document, lineCounter: LineCounter, data: unknown): void {
  const json = JSON.stringify(data);
  if (json === undefined || !isDeepStrictEqual(JSON.parse(json), data) || text.length > MEMO_BYTES / 4) return;
  parsedTexts.set(text, { json, doc, lineCounter });
  memoBytes += text.length;
  for (const oldest of parsedTexts.keys()) {
    if (memoBytes <= MEMO_BYTES) break;
    memoBytes -= oldest.length;
    parsedTexts.delete(oldest);
  }
}

/** The build's cache entry of a text that parses without a problem (undefined when it cannot be cached); throws as parseYaml does. */
export function yamlCacheEntryOf(text: string, file: string): string | undefined {
  const { doc, lineCounter, data, firstAlias } = parseChecked(text, file);
  return firstAlias ? undefined : yamlCacheEntry(doc, lineCounter, data);
}

function parseChecked(text: string, file: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: false, schema: 'core', resolveKnownTags: false, merge: false });
  if (doc.errors.length > 0) throw new RulesError(syntaxProblems(doc, file));
  const { problems, firstAlias } = checkTree(doc, lineCounter, file);
  if (problems.length) throw new RulesError(problems);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    // The yaml package refuses an alias bomb (billion laughs) before expanding it.
    throw new RulesError({ file, ...(firstAlias ?? { line: 1, col: 1 }), message: `YAML aliases would expand too far (${(e as Error).message}; maxAliasCount ${MAX_ALIAS_COUNT}): refused` });
  }
  return { doc, lineCounter, data, firstAlias };
}

/** The parser's errors, one per kind of mistake and line (a runaway nesting gives hundreds). */
function syntaxProblems(doc: Document, file: string): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const e of doc.errors) {
    const pos = e.linePos?.[0];
    const message = e.code === 'RESOURCE_EXHAUSTION' ? 'invalid YAML: nested too deeply to read' : `invalid YAML: ${firstLine(e.message).replace(/ at line \d+, column \d+:?$/, '')}`;
    const key = e.code === 'RESOURCE_EXHAUSTION' ? e.code : `${e.code}|${pos?.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, line: pos?.line, col: pos?.col, message });
    if (out.length >= 20) break;
  }
  return out;
}

export function readYaml(file: string): YamlFile {
  return parseYaml(readInputFile(file), displayPath(file));
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

// Each mapping's keys indexed once, so locating N problems in a mapping of N keys is linear.
const keyIndex = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  let index = keyIndex.get(map);
  if (!index) {
    index = new Map();
    for (const p of map.items) if (isScalar(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p as Pair);
    keyIndex.set(map, index);
  }
  return index.get(key);
}

function locateIn(doc: Document, lc: LineCounter, path: readonly PathSegment[]): { line: number; col: number } {
  let node: unknown = doc.contents;
  let best: unknown = node;
  for (const seg of path) {
    if (isMap(node)) {
      const pair = pairOf(node, String(seg));
      if (!pair) break;
      node = pair.value;
      // A key with an empty value has no node of its own: point at the key.
      best = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof seg === 'number') {
      node = node.items[seg];
      if (node === undefined) break;
      best = node;
    } else break;
  }
  const range = (best as Node | null)?.range;
  if (!range) return { line: 1, col: 1 };
  return lc.linePos(range[0]);
}
