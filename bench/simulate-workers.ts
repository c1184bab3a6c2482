/**
 * `simulate`'s throughput on 1 and 2 worker threads (issue 16: 2 workers >= 1.8x on this
 * 2-core machine): the same batch of random-agent games, pool start-up included. It runs the
 * built modules (dist/, as an installed package does) when they are there: worker threads
 * started from the TypeScript sources each compile them first, which a user never waits for.
 */
import { existsSync } from 'node:fs';
import type { BatchSpec } from '../src/sim/batch.ts';
import type { runBatch as RunBatch } from '../src/sim/pool.ts';

const built = new URL('../dist/src/sim/pool.js', import.meta.url);
const { runBatch } = (existsSync(built) ? await import(built.href) : await import('../src/sim/pool.ts')) as { runBatch: typeof RunBatch };
const spec: BatchSpec = { game: 'flash-point', choice: { preset: 'experienced-recruit' }, players: 4, agent: 'random', seed: 1 };
const GAMES = 3000;

console.log(`\nsimulate: ${GAMES} random-agent games of experienced-recruit, 4 players (${existsSync(built) ? 'dist/' : 'sources through tsx'})\n`);
await runBatch(spec, 50, 1); // warm-up: this thread loads the rules
const rates: number[] = [];
for (const workers of [1, 2]) {
  const run = await runBatch(spec, GAMES, workers);
  const rate = (GAMES * 1000) / run.ms;
  rates.push(rate);
  console.log(`${`${workers} worker${workers === 1 ? '' : 's'}`.padEnd(48)} ${rate.toFixed(0).padStart(12)} games/s`);
}
console.log(`${'2 workers / 1 worker'.padEnd(48)} ${(rates[1]! / rates[0]!).toFixed(2).padStart(12)}x`);
