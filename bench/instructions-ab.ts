/**
 * Two builds compared by the instructions a game costs, counted by valgrind's callgrind:
 * unlike CPU time, the count hardly moves with what else the machine is doing (two runs of
 * the same build differ by well under 1 %), so a change of a few per cent can be told on a
 * shared, busy machine. Instructions are not time (cache misses and GC pauses cost more
 * than their count), so a kept change is still confirmed in time (bench/*-ab.ts).
 *
 *   npx tsx bench/instructions-ab.ts <checkout A> <checkout B> [game preset players games]
 *
 * Each checkout needs its dist built (`npm run build`). Each build runs twice, with the same
 * warm-up and with 0 and with `games` measured games, so the difference is the games alone.
 * Node runs with V8's --predictable: without it, GC heuristics that read the clock made a
 * loaded machine's count drift by over 1 %. With it, runs made side by side agree to 0.05 %,
 * but the start-up (loading the rules) still drifted by up to 2 % between runs made at
 * different times; that drift lands on the games through the subtraction, so the games
 * must outweigh the start-up (the default 40 base games are about a third of the count;
 * 10 Rising Flames games were not enough: two runs of the same pair read +12 % and -27 %).
 * Repeat a comparison whose difference is small before believing it.
 * Needs valgrind (Debian's package); the four runs take a few minutes, two cores' worth.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DRIVER = fileURLToPath(new URL('./instructions-driver.mjs', import.meta.url));
const WARM = 30;
const [a, b, game = 'fire-tower', preset = 'fire-tower-base', players = '2', games = '40'] = process.argv.slice(2);

function usage(message: string): never {
  console.error(`instructions-ab: ${message}\nusage: npx tsx bench/instructions-ab.ts <checkout A> <checkout B> [game preset players games]`);
  process.exit(2);
}

/** Instructions valgrind counted for one run of the driver. */
function count(root: string, measured: number): Promise<number> {
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--predictable', DRIVER, root, game, preset, players, String(WARM), String(measured)];
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`valgrind could not start (${e.message}): apt-get install valgrind`)));
    child.on('close', (code) => {
      const m = /Collected : (\d+)/.exec(err);
      if (code === 0 && m) resolve(Number(m[1]));
      else reject(new Error(`the run of ${root} with ${measured} games failed (exit ${code}):\n${err.slice(-2000)}`));
    });
  });
}

/** Instructions per game of one build: (warm-up + games) minus (warm-up alone), over the games. */
async function perGame(root: string): Promise<number> {
  const n = Number(games);
  const [base, full] = await Promise.all([count(root, 0), count(root, n)]);
  return (full - base) / n;
}

if (!a || !b) usage('name two checkouts');
for (const root of [a, b]) if (!existsSync(path.join(root, 'dist/src/games', game, 'play.js'))) usage(`${root} has no built ${game} (run npm run build there)`);
if (!(Number(games) > 0)) usage(`games must be a positive number (got ${games})`);
const [ia, ib] = await Promise.all([perGame(path.resolve(a)), perGame(path.resolve(b))]);
const m = (x: number) => `${(x / 1e6).toFixed(2)} M`;
console.log(`${game} ${preset}, ${players} players, ${games} random games (log off), instructions per game:`);
console.log(`  A ${a}: ${m(ia)}`);
console.log(`  B ${b}: ${m(ib)}`);
console.log(`  B/A: ${(ib / ia).toFixed(4)} (${ib < ia ? 'B' : 'A'} is cheaper by ${(100 * Math.abs(1 - ib / ia)).toFixed(1)} %)`);
