/**
 * The board picture is drawn from the board file: every wall, door and parking spot of the
 * Board the engine plays on appears, on every floor.
 */
import { describe, expect, it } from 'vitest';
import { boardSvg } from '../../src/games/flash-point/board-svg.ts';
import { gameConfig, loadEngine } from '../../src/games/flash-point/game.ts';

const boardOf = (preset: string) => loadEngine(gameConfig({ preset }).config).board;

describe('board pictures', () => {
  it.each(['experienced-recruit', 'experienced-side-b', 'experienced-attic-basement', 'dangerous-waters-merchant-ship', 'urban-high-rise'])('%s: walls, doors and parking spots as the board has them', (preset) => {
    const board = boardOf(preset);
    const svg = boardSvg(board);
    expect(svg.match(/<line class="wall/g)?.length).toBe(board.wallEdges.length);
    expect(svg.match(/<line class="door/g)?.length ?? 0).toBe(board.doorEdges.length);
    const spots = board.parkingSpots('engine').length + board.parkingSpots('ambulance').length;
    expect(svg.match(/<g class="parking/g)?.length ?? 0).toBe(spots);
    // One heading per floor.
    expect(svg.match(/class="floor"/g)?.length).toBe(1 + board.levels().length);
  });

  it('the base house: 6 x 8 spaces inside the outside ring, four engine and four ambulance spots', () => {
    const svg = boardSvg(boardOf('experienced-recruit'));
    expect(svg.match(/<rect class="(in|out|closed)"/g)?.length).toBe(8 * 10);
    expect(svg.match(/<rect class="in"/g)?.length).toBe(6 * 8);
    expect(svg).toContain('<title>engine spot 3</title>');
  });
});
