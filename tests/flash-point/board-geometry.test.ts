/**
 * The compiled board (board-geometry.ts) against the board files it is compiled from, on
 * every board: numbers name spaces and edges one-to-one, the per-side tables agree with
 * stepping, and each edge finds the wall, door or window the board draws there. And the
 * state copies behind `apply`: applying an action never changes the game it was given.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { resolveBoard } from '../../src/games/flash-point/board-files.ts';
import { canonicalEdge, floorOf, SIDES, step, type Edge } from '../../src/games/flash-point/board.ts';
import { SIDE_INDEX } from '../../src/games/flash-point/board-geometry.ts';
import { apply, createGame, legalActions } from '../../src/games/flash-point/game.ts';
import { nextFloat, seedRng } from '../../src/core/rng.ts';

const boardIds = readdirSync(path.join(PROJECT_RULES, 'flash-point', 'boards')).map((f) => f.replace(/\.yaml$/, ''));
const sameEdge = (a: Edge, b: Edge) => JSON.stringify(canonicalEdge(a)) === JSON.stringify(canonicalEdge(b));

describe.each(boardIds)('board %s compiled', (id) => {
  const board = resolveBoard(id, []);
  const g = board.geometry;

  it('numbers every space of every floor and its outside ring, one number each', () => {
    const floors = [{ floor: 0, rows: board.rows, cols: board.cols }, ...board.levels()];
    expect(g.spaces).toHaveLength(floors.reduce((n, f) => n + (f.rows + 2) * (f.cols + 2), 0));
    g.spaces.forEach((s, i) => expect(g.spaceId(s)).toBe(i));
    for (const f of floors) {
      expect(g.spaceIdAt(-1, 1, f.floor)).toBe(-1);
      expect(g.spaceIdAt(f.rows + 2, 1, f.floor)).toBe(-1);
      expect(g.spaceIdAt(1, f.cols + 2, f.floor)).toBe(-1);
    }
  });

  it('steps and edges per side agree with step() and canonical edges; both spellings of an edge share its number', () => {
    const seen = new Map<number, string>();
    g.spaces.forEach((s, i) => {
      for (const side of SIDES) {
        const k = i * 4 + SIDE_INDEX[side];
        expect(g.stepTo[k]).toBe(g.spaceId(step(s, side)));
        const e = g.sideEdge[k]!;
        expect(e).toBeGreaterThanOrEqual(0);
        expect(g.edgeId([s[0], s[1], side, floorOf(s)])).toBe(e);
        const key = JSON.stringify(canonicalEdge([s[0], s[1], side, floorOf(s)]));
        expect(seen.get(e) ?? key).toBe(key);
        seen.set(e, key);
      }
    });
  });

  it('finds each wall, door and window the board draws on its edge, and nothing elsewhere', () => {
    const tables = [[board.wallEdges, g.wallIndex], [board.doorEdges.map((d) => d.at), g.doorIndex], [g.windowEdges, g.windowIndex]] as const;
    for (const [list, index] of tables) {
      list.forEach((e, i) => expect(index[g.edgeId(e)]).toBe(i));
      const drawn = new Set(list.map((e) => g.edgeId(e)));
      index.forEach((i, edge) => expect(i >= 0).toBe(drawn.has(edge)));
      for (let i = 0; i < list.length; i++) expect(list.findIndex((e) => sameEdge(e, list[i]!))).toBe(i);
    }
  });
});

describe('apply works on its own copy', () => {
  it.each([['experienced-recruit', 3], ['urban-high-rise', 3], ['experienced-attic-basement', 2]] as const)('%s: neither legalActions nor apply changes the game it is given', (preset, seed) => {
    let game = createGame({ preset }, { seed, players: 3 });
    const rng = seedRng(seed);
    for (let i = 0; i < 150 && game.state.phase !== 'over'; i++) {
      const before = JSON.stringify(game.state);
      const legal = legalActions(game);
      const r = apply(game, legal[Math.floor(nextFloat(rng) * legal.length)]!);
      expect(JSON.stringify(game.state)).toBe(before);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
    }
  });
});
