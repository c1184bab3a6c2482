/**
 * Flash Point A/B between two builds: random-agent games/s on experienced-recruit (4 players) and
 * legalActions µs per call on recorded turn states, in CPU time of this process. Run each
 * side in its own process, alternating, with `node --single-threaded --import tsx
 * bench/flash-point-ab.ts` (so process.cpuUsage counts this work only, not V8's
 * background GC and compiler threads).
 * Env: WARMUP games (2,000: with compiling on the main thread, V8 recompiles the engine for the
 * first thousand or so games, which a short warm-up would mostly measure), GAMES measured (600),
 * STATES games recorded for legalActions (6).
 */
import { legalActions, type FlashPointGame } from '../src/games/flash-point/game.ts';
import { playGame } from '../src/games/flash-point/play.ts';
import { cpuMs } from './cpu-time.ts';

const WARMUP = Number(process.env.WARMUP ?? 2000);
const GAMES = Number(process.env.GAMES ?? 600);
const STATE_GAMES = Number(process.env.STATES ?? 6);
const preset = 'experienced-recruit';

let seed = 1;
for (let i = 0; i < WARMUP; i++) playGame({ preset }, { seed: seed++, players: 4, agent: 'random' });
let actions = 0;
const t0 = cpuMs();
const w0 = performance.now();
for (let i = 0; i < GAMES; i++) playGame({ preset }, { seed: seed++, players: 4, agent: 'random', onStep: () => void actions++ });
const cpu = cpuMs() - t0;
const wall = performance.now() - w0;

const states: FlashPointGame[] = [];
for (let s = 1; s <= STATE_GAMES; s++) {
  playGame({ preset }, { seed: s, players: 4, agent: 'random', onStep: (g) => {
    if (g.state.phase === 'actions' && !g.state.pending) states.push(g);
  } });
}
for (const g of states) legalActions(g);
let calls = 0;
const l0 = cpuMs();
while (cpuMs() - l0 < 3000) for (const g of states) {
  legalActions(g);
  calls++;
}
const lcpu = cpuMs() - l0;
console.log(JSON.stringify({
  gamesPerCpuS: +((GAMES * 1000) / cpu).toFixed(1),
  gamesPerWallS: +((GAMES * 1000) / wall).toFixed(1),
  usPerAction: actions ? +((cpu * 1000) / actions).toFixed(2) : null,
  legalActionsUs: +((lcpu * 1000) / calls).toFixed(2),
  states: states.length,
}));
