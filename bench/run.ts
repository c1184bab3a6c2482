/**
 * `npm run bench`: every comparison is measured in the same run, so the printed ratios do
 * not depend on the machine.
 * - ASL: kindling-DRM questions through json-rules-engine (the reference, the baseline)
 *   and through the compiled predicates.
 * - Flash Point: the same AP-cost questions through both evaluators, and whole games with
 *   the random agent on the experienced preset (games per second).
 * - Fire Tower: statechart steps through XState's transition() (a throwaway actor per call,
 *   the baseline) and through core/machine-step (one reused inert scope), on the same
 *   recorded steps; and whole random-agent games per preset (games per second).
 * - The kernel baseline (bench/kernel-baseline.ts): games/s and µs per action by board,
 *   createGame, bytes per saved game.
 * - Flash Point legalActions (bench/legal-actions.ts): the old generator trying every
 *   candidate on a copy (the baseline) against the verb table's checks, on the same states.
 */
import { performance } from 'node:perf_hooks';
import { load } from '../src/games/index.ts';
import { kindle } from '../src/games/asl-fire/queries.ts';
import { playGame } from '../src/games/flash-point/play.ts';
import type { Ruleset } from '../src/core/ruleset.ts';
import { transition } from 'xstate';
import { stepMachine } from '../src/core/machine-step.ts';
import { playGame as playFireTower } from '../src/games/fire-tower/play.ts';
import { apply as applyFireTower, createGame as createFireTower, machineEvent } from '../src/games/fire-tower/game.ts';
import { randomAgent as fireTowerAgent } from '../src/games/fire-tower/play.ts';
import { seedRng } from '../src/core/rng.ts';

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
const aslRef = await measure('json-rules-engine (baseline)', 2000, kindleQuestions.length, 'DRM folds', async () => {
  for (const q of kindleQuestions) await asl.computeReference('kindling-drm', q);
});
const aslCompiled = await measure('compiled predicates', 1000, kindleQuestions.length, 'DRM folds', () => {
  for (const q of kindleQuestions) asl.compute('kindling-drm', q);
});
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
const fpRef = await measure('json-rules-engine (baseline)', 2000, apQuestions.length, 'AP costs', async () => {
  for (const q of apQuestions) await fp.computeReference('ap-cost', q);
});
const fpCompiled = await measure('compiled predicates', 1000, apQuestions.length, 'AP costs', () => {
  for (const q of apQuestions) fp.compute('ap-cost', q);
});
let seed = 1;
await measure('random-agent games, experienced-recruit, 4 players', 6000, 1, 'games', () => {
  playGame({ preset: 'experienced-recruit' }, { seed: seed++, players: 4, agent: 'random' });
});
timeLoad('loading the experienced-recruit preset', () => load({ preset: 'experienced-recruit', game: 'flash-point' }));

// ---- Fire Tower ---------------------------------------------------------------------------
console.log('\nFire Tower\n');
// Record the (snapshot, event) pairs of one game, then replay them through both step functions.
let ft = createFireTower({ preset: 'fire-tower-rising-flames' }, { seed: 4, players: 3 });
const ftRng = seedRng(99);
const recorded: { snap: unknown; event: unknown }[] = [];
while (ft.state.status !== 'over' && recorded.length < 400) {
  const action = fireTowerAgent(ft, ftRng)!;
  const snap = ft.engine.machine.resolveState({ value: ft.state.machine.value as never, context: ft.state });
  recorded.push({ snap, event: machineEvent(ft, action) });
  const r = applyFireTower(ft, action);
  if (!r.ok) break;
  ft = r.game;
}
const machine = ft.engine.machine;
const ftBaseline = await measure(`xstate transition() (baseline), ${recorded.length} steps`, 2000, recorded.length, 'steps', () => {
  for (const r of recorded) transition(machine, r.snap as never, r.event as never);
});
const ftReused = await measure('core/machine-step, reused scope', 2000, recorded.length, 'steps', () => {
  for (const r of recorded) stepMachine(machine, r.snap as never, r.event as never);
});
let ftSeed = 1;
for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-extreme-weather', 4], ['fire-tower-solo-level-4', 1]] as const) {
  await measure(`random-agent games, ${preset}, ${players}p`, 3000, 1, 'games', () => {
    playFireTower({ preset }, { seed: ftSeed++, players, agent: 'random' });
  });
}

console.log(`\nASL compiled / json-rules-engine:         ${(aslCompiled / aslRef).toFixed(1)}×`);
console.log(`ASL kindle() / json-rules-engine:         ${(aslQuery / aslRef).toFixed(1)}×`);
console.log(`Flash Point compiled / json-rules-engine: ${(fpCompiled / fpRef).toFixed(1)}×`);
console.log(`Fire Tower machine-step / transition():   ${(ftReused / ftBaseline).toFixed(1)}×`);
await import('./kernel-baseline.ts');
await import('./legal-actions.ts');
