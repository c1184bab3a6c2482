import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { RulesError, type Problem } from './errors.ts';
import { displayPath } from './paths.ts';

export type PathSegment = string | number;

/** A parsed YAML file that can say where any value in it came from. */
export interface YamlFile {
  file: string;
  data: unknown;
  /** Line and column (1-based) of the value at `path`, or of its nearest existing parent. */
  locate(path: readonly PathSegment[]): { line: number; col: number };
}

export function parseYaml(text: string, file: string): YamlFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const problems: Problem[] = doc.errors.map((e) => {
      const pos = e.linePos?.[0];
      return { file, line: pos?.line, col: pos?.col, message: `invalid YAML: ${firstLine(e.message).replace(/ at line \d+, column \d+:?$/, '')}` };
    });
    throw new RulesError(problems);
  }
  const locate = (path: readonly PathSegment[]) => locateIn(doc, lineCounter, path);
  return { file, data: doc.toJS(), locate };
}

export function readYaml(file: string): YamlFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new RulesError({ file: displayPath(file), message: `cannot read file: ${(e as NodeJS.ErrnoException).code ?? String(e)}` });
  }
  return parseYaml(text, displayPath(file));
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

function locateIn(doc: Document, lc: LineCounter, path: readonly PathSegment[]): { line: number; col: number } {
  let node: unknown = doc.contents;
  let best: unknown = node;
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
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
