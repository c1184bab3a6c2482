/**
 * The words of the ASL fire rules: every item has text and cites a section of the sheet,
 * every section is cited, and no item copies the seed (no run of 8 words in common, checked
 * against the seed's fingerprints in tests/fixtures).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { copiedRuns, loadFingerprints, RUN } from '../helpers/own-words.ts';
import { SEED_FILE, standardRules } from './seed.ts';

const rules = standardRules();
const SOURCE = 'asl-fire-sheet';

const registry = parseYaml(readFileSync(path.join(PROJECT_RULES, 'sources.yaml'), 'utf8')) as Record<string, { file?: string; sections?: string[]; games?: string[] }>;
const sheet = registry[SOURCE];
const sections = sheet?.sections ?? [];

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

describe('our own words (against the seed fingerprints, so no seed text is needed)', () => {
  const seeds = loadFingerprints();
  const sheetRuns = new Map([[SEED_FILE, seeds.get(SEED_FILE)!]]);

  it('the fingerprints cover the sheet', () => {
    expect(seeds.get(SEED_FILE)?.size ?? 0).toBeGreaterThan(1000);
  });

  it('the guard itself catches a copied sentence, whatever its case and punctuation', () => {
    const copied = 'WP may NOT be used -- to burn vehicles, or wrecks!';
    expect(copiedRuns('copy', `As the sheet says: ${copied}`, sheetRuns).length).toBeGreaterThan(0);
    // Seven words in common is allowed.
    expect(copiedRuns('seven', 'WP may not be used to burn cars.', sheetRuns)).toEqual([]);
  });

  it(`no item text or title shares a run of ${RUN} consecutive words with the seed`, () => {
    const hits = rules.items.flatMap((f) => [
      ...copiedRuns(f.item.id, f.item.text ?? '', sheetRuns),
      ...copiedRuns(`${f.item.id} (title)`, f.item.title ?? '', sheetRuns),
    ]);
    expect(hits).toEqual([]);
  });
});
