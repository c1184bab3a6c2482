/**
 * The MCTS agent's strength, measured on the same seeds as the agents it is compared with
 * (issue 16), with 95 % Wilson intervals; one process per run, so runs can alternate.
 *   tsx bench/mcts-study.ts <agent> <games> [key=value ...]
 * agent: mcts, or one of the game's own (heuristic, random). Keys: preset (experienced-recruit),
 * players (4), seed (1), playouts, rolloutTurns, exploration, priorWeight, and against=<agent>
 * for a competitive game: the agent plays one seat, `against` the others, the seat rotating
 * game by game (game i from seed + i, seat i mod players).
 */
import { performance } from 'node:perf_hooks';
import type { Agent, PlayableGame } from '../src/core/playable.ts';
import { playableGame } from '../src/games/index.ts';
import { mctsAgent, type MctsOptions } from '../src/sim/mcts.ts';
import { wilson } from '../src/sim/stats.ts';
import { rateWords } from '../src/sim/summary.ts';

const [name = 'mcts', gamesArg = '10', ...rest] = process.argv.slice(2);
const args = Object.fromEntries(rest.map((kv) => kv.split('=') as [string, string]));
const preset = args.preset ?? 'experienced-recruit';
const players = Number(args.players ?? 4);
const seed = Number(args.seed ?? 1);
const games = Number(gamesArg);
const playable = playableGame(preset.startsWith('fire-tower') ? 'fire-tower' : 'flash-point') as PlayableGame;
const options: Partial<MctsOptions> = {};
for (const k of ['playouts', 'rolloutTurns', 'rolloutActions', 'exploration', 'priorWeight', 'confidence'] as const) if (args[k] !== undefined) options[k] = Number(args[k]);

let thinking = 0;
let decisions = 0;
function timed(agent: Agent<unknown, unknown[]>): Agent<unknown, unknown[]> {
  return {
    choose(g, rng) {
      const t = performance.now();
      const a = agent.choose(g, rng);
      thinking += performance.now() - t;
      decisions++;
      return a;
    },
  };
}
const mine = timed(name === 'mcts' ? mctsAgent(playable, options) : playable.agents[name]!);
const other = args.against ? playable.agents[args.against]! : undefined;

const configured = playable.configure({ preset });
let won = 0;
let turns = 0;
let rescued = 0;
const wins: number[] = [];
const cpu = process.cpuUsage();
const start = performance.now();
for (let i = 0; i < games; i++) {
  const seat = i % players;
  const chooser: Agent<unknown, unknown[]> = other
    ? { choose: (g, rng) => (playable.result(g).seats.indexOf(playable.toMove(g)!) === seat ? mine : other).choose(g, rng) }
    : mine;
  const end = configured.play({ seed: seed + i, players, agent: name, chooser, log: false });
  const { seats, winners } = playable.result(end);
  turns += playable.progress(end).turn;
  // Flash Point: victims rescued, a finer measure than wins.
  rescued += Number((end as { state?: { rescued?: number } }).state?.rescued ?? 0);
  if (other ? winners.includes(seats[seat]!) : winners.length > 0) {
    won++;
    wins.push(seed + i);
  }
}
const used = process.cpuUsage(cpu);
const label = `${name}${name === 'mcts' ? ` ${JSON.stringify(options)}` : ''}${other ? ` vs ${args.against}` : ''} on ${preset} ${players}p, seeds ${seed}..${seed + games - 1}`;
console.log(`${label}: won ${won} of ${games}, ${rateWords(wilson(won, games))}, ${(turns / games).toFixed(1)} turns and ${(rescued / games).toFixed(2)} rescued a game; ${(decisions / (thinking / 1000)).toFixed(0)} decisions/s (thinking only), cpu ${((used.user + used.system) / 1e6).toFixed(1)} s, wall ${((performance.now() - start) / 1000).toFixed(1)} s; won seeds ${wins.join(' ')}`);
