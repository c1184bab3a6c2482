/**
 * The base board's side B (rules/flash-point/boards/base-house-side-b.yaml) against its
 * reference (shared/reference/flash-point-base-board-side-b.md): the counts, the rooms the
 * walls and doors make, and the two presets that play on it.
 */
import { describe, expect, it } from 'vitest';
import { edgeBetween, edgeKey, key, SIDES, step, type Board, type Space } from '../../src/games/flash-point/board.ts';
import { boardSvg } from '../../src/games/flash-point/board-svg.ts';
import { createGame, gameConfig, loadEngine } from '../../src/games/flash-point/game.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import type { GameConfigRef } from '../../src/games/flash-point/state.ts';

/** The Family Game on side B: a config of one's own, since its start is an assumption. */
const FAMILY_SIDE_B: GameConfigRef = { game: 'flash-point', board: 'base-house-side-b', modules: ['family'], options: {} };

const boardOf = (preset: string): Board => loadEngine(gameConfig({ preset }).config).board;

/** The rooms: spaces joined without crossing a wall or a door, as sorted keys. */
function rooms(board: Board): string[][] {
  const blocked = new Set([...board.wallEdges, ...board.doorEdges.map((d) => d.at)].map(edgeKey));
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const start of board.interiorSpaces()) {
    if (seen.has(key(start))) continue;
    const room: string[] = [];
    const todo: Space[] = [start];
    seen.add(key(start));
    while (todo.length) {
      const s = todo.pop()!;
      room.push(key(s));
      for (const side of SIDES) {
        const n = step(s, side);
        if (!board.isInside(n) || seen.has(key(n)) || blocked.has(edgeKey(edgeBetween(s, side)))) continue;
        seen.add(key(n));
        todo.push(n);
      }
    }
    out.push(room.sort());
  }
  return out.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

describe('base board side B', () => {
  const board = boardOf('experienced-side-b');

  it('loads with the counts the reference gives: 19 interior walls, 7 doors, 2 entrances, 4 + 4 parking spots', () => {
    expect(board.id).toBe('base-house-side-b');
    expect(board.data.walls).toHaveLength(19);
    // 28 outer segments minus the 2 entrances, plus the 19 interior walls.
    expect(board.wallEdges).toHaveLength(26 + 19);
    expect(board.data.openings).toEqual([[3, 1, 'west'], [6, 3, 'south']]);
    expect(board.doorEdges.map((d) => d.at.join(','))).toEqual(['1,5,east', '3,5,east', '3,5,south', '3,6,south', '4,3,south', '4,6,east', '4,6,south']);
    expect(board.doorEdges.every((d) => d.kind === 'normal')).toBe(true);
    expect(board.parkingSpots('engine')).toEqual([[[0, 3], [0, 4]], [[2, 9], [3, 9]], [[7, 5], [7, 6]], [[4, 0], [5, 0]]]);
    expect(board.parkingSpots('ambulance')).toEqual([[[0, 5], [0, 6]], [[4, 9], [5, 9]], [[7, 3], [7, 4]], [[2, 0], [3, 0]]]);
    expect(Object.keys(board.data.arrows ?? {})).toHaveLength(48);
  });

  it('has the arrows of side A and a quadrant for each engine spot', () => {
    const sideA = boardOf('experienced-recruit');
    expect(board.data.arrows).toEqual(sideA.data.arrows);
    expect([0, 1, 2, 3].map((i) => board.quadrantOfEngineSpot(i)?.id)).toEqual(['north-west', 'north-east', 'south-east', 'south-west']);
  });

  it('makes the seven rooms the reference works out from its walls and doors', () => {
    const cells = (list: [number, number][]) => list.map(([r, c]) => `${r},${c}`).sort();
    const block = (r0: number, r1: number, c0: number, c1: number) => {
      const out: [number, number][] = [];
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push([r, c]);
      return out;
    };
    expect(rooms(board)).toEqual([
      cells([...block(1, 3, 1, 3), ...block(4, 4, 1, 6)]),
      cells(block(1, 3, 6, 8)),
      cells(block(4, 6, 7, 8)),
      cells(block(5, 6, 1, 3)),
      cells(block(5, 6, 4, 6)),
      cells(block(2, 3, 4, 5)),
      cells(block(1, 1, 4, 5)),
    ]);
  });

  it('says in its notes what the reference does not know', () => {
    expect(board.data.notes).toMatch(/Assumptions/);
    expect(board.data.notes).toMatch(/first-explosion table/);
    expect(board.data.notes).toMatch(/Family Game start/);
    expect(board.data.notes).toMatch(/hot-spot circles/);
  });

  it('draws every wall, door and parking spot in its picture', () => {
    const svg = boardSvg(board);
    expect(svg.match(/<line class="wall/g)?.length).toBe(board.wallEdges.length);
    expect(svg.match(/<line class="door/g)?.length).toBe(7);
    expect(svg.match(/<g class="parking/g)?.length).toBe(8);
    expect(svg.match(/<rect class="in"/g)?.length).toBe(6 * 8);
  });

  it.each<GameConfigRef | { preset: string }>([{ preset: 'experienced-side-b' }, FAMILY_SIDE_B])('%o sets up on side B and plays to the end with the random agent', (preset) => {
    const g0 = createGame(preset, { seed: 3, players: 3 });
    expect(g0.engine.board.id).toBe('base-house-side-b');
    for (let seed = 20; seed < 30; seed++) {
      const g = playGame(preset, { seed, players: 1 + (seed % 6), agent: 'random' });
      expect(['won', 'lost']).toContain(g.state.status);
    }
  });

  it('the Family start on side B is the fixed one the board file gives (an assumption: no preset ships it)', () => {
    const g = createGame(FAMILY_SIDE_B, { seed: 1, players: 2 });
    expect(g.state.fire).toEqual(board.data.familyStart!.fire);
    expect(g.state.pois.map((p) => p.at)).toEqual(board.data.familyStart!.pois);
  });
});
