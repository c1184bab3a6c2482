/**
 * A placement's holders come from the placement table: they must be what anchoring every
 * orientation of the pattern on the first space finds. (Which spaces the cards naming spaces
 * list was held to the cell-by-cell reading of the old enumeration until issue 13's bar was
 * met; that reading is deleted: space-card-rules.test.ts holds them to their rule text now.)
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { placementsHolding, placementTable } from '../../src/games/fire-tower/placement-table.ts';
import { createGame } from '../../src/games/fire-tower/game.ts';
import { orientations, type Cell } from '../../src/games/fire-tower/patterns.ts';
import { add, key, World } from '../../src/games/fire-tower/world.ts';

/** The holders as the rules first listed them: every orientation, anchored on each of its cells at the first space. */
function holdersByCells(w: World, cells: readonly Cell[], pattern: { cells: Cell[]; rotate: boolean }): string[] {
  const want = cells.map(key);
  const out = new Set<string>();
  for (const shape of orientations(pattern.cells, pattern.rotate)) {
    for (const s of shape) {
      const placed = shape.map((x) => add([cells[0]![0] - s[0], cells[0]![1] - s[1]], x)).filter((x) => w.forest.inside(x));
      const keys = new Set(placed.map(key));
      if (want.every((k) => keys.has(k))) out.add(placed.map(key).sort().join(';'));
    }
  }
  return [...out].sort();
}

describe('placementsHolding reads the placement table', () => {
  it('finds the same placements as anchoring every orientation on the first space (random sets of spaces, every pattern card)', () => {
    const game = createGame({ preset: 'fire-tower-rising-flames' }, { seed: 1, players: 3 });
    const w = World.reading(game.state, game.engine.forest, game.engine.rules);
    const rng = seedRng(5);
    const draw = (n: number) => Math.floor(nextFloat(rng) * n);
    let found = 0;
    for (const [id, card] of game.engine.rules.cards) {
      if (!card.pattern || card.pattern.centre) continue;
      for (let i = 0; i < 400; i++) {
        const r = draw(16);
        const c = draw(16);
        const spaces = new Map<string, Cell>();
        for (let k = 1 + draw(card.pattern.cells.length); k > 0; k--) {
          const at: Cell = [r + draw(4) - 1, c + draw(4) - 1];
          if (w.forest.inside(at)) spaces.set(key(at), at);
        }
        const cells = [...spaces.values()];
        if (!cells.length) continue;
        const t = placementTable(w.forest, card.pattern);
        const now = [...new Set(placementsHolding(t, w.forest.size, cells).map((p) => t.cells[p]!.map(key).sort().join(';')))].sort();
        const expected = holdersByCells(w, cells, card.pattern);
        found += expected.length;
        expect(now, `${id} holding ${JSON.stringify(cells)}`).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
