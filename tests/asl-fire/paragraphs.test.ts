/**
 * The words of the ASL fire rules: every item has text and cites a section of the sheet,
 * every section is cited, and no item copies the seed (no run of 8 words in common).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { SEED_FILE, SEED_PATH, standardRules } from './seed.ts';

const rules = standardRules();
const SOURCE = 'asl-fire-sheet';

const registry = parseYaml(readFileSync(path.join(PROJECT_RULES, 'sources.yaml'), 'utf8')) as Record<string, { file?: string; sections?: string[]; games?: string[] }>;
const sheet = registry[SOURCE];
const sections = sheet?.sections ?? [];

/** Lower case, punctuation and markup dropped, split into words. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const RUN = 8;

function runs(ws: string[], n = RUN): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= ws.length; i++) out.push(ws.slice(i, i + n).join(' '));
  return out;
}

/** Every item whose text shares a run of RUN consecutive words with `seedText`. */
function copiedRuns(seedText: string, items: { id: string; text: string }[]): { id: string; run: string }[] {
  const seedRuns = new Set(runs(words(seedText)));
  const hits: { id: string; run: string }[] = [];
  for (const it of items) for (const r of runs(words(it.text))) if (seedRuns.has(r)) hits.push({ id: it.id, run: r });
  return hits;
}

describe('text and source of every item', () => {
  it('the registry names the seed file for asl-fire-sheet, with sections', () => {
    expect(sheet?.file).toBe(SEED_FILE);
    expect(sheet?.games).toContain('asl-fire');
    expect(sections.length).toBeGreaterThan(0);
  });

  it('every item has non-empty text', () => {
    const missing = rules.items.filter((f) => typeof f.item.text !== 'string' || f.item.text.trim() === '').map((f) => f.item.id);
    expect(missing).toEqual([]);
  });

  it('every item cites `asl-fire-sheet § <section>` with a registered section', () => {
    const bad = rules.items
      .map((f) => ({ id: f.item.id, source: f.item.source ?? '' }))
      .filter(({ source }) => {
        const m = /^asl-fire-sheet § (.+)$/.exec(source);
        return !m || !sections.includes(m[1]!);
      });
    expect(bad).toEqual([]);
  });

  it('every section of asl-fire-sheet is cited by at least one item', () => {
    const cited = new Set(rules.items.map((f) => (f.item.source ?? '').replace(/^asl-fire-sheet § /, '')));
    expect(sections.filter((s) => !cited.has(s))).toEqual([]);
  });

  it('every computed modifier has a title (it labels the DRM breakdown)', () => {
    const untitled = rules.items.filter((f) => f.item.kind === 'modifier' && !f.item.title).map((f) => f.item.id);
    expect(untitled).toEqual([]);
  });
});

describe('our own words', () => {
  it('the seed file is there to compare against', () => {
    expect(existsSync(SEED_PATH), SEED_PATH).toBe(true);
  });

  it('the guard itself catches a copied sentence, whatever its case and punctuation', () => {
    const seed = readFileSync(SEED_PATH, 'utf8');
    const copied = 'WP may NOT be used -- to burn vehicles, or wrecks!';
    expect([...new Set(copiedRuns(seed, [{ id: 'copy', text: `As the sheet says: ${copied}` }]).map((h) => h.id))]).toEqual(['copy']);
    // Seven words in common is allowed.
    expect(copiedRuns(seed, [{ id: 'seven', text: 'WP may not be used to burn cars.' }])).toEqual([]);
  });

  it(`no item text shares a run of ${RUN} consecutive words with the seed`, () => {
    const seed = readFileSync(SEED_PATH, 'utf8');
    const items = rules.items.map((f) => ({ id: f.item.id, text: f.item.text ?? '' }));
    expect(copiedRuns(seed, items)).toEqual([]);
  });

  it('no item title shares a run of 8 words with the seed either', () => {
    const seed = readFileSync(SEED_PATH, 'utf8');
    const titled = rules.items.filter((f) => f.item.title).map((f) => ({ id: f.item.id, text: f.item.title! }));
    expect(copiedRuns(seed, titled)).toEqual([]);
  });
});
