/**
 * The size of the code: no source file over 400 lines and no function over 80 lines, so a
 * reader can hold one in mind. The few exceptions are named with their reason: statechart
 * definitions, which are declarative tables however long they grow. (The old kernels kept as
 * the differential tests' oracles live under tests/, outside these limits.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

const FILE_EXCEPTIONS: Record<string, string> = {};
const FUNCTION_EXCEPTIONS: Record<string, string> = {
  'machines/fire-tower/turn.ts createFireTowerMachine': 'a statechart definition: a declarative table of states',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = path.join(dir, e);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|mjs)$/.test(p) ? [p] : [];
  });
}

interface AstNode {
  type?: string;
  start?: number;
  end?: number;
  body?: unknown;
  id?: { name?: string } | null;
  key?: { name?: string };
  [field: string]: unknown;
}

/** Every function (declaration, expression, arrow, method) longer than the limit, named as best it can be. */
function longFunctions(text: string, limit: number): { name: string; line: number; lines: number }[] {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found: { name: string; line: number; lines: number }[] = [];
  const visit = (node: unknown, name: string): void => {
    if (Array.isArray(node)) return node.forEach((c) => visit(c, name));
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (/Function|Method/.test(n.type ?? '') && n.body && typeof n.start === 'number' && typeof n.end === 'number') {
      const lines = lineOf(n.end) - lineOf(n.start) + 1;
      if (lines > limit) found.push({ name: n.id?.name ?? name, line: lineOf(n.start), lines });
    }
    let inner = name;
    if (n.type === 'VariableDeclarator' && n.id?.name) inner = n.id.name;
    if ((n.type === 'Property' || n.type === 'MethodDefinition') && n.key?.name) inner = n.key.name;
    for (const k of Object.keys(n)) if (k !== 'type') visit(n[k], inner);
  };
  visit(parseAst(text, { lang: 'ts' }), '(anonymous)');
  return found;
}

const files = ['src', 'machines', 'bench', 'scripts'].flatMap((d) => sourceFiles(path.join(PROJECT_ROOT, d))).map((f) => path.relative(PROJECT_ROOT, f));

describe('code size', () => {
  it('the function measure finds a long arrow function by its variable name', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions(`const short = () => 1;\nexport const long = (a: number) => {\n${body}\n};\n`, 4)).toEqual([{ name: 'long', line: 2, lines: 7 }]);
  });

  it(`no source file over ${MAX_FILE_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(100);
    const long = files.filter((f) => !Object.hasOwn(FILE_EXCEPTIONS, f)).map((f) => [f, readFileSync(path.join(PROJECT_ROOT, f), 'utf8').split('\n').length - 1] as const).filter(([, n]) => n > MAX_FILE_LINES);
    expect(long.map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap((f) => longFunctions(readFileSync(path.join(PROJECT_ROOT, f), 'utf8'), MAX_FUNCTION_LINES).map((fn) => ({ ...fn, file: f })));
    const unexcused = long.filter((fn) => !Object.hasOwn(FUNCTION_EXCEPTIONS, `${fn.file} ${fn.name}`));
    expect(unexcused.map((fn) => `${fn.file}:${fn.line} ${fn.name}: ${fn.lines} lines`)).toEqual([]);
  });

  it('every named exception still exists (a deleted or shortened one is struck off the list)', () => {
    for (const f of Object.keys(FILE_EXCEPTIONS)) expect(files).toContain(f);
    const long = new Set(files.flatMap((f) => longFunctions(readFileSync(path.join(PROJECT_ROOT, f), 'utf8'), MAX_FUNCTION_LINES).map((fn) => `${f} ${fn.name}`)));
    for (const key of Object.keys(FUNCTION_EXCEPTIONS)) expect(long).toContain(key);
  });
});
