/**
 * A digest of whole random games on several presets (every action taken, in order, and the
 * end state as saved), with the log kept and without, to compare two builds: the same seeds
 * must give the same games. Run with `npx tsx bench/flash-point-same-games.ts` in each
 * worktree and compare the lines. The `unwatched` lines digest the end of the same games
 * played with nothing watching (no onStep), the way simulations play them: there each apply
 * steps the state it is given (applyHandedOver).
 * Env: GAMES per preset (10), PRESETS (comma-separated; `all` for every preset).
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { playGame } from '../src/games/flash-point/play.ts';
import { PROJECT_RULES } from '../src/core/paths.ts';

const GAMES = Number(process.env.GAMES ?? 10);
const named = process.env.PRESETS ?? 'experienced-recruit,experienced-specialists,urban-high-rise,family';
const presets = named === 'all' ? readdirSync(`${PROJECT_RULES}/flash-point/presets`).map((f) => f.replace(/\.yaml$/, '')).sort() : named.split(',');
for (const preset of presets) {
  for (const log of [true, false]) {
    const h = createHash('sha256');
    for (let seed = 1; seed <= GAMES; seed++) {
      const g = playGame({ preset }, { seed, players: 2 + (seed % 3), agent: 'random', log, onStep: (_g, a) => h.update(JSON.stringify(a)) });
      h.update(JSON.stringify(g.state));
    }
    console.log(preset.padEnd(34), log ? 'log   ' : 'no-log', h.digest('hex').slice(0, 16));
    const ends = createHash('sha256');
    for (let seed = 1; seed <= GAMES; seed++) ends.update(JSON.stringify(playGame({ preset }, { seed, players: 2 + (seed % 3), agent: 'random', log }).state));
    console.log(preset.padEnd(34), log ? 'log   ' : 'no-log', ends.digest('hex').slice(0, 16), 'unwatched');
  }
}
