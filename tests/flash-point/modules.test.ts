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
/** Modules that belong to a board (its `requires`), tried on that board only. */
const BOARD_MODULES: Record<string, string[]> = {
  'merchant-ship': ['start-locations', 'special-doors', 'objects', 'dangerous-waters', 'merchant-ship'],
  submarine: ['start-locations', 'special-doors', 'objects', 'dangerous-waters', 'submarine'],
  brownstone: ['board-features', 'brownstone'],
  'subway-station': ['start-locations', 'board-features', 'subway-station'],
  airfield: ['board-features', 'airfield'],
  'high-rise': ['board-features', 'high-rise'],
  'second-story': ['multi-floor', 'second-story'],
  laboratory: ['multi-floor', 'laboratory'],
  'mechanics-garage': ['multi-floor', 'mechanics-garage'],
  'base-house-attic': ['multi-floor', 'hydraulic-platform'],
  'base-house-basement': ['multi-floor', 'ladders'],
  'base-house-attic-basement': ['multi-floor'],
};
const boardOnly = [...new Set(Object.values(BOARD_MODULES).flat())].filter((m) => !['special-doors', 'objects'].includes(m));
const optional = [...catalog.keys()].filter((m) => m !== 'core').sort();
const houseOptional = optional.filter((m) => !boardOnly.includes(m));
const combos: [string, string[]][] = [];
// The base house: every combination of the modules that do not belong to a board.
for (let mask = 0; mask < 1 << houseOptional.length; mask++) combos.push(['base-house', ['core', ...houseOptional.filter((_, i) => mask & (1 << i))]]);
// Each named board: its own modules with every other module alone, in pairs, and all at once.
for (const [board, own] of Object.entries(BOARD_MODULES)) {
  const extra = houseOptional.filter((m) => !own.includes(m));
  const sets: string[][] = [[], ...extra.map((m) => [m]), extra];
  for (let i = 0; i < extra.length; i++) for (let j = i + 1; j < extra.length; j++) sets.push([extra[i]!, extra[j]!]);
  for (const set of sets) combos.push([board, ['core', ...own, ...set]]);
}

function conflictIn(mods: string[]): [string, string] | undefined {
  for (const a of mods) for (const c of catalog.get(a)!.conflicts) if (mods.includes(c)) return [a, c];
  return undefined;
}

describe('Flash Point module combinations', () => {
  it('the catalogue has the modules this suite expects', () => {
    expect(optional).toEqual(['airfield', 'board-features', 'brownstone', 'dangerous-waters', 'family', 'high-rise', 'hot-spots', 'hydraulic-platform', 'laboratory', 'ladders', 'mechanics-garage', 'merchant-ship', 'multi-floor', 'objects', 'second-story', 'special-doors', 'specialists', 'start-locations', 'submarine', 'subway-station', 'tragic-events', 'victim-types']);
  });

  it('a ship module on a board without start locations is refused, naming what is missing', () => {
    expect(() => createGame({ modules: ['core', 'start-locations', 'special-doors', 'objects', 'dangerous-waters', 'merchant-ship'], board: 'base-house', options: {} }, { seed: 3, players: 2 })).toThrow(/base-house.*start locations/);
  });

  it('a ship board without its modules is refused, naming them', () => {
    expect(() => createGame({ modules: ['core', 'special-doors', 'objects'], board: 'submarine', options: {} }, { seed: 3, players: 2 })).toThrow(/board submarine needs the module\(s\) start-locations, dangerous-waters, submarine/);
  });

  it.each(combos.map(([board, c]) => [`${board}: ${c.join(' + ')}`, board, c]))('%s', (_name, board, mods) => {
    const conflict = conflictIn(mods as string[]);
    const make = () => createGame({ modules: mods as string[], board: board as string, options: {} }, { seed: 3, players: 3 });
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
