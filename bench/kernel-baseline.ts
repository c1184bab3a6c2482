/**
 * The figures issue 13's kernel rework is measured against, printed by `npm run bench`:
 * random-agent games per second and microseconds per applied action on several boards
 * (Flash Point with its log on, and off as simulation runs it), the cost of an action by
 * game stage, `createGame` after the first call, and the size of a saved game.
 */
import { performance } from 'node:perf_hooks';
import { createGame as createFlashPoint, toJSON as flashPointJSON, type FlashPointGame } from '../src/games/flash-point/game.ts';
import { playGame as playFlashPoint } from '../src/games/flash-point/play.ts';
import { toJSON as fireTowerJSON } from '../src/games/fire-tower/game.ts';
import { playGame as playFireTower } from '../src/games/fire-tower/play.ts';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { flashPointCopyRows } from './flash-point-copy.ts';
import { microseconds, type CreateGameCost } from './create-game-cost.ts';
import { playModule, randomGame, settledGamesPerCpuSecond } from './settled-games.ts';

interface Played {
  state: unknown;
}

interface Rate {
  gamesPerS: number;
  usPerAction: number;
  bytes: number;
}

/**
 * Games played for at least `ms`: games per second, µs per action, bytes of the last saved game.
 * Actions are counted by `onEnd`, as simulate counts them: with no `onStep` watching, random
 * games step one state in place (applyHandedOver), which is what a simulation gets.
 */
function playFor(ms: number, play: (seed: number, onEnd: (actions: number) => void) => Played, save: (g: Played) => unknown): Rate {
  let games = 0;
  let actions = 0;
  let last: Played | undefined = play(1_000_000, () => {}); // warm-up: the first game loads the rules
  const start = performance.now();
  while (performance.now() - start < ms) last = play(++games, (n) => (actions += n));
  const took = performance.now() - start;
  return { gamesPerS: (games * 1000) / took, usPerAction: (took * 1000) / actions, bytes: JSON.stringify(save(last!)).length };
}

const row = (label: string, r: Rate, extra = '') =>
  console.log(`${label.padEnd(56)} ${r.gamesPerS.toFixed(1).padStart(8)} games/s ${r.usPerAction.toFixed(0).padStart(7)} µs/action ${String(r.bytes).padStart(8)} bytes saved${extra}`);

const FLASH_POINT: readonly (readonly [string, number])[] = [['experienced-recruit', 4], ['experienced-attic-basement', 4], ['urban-high-rise', 4], ['dangerous-waters-merchant-ship', 3]];
const STAGES = [['turns 1-5', 5], ['turns 6-15', 15], ['turns 16+', Infinity]] as const;

/** µs per action by the turn it was taken in, over random games played for at least `ms` (log off). */
function byStage(preset: string, players: number, ms: number): number[] {
  const took = STAGES.map(() => 0);
  const count = STAGES.map(() => 0);
  const start = performance.now();
  for (let seed = 1; performance.now() - start < ms; seed++) {
    let turn = 1;
    let last = performance.now();
    playFlashPoint({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
      const now = performance.now();
      const i = STAGES.findIndex(([, upTo]) => turn <= upTo);
      took[i] = took[i]! + now - last;
      count[i] = count[i]! + 1;
      turn = g.state.turn;
      last = now;
    } });
  }
  return took.map((t, i) => (count[i] ? (t * 1000) / count[i]! : NaN));
}

/** Mean bytes of a saved game (JSON text of toJSON) over every state of a few random games. */
function savedBytes(preset: string, players: number, log: boolean): number {
  let bytes = 0;
  let states = 0;
  for (let seed = 1; seed <= 3; seed++) {
    playFlashPoint({ preset }, { seed, players, agent: 'random', log, onStep: (g: FlashPointGame) => {
      bytes += JSON.stringify(flashPointJSON(g)).length;
      states++;
    } });
  }
  return bytes / states;
}

