/**
 * `npx tsx bench/flash-point-stuck.ts [preset,preset…] [seeds]`: random legal play on every
 * Flash Point preset (or those named), reporting each state before the game is over where no
 * action is legal, or where a legal action is refused. The fast version of this invariant is
 * in tests/flash-point/properties.test.ts; this one plays many more games when hunting.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apply, createGame, legalActions, type FlashPointGame } from '../src/games/flash-point/game.ts';
import { randomAgent } from '../src/games/flash-point/play.ts';
import { nextFloat, seedRng } from '../src/core/rng.ts';
import { PROJECT_RULES } from '../src/core/paths.ts';

const presets = process.argv[2] ? process.argv[2].split(',') : readdirSync(path.join(PROJECT_RULES, 'flash-point', 'presets')).map((f) => f.replace(/\.yaml$/, ''));
const seeds = Number(process.argv[3] ?? 20);

/** One game; returns what went wrong, if anything. */
function play(preset: string, seed: number): string | null {
  const players = 1 + (seed % 6);
  let g: FlashPointGame = createGame({ preset }, { seed, players });
  const rng = seedRng(seed * 7 + 3);
  for (let i = 0; i < 3000 && g.state.phase !== 'over'; i++) {
    const legal = legalActions(g);
    if (!legal.length) {
      const s = g.state;
      const f = s.firefighters.find((x) => x.id === s.activePlayer)!;
      return `stuck at step ${i} (${players} players), phase ${s.phase}: ${f.id} (${f.role}) at [${f.at?.join(', ')}], ${f.ap} AP ${JSON.stringify(f.specialAp)}, pending ${JSON.stringify(s.pending)}; last: ${JSON.stringify(s.log.slice(-3))}`;
    }
    const end = legal.find((a) => a[1] === 'end-turn');
    const action = end && nextFloat(rng) < 0.2 ? end : randomAgent(g, legal, rng);
    const r = apply(g, action);
    if (!r.ok) return `legal action ${JSON.stringify(action)} refused at step ${i}: ${r.reason}`;
    g = r.game;
  }
  return null;
}

let problems = 0;
for (const preset of presets) {
  let found = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const p = play(preset, seed);
    if (p) console.log(`${preset} seed ${seed}: ${p}`);
    if (p) found++;
  }
  problems += found;
  console.log(`${preset}: ${found} problem(s) in ${seeds} games`);
}
process.exitCode = problems ? 1 : 0;
