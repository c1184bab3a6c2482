/**
 * The differential check of issue 13's Fire Tower kernel, shared by the two
 * legal-reference test files: where `legalActions` (placements as bit masks) first differs
 * from the old implementation kept in tests/fire-tower/reference/, and where
 * `cardChoices` of a pattern card (held or not) differs from the old enumeration.
 */
import { legalActions, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import { World } from '../../src/games/fire-tower/world.ts';
import { legalActionsReference } from './reference/legal-actions.ts';
import { cardChoicesReference } from './reference/card-choices.ts';

/** The effects whose choices are now read from placement masks. */
const CHANGED = new Set(['place-fire', 'crown-fire', 'place-firebreak', 'remove-fire']);

/** Where the new enumeration first differs from the old one at this game state (null when nowhere). */
export function difference(game: FireTowerGame): string | null {
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
