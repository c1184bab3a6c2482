/**
 * `npm run fuzz`: the property suite of tests/properties/ run long — random games on every
 * preset of both games with malformed actions interleaved, saves restored mid-game, replays
 * — until at least FUZZ_APPLIES applies (default 1,000,000), then the figures. Exits 1 when
 * any property broke, printing the first failures with what reproduces them.
 *
 *   npm run fuzz                       # both games, >= 10^6 applies
 *   FUZZ_APPLIES=50000 FUZZ_GAME=fire-tower npm run fuzz
 */
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { gameProperty, newFigures, presetsOf, type Figures, type Subject } from '../tests/properties/fuzz.ts';
import { fireTower, flashPoint } from '../tests/properties/subjects.ts';

const target = Number(process.env.FUZZ_APPLIES ?? 1_000_000);
const only = process.env.FUZZ_GAME;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Each game's share of the applies; Flash Point steps cost more (its legal actions are each tried), so its games are fewer. */
const plan: { subject: Subject<never>; share: number; maxSteps: number }[] = [
  { subject: flashPoint as Subject<never>, share: 0.5, maxSteps: 400 },
  { subject: fireTower as Subject<never>, share: 0.5, maxSteps: 600 },
].filter((p) => !only || p.subject.game === only);

const line = (name: string, f: Figures, seconds: number): string =>
  `${name.padEnd(12)} games ${f.games}, applies ${f.applies.toLocaleString('en')} (legal ${f.legalApplies.toLocaleString('en')}, malformed ${f.malformed.toLocaleString('en')}), refusals ${f.refusals.toLocaleString('en')}, throws ${f.throws}, round trips ${f.roundTrips}, replays ${f.replays}, failures ${f.failures.length}, ${seconds.toFixed(0)} s`;

const start = performance.now();
const shares = plan.reduce((n, x) => n + x.share, 0);
const runs = plan.map((p, index) => ({ ...p, index, f: newFigures(), goal: (target * p.share) / shares, presets: presetsOf(p.subject.game), ms: 0, batch: 0 }));
console.log(`fuzz: seed ${seed}, target ${target.toLocaleString('en')} applies`);
let shown = performance.now();
// The games take turns in small batches (each a fast-check run with its own seed), so both advance together and progress shows.
for (let open = runs; (open = open.filter((r) => r.f.applies < r.goal && r.f.failures.length < 50)).length; ) {
  for (const r of open) {
    const t = performance.now();
    fc.assert(gameProperty(r.subject, r.presets, r.maxSteps, r.f, 400), { numRuns: 2, seed: seed + 1000 * r.batch++ + r.index });
    r.ms += performance.now() - t;
  }
  if (performance.now() - shown > 60_000) {
    shown = performance.now();
    for (const r of runs) console.log(`  … ${line(r.subject.game, r.f, r.ms / 1000)}`);
  }
}
const total = newFigures();
for (const r of runs) {
  console.log(line(r.subject.game, r.f, r.ms / 1000));
  for (const k of Object.keys(total) as (keyof Figures)[]) {
    if (k === 'failures') total.failures.push(...r.f.failures);
    else total[k] += r.f[k];
  }
}
console.log(line('total', total, (performance.now() - start) / 1000));
for (const x of total.failures.slice(0, 20)) console.log(`FAIL ${x.slice(0, 1500)}`);
process.exitCode = total.failures.length ? 1 : 0;
