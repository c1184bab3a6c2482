/**
 * `createGame`'s cost in a process that does nothing else, printed as one JSON line for
 * bench/kernel-baseline.ts: `node --import tsx bench/create-game-cost.ts`. A process of its
 * own because, measured in the kernel bench's process after thousands of games of several
 * boards and presets, the same code read 2-5× dearer (78 µs with the log on, against 13-16
 * here): the heap those games leave and the shapes they taught the shared code, not
 * createGame's own work, which is what a simulation creating its games pays.
 */
import { createGame as createFlashPoint } from '../src/games/flash-point/game.ts';
import { createGame as createFireTower } from '../src/games/fire-tower/game.ts';

/** Mean µs of this process's CPU time per call of `make`, over `n` calls after `warm` uncounted ones. */
export function microseconds(make: (i: number) => unknown, n = 2000, warm = 500): number {
  for (let i = 0; i < warm; i++) make(i);
  const { user, system } = process.cpuUsage();
  for (let i = 0; i < n; i++) make(i);
  const took = process.cpuUsage({ user, system });
  return (took.user + took.system) / n;
}

export interface CreateGameCost {
  flashPointLogOn: number;
  flashPointLogOff: number;
  fireTowerRisingFlames: number;
}

function measure(): CreateGameCost {
  const recruit = (log: boolean) => (seed: number) => createFlashPoint({ preset: 'experienced-recruit' }, { seed, players: 4, log });
  const risingFlames = (seed: number) => createFireTower({ preset: 'fire-tower-rising-flames' }, { seed, players: 3 });
  // Every kind warmed first: V8 keeps re-optimising createGame for a few thousand calls, so the kind measured first read up to 4× dearer.
  for (const make of [recruit(true), recruit(false), risingFlames]) microseconds(make, 2000, 2000);
  return { flashPointLogOn: microseconds(recruit(true)), flashPointLogOff: microseconds(recruit(false)), fireTowerRisingFlames: microseconds(risingFlames) };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) console.log(JSON.stringify(measure()));
