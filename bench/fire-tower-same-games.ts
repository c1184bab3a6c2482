/**
 * A digest of whole random games on Fire Tower's presets, log kept and log off: every state
 * an action leaves (as toJSON gives it) and the end, to compare two builds: the same seeds
 * must give the same games and the same saved states. Run with `npx tsx
 * bench/fire-tower-same-games.ts` in each worktree and compare the lines. The `unwatched`
 * lines digest the end of the same games played with nothing watching (no onStep), the way
 * simulations play them: there each apply steps the state it is given (applyHandedOver).
 * Env: GAMES per preset (20).
 */
import { createHash } from 'node:crypto';
import { toJSON } from '../src/games/fire-tower/game.ts';
import { playGame } from '../src/games/fire-tower/play.ts';

const GAMES = Number(process.env.GAMES ?? 20);
const PRESETS: [string, number][] = [
  ['fire-tower-base', 2], ['fire-tower-base', 4], ['fire-tower-rising-flames', 3], ['fire-tower-rising-flames', 4],
  ['fire-tower-extreme-weather', 2], ['fire-tower-extreme-weather-kettle', 2], ['fire-tower-ghost-tower', 3],
  ['fire-tower-double-tower', 2], ['fire-tower-teams', 4], ['fire-tower-solo-level-1', 1], ['fire-tower-solo-level-7', 1],
];
for (const [preset, players] of PRESETS) {
  for (const log of [true, false]) {
    const h = createHash('sha256');
    let steps = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const g = playGame({ preset }, { seed, players, agent: 'random', log, onStep: (step, action) => {
        steps++;
        h.update(JSON.stringify(action));
        h.update(JSON.stringify(toJSON(step)));
      } });
      h.update(JSON.stringify(toJSON(g)));
    }
    console.log(`${preset} ${players}p log ${log ? 'on ' : 'off'}`.padEnd(44), String(steps).padStart(6), h.digest('hex').slice(0, 16));
    const ends = createHash('sha256');
    for (let seed = 1; seed <= GAMES; seed++) ends.update(JSON.stringify(toJSON(playGame({ preset }, { seed, players, agent: 'random', log }))));
    console.log(`${preset} ${players}p log ${log ? 'on ' : 'off'} unwatched`.padEnd(44), '      ', ends.digest('hex').slice(0, 16));
  }
}
