/**
 * Where the next piece of a `gems` question may go, read off the board's masks (gemTargetMask:
 * the frontier, the spaces downwind of fire, the frontier in the player's quadrants, the frontier
 * less the spaces beside this placement's gems, the spaces outside noFirebreak; hasHawkSpace:
 * the player's quadrants less tower areas and occupied spaces), held equal after every step of random games on
 * every preset to the plain reading: every space of the forest that gemOk allows, in board order;
 * and a player's hawk quadrants (the one-tower shortcut included) to those of the towers they or a partner defend.
 */
import { describe, expect, it } from 'vitest';
import { WIND } from '../../src/games/fire-tower/board.ts';
import { gemOk, gemTargets, hasGemTarget, hawkQuadrantSpaces } from '../../src/games/fire-tower/gems.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import type { Question } from '../../src/games/fire-tower/state.ts';
import { World } from '../../src/games/fire-tower/world.ts';

type GemsQuestion = Extract<Question, { type: 'gems' }>;

const PRESETS = [
  ['fire-tower-base', 2], ['fire-tower-base', 4], ['fire-tower-rising-flames', 3], ['fire-tower-rising-flames', 4],
  ['fire-tower-extreme-weather', 2], ['fire-tower-extreme-weather-kettle', 2], ['fire-tower-ghost-tower', 3],
  ['fire-tower-double-tower', 2], ['fire-tower-teams', 4], ['fire-tower-solo-level-1', 1], ['fire-tower-solo-level-7', 1],
] as const;

/** Questions of the rules read off masks: next to fire, downwind each way, each player's quadrant and hawk spaces, firebreaks, creeping after gems laid on the first frontier spaces, the last gems and the board's edges. */
function questions(w: World): GemsQuestion[] {
  const base = { type: 'gems', left: 1, by: 'test' } as const;
  const player = w.players[0]!.id;
  const frontier = w.frontier();
  const placedSets: Cell[][] = [[], frontier.slice(0, 2), w.fire.slice(-3), [[0, 0], [w.forest.size - 1, w.forest.size - 1]]];
  return [
    { ...base, player, rule: 'next-to-fire', placed: [] },
    ...WIND.map((direction): GemsQuestion => ({ ...base, player, rule: 'downwind', direction, placed: [] })),
    ...w.players.map((p): GemsQuestion => ({ ...base, player: p.id, rule: 'quadrant', placed: [] })),
    ...w.players.map((p): GemsQuestion => ({ ...base, player: p.id, rule: 'hawk', placed: [] })),
    { ...base, player, rule: 'firebreak', placed: [] },
    ...placedSets.map((placed): GemsQuestion => ({ ...base, player, rule: 'creeping', placed })),
  ];
}

describe('Fire Tower gems questions read off the masks', () => {
  for (const [preset, players] of PRESETS) {
    it(`${preset} ${players}p: gemTargets and hasGemTarget match gemOk over the forest at every step`, () => {
      let steps = 0;
      let wrong = 0;
      let found = 0;
      playGame({ preset }, { seed: 2, players, agent: 'random', log: false, onStep: (g) => {
        const w = World.reading(g.state, g.engine.forest, g.engine.rules);
        steps++;
        // A player's hawk quadrants (own, or with a partner's): the quadrants of the towers they or a partner defend, less the tower areas.
        for (const p of w.players) {
          for (const ownOnly of [false, true]) {
            const mine = (corner: string) => w.players.find((x) => x.towers.includes(corner as never)) === p || (!ownOnly && p.team !== undefined && w.players.find((x) => x.towers.includes(corner as never))?.team === p.team);
            const plain = w.forest.cells.filter((c) => mine(w.forest.quadrantOf(c).corner) && !w.forest.towerAreaAt(c));
            if (JSON.stringify(hawkQuadrantSpaces(w, p.id, ownOnly)) !== JSON.stringify(plain)) wrong++;
          }
        }
        for (const q of questions(w)) {
          const plain = w.forest.cells.filter((c) => gemOk(w, q, c));
          const got = gemTargets(w, q);
          found += got.length;
          if (JSON.stringify(got) !== JSON.stringify(plain) || hasGemTarget(w, q) !== plain.length > 0) wrong++;
        }
      } });
      expect(steps).toBeGreaterThan(20);
      expect(found).toBeGreaterThan(100);
      expect(wrong).toBe(0);
    });
  }
});
