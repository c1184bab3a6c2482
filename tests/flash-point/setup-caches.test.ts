/**
 * What a game's setup keeps between games instead of working out anew each time gives what
 * working it out gives, on every preset: the spaces a pawn may be placed on (the setup's
 * legal placements), the tables setup reads, the PoI pool's sorted kinds, and the engine and
 * config a bare `{ preset }` is created with.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { createGame, gameConfig, loadEngine, toJSON } from '../../src/games/flash-point/game.ts';
import { legalSetupActions, planSetupAction, setupCandidates } from '../../src/games/flash-point/moves/setup-actions.ts';
import { actionOf } from '../../src/games/flash-point/moves/types.ts';
import { sortedKinds } from '../../src/games/flash-point/poi.ts';
import { FlashPointRules } from '../../src/games/flash-point/rules.ts';
import { Refusal, World } from '../../src/games/flash-point/world.ts';

const PRESETS = readdirSync(join(PROJECT_RULES, 'flash-point', 'presets')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();

describe('setup caches give what the plain computation gives', () => {
  it.each(PRESETS)('%s: legal placements equal the candidates their plans allow', (preset) => {
    const game = createGame({ preset }, { seed: 5, players: 3 });
    const w = new World(game.state, game.engine.board, game.engine.rules);
    for (const f of w.firefighters) f.at = null;
    const plain = setupCandidates(w, 'p1').filter(([p, verb, args]) => !(planSetupAction(w, p, verb, args) instanceof Refusal)).map(([p, verb, args]) => actionOf(p, verb, args));
    expect(plain.length).toBeGreaterThan(0);
    // Twice: the second answer is the kept one.
    expect(legalSetupActions(w, 'p1')).toEqual(plain);
    expect(legalSetupActions(w, 'p1')).toEqual(plain);
  });

  it.each(PRESETS)('%s: the tables setup reads (kept by the rules after the first read)', (preset) => {
    const { rules } = loadEngine(gameConfig({ preset }).config);
    const reads: [string, string?][] = [['param.poi.pool'], ['param.hot-spots.extra'], ['param.hot-spots.supply'], ...['recruit', 'veteran', 'heroic'].map((row): [string, string] => ['param.setup.difficulty', row])];
    for (const [id, row] of reads) {
      if (!rules.has(id)) continue;
      // Twice: the second answer is the kept one; a fresh view of the same ruleset reads it anew.
      rules.table(id, row);
      expect(rules.table(id, row)).toEqual(new FlashPointRules(rules.ruleset).table(id, row));
    }
  });

  it.each(PRESETS)('%s: a bare preset is created as the preset resolved in full is', (preset) => {
    const bare = createGame({ preset }, { seed: 9, players: 4 });
    const full = createGame(gameConfig({ preset }).config, { seed: 9, players: 4 });
    expect(toJSON(bare)).toEqual(toJSON(full));
    expect(createGame({ preset }, { seed: 9, players: 4 }).engine).toBe(bare.engine);
  });

  it('the PoI pool kinds in sorted order, whatever order they come in', () => {
    const pools: Record<string, number>[] = [{ victim: 10, 'false-alarm': 5 }, { 'false-alarm': 5, victim: 10 }, { victim: 1, 'false-alarm': 2, hazmat: 3 }, { victim: 1, 'false-alarm': 2 }, { victim: 1 }, {}];
    for (const pool of [...pools, ...pools.slice().reverse()]) {
      expect(sortedKinds(pool)).toEqual(Object.keys(pool).sort());
      expect(sortedKinds(pool)).toEqual(Object.keys(pool).sort());
    }
  });
});
