/**
 * Replenish PoI stops when no space can take a marker (poi-no-room). A free space whose roll is
 * rolled again (a reroll space of the board) or a destroyed floor (a roll naming it names the
 * space below) is no room: counting it once left the dice rolling for ever. Found by the kernel
 * bench: urban-high-rise, four random players, seed 2294, whose turn-25 fire phase left only
 * the reroll space [1, 4] free.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/games/flash-point/play.ts';

describe('Replenish PoI with no room left', () => {
  it('ends the fire phase with poi-no-room when the only free space is one whose roll is rolled again', () => {
    const game = playGame({ preset: 'urban-high-rise' }, { seed: 2294, players: 4, agent: 'random' });
    expect(['won', 'lost']).toContain(game.state.status);
    const noRoom = game.state.log.filter((e) => e.event === 'poi-no-room');
    expect(noRoom.length).toBeGreaterThan(0);
  });
});
