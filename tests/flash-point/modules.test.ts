/**
 * Every combination of the Flash Point modules: allowed ones load, set up and play a
 * while with random legal actions; conflicting ones are refused naming both modules.
 */
import { describe, expect, it } from 'vitest';
import { loadModuleCatalog } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { RulesError } from '../../src/core/errors.ts';
import { apply, createGame, legalActions } from '../../src/games/flash-point/game.ts';
import { randomAgent } from '../../src/games/flash-point/play.ts';
import { seedRng } from '../../src/core/rng.ts';

const catalog = loadModuleCatalog([PROJECT_RULES], 'flash-point');
const optional = [...catalog.keys()].filter((m) => m !== 'core').sort();
const combos: string[][] = [];
for (let mask = 0; mask < 1 << optional.length; mask++) combos.push(['core', ...optional.filter((_, i) => mask & (1 << i))]);

function conflictIn(mods: string[]): [string, string] | undefined {
  for (const a of mods) for (const c of catalog.get(a)!.conflicts) if (mods.includes(c)) return [a, c];
  return undefined;
}

describe('Flash Point module combinations', () => {
  it('the catalogue has the modules this suite expects', () => {
    expect(optional).toEqual(['family', 'hot-spots', 'objects', 'special-doors', 'specialists', 'tragic-events', 'victim-types']);
  });

  it.each(combos.map((c) => [c.join(' + '), c]))('%s', (_name, mods) => {
    const conflict = conflictIn(mods as string[]);
    const make = () => createGame({ modules: mods as string[], board: 'base-house', options: {} }, { seed: 3, players: 3 });
    if (conflict) {
      expect(make).toThrow(RulesError);
      expect(make).toThrow(new RegExp(`\`${conflict[0]}\` and \`${conflict[1]}\` cannot be used together`));
      return;
    }
    let g = make();
    const rng = seedRng(9);
    for (let i = 0; i < 40 && g.state.phase !== 'over'; i++) {
      const legal = legalActions(g);
      expect(legal.length).toBeGreaterThan(0);
      const r = apply(g, randomAgent(g, legal, rng));
      expect(r.ok).toBe(true);
      if (r.ok) g = r.game;
    }
  });
});
