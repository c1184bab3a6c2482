/** The text board shows every floor: the ground floor first, then each level under its heading. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/games/flash-point/game.ts';
import { renderBoard } from '../../src/games/flash-point/ascii.ts';

describe('Flash Point text board', () => {
  it('draws a one-floor board without level headings', () => {
    const text = renderBoard(createGame({ preset: 'experienced-recruit' }, { seed: 1, players: 2 }));
    expect(text).not.toMatch(/^floor /m);
  });

  it('draws the attic and the basement under their own headings, with the staircases marked', () => {
    const text = renderBoard(createGame({ preset: 'experienced-attic-basement' }, { seed: 1, players: 2 }));
    expect(text).toMatch(/^floor 1 — Attic \(black faces 9-12\)$/m);
    expect(text).toMatch(/^floor -1 — Basement \(black faces 13-16\)$/m);
    // Two staircases: a section on the ground floor and one on each extra floor.
    expect(text.match(/S/g)?.length).toBe(4);
  });
});
