/**
 * The figures issue 13's kernel rework is measured against, printed by `npm run bench`:
 * random-agent games per second and microseconds per applied action on several boards,
 * `createGame` after the first call, and the size of a saved game.
 */
import { performance } from 'node:perf_hooks';
import { createGame as createFlashPoint, toJSON as flashPointJSON } from '../src/games/flash-point/game.ts';
import { playGame as playFlashPoint } from '../src/games/flash-point/play.ts';
import { createGame as createFireTower, toJSON as fireTowerJSON } from '../src/games/fire-tower/game.ts';
import { playGame as playFireTower } from '../src/games/fire-tower/play.ts';

interface Played {
  state: unknown;
}

/** Games played for at least `ms`: games per second, µs per action, bytes of the last saved game. */
function playFor(ms: number, play: (seed: number, onStep: () => void) => Played, save: (g: Played) => unknown): { gamesPerS: number; usPerAction: number; bytes: number } {
  let games = 0;
  let actions = 0;
  let last: Played | undefined;
  const start = performance.now();
  while (performance.now() - start < ms) last = play(++games, () => actions++);
  const took = performance.now() - start;
  return { gamesPerS: (games * 1000) / took, usPerAction: (took * 1000) / actions, bytes: JSON.stringify(save(last!)).length };
}

function microseconds(make: () => unknown, n = 200): number {
  make();
  const start = performance.now();
  for (let i = 0; i < n; i++) make();
  return ((performance.now() - start) * 1000) / n;
}

const row = (label: string, r: { gamesPerS: number; usPerAction: number; bytes: number }) =>
  console.log(`${label.padEnd(48)} ${r.gamesPerS.toFixed(1).padStart(8)} games/s ${r.usPerAction.toFixed(0).padStart(7)} µs/action ${String(r.bytes).padStart(8)} bytes saved`);

console.log('\nKernel baseline (issue 13): random agents, one core\n');
for (const [preset, players] of [['experienced-recruit', 4], ['experienced-attic-basement', 4], ['urban-high-rise', 4], ['dangerous-waters-merchant-ship', 3]] as const) {
  row(`Flash Point ${preset}, ${players}p`, playFor(3000, (seed, onStep) => playFlashPoint({ preset }, { seed, players, agent: 'random', onStep }), (g) => flashPointJSON(g as never)));
}
for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]] as const) {
  row(`Fire Tower ${preset}, ${players}p`, playFor(3000, (seed, onStep) => playFireTower({ preset }, { seed, players, agent: 'random', onStep }), (g) => fireTowerJSON(g as never)));
}
console.log(`${'createGame, Flash Point experienced-recruit'.padEnd(48)} ${microseconds(() => createFlashPoint({ preset: 'experienced-recruit' }, { seed: 1, players: 4 })).toFixed(0).padStart(8)} µs`);
console.log(`${'createGame, Fire Tower rising-flames'.padEnd(48)} ${microseconds(() => createFireTower({ preset: 'fire-tower-rising-flames' }, { seed: 1, players: 3 })).toFixed(0).padStart(8)} µs`);
