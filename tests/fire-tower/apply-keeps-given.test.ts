/**
 * `apply` works on its own copy: the game it is given is never changed, so an agent (MCTS, the
 * greedy agent) may try several actions from one state. A state copy shares what it has not
 * changed (the fire list, the deck and discard pile, roofBy, the grid's cached masks), so a
 * write through a shared part would change the game given, and every game branched from it,
 * without changing the game played on: the same-games digests cannot see it. At every step of
 * a random game on every preset, through both doors (`apply`, and `applyDrawn` as the game's
 * own agents use it): the saved game is the same after the apply, a second action applied to
 * the same game gives what it gives alone, and (every tenth step) legalActions lists the same.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import { apply, applyDrawn, createGame, legalActions, toJSON, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';
import type { Action } from '../../src/games/fire-tower/flow.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { usualPlayersOf } from './state-walks.ts';

const saved = (g: FireTowerGame) => JSON.stringify(toJSON(g));

/** legalActions as text, unless the list is one of Ember's thousands (then its length). */
function listed(g: FireTowerGame): string {
  const list = legalActions(g);
  return list.length > 2000 ? `${list.length} actions` : JSON.stringify(list);
}

function applied(game: FireTowerGame, action: Action, drawn: boolean): FireTowerGame {
  const r = drawn ? applyDrawn(game, action) : apply(game, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.rule}: ${r.reason}`);
  return r.game;
}

describe('apply never changes the game it is given', () => {
  it.each(presetsOf('fire-tower'))('%s: the game given, a branch from it, and its legal actions stay the same', (preset) => {
    const players = usualPlayersOf(preset);
    let game = createGame({ preset }, { seed: 11, players });
    const rng = seedRng(11);
    for (let step = 0; game.state.status !== 'over' && step < 600; step++) {
      const before = saved(game);
      const legalBefore = step % 10 === 0 ? listed(game) : '';
      const drawn = step % 2 === 0;
      const action = randomAgent(game, rng)!;
      const other = randomAgent(game, rng)!;
      const next = applied(game, action, drawn);
      const nextSaved = saved(next);
      // A branch: another action from the same game, then the first again from it.
      applied(game, other, drawn);
      expect(saved(applied(game, action, drawn)), `step ${step}: ${JSON.stringify(action)} again, after a branch`).toBe(nextSaved);
      expect(saved(game), `step ${step}: ${JSON.stringify(action)} changed the game given`).toBe(before);
      if (legalBefore) expect(listed(game), `step ${step}: legal actions of the game given`).toBe(legalBefore);
      game = next;
    }
  }, 60_000);
});
