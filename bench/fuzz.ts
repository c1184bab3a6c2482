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
/** Flash Point games take longer per step (legal actions are tried one by one): the applies are shared by time, not evenly. */
const plan: { subject: Subject<never>; share: number; maxSteps: number }[] = [
  { subject: flashPoint as Subject<never>, share: 0.5, maxSteps: 400 },
  { subject: fireTower as Subject<never>, share: 0.5, maxSteps: 600 },
].filter((p) => !only || p.subject.game === only);

function run(subject: Subject<never>, applies: number, maxSteps: number, f: Figures): void {
  const presets = presetsOf(subject.game);
  let round = 0;
  // Batches of cases, each batch a fast-check run with its own seed, until the share is done.
  while (f.applies < applies && f.failures.length < 50) {
    fc.assert(gameProperty(subject, presets, maxSteps, f, 400), { numRuns: presets.length, seed: seed + round++ });
  }
}

const total = newFigures();
const start = performance.now();
console.log(`fuzz: seed ${seed}, target ${target.toLocaleString('en')} applies`);
for (const p of plan) {
  const f = newFigures();
  const t = performance.now();
  run(p.subject, (target * p.share) / plan.reduce((n, x) => n + x.share, 0), p.maxSteps, f);
  const s = (performance.now() - t) / 1000;
  console.log(`${p.subject.game.padEnd(12)} games ${f.games}, applies ${f.applies.toLocaleString('en')} (legal ${f.legalApplies.toLocaleString('en')}, malformed ${f.malformed.toLocaleString('en')}), refusals ${f.refusals.toLocaleString('en')}, throws ${f.throws}, round trips ${f.roundTrips}, replays ${f.replays}, failures ${f.failures.length}, ${s.toFixed(0)} s`);
  for (const k of Object.keys(total) as (keyof Figures)[]) {
    if (k === 'failures') total.failures.push(...f.failures);
    else total[k] += f[k];
  }
}
console.log(`total        games ${total.games}, applies ${total.applies.toLocaleString('en')}, refusals ${total.refusals.toLocaleString('en')}, throws ${total.throws}, round trips ${total.roundTrips}, replays ${total.replays}, failures ${total.failures.length}, ${((performance.now() - start) / 1000).toFixed(0)} s`);
for (const x of total.failures.slice(0, 20)) console.log(`FAIL ${x.slice(0, 1500)}`);
process.exitCode = total.failures.length ? 1 : 0;
