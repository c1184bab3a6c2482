/**
 * Reckless Abandon drawn by its entry (turn-verbs.ts `draw`) without making its family: at the
 * action steps of random games where it is offered, on the state and on copies whose active
 * hand holds three or more Water or Firebreak cards (so it has ways), the draw is what picking
 * from the family's checked list takes with the same RNG, which is left where that pick leaves it.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import type { FireTowerState } from '../../src/games/fire-tower/state.ts';
import { TURN_TABLE, turnContext } from '../../src/games/fire-tower/verb-table.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const reckless = TURN_TABLE.get('reckless')!;

/** 1 when the draw in `s` differs from the pick from the family's list (the action or the RNG after); its ways, into `ways`. */
function drawWrong(game: FireTowerGame, s: FireTowerState, seed: number, ways: number[]): number {
  const ctx = turnContext(World.reading(s, game.engine.forest, game.engine.rules), s.activePlayer);
  if (!reckless.offers(ctx)) return 0;
  const a = seedRng(seed);
  const b = seedRng(seed);
  const drawn = reckless.draw!(ctx, 0, a);
  const list = reckless.family(ctx, 0).actions();
  const picked = list.length ? list[Math.floor(nextFloat(b) * list.length)]! : null;
  ways[0]! += list.length;
  return JSON.stringify(drawn) !== JSON.stringify(picked) || a.state !== b.state ? 1 : 0;
}

describe('Fire Tower Reckless Abandon drawn without its family', () => {
  it.each([['fire-tower-rising-flames', 3], ['fire-tower-base', 2]] as const)('%s: the draw is the pick from the listed family', (preset, players) => {
    let wrong = 0;
    const ways = [0];
    let step = 0;
    for (const seed of [1, 2, 3, 4]) {
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        const s = g.state;
        if (s.status === 'over' || s.pending.length || s.phase !== 'action') return;
        step++;
        wrong += drawWrong(g, s, step, ways);
        // The same step with a hand rich in Water and Firebreak cards (copies and not).
        const cards = [...g.engine.rules.cards];
        const water = cards.filter(([, c]) => c.type === 'water').map(([id]) => id);
        const breaks = cards.filter(([, c]) => c.type === 'firebreak').map(([id]) => id);
        const rich = structuredClone(s);
        rich.players.find((p) => p.id === s.activePlayer)!.hand = [water[0]!, water[0]!, water[1]!, water[step % water.length]!, breaks[0]!, breaks[1]!, breaks[step % breaks.length]!];
        wrong += drawWrong(g, rich, step, ways);
      } });
    }
    expect(wrong).toBe(0);
    expect(ways[0]).toBeGreaterThan(50);
  }, 120_000);
});
