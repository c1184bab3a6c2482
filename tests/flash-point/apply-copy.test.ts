/**
 * `apply` leaves the game it is given unchanged: it works on one copy of the state, which
 * shares with the old state the lists it has not changed (copy on write: copy-on-write.ts).
 * Every state is frozen, deep, before the next action is applied to it, so a change in place
 * to anything the two states share throws; and its saved form is the same after the apply.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/freeze.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { apply, createGame, legalActions, toJSON } from '../../src/games/flash-point/game.ts';

const PRESETS = readdirSync(join(PROJECT_RULES, 'flash-point', 'presets')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();

describe('apply leaves the old state unchanged (copy on write)', () => {
  it.each(PRESETS)('%s: random games on deep-frozen states', (preset) => {
    for (const seed of [1, 2]) {
      let game = createGame({ preset }, { seed, players: 3, log: seed === 1 });
      const rng = seedRng(seed);
      for (let step = 0; step < 400 && game.state.phase !== 'over'; step++) {
        const legal = legalActions(game);
        const action = legal[Math.floor(nextFloat(rng) * legal.length)]!;
        const before = JSON.stringify(toJSON(game));
        deepFreeze(game.state);
        const r = apply(game, action);
        if (!r.ok) throw new Error(`${preset} seed ${seed}: legal action ${JSON.stringify(action)} refused: ${r.reason}`);
        expect(JSON.stringify(toJSON(game))).toBe(before);
        game = r.game;
      }
    }
  });
});
