/**
 * BoardGeometry.recordIndex, where World finds the wall, door or window on an edge: setup
 * gives each record the board's own edge array, so the record at the board's index is known
 * by that array without numbering its edge. At every step of random games on every preset
 * (FIRERULES_DIFF_GAMES per preset, default 1), watched (a copy per apply, copy-on-write
 * records) and handed over (one state stepped in place), and on saved games read back
 * (fresh edge arrays), it finds, for every edge of the board, the record the lookup by edge
 * number finds.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import type { BoardGeometry } from '../../src/games/flash-point/board-geometry.ts';
import type { Edge } from '../../src/games/flash-point/board.ts';
import { apply, applyHandedOver, createGame, fromJSON, handOver, legalActions, type FlashPointGame } from '../../src/games/flash-point/game.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);
const presets = readdirSync(path.join(PROJECT_RULES, 'flash-point', 'presets')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();

type EdgeList = readonly { at: Edge }[];

/** The lookup by edge number alone (World's before recordIndex): the board's index if that record is on the edge, else a search. */
function byNumber(g: BoardGeometry, list: EdgeList, index: Int32Array, id: number): number {
  const i = index[id]!;
  if (i < 0) return -1;
  if (list[i] && g.edgeId(list[i]!.at) === id) return i;
  return list.findIndex((y) => g.edgeId(y.at) === id);
}

/** Edges (and which list) where recordIndex and the lookup by number disagree in `game`'s state. */
function disagreements(game: FlashPointGame, where: string): string[] {
  const g = game.engine.board.geometry;
  const s = game.state;
  const kinds: [string, EdgeList, Int32Array, readonly Edge[]][] = [
    ['wall', s.walls, g.wallIndex, g.wallEdges],
    ['door', s.doors, g.doorIndex, g.doorEdgeList],
    ['window', s.windows, g.windowIndex, g.windowEdges],
  ];
  const out: string[] = [];
  for (const [kind, list, index, edges] of kinds) {
    for (let id = 0; id < index.length; id++) {
      const want = byNumber(g, list, index, id);
      const got = g.recordIndex(list, index, edges, id);
      if (got !== want) out.push(`${where}: ${kind} on edge ${id}: ${got}, by number ${want}`);
    }
  }
  return out;
}

/** Plays a random game, checking every step; `handedOver` steps one state in place (playGame's unwatched loop). */
function checkGame(preset: string, seed: number, handedOver: boolean): { steps: number; problems: string[] } {
  const created = createGame({ preset }, { seed, players: 2 + (seed % 3), log: false });
  let game = handedOver ? handOver(created) : created;
  const rng = seedRng(seed);
  const problems = disagreements(game, 'setup');
  let steps = 0;
  for (; game.state.phase !== 'over' && steps < 3000; steps++) {
    const legal = legalActions(game);
    const action = legal[Math.floor(nextFloat(rng) * legal.length)]!;
    const r = handedOver ? applyHandedOver(game, action) : apply(game, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.reason}`);
    game = r.game;
    problems.push(...disagreements(game, `step ${steps}`));
    // A saved game read back holds equal edges in new arrays: found by number.
    if (steps % 50 === 0) problems.push(...disagreements(fromJSON(JSON.parse(JSON.stringify(game.state))), `step ${steps} read back`));
    if (problems.length) break;
  }
  return { steps, problems };
}

describe('edge records found by the board’s own edge', () => {
  it.each(presets)('agree with the lookup by edge number at every step of %s random games', (preset) => {
    for (let seed = 1; seed <= GAMES; seed++) {
      for (const handedOver of [false, true]) {
        const { steps, problems } = checkGame(preset, seed, handedOver);
        expect(steps).toBeGreaterThan(0);
        expect(problems.slice(0, 5)).toEqual([]);
      }
    }
  });

  it('a new game holds the board’s own edge arrays, so the lookup needs no edge number', () => {
    for (const preset of presets) {
      const { engine, state } = createGame({ preset }, { seed: 1, players: 3, log: false });
      const g = engine.board.geometry;
      state.walls.forEach((w, i) => expect(w.at).toBe(g.wallEdges[i]));
      state.doors.forEach((d, i) => expect(d.at).toBe(g.doorEdgeList[i]));
      for (const win of state.windows) expect(g.windowEdges).toContain(win.at);
    }
  });

  it('a list holding fewer records than the board (a saved game) is searched', () => {
    const game = createGame({ preset: presets[0]! }, { seed: 1, players: 3, log: false });
    const g = game.engine.board.geometry;
    const fewer = game.state.walls.slice(1);
    for (let id = 0; id < g.wallIndex.length; id++) expect(g.recordIndex(fewer, g.wallIndex, g.wallEdges, id)).toBe(byNumber(g, fewer, g.wallIndex, id));
    expect(g.recordIndex(fewer, g.wallIndex, g.wallEdges, g.edgeId(game.state.walls[0]!.at))).toBe(-1);
  });
});
