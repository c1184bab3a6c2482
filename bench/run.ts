/**
 * `npm run bench`: every comparison is measured in the same run, so the printed ratios do
 * not depend on the machine.
 * - ASL: kindling-DRM questions through json-rules-engine (the reference, the baseline),
 *   the plain fold of compiled predicates over every modifier, the value's lookup table
 *   without its memo, and `compute` (the table with its memo, the hot path), in alternating
 *   slices; the printed ratio is `compute`'s.
 * - Flash Point: the same four ways on a grid of AP-cost questions and on the questions one
 *   recorded random game asks, and whole games with the random agent on the experienced
 *   preset (games per second).
 * - Statechart steps of both games (bench/machine-steps.ts): XState's transition() (the
 *   baseline), core/machine-step's reused scope and the compiled table, on the same recorded
 *   steps; then Fire Tower's whole random-agent games per preset (games per second).
 * - The kernel baseline (bench/kernel-baseline.ts): games/s and µs per action by board,
 *   createGame, bytes per saved game.
 * - Fire Tower's kernel (bench/fire-tower-kernel.ts): legalActions through placement masks,
 *   listing vs sampling agents, compiled shape checks, whole games.
 * - Flash Point AP costs as a game asks them (bench/flash-point-pricing.ts): the general path
 *   (facts object, then the table) against the compiled pricer, on the same questions.
 * - (The old Flash Point legal-move generator and Fire Tower's cell-by-cell enumeration are
 *   deleted: their last side-by-side runs are in the issue 13 notes.)
 * - Loading a house-rules module of 1,200 and 12,000 items (bench/validate-scaling.ts): the
 *   cost per item of the large one against the small one.
 * - `simulate` on 1 and 2 worker threads (bench/simulate-workers.ts): games/s and the ratio.
 * - The agents (bench/agents.ts): each one's win rate and decisions/s, Flash Point on experienced-recruit and Fire Tower
 *   head to head and in Solo Mode (bench/fire-tower-agents.ts).
 */
import { performance } from 'node:perf_hooks';
import { load } from '../src/games/index.ts';
import { kindle } from '../src/games/asl-fire/queries.ts';
import { playGame } from '../src/games/flash-point/play.ts';
import { Ruleset as RulesetClass } from '../src/core/ruleset.ts';
import type { Ruleset } from '../src/core/ruleset.ts';
import { ModifierTable } from '../src/core/modifier-table.ts';
import { questionFacts } from '../src/games/flash-point/ap-facts.ts';
import { ApPricer } from '../src/games/flash-point/pricer.ts';
import { playGame as playFireTower } from '../src/games/fire-tower/play.ts';
import { benchMachineSteps, ratioLine } from './machine-steps.ts';

async function measure(label: string, minMs: number, perRun: number, unit: string, run: () => unknown | Promise<unknown>): Promise<number> {
  await run(); // warm-up
  let rounds = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    await run();
    rounds++;
  }
  const perSecond = (rounds * perRun) / ((performance.now() - start) / 1000);
  const shown = perSecond >= 100 ? Math.round(perSecond).toLocaleString('en') : perSecond.toFixed(2);
  console.log(`${label.padEnd(48)} ${shown.padStart(12)} ${unit}/s`);
  return perSecond;
}

function timeLoad(label: string, loadIt: () => unknown): void {
  const t = performance.now();
  for (let i = 0; i < 5; i++) loadIt();
  console.log(`${label.padEnd(48)} ${((performance.now() - t) / 5).toFixed(1).padStart(12)} ms`);
}

/**
 * Several ways to answer the same questions, timed in alternating slices so that a change in
 * the machine's load (it is shared) affects each alike: runs per second of each, printed.
 */
async function measureInterleaved<T extends readonly { label: string; run: () => unknown | Promise<unknown> }[]>(ways: T, perRun: number, unit: string, sliceMs = 100, slices = 12): Promise<{ [K in keyof T]: number }> {
  for (const w of ways) await w.run(); // warm-up
  const rounds = ways.map(() => 0);
  const took = ways.map(() => 0);
  for (let s = 0; s < slices; s++) {
    for (const [i, w] of ways.entries()) {
      const start = performance.now();
      do {
        await w.run();
        rounds[i]!++;
      } while (performance.now() - start < sliceMs);
      took[i]! += performance.now() - start;
    }
  }
  return ways.map((w, i) => {
    const perSecond = (rounds[i]! * perRun) / (took[i]! / 1000);
    console.log(`${w.label.padEnd(48)} ${Math.round(perSecond).toLocaleString('en').padStart(12)} ${unit}/s`);
    return perSecond;
  }) as { [K in keyof T]: number };
}

