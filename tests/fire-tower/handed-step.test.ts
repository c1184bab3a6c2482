/**
 * applyHandedOver steps the game's own state in place by its own short path (stepping.ts
 * handedStep), not the general apply's layers. At every step of a game, on every preset, the
 * game it returns must be, as saved (machine value, history record and phase included), the
 * one `apply` makes from a copy of the same game; and an action refused is refused alike.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import { apply, applyHandedOver, createGame, fromJSON, toJSON, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { usualPlayersOf } from './state-walks.ts';

const saved = (g: FireTowerGame) => JSON.stringify(toJSON(g));

/** A copy of the game nobody else holds, stepped by `apply` (the general path). */
function copyOf(game: FireTowerGame): FireTowerGame {
  return game.silent ? { ...fromJSON(toJSON(game)), silent: true } : fromJSON(toJSON(game));
}

const appliedToCopy = (game: FireTowerGame, action: Action) => apply(copyOf(game), action);

describe('a handed-over step is the general apply\'s step', () => {
  it.each(presetsOf('fire-tower'))('%s: every step, as saved, and a refusal alike', (preset) => {
    const players = usualPlayersOf(preset);
    for (const log of [false, true]) {
      let game = createGame({ preset }, { seed: 11, players, log });
      const rng = seedRng(11);
      let refusedOnce = false;
      for (let step = 0; game.state.status !== 'over' && step < (log ? 60 : 400); step++) {
        const action = randomAgent(game, rng)!;
        const expected = appliedToCopy(game, action);
        if (!refusedOnce && game.state.phase === 'action') {
          // A card its player does not hold (as handed-world.test.ts plays): refused by both, under the same rule.
          refusedOnce = true;
          const held = (c: string) => game.state.players.some((p) => p.hand.includes(c));
          const wrong: Action = [game.state.activePlayer, 'play', game.engine.rules.actionDeck().find((c) => !held(c))!, {}];
          const plain = appliedToCopy(game, wrong);
          const handed = applyHandedOver(copyOf(game), wrong);
          expect(handed.ok || plain.ok).toBe(false);
          expect((handed as { rule: string }).rule).toBe((plain as { rule: string }).rule);
        }
        const r = applyHandedOver(game, action);
        expect(r.ok, `step ${step}: ${JSON.stringify(action)}`).toBe(true);
        game = (r as { game: FireTowerGame }).game;
        expect(saved(game), `step ${step}, log ${log}: ${JSON.stringify(action)}`).toBe(saved((expected as { game: FireTowerGame }).game));
      }
    }
  }, 120_000);
});
