/**
 * Fire Tower's part of issue 13, measured in one run (`npx tsx bench/fire-tower-kernel.ts`,
 * also run at the end of `npm run bench`): on the same recorded game states,
 * - legalActions (placements as bit masks) per second; the cell-by-cell enumeration it was
 *   raced against is deleted (issue 13's differential bar met);
 * - one random-agent decision: the listing agent (a family at random, all its actions
 *   listed, one picked) against the sampling agent;
 * - the action-shape check at apply's door: the interpreter it was (tests/core/) against the
 *   checker compiled once per verb table (src/core/action-shape-compile.ts), on the actions
 *   the random agent chose in those states;
 * and whole random-agent games with the kernel as it is (games/s, µs per action), with the
 * log kept (as `play` and replays) and switched off (`{ log: false }`, as `simulate`), and
 * createGame after the first (the engine is loaded once per configuration).
 */
import { performance } from 'node:perf_hooks';
import { nextFloat, seedRng } from '../src/core/rng.ts';
import { actionGroups, createGame, legalActions, type FireTowerGame } from '../src/games/fire-tower/game.ts';
import { playGame, randomAgent } from '../src/games/fire-tower/play.ts';
import { checkActionShape } from '../src/core/action-shape.ts';
import { FIRE_TOWER_ARGS, forestShapeContext } from '../src/games/fire-tower/verbs.ts';
import type { Action } from '../src/games/fire-tower/flow.ts';
import { checkActionShapeReference } from '../tests/core/action-shape-reference.ts';

const PRESETS = [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]] as const;

/**
 * States handled per second by each of `fns`, measured in alternating slices of about a
 * quarter second (so a busy machine slows them alike), `ms` in all for each.
 */
function rates(states: FireTowerGame[], ms: number, ...fns: ((g: FireTowerGame) => unknown)[]): number[] {
  const took = fns.map(() => 0);
  const done = fns.map(() => 0);
  for (const fn of fns) for (const g of states) fn(g);
  while (took.some((t) => t < ms)) {
    fns.forEach((fn, i) => {
      const start = performance.now();
      while (performance.now() - start < 250) {
        for (const g of states) fn(g);
        done[i]! += states.length;
      }
      took[i]! += performance.now() - start;
    });
  }
  return done.map((d, i) => (d * 1000) / took[i]!);
}

const listingAgentRng = seedRng(7);
/** The random agent before sampling: every action of the family drawn is listed first. */
function listingAgent(game: FireTowerGame): unknown {
  const groups = actionGroups(game);
  while (groups.length) {
    const i = Math.floor(nextFloat(listingAgentRng) * groups.length);
    const actions = groups[i]!.actions();
    if (actions.length) return actions[Math.floor(nextFloat(listingAgentRng) * actions.length)];
    groups.splice(i, 1);
  }
  return null;
}

const newAgentRng = seedRng(7);
const line = (label: string, value: string) => console.log(`${label.padEnd(56)} ${value}`);

console.log('\nFire Tower kernel (issue 13): legal moves, sampling and shape checks, same run\n');
for (const [preset, players] of PRESETS) {
  const states: FireTowerGame[] = [];
  const chosen = new Map<FireTowerGame, Action>();
  for (let seed = 1; seed <= 3; seed++) {
    // A step's action was chosen in the game the step before left (the start's is not kept).
    let before: FireTowerGame | null = null;
    playGame({ preset }, { seed, players, agent: 'random', onStep: (g, a) => {
      if (before) chosen.set(before, a);
      states.push((before = g));
    } });
  }
  const [now] = rates(states, 1000, legalActions);
  line(`legalActions, ${preset} (${states.length} states)`, `${now!.toFixed(0)}/s`);
  const [listed, sampled] = rates(states, 1500, listingAgent, (g) => randomAgent(g, newAgentRng));
  line(`random-agent decision, ${preset}`, `listing ${listed!.toFixed(0)}/s, sampling ${sampled!.toFixed(0)}/s: ${(sampled! / listed!).toFixed(1)}×`);
  const acted = states.filter((g) => chosen.has(g));
  const ctx = forestShapeContext(acted[0]!.engine.forest);
  const [interpreted, compiled] = rates(acted, 1000, (g) => checkActionShapeReference(chosen.get(g), FIRE_TOWER_ARGS, ctx), (g) => checkActionShape(chosen.get(g), FIRE_TOWER_ARGS, ctx));
  line(`action shapes, ${preset} (${acted.length} actions)`, `interpreted ${interpreted!.toFixed(0)}/s, compiled ${compiled!.toFixed(0)}/s: ${(compiled! / interpreted!).toFixed(1)}×`);
}
/**
 * Whole random-agent games for about three seconds: games/s and µs per action on the wall
 * clock, and games/s in this process's CPU time (less swayed by what else runs; run with
 * `node --single-threaded` for it to count no background GC or compiler threads). The games
 * run as a simulation runs them: actions counted at the end (onEnd), nothing watching each
 * step, so playGame hands each state over instead of copying it.
 */
function wholeGames(preset: string, players: number, log: boolean): string {
  let games = 0;
  let actions = 0;
  const onEnd = (n: number) => void (actions += n);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() - start < 3000) playGame({ preset }, { seed: ++games, players, agent: 'random', log, onEnd });
  const took = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return `${((games * 1000) / took).toFixed(1)} games/s, ${((took * 1000) / actions).toFixed(1)} µs/action (CPU time: ${((games * 1000) / cpuMs).toFixed(1)} games/s)`;
}

for (const [preset, players] of PRESETS) {
  line(`whole games, ${preset}, ${players}p`, wholeGames(preset, players, true));
  line(`whole games, ${preset}, ${players}p, log off`, wholeGames(preset, players, false));
  createGame({ preset }, { seed: 0, players });
  let made = 0;
  const start = performance.now();
  while (performance.now() - start < 500) createGame({ preset }, { seed: ++made, players });
  line(`createGame after the first, ${preset}, ${players}p`, `${(((performance.now() - start) * 1000) / made).toFixed(1)} µs`);
}
