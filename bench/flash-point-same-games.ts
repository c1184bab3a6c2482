/**
 * A digest of whole random games on several presets (every action taken, in order), to
 * compare two builds: the same seeds must give the same games. Run with
 * `npx tsx bench/flash-point-same-games.ts` in each worktree and compare the lines.
 * Env: GAMES per preset (10).
 */
import { createHash } from 'node:crypto';
import { playGame } from '../src/games/flash-point/play.ts';

const GAMES = Number(process.env.GAMES ?? 10);
const presets = (process.env.PRESETS ?? 'experienced-recruit,experienced-specialists,urban-high-rise,family').split(',');
for (const preset of presets) {
  const h = createHash('sha256');
  for (let seed = 1; seed <= GAMES; seed++) {
    const g = playGame({ preset }, { seed, players: 2 + (seed % 3), agent: 'random', onStep: (_g, a) => h.update(JSON.stringify(a)) });
    h.update(JSON.stringify(g.state.status ?? '') + g.state.turn);
  }
  console.log(preset.padEnd(28), h.digest('hex').slice(0, 16));
}