function flashPointRows(): void {
  const rates = new Map<string, Rate>();
  for (const [preset, players] of FLASH_POINT) {
    const play = (log: boolean) => (seed: number, onEnd: (actions: number) => void) => playFlashPoint({ preset }, { seed, players, agent: 'random', log, onEnd });
    row(`Flash Point ${preset}, ${players}p`, playFor(2000, play(true), (g) => flashPointJSON(g as FlashPointGame)));
    const silent = playFor(3000, play(false), (g) => flashPointJSON(g as FlashPointGame));
    rates.set(preset, silent);
    const base = rates.get('experienced-recruit')!;
    row(`Flash Point ${preset}, ${players}p, log off`, silent, `  ${(silent.usPerAction / base.usPerAction).toFixed(2)}× base house µs/action`);
  }
  console.log(`\nFlash Point µs per action by game stage (log off): ${STAGES.map(([s]) => s).join(' / ')}`);
  for (const [preset, players] of FLASH_POINT) {
    console.log(`  ${preset.padEnd(54)} ${byStage(preset, players, 1500).map((us) => us.toFixed(0).padStart(7)).join(' ')}`);
  }
  console.log('\nFlash Point bytes per saved state (mean over every state of 3 random games): log on / log off');
  for (const [preset, players] of FLASH_POINT) {
    console.log(`  ${preset.padEnd(54)} ${savedBytes(preset, players, true).toFixed(0).padStart(7)} ${savedBytes(preset, players, false).toFixed(0).padStart(7)}`);
  }
  console.log('');
}

console.log('\nKernel baseline (issue 13): random agents, one core\n');
flashPointRows();
for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]] as const) {
  row(`Fire Tower ${preset}, ${players}p`, playFor(3000, (seed, onEnd) => playFireTower({ preset }, { seed, players, agent: 'random', onEnd }), (g) => fireTowerJSON(g as never)));
}
const cost = createGameCost();
console.log(`${'createGame (CPU), Flash Point experienced-recruit'.padEnd(56)} ${cost.flashPointLogOn.toFixed(0).padStart(8)} µs (log off: ${cost.flashPointLogOff.toFixed(0)} µs)`);
console.log(`${'createGame (CPU), Fire Tower rising-flames'.padEnd(56)} ${cost.fireTowerRisingFlames.toFixed(0).padStart(8)} µs`);
const afterGames = microseconds((seed) => createFlashPoint({ preset: 'experienced-recruit' }, { seed, players: 4 }));
console.log(`  (each measured in a process of its own; in this process, after its games: Flash Point ${afterGames.toFixed(0)} µs, log on)`);
flashPointCopyRows();

console.log('\nSettled (issue 13\'s one-core targets): games per CPU second after 2,000 warm-up games, 1,000 counted, log off');
console.log(`  (each in a process of its own, as a simulation worker plays one preset, ${playModule('fire-tower').built ? 'dist/' : 'sources through tsx'}; then in this process, after the rows above)`);
const SETTLED = [
  ['Flash Point experienced-recruit, 4p', 'flash-point', 'experienced-recruit', 4],
  ['Fire Tower fire-tower-base, 2p', 'fire-tower', 'fire-tower-base', 2],
  ['Fire Tower fire-tower-rising-flames, 3p', 'fire-tower', 'fire-tower-rising-flames', 3],
] as const;
for (const [label, game, preset, players] of SETTLED) {
  const own = settledInOwnProcess(game, preset, players);
  const here = settledGamesPerCpuSecond(await randomGame(game, preset, players), 2000, 1000);
  console.log(`  ${label.padEnd(54)} ${own.toFixed(0).padStart(7)} games/s   (in this process: ${here.toFixed(0)})`);
}
console.log('');

/** bench/settled-games.ts's reading for one preset, in a process that plays nothing else. */
function settledInOwnProcess(game: string, preset: string, players: number): number {
  const file = fileURLToPath(new URL('./settled-games.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--single-threaded', '--import', 'tsx', file, game, preset, String(players)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return (JSON.parse(out.trim().split('\n').pop()!) as { gamesPerCpuS: number }).gamesPerCpuS;
}

/** createGame's cost measured by bench/create-game-cost.ts in a process of its own (that file says why). */
function createGameCost(): CreateGameCost {
  const file = fileURLToPath(new URL('./create-game-cost.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop()!) as CreateGameCost;
}
