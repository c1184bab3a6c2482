/** Temporary module folders for layering and error tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { RulesError } from '../../src/core/errors.ts';
import type { Ruleset } from '../../src/core/ruleset.ts';
import { load } from '../../src/games/index.ts';

// One folder per test file, removed after its tests.
const root = mkdtempSync(path.join(tmpdir(), 'firerules-tests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Write `files` (relative path → content) into a fresh temp dir; returns its path. */
/** An empty folder of the test run's own, removed with everything in it when the test file ends. */
export function tempDir(prefix = 't-'): string {
  return mkdtempSync(path.join(root, prefix));
}

export function tempTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, 't-'));
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return dir;
}

/** Load asl-fire `core` plus user modules written into a temp rules dir. */
export function loadWith(modules: string[], files: Record<string, string>, options: Record<string, string | number | boolean> = {}): Ruleset {
  const dir = tempTree(files);
  return load({ inline: { game: 'asl-fire', modules, options }, baseDir: dir, label: 'test config' }, [dir]);
}

/** The RulesError a call throws (fails the test if it does not throw one). */
export function rulesError(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('expected a RulesError, but nothing was thrown');
}
