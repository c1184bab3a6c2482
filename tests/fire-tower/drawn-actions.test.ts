/**
 * playGame applies the random and greedy agents' actions by `applyDrawn`, which skips the
 * shape check and the checks that only refuse (the verb's, a card's arguments: World
 * `drawn`): that is sound only while every action they draw is well-formed and legal. Here
 * each action drawn in whole random games (every preset family) passes the shape check
 * unchanged, `apply` (every check) takes it, and `applyDrawn` gives the very state `apply`
 * gives. And the skip stays with applyDrawn: along such games, an action near the drawn one
 * that the rules refuse is refused by `apply` under whyNot's rule and words.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkActionShape } from '../../src/core/action-shape.ts';
import { apply, applyDrawn, applyHandedOver, createGame, toJSON, whyNot, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
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

const isCell = (x: unknown): x is [number, number] => Array.isArray(x) && x.length === 2 && x.every(Number.isInteger);

/** Each space the value names (a space, a list of spaces, an object's fields) moved one step east, in turn. */
function moved(x: unknown): unknown[] {
  if (isCell(x)) return [[x[0], x[1] + 1]];
  if (Array.isArray(x)) return x.flatMap((y, i) => moved(y).map((m) => x.map((z, j) => (j === i ? m : z))));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => moved(v).map((m) => ({ ...x, [k]: m })));
  return [];
}

/** Actions near `action`: a space of its arguments moved, or another player acting. */
function nearActions(game: FireTowerGame, action: Action): Action[] {
  const [pid, verb, ...args] = action;
  const others = game.state.players.filter((p) => p.id !== pid).map((p): Action => [p.id, verb, ...args]);
  return [...moved(args).map((a) => [pid, verb, ...(a as unknown[])] as Action), ...others];
}

describe('actions from outside keep every check', () => {
  for (const [preset, players] of [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]] as const) {
    it(`${preset}: near a drawn action, apply refuses what whyNot refuses, in its words`, () => {
      let refused = 0;
      let game = createGame({ preset }, { seed: 5, players, log: false });
      const rng = seedRng(5 ^ 0x5eed);
      for (let n = 0; game.state.status !== 'over' && n < 20000; n++) {
        const action = randomAgent(game, rng)!;
        for (const near of nearActions(game, action)) {
          const why = whyNot(game, near);
          if (!why) continue;
          const r = apply(game, near);
          expect(r.ok, `${JSON.stringify(near)} (step ${n})`).toBe(false);
          if (!r.ok) expect([r.rule, r.reason]).toEqual([why.rule, why.reason]);
          refused++;
        }
        // The game goes on as playGame unwatched plays it: the state handed over, the skip on.
        const next = applyHandedOver(game, action);
        expect(next.ok).toBe(true);
        if (!next.ok) return;
        game = next.game;
      }
      expect(game.state.status).toBe('over');
      expect(refused).toBeGreaterThan(100);
    });
  }
});
