/**
 * Random games per CPU second once V8 has settled, for one preset in a process that plays
 * nothing else, as a simulation worker does (it runs one configuration): printed as one JSON
 * line for bench/kernel-baseline.ts, `node --single-threaded --import tsx
 * bench/settled-games.ts <flash-point|fire-tower> <preset> <players>`. Played in the kernel
 * bench's own process after the other boards' games, the same code reads 15-30 % slower: the
 * heap and the shapes those games taught the shared code (as create-game-cost.ts found for
 * createGame), not the preset's own work. It plays the built modules (dist/, as an installed
 * package and simulate's workers run them) when they are there: the sources through tsx read
 * about 13 % slower on Rising Flames.
 */
import { existsSync } from 'node:fs';

/** Games per CPU second: `warm` games first (V8 keeps recompiling for about 1,200), then `n` counted. */
export function settledGamesPerCpuSecond(play: (seed: number) => unknown, warm: number, n: number): number {
  for (let i = 0; i < warm; i++) play(2_000_000 + i);
  const { user, system } = process.cpuUsage();
  for (let i = 0; i < n; i++) play(i + 1);
  const took = process.cpuUsage({ user, system });
  return (n * 1e6) / (took.user + took.system);
}

/** Where the game's play module is read from: dist/ when built, else the sources (through tsx). */
export function playModule(game: string): { url: URL; built: boolean } {
  const built = new URL(`../dist/src/games/${game}/play.js`, import.meta.url);
  return existsSync(built) ? { url: built, built: true } : { url: new URL(`../src/games/${game}/play.ts`, import.meta.url), built: false };
}

type PlayGame = (config: { preset: string }, opts: { seed: number; players: number; agent: 'random'; log: false }) => unknown;

/** The random game of `preset` for `seed`, log off, as simulate plays it. */
export async function randomGame(game: string, preset: string, players: number): Promise<(seed: number) => unknown> {
  if (game !== 'flash-point' && game !== 'fire-tower') throw new Error(`settled-games: no game ${game}`);
  const { playGame } = (await import(playModule(game).url.href)) as { playGame: PlayGame };
  return (seed) => playGame({ preset }, { seed, players, agent: 'random', log: false });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [game, preset, players] = process.argv.slice(2) as [string, string, string];
  console.log(JSON.stringify({ gamesPerCpuS: settledGamesPerCpuSecond(await randomGame(game, preset, Number(players)), 2000, 1000), built: playModule(game).built }));
}
