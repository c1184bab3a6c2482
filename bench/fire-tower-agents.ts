/**
 * Fire Tower's agents (issue 16), run from bench/agents.ts: each agent's win rate (with its
 * 95 % Wilson interval) over games of seeds 1, 2, ... within its time slice, against random
 * opponents with its seat rotating game by game (base game, 2 players; Rising Flames, 3),
 * alone in Solo Mode level 1, and the heuristic against greedy. Decisions/s counts the agent's
 * own thinking time only (the engine applying its choice is left out). Few games: the
 * intervals say how little they prove.
 */
import { performance } from 'node:perf_hooks';
import { playSeats, winningSeats } from '../src/games/fire-tower/agents/seats.ts';
import { AGENTS, type Agent, type AgentName } from '../src/games/fire-tower/play.ts';
import { wilson } from '../src/sim/stats.ts';
import { rateWords } from '../src/sim/summary.ts';

interface Row {
  label: string;
  preset: string;
  players: number;
  agent: AgentName;
  opponent: AgentName;
  ms: number;
}

const ROWS: Row[] = (['random', 'greedy', 'heuristic'] as const).flatMap((agent): Row[] => [
  { label: `${agent} vs random, base 2p`, preset: 'fire-tower-base', players: 2, agent, opponent: 'random', ms: 2500 },
  { label: `${agent} vs 2 random, rising-flames 3p`, preset: 'fire-tower-rising-flames', players: 3, agent, opponent: 'random', ms: 2500 },
  { label: `${agent}, solo level 1`, preset: 'fire-tower-solo-level-1', players: 1, agent, opponent: 'random', ms: 2500 },
]);
ROWS.push({ label: 'heuristic vs greedy, base 2p', preset: 'fire-tower-base', players: 2, agent: 'heuristic', opponent: 'greedy', ms: 5000 });

function runRow(row: Row): void {
  let thinking = 0;
  let decisions = 0;
  const timed: Agent = (game, rng) => {
    const t = performance.now();
    const action = AGENTS[row.agent](game, rng);
    thinking += performance.now() - t;
    decisions++;
    return action;
  };
  const won = Array.from({ length: row.players }, () => 0);
  const played = Array.from({ length: row.players }, () => 0);
  const start = performance.now();
  for (let seed = 1; performance.now() - start < row.ms; seed++) {
    const seat = (seed - 1) % row.players;
    const agents = Array.from({ length: row.players }, (_, i): Agent | AgentName => (i === seat ? timed : row.opponent));
    played[seat]!++;
    if (winningSeats(playSeats(row.preset, { seed, agents })).includes(seat)) won[seat]!++;
  }
  const total = played.reduce((a, b) => a + b, 0);
  const wins = won.reduce((a, b) => a + b, 0);
  const bySeat = row.players > 1 ? `  by seat ${won.map((w, i) => `${w}/${played[i]}`).join(' ')}` : '';
  console.log(`${row.label.padEnd(40)} won ${`${wins} of ${total}`.padStart(9)}, ${rateWords(wilson(wins, total)).padEnd(30)} ${(decisions / (thinking / 1000)).toFixed(0).padStart(7)} decisions/s${bySeat}`);
}

console.log('\nFire Tower agents (seeds from 1, each row for a few seconds; the agent\'s seat rotates, the others play as named)\n');
playSeats('fire-tower-base', { seed: 1_000_000, agents: ['heuristic', 'greedy'] }); // warm-up
for (const row of ROWS) runRow(row);
