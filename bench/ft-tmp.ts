import { performance } from 'node:perf_hooks';
import { playGame } from '/work/wt-ft/src/games/fire-tower/play.ts';
for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]] as const) {
  let games = 0, actions = 0; const start = performance.now();
  while (performance.now() - start < Number(process.env.MS ?? 3000)) playGame({ preset }, { seed: ++games, players, agent: 'random', onStep: () => actions++ });
  const took = performance.now() - start;
  console.log(preset, (games * 1000 / took).toFixed(1), 'games/s', (took * 1000 / actions).toFixed(1), 'us/action', (actions/games).toFixed(0), 'actions/game');
}
