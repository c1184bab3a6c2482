/**
 * Issue 14 (cold start): the commands that only read rules — validate, modules, explain,
 * coverage (src/cli/rules-reading.ts) and the asl queries — load no game engine, no xstate,
 * no chart layout: what their modules import statically reaches only the games' definitions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

const SRC = path.join(PROJECT_ROOT, 'src');

/** The files and packages evaluated when `file` is: its static value imports, followed. */
function staticClosure(file: string): { files: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const m of readFileSync(f, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) stack.push(path.resolve(path.dirname(f), spec));
      else if (!spec.startsWith('node:')) packages.add(spec.split('/')[0]!);
    }
  }
  return { files: [...seen].map((f) => path.relative(PROJECT_ROOT, f)).sort(), packages: [...packages].sort() };
}

describe('commands that only read rules', () => {
  for (const command of ['rules-reading.ts', 'asl.ts']) {
    it(`${command} reaches no engine, registry of playable games, xstate or chart layout`, () => {
      const { files, packages } = staticClosure(path.join(SRC, 'cli', command));
      expect(files).toContain('src/core/load.ts');
      expect(files.filter((f) => /^src\/games\/(index\.ts|[^/]+\/(game|playable|play|rules-only)\.ts)$|^src\/(docs|inspector)\//.test(f))).toEqual([]);
      expect(packages).not.toContain('xstate');
      expect(packages).not.toContain('elkjs');
      expect(packages).not.toContain('markdown-it');
      expect(packages).not.toContain('json-rules-engine');
    });
  }

  it('docs-command.ts (one rulebook, a diff) reaches no engine, registry of playable games, xstate or chart layout', () => {
    const { files, packages } = staticClosure(path.join(SRC, 'cli', 'docs-command.ts'));
    expect(files).toContain('src/cli/rulebook-files.ts');
    expect(files.filter((f) => /^src\/games\/(index\.ts|[^/]+\/(game|playable|play|rules-only)\.ts)$|^src\/docs\/chart/.test(f))).toEqual([]);
    expect(packages).not.toContain('xstate');
    expect(packages).not.toContain('elkjs');
  });

  it('the check sees the engine where it is', () => {
    const { files, packages } = staticClosure(path.join(SRC, 'games', 'index.ts'));
    expect(files).toContain('src/games/flash-point/game.ts');
    expect(packages).toContain('xstate');
  });
});

describe('the registry\'s light half', () => {
  it('holds the definition of every game of the whole table, and nothing else', async () => {
    const { GAMES } = await import('../../src/games/index.ts');
    const { GAME_DEFINITIONS } = await import('../../src/games/definitions.ts');
    expect(Object.keys(GAME_DEFINITIONS)).toEqual(GAMES.map((g) => g.id));
    for (const g of GAMES) expect(GAME_DEFINITIONS[g.id]).toBe(g.definition);
  });

  it('loads, when asked, the very row of the whole table', async () => {
    const { GAMES } = await import('../../src/games/index.ts');
    const { loadGameEntry } = await import('../../src/games/definitions.ts');
    for (const g of GAMES) expect(await loadGameEntry(g.id)).toBe(g);
    expect(await loadGameEntry('no-such-game')).toBeUndefined();
  });
});
