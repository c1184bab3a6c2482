/**
 * Differential test of issue 13's Fire Tower kernel: `legalActions` (placements as bit
 * masks) lists exactly what the old implementation (src/games/fire-tower/reference/) lists,
 * action for action and in the same order, at every step of every scenario and of random
 * games on every preset; so does `cardChoices` for every card of the configuration, held or
 * not (the pattern effects, whose enumeration changed). FIRERULES_DIFF_GAMES sets the random games per preset (default 1; CI may raise it).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalActions, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';
import { apply } from '../../src/games/fire-tower/game.ts';
import { World } from '../../src/games/fire-tower/world.ts';
import { legalActionsReference } from '../../src/games/fire-tower/reference/legal-actions.ts';
import { cardChoicesReference } from '../../src/games/fire-tower/reference/card-choices.ts';
import { presetsOf } from '../properties/fuzz.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);
/** The effects whose choices are now read from placement masks. */
const CHANGED = new Set(['place-fire', 'crown-fire', 'place-firebreak', 'remove-fire']);

/** Where the new enumeration first differs from the old one at this game state (null when nowhere). */
function difference(game: FireTowerGame): string | null {
  const now = JSON.stringify(legalActions(game));
  const old = JSON.stringify(legalActionsReference(game));
  if (now !== old) return `legalActions differ:\n new ${now.slice(0, 400)}\n old ${old.slice(0, 400)}`;
  const w = new World(game.state, game.engine.forest, game.engine.rules);
  for (const [id, card] of game.engine.rules.cards) {
    if (!CHANGED.has(card.effect ?? '')) continue;
    const a = JSON.stringify(cardChoices(w, card));
    const b = JSON.stringify(cardChoicesReference(w, card));
    if (a !== b) return `cardChoices of ${id} differ:\n new ${a.slice(0, 400)}\n old ${b.slice(0, 400)}`;
  }
  return null;
}

const scenarioDir = path.join(import.meta.dirname, 'scenarios');
const scenarioFiles = readdirSync(scenarioDir, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml')).sort();

describe('Fire Tower legalActions equal the reference implementation', () => {
  it(`at every step of the ${scenarioFiles.length} scenarios`, () => {
    const failures: string[] = [];
    for (const file of scenarioFiles) {
      const { data, yaml, baseDir } = readScenario(path.join(scenarioDir, file));
      let game = scenarioStart(data, yaml, baseDir);
      let why = difference(game);
      for (const [i, action] of (data.actions ?? []).entries()) {
        if (why) break;
        const r = apply(game, action);
        if (!r.ok) break;
        game = r.game;
        why = difference(game);
        if (why) why = `after action ${i}: ${why}`;
      }
      if (why) failures.push(`${file}: ${why}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  const playersOf = (preset: string, seed: number) =>
    preset.includes('solo') ? 1 : preset.includes('teams') ? 4 : preset.includes('double') ? 2 : preset.includes('ghost') ? 3 : 2 + (seed % 3);

  it.each(presetsOf('fire-tower'))(`%s: at every step of ${GAMES} random game(s)`, (preset) => {
    const failures: string[] = [];
    for (let seed = 1; seed <= GAMES; seed++) {
      let steps = 0;
      const check = (game: FireTowerGame) => {
        const why = failures.length ? null : difference(game);
        if (why) failures.push(`seed ${seed}, step ${steps}: ${why}`);
        steps++;
      };
      playGame({ preset }, { seed, players: playersOf(preset, seed), agent: 'random', onStep: check });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
