/**
 * Rebuild (or, with --check, verify) tests/fixtures/seed-fingerprints.json from the seed
 * texts in ../shared/seeds (or FIRERULES_SEEDS). Run by `npm run fingerprints`; `.ci/run`
 * runs the check whenever the seeds are beside the clone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/core/paths.ts';
import { FINGERPRINTS_FILE, fingerprintText, RUN, type SeedFingerprints } from './own-words.ts';

/** The seeds written in English (002 is Japanese: no run of English words to copy). */
const SEEDS = ['000_3e997308688c4ed5.txt', '001_1f10c13f1ffaf92e.txt', '003_4bf1a5dd187b4bcc.txt', '004_eefa724aaed57fd2.txt'];

const seedsDir = process.env.FIRERULES_SEEDS ?? path.resolve(PROJECT_ROOT, '..', 'shared', 'seeds');
const check = process.argv.includes('--check');

if (!existsSync(seedsDir)) {
  console.error(`fingerprints: no seeds folder at ${seedsDir} (set FIRERULES_SEEDS)`);
  process.exit(2);
}
const data: SeedFingerprints = { runLength: RUN, seeds: {} };
for (const seed of SEEDS) data.seeds[seed] = fingerprintText(readFileSync(path.join(seedsDir, seed), 'utf8'));
const text = `${JSON.stringify(data, null, 1)}\n`;

if (check) {
  const current = existsSync(FINGERPRINTS_FILE) ? readFileSync(FINGERPRINTS_FILE, 'utf8') : '';
  if (current !== text) {
    console.error(`fingerprints: ${path.relative(PROJECT_ROOT, FINGERPRINTS_FILE)} is stale; run npm run fingerprints`);
    process.exit(1);
  }
  console.log(`fingerprints: current (${SEEDS.length} seeds)`);
} else {
  writeFileSync(FINGERPRINTS_FILE, text);
  console.log(`fingerprints: wrote ${path.relative(PROJECT_ROOT, FINGERPRINTS_FILE)}`);
}
