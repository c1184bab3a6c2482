/**
 * playGame applies the random and greedy agents' actions by `applyDrawn`, which skips the
 * shape check: that is sound only while every action they draw is well-formed. Here each
 * action drawn in whole random games (every preset family) passes the shape check unchanged,
 * and `applyDrawn` gives the very state `apply` gives.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkActionShape } from '../../src/core/action-shape.ts';
import { apply, applyDrawn, createGame, toJSON } from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';
import { FIRE_TOWER_ARGS, forestShapeContext } from '../../src/games/fire-tower/verbs.ts';
import { seedRng } from '../../src/core/rng.ts';

const PRESETS: [string, number][] = [
  ['fire-tower-base', 2], ['fire-tower-rising-flames', 3], ['fire-tower-extreme-weather-kettle', 2],
  ['fire-tower-ghost-tower', 3], ['fire-tower-double-tower', 2], ['fire-tower-solo-level-7', 1],
];

describe('actions drawn by the random agent are well-formed', () => {
  for (const [preset, players] of PRESETS) {
    it(`${preset}, ${players} players: each passes the shape check as it is, and applyDrawn equals apply`, () => {
      for (let seed = 1; seed <= 2; seed++) {
        let game = createGame({ preset }, { seed, players, log: false });
        const ctx = forestShapeContext(game.engine.forest);
        const rng = seedRng(seed ^ 0x5eed);
        for (let n = 0; game.state.status !== 'over' && n < 20000; n++) {
          const action = randomAgent(game, rng)!;
          const shape = checkActionShape(action, FIRE_TOWER_ARGS, ctx);
          expect(shape.ok && isDeepStrictEqual(shape.action, action), `${JSON.stringify(action)} (seed ${seed}, step ${n})`).toBe(true);
          const checked = apply(game, action);
          const drawn = applyDrawn(game, action);
          expect(drawn.ok && checked.ok).toBe(true);
          if (!drawn.ok || !checked.ok) return;
          expect(toJSON(drawn.game)).toEqual(toJSON(checked.game));
          game = drawn.game;
        }
        expect(game.state.status).toBe('over');
      }
    });
  }
});
