/**
 * "Our own words" without the seeds: a rule text must not share a run of RUN consecutive
 * words with a source document. The clone carries only fingerprints of the seeds' word runs
 * (64-bit hashes, never the sentences), so the check runs in a clone with nothing beside it;
 * `npm run fingerprints` rebuilds them from ../shared/seeds and `.ci/run` checks they are current.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

export const RUN = 8;
export const FINGERPRINTS_FILE = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'seed-fingerprints.json');

/** Lower case, apostrophes dropped, anything but letters and digits a separator. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export function runs(ws: readonly string[], n = RUN): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= ws.length; i++) out.push(ws.slice(i, i + n).join(' '));
  return out;
}

/** Two independent 32-bit FNV-1a variants side by side: collisions over ~10^5 runs are negligible. */
export function fingerprint(run: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 15;
  }
  return a.toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export interface SeedFingerprints {
  runLength: number;
  /** Seed file name → its runs' fingerprints, concatenated 16-hex-digit strings, sorted. */
  seeds: Record<string, string>;
}

/** The fingerprints of one seed text, sorted and deduplicated, as one string. */
export function fingerprintText(text: string): string {
  return [...new Set(runs(words(text)).map(fingerprint))].sort().join('');
}

export function loadFingerprints(): Map<string, Set<string>> {
  const data = JSON.parse(readFileSync(FINGERPRINTS_FILE, 'utf8')) as SeedFingerprints;
  if (data.runLength !== RUN) throw new Error(`${FINGERPRINTS_FILE}: runLength ${data.runLength}, expected ${RUN}`);
  const out = new Map<string, Set<string>>();
  for (const [seed, packed] of Object.entries(data.seeds)) {
    const set = new Set<string>();
    for (let i = 0; i < packed.length; i += 16) set.add(packed.slice(i, i + 16));
    out.set(seed, set);
  }
  return out;
}

export interface CopiedRun {
  where: string;
  run: string;
  seed: string;
}

/** Every run of `text` whose fingerprint one of the seeds has. */
export function copiedRuns(where: string, text: string, seeds: Map<string, Set<string>>): CopiedRun[] {
  const hits: CopiedRun[] = [];
  for (const run of runs(words(text))) {
    const f = fingerprint(run);
    for (const [seed, set] of seeds) if (set.has(f)) hits.push({ where, run, seed });
  }
  return hits;
}

function* yamlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) yield* yamlFiles(p);
    else if (p.endsWith('.yaml') || p.endsWith('.yml')) yield p;
  }
}

/** Every string in every YAML file under `dir`, with its file and key path. */
export function yamlStrings(dir: string): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (v: unknown, where: string): void => {
    if (typeof v === 'string') out.push({ where, text: v });
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${where}.${k}`);
  };
  for (const file of yamlFiles(dir)) walk(parseYaml(readFileSync(file, 'utf8')), path.relative(PROJECT_ROOT, file));
  return out;
}
