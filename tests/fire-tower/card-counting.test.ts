/**
 * Cards whose argument the random agent draws by counting (Helitack, Rolling Firebrand, the
 * firebreak added or removed, a Wind card, Explosion, Backburn, a centred Water card's centre): at every step of random
 * games, every such card of the configuration (held or not) draws exactly what picking from
 * cardChoices' list draws with the same RNG state, and moves the RNG as that pick would.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { cardChoices } from '../../src/games/fire-tower/cards.ts';
import type { CardItem } from '../../src/games/fire-tower/definition.ts';
import { sampleCardChoice } from '../../src/games/fire-tower/card-sampling.ts';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const COUNTED = new Set(['helitack', 'rolling-firebrand', 'add-or-remove-firebreak', 'set-wind', 'explosion', 'backburn', 'centred remove-fire']);

/** The name a card's sampler goes by here: its effect, a centred Water card (Smokejumper) apart from the patterned ones. */
const kindOf = (card: CardItem): string => (card.effect === 'remove-fire' && card.pattern?.centre ? 'centred remove-fire' : card.effect ?? '');

function mismatches(game: FireTowerGame, seed: number, seen: Map<string, number>): string[] {
  const out: string[] = [];
  const w = World.reading(game.state, game.engine.forest, game.engine.rules);
  for (const [id, card] of game.engine.rules.cards) {
    const kind = kindOf(card);
    if (!COUNTED.has(kind)) continue;
    const all = cardChoices(w, card);
    seen.set(kind, (seen.get(kind) ?? 0) + (all.length > 1 ? 1 : 0));
    for (let k = 0; k < 3; k++) {
      const a = seedRng(seed * 7 + k);
      const b = { ...a };
      const drawn = JSON.stringify(sampleCardChoice(w, card, a));
      const listed = JSON.stringify(all.length ? all[Math.floor(nextFloat(b) * all.length)] : null);
      if (drawn !== listed) out.push(`${id}: drew ${drawn}, the list gives ${listed}`);
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${id}: the RNG moved differently`);
    }
  }
  return out;
}

describe('Fire Tower random agent: counted card arguments drawn as the lists would give them', () => {
  it.each([
    ['fire-tower-rising-flames', 3, 1],
    ['fire-tower-extreme-weather', 4, 2],
    ['fire-tower-solo-level-5', 1, 3],
  ] as const)('%s, %ip: every counted card at every step', (preset, players, seed) => {
    const found: string[] = [];
    const seen = new Map<string, number>();
    let step = 0;
    playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
      step++;
      if (found.length < 5 && g.state.status !== 'over') found.push(...mismatches(g, step, seen).map((p) => `step ${step}: ${p}`));
    } });
    expect(found).toEqual([]);
    // Each card did have a choice to make (more than one argument) at many steps.
    for (const effect of COUNTED) expect(seen.get(effect) ?? 0, effect).toBeGreaterThan(10);
  }, 120_000);
});
