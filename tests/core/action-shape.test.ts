/**
 * The action-shape check compiled per verb table (src/core/action-shape-compile.ts) answers
 * exactly as the interpreter it replaced (action-shape-reference.ts): the same copy for a
 * well-formed action, the same words for a malformed one, for every verb of both games'
 * tables with every argument swapped for values of every kind, well-formed or not.
 */
import { describe, expect, it } from 'vitest';
import { checkActionShape, type ShapeContext, type VerbTable } from '../../src/core/action-shape.ts';
import { FIRE_TOWER_ARGS, forestShapeContext } from '../../src/games/fire-tower/verbs.ts';
import { FLASH_POINT_ARGS } from '../../src/games/flash-point/verbs.ts';
import { createGame } from '../../src/games/fire-tower/game.ts';
import { checkActionShapeReference } from './action-shape-reference.ts';

const cyclic: unknown[] = [1];
cyclic.push(cyclic);
// eslint-disable-next-line no-sparse-arrays
const holey = [, 1];
const nullProto = Object.assign(Object.create(null) as object, { at: [1, 2] });

/** Values of every kind an argument (or a field, or an item) may be given. */
const VALUES: unknown[] = [
  undefined, null, 0, -0, 1, 2, 3, 1.5, NaN, Infinity, -1, 99, true, false, '', 'x', 'north', 'east', 'gem', 'cards', 'wind', 'x'.repeat(101), 5n, Symbol('s'), () => 1,
  [], [1, 2], [-0, 2], [0, 0], [2, 1, 0], [1, 2, 3, 4], [1.5, 2], [-1, 99], [99, 99], ['1', 2], holey, cyclic, [null], [[null]],
  [1, 2, 'north'], [1, 2, 'up'], [1, 2, 'south', 1], [1, 2, 'south', 0.5], [[1, 2]], [[1, 2], [3, 4]], [[1, 2], null], ['a', 'b'], Array.from({ length: 40 }, () => [1, 1]),
  {}, { cells: 5 }, { cells: [[1, 2]] }, { at: [1, 2] }, { at: 5 }, { gem: 'x' }, { wind: 'north', reroll: true }, { pair: [[1, 2], null] }, { from: 5, to: null },
  { nope: 1 }, { toString: 1 }, JSON.parse('{"__proto__": [1, 2]}'), nullProto, new Map(), new Date(0), Object(1),
];

function actionsFor(table: VerbTable): unknown[] {
  const out: unknown[] = [undefined, null, 'spread', [], ['p1'], [5, 'spread'], ['p1', 5], ['', 'x'], ['p1', ''], ['p1', 'nope'], ['p1', 'constructor'], ['p1', 'toString'], ['p'.repeat(101), 'x']];
  for (const verb of Object.keys(table)) {
    const n = table[verb]!.length;
    for (let count = 0; count <= n + 1; count++) out.push(['p1', verb, ...Array.from({ length: count }, () => [1, 2])]);
    for (let i = 0; i < Math.max(n, 1); i++) for (const v of VALUES) for (const filler of [[1, 2], 'x', { at: [1, 2] }, true, 1]) {
      const action: unknown[] = ['p1', verb, ...Array.from({ length: n }, () => filler)];
      action[i + 2] = v;
      out.push(action);
      out.push(action.slice(0, i + 3));
    }
  }
  return out;
}

const square: ShapeContext = { coords: (c) => (c.length >= 2 && c.every((x) => x >= 0 && x < 10) ? null : `[${c.join(', ')}] is off the board`) };

function sameAnswers(table: VerbTable, ctx: ShapeContext): number {
  let checked = 0;
  for (const action of actionsFor(table)) {
    const compiled = checkActionShape(action, table, ctx);
    const reference = checkActionShapeReference(action, table, ctx);
    expect(compiled, JSON.stringify(reference)).toEqual(reference);
    if (compiled.ok) {
      // A fresh copy, never the caller's lists.
      expect(compiled.action).not.toBe(action);
      for (let i = 2; i < compiled.action.length; i++) if (typeof compiled.action[i] === 'object' && compiled.action[i] !== null) expect(compiled.action[i]).not.toBe((action as unknown[])[i]);
    }
    checked++;
  }
  return checked;
}

describe('the compiled action-shape check answers as the interpreter did', () => {
  it('Fire Tower verbs, on a real forest', () => {
    const game = createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 2, log: false });
    expect(sameAnswers(FIRE_TOWER_ARGS, forestShapeContext(game.engine.forest))).toBeGreaterThan(10_000);
  });

  it('Flash Point verbs (edges, sides, either), on a 10x10 board', () => {
    expect(sameAnswers(FLASH_POINT_ARGS, square)).toBeGreaterThan(10_000);
  });

  it('one checker per table: two tables in turn each get their own answers', () => {
    const ft = checkActionShape(['p1', 'spread', [1, 2]], FIRE_TOWER_ARGS, square);
    const fp = checkActionShape(['p1', 'spread', [1, 2]], FLASH_POINT_ARGS, square);
    expect(ft).toEqual(checkActionShapeReference(['p1', 'spread', [1, 2]], FIRE_TOWER_ARGS, square));
    expect(fp).toEqual(checkActionShapeReference(['p1', 'spread', [1, 2]], FLASH_POINT_ARGS, square));
    expect(ft).not.toEqual(fp);
  });
});