/** The ruleset's table for `value` without its memo: what compiling alone buys. */
function unmemoised(rules: Ruleset, value: string): ModifierTable {
  return new ModifierTable(rules.modifiersFor(value), { options: rules.optionValues }, false);
}

// ---- ASL fire ----------------------------------------------------------------------------
const asl = load({ preset: 'asl-fire', game: 'asl-fire' });
const terrains = asl.ofKind('terrain');
const ecs = asl.ofKind('environment');
const kindleQuestions = terrains.flatMap((terrain) =>
  ecs.flatMap((ec) =>
    ['squad', 'hs', 'smc'].flatMap((unit) =>
      ['attempt', 'wp', 'ft'].map((method) => ({ method, terrain, ec, unit, leader: -1, mol: unit === 'squad', fortified: false, pto: false })),
    ),
  ),
);
console.log(`ASL: ${kindleQuestions.length} kindling-DRM questions per round (${terrains.length} terrain × ${ecs.length} EC × 3 units × 3 methods)\n`);
const aslTable = unmemoised(asl, 'kindling-drm');
const [aslRef, , aslTableOnly, aslCompiled] = await measureInterleaved(
  [
    {
      label: 'json-rules-engine (baseline)',
      run: async () => {
        for (const q of kindleQuestions) await asl.computeReference('kindling-drm', q);
      },
    },
    { label: 'compiled predicates, plain fold (all modifiers)', run: () => kindleQuestions.forEach((q) => asl.computePlain('kindling-drm', q)) },
    { label: 'compiled table, no memo', run: () => kindleQuestions.forEach((q) => aslTable.fold(q)) },
    { label: 'compiled table + memo (compute, the hot path)', run: () => kindleQuestions.forEach((q) => asl.compute('kindling-drm', q)) },
  ] as const,
  kindleQuestions.length,
  'DRM folds',
);
const aslQuery = await measure('full kindle() query (lookup + fold + odds)', 1000, kindleQuestions.length, 'DRM folds', () => {
  for (const q of kindleQuestions) kindle(asl, { terrain: q.terrain.id, ec: q.ec.id, unit: q.unit as 'squad', method: q.method as 'attempt' });
});
timeLoad('loading the asl-fire preset', () => load({ preset: 'asl-fire', game: 'asl-fire' }));

