/**
 * What a YAML file may contain beyond the YAML grammar, checked on the parse tree before it
 * becomes data: plain mappings, lists and scalars (the core schema's tags only), each key
 * once, nesting of a sane depth, and aliases only to an anchor above them that does not
 * contain them. One linear walk; alias bombs that pass it are caught by `maxAliasCount`
 * when the tree becomes data.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { Problem } from './errors.ts';

/** Deeper than any of our formats goes (conditions nest a few levels). */
export const MAX_DEPTH = 64;
/** Each alias costs a lookup when the tree becomes data; hand-written files need few. */
export const MAX_ALIASES = 1000;
/** The yaml package's guard against expansion (billion laughs): its default. */
export const MAX_ALIAS_COUNT = 100;

const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

/** `tag:yaml.org,2002:set` as the file wrote it, `!!set`. */
export const shownTag = (tag: string): string => tag.replace(/^tag:yaml\.org,2002:/, '!!');

const MAX_PROBLEMS = 20;

/** Problems of the tree (empty when it may become data), and where its first alias is. */
export function checkTree(doc: Document, lc: LineCounter, file: string): { problems: Problem[]; firstAlias?: { line: number; col: number } } {
  const problems: Problem[] = [];
  const anchors = new Map<string, Node>();
  const open = new Set<Node>();
  let aliases = 0;
  let firstAlias: { line: number; col: number } | undefined;
  const at = (node: unknown, message: string) => {
    const range = (node as Node | null)?.range;
    problems.push({ file, ...(range ? lc.linePos(range[0]) : { line: 1, col: 1 }), message });
  };

  const walk = (node: unknown, depth: number): void => {
    if (problems.length >= MAX_PROBLEMS || node === null || node === undefined) return;
    if (isAlias(node)) {
      if (!firstAlias && node.range) firstAlias = lc.linePos(node.range[0]);
      const target = anchors.get(node.source);
      if (++aliases > MAX_ALIASES) at(node, `more than ${MAX_ALIASES} aliases: refused (YAML aliases are not needed in these files)`);
      else if (!target) at(node, `alias *${node.source} refers to no anchor &${node.source} before it`);
      else if (open.has(target)) at(node, `circular alias: *${node.source} refers to itself from inside &${node.source}`);
      return;
    }
    const n = node as Node;
    if (n.tag && !CORE_TAGS.has(n.tag)) {
      at(n, `YAML tag \`${shownTag(n.tag)}\` is not supported: write plain mappings, lists and scalars`);
      return;
    }
    if (depth > MAX_DEPTH) {
      at(n, `nested deeper than ${MAX_DEPTH} levels: refused`);
      return;
    }
    if (n.anchor) anchors.set(n.anchor, n);
    if (!isMap(n) && !isSeq(n)) return;
    open.add(n);
    if (isMap(n)) {
      const seen = new Map<string, Node>();
      for (const pair of n.items) {
        if (!isPair(pair)) continue;
        walk(pair.key, depth + 1);
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          const first = seen.get(key);
          if (first) at(pair.key, `duplicate key \`${key}\` (first at line ${lc.linePos(first.range?.[0] ?? 0).line}): each key may appear once`);
          else seen.set(key, pair.key);
        }
        walk(pair.value, depth + 1);
      }
    } else for (const item of n.items) walk(item, depth + 1);
    open.delete(n);
  };
  walk(doc.contents, 0);
  return { problems, firstAlias };
}
