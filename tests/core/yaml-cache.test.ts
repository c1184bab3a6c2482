/**
 * The build's parsed rule files (src/core/yaml-cache.ts) answer exactly as parsing does: the
 * same data and the same line and column for every path in every rule file, and for paths
 * that lead nowhere; a text the build did not see (an edited file) is parsed, never answered
 * from the cache.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeYamlCache } from '../../src/core/precompiled-build.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { buildOutput } from '../../src/core/paths.ts';
import { cachedYaml, readYamlCacheFrom, YAML_CACHE_DIR } from '../../src/core/yaml-cache.ts';
import { parseYaml, type PathSegment, type YamlFile } from '../../src/core/yaml-file.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'firerules-yaml-cache-'));
const written = writeYamlCache(PROJECT_RULES, dir);
afterAll(() => {
  readYamlCacheFrom(buildOutput(YAML_CACHE_DIR));
  rmSync(dir, { recursive: true, force: true });
});

function yamlFiles(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yamlFiles(path.join(d, e.name)) : /\.ya?ml$/.test(e.name) ? [path.join(d, e.name)] : []));
}

/** Every path to a value in `data`, and beside each a path one step past it that leads nowhere. */
function paths(data: unknown, at: PathSegment[] = []): PathSegment[][] {
  const out: PathSegment[][] = [at, [...at, 'nowhere'], [...at, 99999]];
  if (Array.isArray(data)) data.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) out.push(...paths(v, [...at, k]));
  return out;
}

const files = yamlFiles(PROJECT_RULES);

describe('parsed rule files from the build', () => {
  it('has an entry for every rule file of the package', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(written).toBe(files.length);
  });

  it('gives the same data and the same position of every value as parsing', () => {
    let located = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      readYamlCacheFrom(undefined);
      const parsed: YamlFile = parseYaml(text, file);
      readYamlCacheFrom(dir);
      const cached = parseYaml(text, file);
      expect(cachedYaml(text)).toBeDefined();
      expect(cached.data).toEqual(parsed.data);
      for (const p of paths(parsed.data)) {
        expect(cached.locate(p), `${file} ${p.join('/')}`).toEqual(parsed.locate(p));
        located++;
      }
    }
    expect(located).toBeGreaterThan(10_000);
  });

  it('an edited file has no entry: it is parsed, and its new lines are named', () => {
    readYamlCacheFrom(dir);
    const file = files[0]!;
    const text = readFileSync(file, 'utf8');
    const edited = `# a comment added since the build\n${text}`;
    expect(cachedYaml(edited)).toBeUndefined();
    const before = parseYaml(text, file);
    const firstValue = paths(before.data)[3]!;
    expect(parseYaml(edited, file).locate(firstValue).line).toBe(before.locate(firstValue).line + 1);
  });
});

describe('the build\'s output is read only by the build\'s code', () => {
  it('the sources (a clone through tsx) never read dist/, which may be older than they are', () => {
    expect(buildOutput(YAML_CACHE_DIR)).toBeUndefined();
  });
});
