/**
 * The cards that name spaces, read straight from their rule text against the saved state (the
 * fire and firebreak lists and the forest), not through the engine's masks: at every fifth step
 * of random games, the arguments `cardChoices` lists are exactly those the rule allows.
 * - Explosion (card.explosion): any gem outside the tower areas.
 * - Backburn (card.backburn): a gem that may become a firebreak: outside the tower areas, no
 *   firebreak orthogonally next to it (it is a Water-type target too, so never in a tower area).
 * - Helitack (card.helitack, a Water card: never in a tower area): two orthogonally adjacent
 *   gems; a single gem only when no such pair exists.
 * - Rolling Firebrand (card.rolling-firebrand): two orthogonally adjacent gems roll two spaces
 *   north, east, south or west; every space either passes through is on the board and holds no
 *   gem, firebreak or the Eternal Flame, unless it is one of the pair (hawks do not block).
 */
import { describe, expect, it } from 'vitest';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const STEPS: Record<string, Cell> = { north: [-1, 0], east: [0, 1], south: [1, 0], west: [0, -1] };
const k = (c: Cell) => `${c[0]},${c[1]}`;

/** What the rule text allows for each space-naming effect, from the saved lists alone. */
function allowedByRule(game: FireTowerGame): Record<string, unknown[]> {
  const { forest } = game.engine;
  const gems = new Set(game.state.fire.map(k));
  const breaks = new Set(game.state.firebreaks.map(k));
  const isGem = (c: Cell) => gems.has(k(c));
  const outsideTowers = (c: Cell) => !forest.towerAreaAt(c);
  const waterable = game.state.fire.filter(outsideTowers);
  const pairsOf = (keep: (c: Cell) => boolean) => {
    const out: Cell[][] = [];
    for (const a of game.state.fire) for (const b of [[a[0], a[1] + 1], [a[0] + 1, a[1]]] as Cell[]) if (keep(a) && isGem(b) && keep(b)) out.push([a, b]);
    return out;
  };
  const helitackPairs = pairsOf(outsideTowers);
  const free = (c: Cell, pair: Cell[]) => forest.inside(c) && (pair.some((p) => k(p) === k(c)) || (!gems.has(k(c)) && !breaks.has(k(c)) && !forest.isEternalFlame(c)));
  const rolls = pairsOf(() => true).flatMap((pair) =>
    Object.entries(STEPS)
      .filter(([, [dr, dc]]) => pair.every((c) => free([c[0] + dr, c[1] + dc], pair) && free([c[0] + 2 * dr, c[1] + 2 * dc], pair)))
      .map(([direction]) => ({ pair, direction })),
  );
  const nextToBreak = (c: Cell) => Object.values(STEPS).some(([dr, dc]) => breaks.has(k([c[0] + dr, c[1] + dc])));
  return {
    explosion: waterable.map((at) => ({ at })),
    backburn: waterable.filter((c) => !nextToBreak(c)).map((at) => ({ at })),
    helitack: helitackPairs.length ? helitackPairs.map((pair) => ({ pair })) : waterable.map((c) => ({ pair: [c] })),
    'rolling-firebrand': rolls,
  };
}

const sorted = (list: unknown[]) => list.map((x) => JSON.stringify(x)).sort();

describe('cards naming spaces list exactly what their rule text allows', () => {
  it.each([['fire-tower-rising-flames', 3, 3], ['fire-tower-rising-flames', 2, 8], ['fire-tower-base', 2, 3]] as const)('%s, %i players, seed %i: at every fifth step', (preset, players, seed) => {
    const failures: string[] = [];
    let step = 0;
    let compared = 0;
    playGame({ preset }, { seed, players, agent: 'random', onStep: (game) => {
      if (step++ % 5 !== 0 || failures.length) return;
      // Tower Ablaze would make burning towers' gems untouchable: not in these presets.
      expect(game.engine.rules.flag('towerAblaze')).toBe(false);
      const w = World.reading(game.state, game.engine.forest, game.engine.rules);
      const rule = allowedByRule(game);
      for (const [id, card] of game.engine.rules.cards) {
        const want = rule[card.effect ?? ''];
        if (!want) continue;
        compared++;
        const got = sorted(cardChoices(w, card));
        if (JSON.stringify(got) !== JSON.stringify(sorted(want))) failures.push(`step ${step}, ${id}: lists ${got.slice(0, 6).join(' ')} ... where the rule allows ${sorted(want).slice(0, 6).join(' ')} ...`);
      }
    } });
    expect(failures).toEqual([]);
    expect(compared).toBeGreaterThan(20);
  });
});
