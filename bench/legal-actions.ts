/**
 * Flash Point legalActions per second on the same recorded states: the old generator
 * (every candidate performed on a copy by the old switch of verbs,
 * tests/flash-point/reference/legal-by-trial.ts) against the verb table (candidates filtered by
 * each verb's check), with the ratio.
 * Run alone with `npx tsx bench/legal-actions.ts`; `npm run bench` runs it last.
 */
import { performance } from 'node:perf_hooks';
import { legalActions, type FlashPointGame } from '../src/games/flash-point/game.ts';
import { legalActionsByTrial } from '../tests/flash-point/reference/legal-by-trial.ts';
import { playGame } from '../src/games/flash-point/play.ts';

/** Turn-phase states of a few random games per preset (where the two generators differ in how they work). */
function recordStates(preset: string, games: number): FlashPointGame[] {
  const out: FlashPointGame[] = [];
  for (let seed = 1; seed <= games; seed++) {
    playGame({ preset }, { seed, players: 4, agent: 'random', onStep: (g) => {
      if (g.state.phase === 'actions' && !g.state.pending) out.push(g);
    } });
  }
  return out;
}

function perSecond(states: FlashPointGame[], minMs: number, run: (g: FlashPointGame) => unknown): number {
  for (const g of states.slice(0, 20)) run(g); // warm-up
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) for (const g of states) {
    run(g);
    calls++;
  }
  return (calls * 1000) / (performance.now() - start);
}

console.log('\nFlash Point legalActions on recorded turn states: by trial (baseline) vs verb table\n');
for (const preset of ['experienced-recruit', 'experienced-specialists', 'urban-high-rise']) {
  const states = recordStates(preset, 3);
  const old = perSecond(states, 2000, legalActionsByTrial);
  const now = perSecond(states, 2000, legalActions);
  console.log(`${`${preset}, ${states.length} states`.padEnd(48)} ${Math.round(old).toLocaleString('en').padStart(9)} /s by trial ${Math.round(now).toLocaleString('en').padStart(9)} /s table   ${(now / old).toFixed(1)}×`);
}
