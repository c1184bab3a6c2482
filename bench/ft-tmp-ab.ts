import { performance } from 'node:perf_hooks';
import { playGame as newPlay } from '../src/games/fire-tower/play.ts';
// @ts-ignore
import { playGame as oldPlay } from '/tmp/ft/base/src/games/fire-tower/play.ts';
const slices = Number(process.env.SLICES ?? 6);
for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]] as const) {
  const tot = { old: { ms: 0, games: 0, actions: 0 }, new: { ms: 0, games: 0, actions: 0 } };
  for (let k = 0; k < slices; k++) for (const [name, play] of [['old', oldPlay], ['new', newPlay]] as const) {
    const t = tot[name]; const c0 = process.cpuUsage(); const start = performance.now();
    while (performance.now() - start < 500) play({ preset }, { seed: 1000 + ++t.games, players, agent: 'random', onStep: () => t.actions++ });
    const c = process.cpuUsage(c0); t.ms += (c.user + c.system) / 1000;
  }
  const f = (t: typeof tot.old) => `${(t.games * 1000 / t.ms).toFixed(1)} games/s ${(t.ms * 1000 / t.actions).toFixed(0)} µs/action`;
  console.log(preset, 'old', f(tot.old), '| new', f(tot.new), '| ratio games/s', ((tot.new.games / tot.new.ms) / (tot.old.games / tot.old.ms)).toFixed(2), 'µs/action', ((tot.old.ms / tot.old.actions) / (tot.new.ms / tot.new.actions)).toFixed(2));
}
