/**
 * Issue 13's side-by-side: whole random Flash Point games (experienced-recruit, 4 players, log
 * off) with the legal moves found the old way — every candidate tried on a full copy of the
 * state with the old switch of verbs (legal-by-trial.ts, kept as the differential test's
 * reference) — against the verb table's `legalActions`. The two lists are equal at every step
 * (the differential test), so the random agent plays the same games with either, and the ratio
 * is the legal-move kernel's alone. `apply` is today's in both: the old reducer's copies per
 * apply are gone from the tree, so this understates the distance to the kernel the issue measured.
 */
import { performance } from 'node:perf_hooks';
import { nextFloat, seedRng } from '../src/core/rng.ts';
import { apply, createGame, legalActions, type Action, type FlashPointGame } from '../src/games/flash-point/game.ts';
import { legalActionsByTrial } from '../tests/flash-point/reference/legal-by-trial.ts';
import { MAX_ACTIONS_PER_TURN } from '../src/games/flash-point/play.ts';


/** One game as play.ts's random agent plays it, with the given legal-move generator: its action count. */
function playWith(seed: number, legalOf: (g: FlashPointGame) => Action[]): number {
  let game = createGame({ preset: 'experienced-recruit' }, { seed, players: 4, log: false });
  const rng = seedRng((seed * 2654435761) >>> 0);
  let actions = 0;
  let inTurn = 0;
  while (game.state.phase !== 'over' && game.state.turn <= 500) {
    const legal = legalOf(game);
    const endTurn = inTurn >= MAX_ACTIONS_PER_TURN ? legal.find((a) => a[1] === 'end-turn') : undefined;
    const action = endTurn ?? legal[Math.floor(nextFloat(rng) * legal.length)]!;
    const before = game.state;
    const r = apply(game, action);
    if (!r.ok) throw new Error(`seed ${seed}: a listed action was refused (${r.reason})`);
    game = r.game;
    actions++;
    inTurn++;
    if (game.state.turn !== before.turn || game.state.phase === 'over' || (before.phase === 'setup' && game.state.phase !== 'setup')) inTurn = 0;
  }
  return actions;
}

/** Games per second of each generator, in alternating slices (the machine's load falls on both alike). */
function rates(ms: number): { old: number; table: number; games: number } {
  let seed = 1;
  const spent = { old: 0, table: 0 };
  const played = { old: 0, table: 0 };
  const start = performance.now();
  while (performance.now() - start < ms) {
    // The same seed each way: the same game, which the action counts confirm.
    const s = seed++;
    let t = performance.now();
    const a = playWith(s, legalActionsByTrial);
    spent.old += performance.now() - t;
    t = performance.now();
    const b = playWith(s, legalActions);
    spent.table += performance.now() - t;
    if (a !== b) throw new Error(`seed ${s}: ${a} actions with the old generator, ${b} with the table: not the same game`);
    played.old++;
    played.table++;
  }
  return { old: (played.old * 1000) / spent.old, table: (played.table * 1000) / spent.table, games: played.old };
}

function benchOldKernel(ms: number): void {
  playWith(1_000_000, legalActionsByTrial);
  playWith(1_000_000, legalActions);
  const r = rates(ms);
  console.log('\nFlash Point whole games, experienced-recruit, 4 random agents, log off: old legal moves (tried on copies) vs the verb table, same games\n');
  console.log(`${`${r.games} games each way`.padEnd(48)} ${r.old.toFixed(1).padStart(9)} games/s old ${r.table.toFixed(1).padStart(9)} games/s table   ${(r.table / r.old).toFixed(1)}×`);
}

benchOldKernel(8000);
