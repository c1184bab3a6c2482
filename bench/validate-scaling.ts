/**
 * Loading a house-rules module grows linearly with its size: the same ASL config with a rule
 * file of 1,200 and of 12,000 items, loaded and validated in the same run. Printed as the
 * cost per item of the large file against the small one (≈ 1 when linear). This is measured
 * here rather than as a timed unit test, which a loaded machine would make flaky.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadAslFireRules } from '../src/games/asl-fire/load.ts';

const rule = (i: number) => `- { id: house.x${i}, kind: rule, text: Rule ${i}., source: house rule }\n`;

/** A config enabling one house module of `items` rules, in a fresh folder. */
function houseConfig(items: number): { file: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'firerules-scaling-'));
  mkdirSync(path.join(dir, 'asl-fire', 'mine'), { recursive: true });
  writeFileSync(path.join(dir, 'asl-fire', 'mine', 'module.yaml'), 'title: Mine\n');
  writeFileSync(path.join(dir, 'asl-fire', 'mine', 'rules.yaml'), Array.from({ length: items }, (_, i) => rule(i)).join(''));
  const file = path.join(dir, 'config.yaml');
  writeFileSync(file, 'game: asl-fire\nmodules: [core, mine]\nrulesDirs: [.]\n');
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Median ms of loading the config, over `runs` loads after one warm-up. */
function medianLoadMs(file: string, runs: number): number {
  loadAslFireRules({ configFile: file });
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    loadAslFireRules({ configFile: file });
    took.push(performance.now() - start);
  }
  return took.sort((a, b) => a - b)[runs >> 1]!;
}

const small = houseConfig(1_200);
const large = houseConfig(12_000);
try {
  const smallMs = medianLoadMs(small.file, 7);
  const largeMs = medianLoadMs(large.file, 5);
  console.log('\nLoading a house-rules module (ASL config, median of several loads)\n');
  console.log(`${'1,200 items'.padEnd(48)} ${smallMs.toFixed(1).padStart(12)} ms`);
  console.log(`${'12,000 items'.padEnd(48)} ${largeMs.toFixed(1).padStart(12)} ms`);
  console.log(`cost per item, 12,000 / 1,200:           ${(largeMs / 10 / smallMs).toFixed(2)}× (1 = linear)`);
} finally {
  small.cleanup();
  large.cleanup();
}
