/**
 * The shape of the code: no game imports the registry (src/games/index.ts) or another game,
 * no two modules import each other, directly or around a loop (a value import cycle), and
 * the commands and docs reach the games only through the registry (no branch on a game id),
 * and rules code reads a game's state through its view's accessors (`w.pending`), not `w.s.pending`.
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

  /**
   * The commands are written once over the PlayableGame contract: outside the registry, no
   * file of src/cli or src/docs names a game by its id or imports a game's own modules.
   * Two files are about particular games by design.
   */
  const ABOUT_PARTICULAR_GAMES: Record<string, string> = {
    'src/cli/asl.ts': 'the asl-fire table questions (firerules asl kindle|spread|blaze|clear) are that rules-only game\'s own commands',
    'src/cli/start.ts': 'the tour of `firerules start` shows a Flash Point game in its own terms',
  };
  const GAME_IDS = readdirSync(path.join(PROJECT_ROOT, 'rules')).filter((d) => statSync(path.join(PROJECT_ROOT, 'rules', d)).isDirectory() && /^[a-z]/.test(d));
  /** A game id as a whole string literal ('fire-tower'), not inside a longer one ('fire-tower-base'). */
  const quoted = new RegExp(`(['"\`])(${GAME_IDS.join('|')})\\1`);

  it('commands, docs and the inspector name no game id and import no game, outside the registry', () => {
    expect(GAME_IDS).toEqual(expect.arrayContaining(['asl-fire', 'fire-tower', 'flash-point']));
    const bad: string[] = [];
    for (const [file, deps] of graph) {
      if (!/^src\/(cli|docs|inspector)\//.test(file) || Object.hasOwn(ABOUT_PARTICULAR_GAMES, file)) continue;
      const literal = quoted.exec(readFileSync(path.join(PROJECT_ROOT, file), 'utf8'));
      if (literal) bad.push(`${file} names the game ${literal[0]}`);
      for (const d of deps) if (/^src\/games\/[^/]+\//.test(d)) bad.push(`${file} imports ${d}`);
    }
    expect(bad).toEqual([]);
  });

  it('the check sees a game id in quotes and a game import', () => {
    expect(quoted.test("if (game === 'fire-tower')")).toBe(true);
    expect(quoted.test('--preset fire-tower-base')).toBe(false);
    expect(graph.get('src/cli/start.ts')).toContain('src/games/flash-point/play.ts');
  });
});

describe('state access', () => {
  /** The state views themselves (and the World built on each) are where `s` is read field by field. */
  const VIEWS = /^src\/games\/[^/]+\/(state-view|world)\.ts$/;
  /** `w.s.pending`, `const s = w.s;` or a context field `s: w.s`: a field read past the view. */
  const pastTheView = /\b[A-Za-z_$][\w$]*\.s\.[A-Za-z_$]|\bconst s = [A-Za-z_$][\w$]*\.s;|\bs: [A-Za-z_$][\w$]*\.s\b/;

  it('rules code reads the state through the view (w.s only for the state whole: a copy, a save, an identity)', () => {
    const bad: string[] = [];
    for (const file of graph.keys()) {
      if (!file.startsWith('src/games/') || VIEWS.test(file)) continue;
      readFileSync(path.join(PROJECT_ROOT, file), 'utf8').split('\n').forEach((line, i) => {
        if (!line.trimStart().startsWith('*') && !line.trimStart().startsWith('//') && pastTheView.test(line)) bad.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('the check sees each way past the view and lets the whole state through', () => {
    expect(pastTheView.test('if (w.s.solo) return;')).toBe(true);
    expect(pastTheView.test('  const s = w.s;')).toBe(true);
    expect(pastTheView.test('return { w, s: w.s, p };')).toBe(true);
    expect(pastTheView.test('const copy = cloneForUpdate(w.s);')).toBe(false);
    expect(pastTheView.test('if (last?.state === w.s) return last;')).toBe(false);
  });
});
