/**
 * The agents `simulate` offers, on Flash Point experienced-recruit (4 players): each agent's
 * win rate (with its 95 % interval) over the first games of seeds 1, 2, ... it plays within its
 * time slice, and its decisions per second (the engine's time included). Few games: the
 * intervals say how little they prove; `simulate` with more games says more.
 */
import { performance } from 'node:perf_hooks';
import { playGames, type BatchSpec } from '../src/sim/batch.ts';
import { wilson } from '../src/sim/stats.ts';
import { rateWords } from '../src/sim/summary.ts';

const AGENTS: [name: string, ms: number, options?: BatchSpec['agentOptions']][] = [['random', 3000], ['greedy', 3000], ['heuristic', 5000], ['mcts', 8000, { playouts: 16 }]];

console.log('\nAgents on experienced-recruit, 4 players (seeds from 1, each for a few seconds)\n');
for (const [agent, ms, agentOptions] of AGENTS) {
  const spec: BatchSpec = { game: 'flash-point', choice: { preset: 'experienced-recruit' }, players: 4, agent, seed: 1, ...(agentOptions ? { agentOptions } : {}) };
  playGames({ ...spec, seed: 1_000_000 }, 0, 1); // warm-up
  let games = 0;
  let won = 0;
  let decisions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    const [r] = playGames(spec, games++, 1);
    decisions += r!.actions;
    if (r!.winners.length) won++;
  }
  const seconds = (performance.now() - start) / 1000;
  const label = `${agent}${agentOptions?.playouts ? ` (${agentOptions.playouts} playouts)` : ''}`;
  console.log(`${label.padEnd(26)} won ${`${won} of ${games}`.padStart(9)}, ${rateWords(wilson(won, games)).padEnd(30)} ${(decisions / seconds).toFixed(0).padStart(8)} decisions/s`);
}

await import('./fire-tower-agents.ts');
