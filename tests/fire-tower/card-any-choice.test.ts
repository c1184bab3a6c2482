/**
 * `hasCardChoice` (card-any-choice.ts, stopping at the first choice) against the listing it
 * stands for, `cardChoices(...).length > 0`: at every step of random games on every preset
 * (FIRERULES_DIFF_GAMES per preset, default 1) and of every scenario, for every card of the deck.
 */
import { describe, expect, it } from 'vitest';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import { hasCardChoice } from '../../src/games/fire-tower/card-any-choice.ts';
import { World } from '../../src/games/fire-tower/world.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { eachScenarioState, playersOf, scenarioFiles } from './state-walks.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);

/** Effects met with a choice and without one (`effect yes` / `effect no`). */
const met = new Set<string>();

function checkState(g: FireTowerGame, where: string, problems: string[]): void {
  const w = World.reading(g.state, g.engine.forest, g.engine.rules);
  for (const [id, card] of w.rules.cards) {
    if (card.type === 'event') continue;
    const listed = cardChoices(w, card).length > 0;
    met.add(`${card.effect}${card.pattern?.centre ? ' centred' : ''} ${listed ? 'yes' : 'no'}`);
    if (hasCardChoice(w, card) !== listed) problems.push(`${where} ${id}: hasCardChoice ${!listed}, cardChoices lists ${listed ? 'some' : 'none'}`);
  }
}

describe('hasCardChoice against cardChoices', () => {
  const configs: [string, { preset: string; options?: Record<string, string> }][] = [
    ...presetsOf('fire-tower').map((preset): [string, { preset: string }] => [preset, { preset }]),
    ['fire-tower-base, Ember add-or-remove, Smokejumper on the Eternal Flame', { preset: 'fire-tower-base', options: { ember: 'add-or-remove', smokejumperCentre: 'gem-or-eternal-flame' } }],
  ];

  it.each(configs)('%s', (_name, config) => {
    const problems: string[] = [];
    for (let seed = 1; seed <= GAMES && problems.length < 20; seed++) {
      let step = 0;
      playGame(config, { seed, players: playersOf(config.preset, seed), agent: 'random', onStep: (g) => g.state.status !== 'over' && checkState(g, `seed ${seed} step ${step++}`, problems) });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it(`at every step of the ${scenarioFiles.length} scenarios`, () => {
    const problems: string[] = [];
    eachScenarioState((game, where) => checkState(game, where, problems));
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('met cards with and without a choice', () => {
    expect([...met].sort()).toEqual(expect.arrayContaining(['place-fire yes', 'remove-fire no', 'place-firebreak no', 'ember no', 'remove-fire yes', 'remove-fire centred yes', 'place-firebreak yes', 'set-wind yes', 'ember yes', 'explosion centred yes']));
  });
});
