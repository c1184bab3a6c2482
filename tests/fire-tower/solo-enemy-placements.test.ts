/**
 * Solo Mode: whether an enemy card can be laid (hasEnemyPlacement, which stops at the first
 * placement) is asked where no list is wanted, and must say what the list says: after every
 * step of random solo games, for every enemy card of the configuration, it is true exactly
 * when enemyPlacements lists something.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { enemyPlacements, hasEnemyPlacement } from '../../src/games/fire-tower/solo.ts';
import { World } from '../../src/games/fire-tower/world.ts';

describe('Fire Tower solo: an enemy card with room, asked without the list', () => {
  for (const preset of ['fire-tower-solo-level-1', 'fire-tower-solo-level-7']) {
    it(`${preset}: hasEnemyPlacement agrees with enemyPlacements at every step`, () => {
      let asked = 0;
      let yes = 0;
      let no = 0;
      let wrong = 0;
      for (const seed of [1, 2, 3]) {
        playGame({ preset }, { seed, players: 1, agent: 'random', log: false, onStep: (g) => {
          const w = World.reading(g.state, g.engine.forest, g.engine.rules);
          const cards = new Set([...w.solo!.enemyDeck, ...w.solo!.enemyDiscard]);
          for (const card of cards) {
            if (w.rules.card(card).type === 'wind') continue;
            const listed = enemyPlacements(w, card).length > 0;
            if (hasEnemyPlacement(w, card) !== listed) wrong++;
            asked++;
            if (listed) yes++;
            else no++;
          }
        } });
      }
      expect(asked).toBeGreaterThan(100);
      // Both answers come up, so a check that always said one of them would fail.
      expect(yes).toBeGreaterThan(10);
      expect(no).toBeGreaterThan(10);
      expect(wrong).toBe(0);
    });
  }
});
