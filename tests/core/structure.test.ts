/**
 * The shape of the code: no game imports the registry (src/games/index.ts) or another game,
 * and no two modules import each other, directly or around a loop (a value import cycle).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = path.join(dir, e);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Relative value imports (type-only imports are erased and cannot form a cycle at run time). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm), ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]!);
  return specs.map((s) => path.relative(PROJECT_ROOT, path.resolve(path.dirname(file), s)));
}

const files = [...tsFiles(path.join(PROJECT_ROOT, 'src')), ...tsFiles(path.join(PROJECT_ROOT, 'machines'))];
const graph = new Map(files.map((f) => [path.relative(PROJECT_ROOT, f), imports(f)]));

function cycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (n: string): void => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of graph.get(n) ?? []) {
      if (!graph.has(d)) continue;
      if (state.get(d) === 'open') found.push([...stack.slice(stack.indexOf(d)), d].join(' → '));
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  return found;
}

describe('code structure', () => {
  it('reads the imports of every source file', () => {
    expect(graph.size).toBeGreaterThan(80);
    expect(graph.get('src/games/flash-point/game.ts')).toContain('src/games/flash-point/definition.ts');
  });

  it('no game imports the registry or another game', () => {
    const bad: string[] = [];
    for (const [file, deps] of graph) {
      const game = /^src\/games\/([^/]+)\//.exec(file)?.[1];
      if (!game) continue;
      for (const d of deps) {
        if (d === 'src/games/index.ts') bad.push(`${file} imports the registry`);
        const other = /^src\/games\/([^/]+)\//.exec(d)?.[1];
        if (other && other !== game) bad.push(`${file} imports ${d}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the cycle finder finds a loop of three and ignores imports from outside', () => {
    const toy = new Map([['a', ['b', 'node:fs']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(toy)).toEqual(['a → b → c → a']);
  });

  it('no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
