/**
 * The agents `simulate` offers, on Flash Point experienced-recruit (4 players): each agent's
 * win rate (with its 95 % interval) over the first games of seeds 1, 2, ... it plays within its
 * time slice, and its decisions per second (the engine's time included). Few games: the
 * intervals say how little they prove; `simulate` with more games says more. Then the generic
 * MCTS agent against Fire Tower's heuristic, head to head (bench/mcts-study.ts measures both
 * games on more seeds).
 */
import { performance } from 'node:perf_hooks';
import type { Agent } from '../src/core/playable.ts';
import { playableGame } from '../src/games/index.ts';
import { playGames, type BatchSpec } from '../src/sim/batch.ts';
import { mctsAgent } from '../src/sim/mcts.ts';
import { wilson } from '../src/sim/stats.ts';
import { rateWords } from '../src/sim/summary.ts';

const AGENTS: [name: string, ms: number, options?: BatchSpec['agentOptions']][] = [['random', 3000], ['greedy', 3000], ['heuristic', 5000], ['mcts', 8000, { playouts: 8 }]];

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

mctsAgainstFireTowerHeuristic(8, 10_000);

/**
 * MCTS (guided by the heuristic) in one seat of Fire Tower's base game, the heuristic in the
 * other, the seats swapping game by game; decisions/s counts MCTS's own thinking time.
 */
function mctsAgainstFireTowerHeuristic(playouts: number, ms: number): void {
  const game = playableGame('fire-tower')!;
  const configured = game.configure({ preset: 'fire-tower-base' });
  const mcts = mctsAgent(game, { playouts });
  let [thinking, decisions, won, games] = [0, 0, 0, 0];
  const start = performance.now();
  for (let seed = 1; performance.now() - start < ms; seed++, games++) {
    const seat = (seed - 1) % 2;
    const chooser: Agent<unknown, unknown[]> = {
      choose(g, rng) {
        if (game.result(g).seats.indexOf(game.toMove(g)!) !== seat) return game.agents.heuristic!.choose(g, rng);
        const t = performance.now();
        const a = mcts.choose(g, rng);
        thinking += performance.now() - t;
        decisions++;
        return a;
      },
    };
    const end = configured.play({ seed, players: 2, agent: 'mcts', chooser, log: false });
    const { seats, winners } = game.result(end);
    if (winners.includes(seats[seat]!)) won++;
  }
  console.log(`\nMCTS against the heuristic, Fire Tower base 2p (seeds from 1, the seats swapping)\n`);
  console.log(`${`mcts (${playouts} playouts)`.padEnd(26)} won ${`${won} of ${games}`.padStart(9)}, ${rateWords(wilson(won, games)).padEnd(30)} ${(decisions / (thinking / 1000)).toFixed(0).padStart(6)} decisions/s`);
}

await import('./fire-tower-agents.ts');
