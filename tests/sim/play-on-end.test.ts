/**
 * `onEnd` (the play contract): it reports how many actions a game took, the count onStep
 * would have made, and the game played with it alone (which a loop may step in place, nobody
 * watching each step) ends exactly as the same game watched step by step.
 */
import { describe, expect, it } from 'vitest';
import { listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { PLAYABLE_GAMES, playableGame } from '../../src/games/index.ts';

const cases = PLAYABLE_GAMES.flatMap((id) => listPresets(PROJECT_RULES, id).slice(0, 4).map((preset) => [id, preset] as const));

describe('onEnd counts what onStep sees', () => {
  it.each(cases)('%s %s', (id, preset) => {
    const p = playableGame(id)!;
    const configured = p.configure({ preset });
    const players = configured.defaultPlayers();
    for (const seed of [1, 2]) {
      let stepped = 0;
      const watched = configured.play({ seed, players, agent: 'random', log: false, onStep: () => void stepped++ });
      let ended = -1;
      let calls = 0;
      const unwatched = configured.play({ seed, players, agent: 'random', log: false, onEnd: (n) => void ((ended = n), calls++) });
      expect(calls, `${preset} seed ${seed}: onEnd called once`).toBe(1);
      expect(ended, `${preset} seed ${seed}`).toBe(stepped);
      expect(stepped).toBeGreaterThan(0);
      expect(JSON.stringify(p.toJSON(unwatched)), `${preset} seed ${seed}`).toBe(JSON.stringify(p.toJSON(watched)));
    }
  }, 60_000);
});