// ---- Flash Point ---------------------------------------------------------------------------
const fp: Ruleset = load({ preset: 'experienced-recruit', game: 'flash-point' });
const roles = fp.ofKind('role').map((r) => r.id.replace(/^role\./, ''));
const situations = [
  { action: 'move', target: 'open', carrying: 'none' }, { action: 'move', target: 'fire', carrying: 'none' },
  { action: 'move', target: 'smoke', carrying: 'victim' }, { action: 'move', target: 'fire', carrying: 'hazmat' },
  { action: 'extinguish', step: 'fire-to-smoke' }, { action: 'chop' }, { action: 'open' },
  { action: 'fire-deck-gun', onEngine: true, quadrantOccupied: false }, { action: 'crew-change', onEngine: true, firstAction: false, roleInPlay: false },
  { action: 'treat', victimType: 'standard' }, { action: 'command', commanded: 'move', commandedCost: 1, commandedRole: 'cafs-firefighter', commandedApAfter: 2 },
];
const apQuestions = roles.flatMap((role) => situations.map((s) => ({ leading: false, onEngine: false, firstAction: true, ...s, role })));
console.log(`\nFlash Point: ${apQuestions.length} AP-cost questions per round (${roles.length} roles × ${situations.length} situations)\n`);
const fpTable = unmemoised(fp, 'ap-cost');
const [fpRef, , fpTableOnly, fpCompiled] = await measureInterleaved(
  [
    {
      label: 'json-rules-engine (baseline)',
      run: async () => {
        for (const q of apQuestions) await fp.computeReference('ap-cost', q);
      },
    },
    { label: 'compiled predicates, plain fold (all modifiers)', run: () => apQuestions.forEach((q) => fp.computePlain('ap-cost', q)) },
    { label: 'compiled table, no memo', run: () => apQuestions.forEach((q) => fpTable.fold(q)) },
    { label: 'compiled table + memo (compute, the hot path)', run: () => apQuestions.forEach((q) => fp.compute('ap-cost', q)) },
  ] as const,
  apQuestions.length,
  'AP costs',
);
// The AP-cost questions one random game asks, in order (repeats included, as a game asks them):
// those asked the general way at `compute`, and those a compiled pricer answers (which asks
// `compute` only for a question it has not met) with the facts the general way would build.
const gameQuestions: Record<string, unknown>[] = [];
const compute = RulesetClass.prototype.compute;
const answer = ApPricer.prototype.answer;
let inPricer = false;
RulesetClass.prototype.compute = function (this: Ruleset, value, facts, base) {
  if (value === 'ap-cost' && !inPricer) gameQuestions.push({ ...facts });
  return compute.call(this, value, facts, base);
};
ApPricer.prototype.answer = function (this: ApPricer, w, f, step, more) {
  gameQuestions.push(questionFacts(w, f, this.action, step, more));
  inPricer = true;
  try {
    return answer.call(this, w, f, step, more);
  } finally {
    inPricer = false;
  }
};
playGame({ preset: 'experienced-recruit' }, { seed: 7, players: 4, agent: 'random' });
RulesetClass.prototype.compute = compute;
ApPricer.prototype.answer = answer;
console.log(`\nThe ${gameQuestions.length} AP-cost questions of one random game (experienced-recruit, 4 players), replayed\n`);
const gameTable = unmemoised(fp, 'ap-cost');
const [gameRef, , gameTableOnly, gameCompiled] = await measureInterleaved(
  [
    {
      label: 'json-rules-engine (baseline)',
      run: async () => {
        for (const q of gameQuestions) await fp.computeReference('ap-cost', q);
      },
    },
    { label: 'compiled predicates, plain fold (all modifiers)', run: () => gameQuestions.forEach((q) => fp.computePlain('ap-cost', q)) },
    { label: 'compiled table, no memo', run: () => gameQuestions.forEach((q) => gameTable.fold(q)) },
    { label: 'compiled table + memo (compute, the hot path)', run: () => gameQuestions.forEach((q) => fp.compute('ap-cost', q)) },
  ] as const,
  gameQuestions.length,
  'AP costs',
  100,
  6,
);
let seed = 1;
await measure('random-agent games, experienced-recruit, 4 players', 6000, 1, 'games', () => {
  playGame({ preset: 'experienced-recruit' }, { seed: seed++, players: 4, agent: 'random' });
});
timeLoad('loading the experienced-recruit preset', () => load({ preset: 'experienced-recruit', game: 'flash-point' }));

// ---- Statecharts, then Fire Tower ------------------------------------------------------------
const machineSteps = benchMachineSteps();
console.log('\nFire Tower\n');
let ftSeed = 1;
for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-extreme-weather', 4], ['fire-tower-solo-level-4', 1]] as const) {
  await measure(`random-agent games, ${preset}, ${players}p`, 3000, 1, 'games', () => {
    playFireTower({ preset }, { seed: ftSeed++, players, agent: 'random' });
  });
}

console.log(`\nASL compiled / json-rules-engine:         ${(aslCompiled / aslRef).toFixed(1)}×`);
console.log(`ASL table, no memo / json-rules-engine:   ${(aslTableOnly / aslRef).toFixed(1)}×`);
console.log(`ASL kindle() / json-rules-engine:         ${(aslQuery / aslRef).toFixed(1)}×`);
console.log(`Flash Point compiled / json-rules-engine: ${(fpCompiled / fpRef).toFixed(1)}×`);
console.log(`FP table, no memo / json-rules-engine:    ${(fpTableOnly / fpRef).toFixed(1)}×`);
console.log(`FP one game's questions, compiled / jre:  ${(gameCompiled / gameRef).toFixed(1)}× (no memo: ${(gameTableOnly / gameRef).toFixed(1)}×)`);
console.log(ratioLine('Fire Tower', machineSteps.fireTower));
console.log(ratioLine('Flash Point', machineSteps.flashPoint));
await import('./kernel-baseline.ts');
await import('./fire-tower-kernel.ts');
await import('./flash-point-pricing.ts');
await import('./validate-scaling.ts');
await import('./simulate-workers.ts');
await import('./agents.ts');
