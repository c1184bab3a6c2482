/**
 * legalActions (the verb table's families, placements read off bit masks) against `apply`, at
 * every step of every scenario and of random games on every preset (FIRERULES_DIFF_GAMES per
 * preset, default 1): no action is listed twice, and every action listed passes the table's
 * complete check (`whyNot`) and is taken by `apply` (in random games: four spread over the
 * list at each step and 64 at every 25th step: each apply copies the game, and Ember lists
 * thousands of moves). The old cell-by-cell enumeration this was
 * compared with until issue 13's bar was met (every scenario and 1,000 random games per preset,
 * equal at every step, carried to the final kernel by step digests) is deleted: this is what
 * stays true of the one implementation. verb-table.test.ts holds the other direction (what the
 * checks refuse, apply refuses under the same rule).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, whyNot, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { eachScenarioState, playersOf, scenarioFiles } from './state-walks.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);

/**
 * Where legalActions and `apply` disagree at this state, as readable lines (empty when they
 * agree): each action listed is checked, or `sample` of them spread over the list.
 */
function differences(game: FireTowerGame, sample = Infinity): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const listed = legalActions(game);
  const stride = Math.max(1, Math.floor(listed.length / sample));
  for (const [i, action] of listed.entries()) {
    const text = JSON.stringify(action);
    if (seen.has(text)) out.push(`${text} is listed twice`);
    seen.add(text);
    if (i % stride !== 0 && i !== listed.length - 1) continue;
    const refusal = whyNot(game, action);
    if (refusal) out.push(`${text} is listed, the check refuses it: ${refusal.rule}: ${refusal.reason}`);
    const r = apply(game, action);
    if (!r.ok) out.push(`${text} is listed, apply refuses it: ${r.rule}: ${r.reason}`);
  }
  return out;
}

describe('Fire Tower legalActions and apply agree', () => {
  it(`at every step of the ${scenarioFiles.length} scenarios`, () => {
    const problems: string[] = [];
    eachScenarioState((game, where) => problems.push(...differences(game).map((d) => `${where}: ${d}`)));
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it.each(presetsOf('fire-tower'))(`%s: at every step of ${GAMES} random game(s)`, (preset) => {
    const problems: string[] = [];
    for (let seed = 1; seed <= GAMES && problems.length < 20; seed++) {
      let step = 0;
      const check = (game: FireTowerGame) => {
        problems.push(...differences(game, step % 25 === 0 ? 64 : 4).map((d) => `seed ${seed} step ${step}: ${d}`));
        step++;
      };
      const opts = { seed, players: playersOf(preset, seed) };
      check(createGame({ preset }, opts));
      playGame({ preset }, { ...opts, agent: 'random', onStep: check });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, Math.max(120_000, GAMES * 30_000));
});
