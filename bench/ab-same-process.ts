/**
 * A/B of Flash Point legalActions in one process: a base tree (BASE, e.g. an export of main)
 * against this one on the same recorded states. Each state's calls are timed in small blocks,
 * base and new alternately, many times over; the least time of each (state, side) is kept
 * (other load on the machine only ever adds time), and the sums of those give the ratio.
 * Whole games are timed the same way, one seed at a time.
 * `BASE=/tmp/fp-base npx tsx bench/ab-same-process.ts [preset]`.
 */
import { performance } from 'node:perf_hooks';

const BASE = process.env.BASE ?? '/tmp/fp-base';
const NEW = new URL('..', import.meta.url).pathname;
const preset = process.argv[2] ?? 'experienced-recruit';
const REPEATS = Number(process.env.REPEATS ?? 15);
const BLOCK = 10;

interface Side {
  legal: (g: unknown) => unknown[];
  playGame: (config: object, opts: object) => unknown;
  states: unknown[];
}

async function side(root: string): Promise<Side> {
  const game = await import(`${root}/src/games/flash-point/game.ts`);
  const play = await import(`${root}/src/games/flash-point/play.ts`);
  const states: unknown[] = [];
  for (let seed = 1; seed <= 3; seed++) {
    play.playGame({ preset }, { seed, players: 4, agent: 'random', log: false, onStep: (g: { state: { phase: string; pending?: unknown } }) => {
      if (g.state.phase === 'actions' && !g.state.pending) states.push(g);
    } });
  }
  return { legal: game.legalActions, playGame: play.playGame, states };
}

function took(run: () => void): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}

const sides = [await side(BASE), await side(NEW)];
const n = sides[0]!.states.length;
const least = (count: number) => sides.map(() => new Array<number>(count).fill(Infinity));
const legal = least(n);
for (let rep = 0; rep < REPEATS; rep++) {
  for (let i = 0; i < n; i++) {
    sides.forEach((s, k) => {
      const g = s.states[i];
      legal[k]![i] = Math.min(legal[k]![i]!, took(() => { for (let b = 0; b < BLOCK; b++) s.legal(g); }) / BLOCK);
    });
  }
}
const GAMES = Number(process.env.GAMES ?? 8);
const games = least(GAMES);
for (let rep = 0; rep < Number(process.env.GAME_REPEATS ?? 3); rep++) {
  for (let i = 0; i < GAMES; i++) {
    sides.forEach((s, k) => {
      games[k]![i] = Math.min(games[k]![i]!, took(() => s.playGame({ preset }, { seed: 1000 + i, players: 4, agent: 'random', log: false })));
    });
  }
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const us = legal.map((l) => (sum(l) * 1000) / n);
const perS = games.map((g) => (GAMES * 1000) / sum(g));
console.log(`${preset} (${n} states, least of ${REPEATS}): base ${perS[0]!.toFixed(0)} games/s, ${us[0]!.toFixed(1)} µs/legalActions | new ${perS[1]!.toFixed(0)} games/s, ${us[1]!.toFixed(1)} µs/legalActions | legalActions ${(us[0]! / us[1]!).toFixed(2)}× faster, games ${(perS[1]! / perS[0]!).toFixed(2)}×`);
