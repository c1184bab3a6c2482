/**
 * The random agent samples instead of listing: whatever it draws must be one of the legal
 * actions, and a card's sampler finds nothing only when the card has no legal use. Checked
 * at every step of random games (every card of the configuration, held or not), and the
 * agent stays a function of its seed.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import { sampleCardChoice } from '../../src/games/fire-tower/card-sampling.ts';
import { legalActions, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame, randomAgent } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';

function problems(game: FireTowerGame, seed: number): string[] {
  const out: string[] = [];
  const w = World.reading(game.state, game.engine.forest, game.engine.rules);
  const rng = seedRng(seed);
  for (const [id, card] of game.engine.rules.cards) {
    if (card.type === 'event') continue;
    const all = cardChoices(w, card).map((a) => JSON.stringify(a));
    for (let k = 0; k < 3; k++) {
      const drawn = sampleCardChoice(w, card, rng);
      if (drawn === null) {
        if (all.length) out.push(`${id}: nothing drawn, but ${all.length} legal`);
        break;
      }
      if (!all.includes(JSON.stringify(drawn))) out.push(`${id}: drew ${JSON.stringify(drawn)}, not legal`);
    }
  }
  const action = randomAgent(game, rng);
  const legal = legalActions(game).map((a) => JSON.stringify(a));
  if (action && !legal.includes(JSON.stringify(action))) out.push(`agent drew ${JSON.stringify(action)}, not legal`);
  if (!action && legal.length) out.push('agent drew nothing, but actions are legal');
  return out;
}

describe('Fire Tower random agent: sampled actions are legal', () => {
  it.each([
    ['fire-tower-base', 2],
    ['fire-tower-rising-flames', 3],
    ['fire-tower-extreme-weather', 4],
    ['fire-tower-solo-level-5', 1],
  ] as const)('%s, %ip: every card at every step', (preset, players) => {
    const found: string[] = [];
    let step = 0;
    playGame({ preset }, { seed: 3, players, agent: 'random', onStep: (g) => {
      if (found.length < 5 && g.state.status !== 'over') found.push(...problems(g, ++step).map((p) => `step ${step}: ${p}`));
    } });
    expect(found).toEqual([]);
  }, 120_000);

  it('plays the same game for the same seed', () => {
    const a = playGame({ preset: 'fire-tower-base' }, { seed: 5, players: 3, agent: 'random' });
    const b = playGame({ preset: 'fire-tower-base' }, { seed: 5, players: 3, agent: 'random' });
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });
});
