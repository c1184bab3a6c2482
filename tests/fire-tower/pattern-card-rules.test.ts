/**
 * Fire and firebreak pattern cards, read straight from their rule text against the saved state
 * (fire, firebreak and hawk lists, the forest), not through the engine's placement masks: at
 * every seventh step of random games, the `{ cells }` choices `cardChoices` lists for each such
 * card are exactly those the rules allow.
 * - ft.cards.fire: a fire pattern lays gems on empty spaces (no gem, firebreak or Eternal
 *   Flame; a hawk may be there), in part where there is no room for all of it; at least one
 *   gem sits orthogonally next to fire; fire never jumps a firebreak (each new gem reaches
 *   fire through the new ones) except on the cards that may (Burning Snag); an "up to" card
 *   lays any part of it. Crown Fire lays its pattern the same way.
 * - ft.cards.firebreaks: a firebreak pattern is laid whole on empty spaces outside the tower
 *   areas, with no hawk, none orthogonally next to a firebreak already there (the card's own
 *   firebreaks may touch each other: the Dozer Line's pair).
 * A placement is the pattern in any of its orientations (when it rotates) at any anchor, cut
 * to the board.
 */
import { describe, expect, it } from 'vitest';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import type { PatternData } from '../../src/games/fire-tower/definition.ts';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { orientations, type Cell } from '../../src/games/fire-tower/patterns.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const SIDES: Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];
const k = (c: Cell) => `${c[0]},${c[1]}`;
const text = (cells: Cell[]) => JSON.stringify({ cells: [...cells].sort((a, b) => a[0] - b[0] || a[1] - b[1]) });

/** Every placement of the pattern on this forest, cut to the board. */
function placementsOf(game: FireTowerGame, pattern: PatternData): Cell[][] {
  const { forest } = game.engine;
  const out: Cell[][] = [];
  for (const shape of orientations(pattern.cells, pattern.rotate)) {
    for (let r = -3; r < forest.size + 3; r++) {
      for (let c = -3; c < forest.size + 3; c++) {
        const cells = shape.map(([dr, dc]): Cell => [r + dr, c + dc]).filter((x) => forest.inside(x));
        if (cells.length) out.push(cells);
      }
    }
  }
  return out;
}

/** Every non-empty part of a list (patterns have at most a handful of cells). */
function parts(cells: Cell[]): Cell[][] {
  const out: Cell[][] = [];
  for (let m = 1; m < 1 << cells.length; m++) out.push(cells.filter((_, i) => m & (1 << i)));
  return out;
}

/** The `{ cells }` choices the rule text allows for a fire or firebreak pattern card, as sorted texts. */
function allowedByRule(game: FireTowerGame, effect: string, pattern: PatternData): string[] {
  const { forest } = game.engine;
  const gems = new Set(game.state.fire.map(k));
  const breaks = new Set(game.state.firebreaks.map(k));
  const hawks = new Set(game.state.hawks.map(k));
  const isFire = (c: Cell) => gems.has(k(c)) || forest.isEternalFlame(c);
  const emptyForGem = (c: Cell) => !gems.has(k(c)) && !breaks.has(k(c)) && !forest.isEternalFlame(c);
  const near = (c: Cell) => SIDES.map(([dr, dc]): Cell => [c[0] + dr, c[1] + dc]);
  const allowed = new Set<string>();
  for (const placement of placementsOf(game, pattern)) {
    if (effect === 'place-firebreak') {
      const own = new Set(placement.map(k));
      const fits = placement.length === pattern.cells.length && placement.every((c) =>
        emptyForGem(c) && !hawks.has(k(c)) && !forest.towerAreaAt(c) && !near(c).some((n) => breaks.has(k(n)) && !own.has(k(n))));
      if (fits) allowed.add(text(placement));
      continue;
    }
    const empty = placement.filter(emptyForGem);
    for (const laid of pattern.upTo ? parts(empty) : empty.length ? [empty] : []) {
      if (!laid.some((c) => near(c).some(isFire))) continue;
      if (!pattern.jumpsFirebreaks && !reachesFire(laid, isFire, near)) continue;
      allowed.add(text(laid));
    }
  }
  return [...allowed].sort();
}

/** Fire does not jump: every new gem reaches fire already there through new gems. */
function reachesFire(laid: Cell[], isFire: (c: Cell) => boolean, near: (c: Cell) => Cell[]): boolean {
  const reached = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of laid) {
      if (reached.has(k(c)) || !near(c).some((n) => isFire(n) || reached.has(k(n)))) continue;
      reached.add(k(c));
      grew = true;
    }
  }
  return reached.size === laid.length;
}

const PATTERN_EFFECTS = new Set(['place-fire', 'crown-fire', 'place-firebreak']);

describe('fire and firebreak pattern cards list exactly what their rule text allows', () => {
  it.each([['fire-tower-base', 2, 4], ['fire-tower-rising-flames', 3, 5]] as const)('%s, %i players, seed %i: at every seventh step', (preset, players, seed) => {
    const failures: string[] = [];
    let step = 0;
    let compared = 0;
    playGame({ preset }, { seed, players, agent: 'random', onStep: (game) => {
      if (step++ % 7 !== 0 || failures.length) return;
      const w = World.reading(game.state, game.engine.forest, game.engine.rules);
      for (const [id, card] of game.engine.rules.cards) {
        if (!PATTERN_EFFECTS.has(card.effect ?? '')) continue;
        compared++;
        const effect = card.effect === 'crown-fire' ? 'place-fire' : card.effect!;
        const got = cardChoices(w, card).map((c) => text(c.cells as Cell[])).sort();
        const want = allowedByRule(game, effect, card.pattern!);
        const extra = got.filter((x) => !want.includes(x));
        const missing = want.filter((x) => !got.includes(x));
        if (extra.length || missing.length) failures.push(`step ${step}, ${id}: listed but not allowed ${extra.slice(0, 3).join(' ')}; allowed but not listed ${missing.slice(0, 3).join(' ')}`);
      }
    } });
    expect(failures).toEqual([]);
    expect(compared).toBeGreaterThan(50);
  }, 60_000);
});
