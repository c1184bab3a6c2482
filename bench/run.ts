/**
 * `npm run bench`: the same kindling-DRM questions answered through json-rules-engine
 * (the reference evaluator, the baseline) and through the compiled predicates, measured
 * in the same run so the printed ratio does not depend on the machine.
 */
import { performance } from 'node:perf_hooks';
import { load } from '../src/games/index.ts';
import { kindle } from '../src/games/asl-fire/queries.ts';

const rules = load({ preset: 'asl-fire', game: 'asl-fire' });
const terrains = rules.ofKind('terrain');
const ecs = rules.ofKind('environment');
const questions = terrains.flatMap((terrain) =>
  ecs.flatMap((ec) =>
    ['squad', 'hs', 'smc'].flatMap((unit) =>
      ['attempt', 'wp', 'ft'].map((method) => ({ method, terrain, ec, unit, leader: -1, mol: unit === 'squad', fortified: false, pto: false })),
    ),
  ),
);

async function measure(label: string, minMs: number, run: () => unknown | Promise<unknown>): Promise<number> {
  await run(); // warm-up
  let rounds = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    await run();
    rounds++;
  }
  const perSecond = (rounds * questions.length) / ((performance.now() - start) / 1000);
  console.log(`${label.padEnd(44)} ${Math.round(perSecond).toLocaleString('en').padStart(12)} DRM folds/s`);
  return perSecond;
}

console.log(`${questions.length} kindling-DRM questions per round (${terrains.length} terrain × ${ecs.length} EC × 3 units × 3 methods)\n`);
const reference = await measure('json-rules-engine (baseline)', 2000, async () => {
  for (const q of questions) await rules.computeReference('kindling-drm', q);
});
const compiled = await measure('compiled predicates', 1000, () => {
  for (const q of questions) rules.compute('kindling-drm', q);
});
const query = await measure('full kindle() query (lookup + fold + odds)', 1000, () => {
  for (const q of questions) kindle(rules, { terrain: q.terrain.id, ec: q.ec.id, unit: q.unit as 'squad', method: q.method as 'attempt' });
});
const loadStart = performance.now();
for (let i = 0; i < 5; i++) load({ preset: 'asl-fire', game: 'asl-fire' });
console.log(`${'loading the asl-fire preset'.padEnd(44)} ${((performance.now() - loadStart) / 5).toFixed(1).padStart(12)} ms`);
console.log(`\ncompiled / json-rules-engine: ${(compiled / reference).toFixed(1)}×`);
console.log(`kindle() / json-rules-engine: ${(query / reference).toFixed(1)}×`);
