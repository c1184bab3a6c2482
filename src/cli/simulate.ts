/**
 * `firerules simulate`: many games of one configuration played by an agent, one seed after
 * another, and what they came to — how they ended, how long they lasted, how fast they ran.
 * Written once over the PlayableGame contract, like `play`.
 */
import { performance } from 'node:perf_hooks';
import type { ConfiguredGame, NewGame, PlayableGame } from '../core/playable.ts';
import { checkAgent, numberFlag } from './args.ts';
import { gameOfCommand, startingChoice } from './playing.ts';
import type { CommandInput } from './spec.ts';

interface Summary {
  games: number;
  /** Games per way of ending, most frequent first. */
  outcomes: { outcome: string; games: number }[];
  turns: { mean: number; min: number; max: number };
  actions: { mean: number; total: number };
}

/** The games' outcomes and lengths (deterministic: the same flags give the same summary). */
function summarise(played: { outcome: string; turns: number; actions: number }[]): Summary {
  const counts = new Map<string, number>();
  for (const p of played) counts.set(p.outcome, (counts.get(p.outcome) ?? 0) + 1);
  const turns = played.map((p) => p.turns);
  const actions = played.reduce((n, p) => n + p.actions, 0);
  const mean = (n: number) => Math.round((n / played.length) * 10) / 10;
  return {
    games: played.length,
    outcomes: [...counts].map(([outcome, games]) => ({ outcome, games })).sort((a, b) => b.games - a.games || a.outcome.localeCompare(b.outcome)),
    turns: { mean: mean(turns.reduce((a, b) => a + b, 0)), min: Math.min(...turns), max: Math.max(...turns) },
    actions: { mean: mean(actions), total: actions },
  };
}

function summaryLines(s: Summary, gamesPerSecond: number): string[] {
  return [
    ...s.outcomes.map((o) => `  ${o.outcome}: ${o.games} (${((100 * o.games) / s.games).toFixed(1)}%)`),
    `  turns: mean ${s.turns.mean}, min ${s.turns.min}, max ${s.turns.max} · actions per game: mean ${s.actions.mean}`,
    `  ${gamesPerSecond.toFixed(1)} games/s`,
  ];
}

export function runSimulate({ flags, out }: CommandInput): number {
  const game = gameOfCommand('simulate', flags);
  const { playable, choice } = startingChoice('simulate', game, flags);
  const games = numberFlag(flags, 'games') ?? 10;
  const givenPlayers = numberFlag(flags, 'players');
  const seed = numberFlag(flags, 'seed') ?? 1;
  const agent = (flags.agent as string | undefined) ?? 'random';
  checkAgent('simulate', agent, playable.agents);
  const configured = playable.configure(choice.ref);
  const players = givenPlayers ?? configured.defaultPlayers();
  const start = performance.now();
  const played = Array.from({ length: games }, (_, i) => playOne(playable, configured, { seed: (seed + i) >>> 0, players, agent }));
  const gamesPerSecond = (games * 1000) / Math.max(performance.now() - start, 1e-3);
  const summary = summarise(played);
  if (flags.json) out(JSON.stringify({ game, config: choice.label, players, agent, seed, ...summary, gamesPerSecond }));
  else out([`${playable.title}, ${choice.label}, ${players} player${players === 1 ? '' : 's'}, ${agent} agent, ${games} game${games === 1 ? '' : 's'} from seed ${seed}`, ...summaryLines(summary, gamesPerSecond)].join('\n'));
  return 0;
}

/** One game: how it ended, its turns and its actions. */
function playOne(playable: PlayableGame, configured: ConfiguredGame<unknown, unknown[]>, opts: NewGame & { agent: string }): { outcome: string; turns: number; actions: number } {
  let actions = 0;
  const end = configured.play({ ...opts, log: false, onStep: () => void actions++ });
  return { outcome: playable.render.outcome(end), turns: playable.progress(end).turn, actions };
}
