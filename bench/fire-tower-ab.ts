/**
 * Fire Tower A/B between two builds: random-agent games/s with the log off (as `simulate`),
 * base two-player and Rising Flames three-player, in CPU time of this process. Run each side
 * in its own process, alternating, with `node --single-threaded --import tsx
 * bench/fire-tower-ab.ts` (so process.cpuUsage counts this work only, not V8's background GC
 * and compiler threads); the figures are issue 13's (≥ 1,000 games/s wanted).
 * Env: WARMUP games per preset (2,000: with compiling on the main thread, V8 recompiles the
 * engine for the first thousand or so games, which a short warm-up would mostly measure),
 * GAMES measured per preset (300; Rising Flames half as many).
 */
import { playGame } from '../src/games/fire-tower/play.ts';
import { cpuMs } from './cpu-time.ts';

const WARMUP = Number(process.env.WARMUP ?? 2000);
const GAMES = Number(process.env.GAMES ?? 300);
const PRESETS = [['fire-tower-base', 2, GAMES], ['fire-tower-rising-flames', 3, Math.ceil(GAMES / 2)]] as const;

const out: Record<string, unknown> = {};
for (const [preset, players, games] of PRESETS) {
  // Seeds far from the measured ones: the warm-up plays other games.
  for (let i = 0; i < WARMUP; i++) playGame({ preset }, { seed: 100000 + i, players, agent: 'random', log: false });
  let turns = 0;
  const t0 = cpuMs();
  const w0 = performance.now();
  for (let seed = 1; seed <= games; seed++) turns += playGame({ preset }, { seed, players, agent: 'random', log: false }).state.turn;
  const cpu = cpuMs() - t0;
  const wall = performance.now() - w0;
  out[preset] = { gamesPerCpuS: +((games * 1000) / cpu).toFixed(1), gamesPerWallS: +((games * 1000) / wall).toFixed(1), turns };
}
console.log(JSON.stringify(out));
