/**
 * Answers to pending questions (gem placements, a first hawk, a hawk's gem, flock moves, the Shadow's hawk) are drawn by
 * counting, not listing: at every step of random games, every family with a sampler draws
 * exactly what picking from its list draws with the same RNG state, and leaves the RNG in
 * the same state (nothing drawn from an empty list), so games stay the same either way.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng, type RngState } from '../../src/core/rng.ts';
import path from 'node:path';
import { actionGroups, apply, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';
import { hawkMoves, hawksThatCarry } from '../../src/games/fire-tower/shadow.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const COUNTED = new Set(['gems', 'hawk', 'flock', 'shadow-hawk', 'hawk-setup']);

/** What the random agent takes from a listed family: one entry, drawn only when there is one. */
function picked(list: unknown[], rng: RngState): unknown {
  return list.length ? list[Math.floor(nextFloat(rng) * list.length)] : null;
}

function mismatches(game: FireTowerGame, seed: number, seen: Map<string, number>, types: ReadonlySet<string> = COUNTED, draws = 3): string[] {
  const q = game.state.pending[0];
  // The questions answered by counting (a card's own sampler draws placements in its own way).
  if (!q || !types.has(q.type)) return [];
  const out: string[] = [];
  for (const g of actionGroups(game)) {
    if (!g.sample) continue;
    const key = `${q.type}/${g.label}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    for (let k = 0; k < draws; k++) {
      const a = seedRng(seed * 7 + k);
      const b = { ...a };
      const drawn = JSON.stringify(g.sample(a));
      const listed = JSON.stringify(picked(g.actions(), b));
      if (drawn !== listed) out.push(`${key}: drew ${drawn}, the list gives ${listed}`);
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${key}: the RNG moved differently`);
    }
  }
  return out;
}

describe('Fire Tower random agent: answers drawn as the lists would give them', () => {
  it.each([
    ['fire-tower-rising-flames', 3, [1, 2]],
    ['fire-tower-rising-flames', 4, [3]],
    ['fire-tower-double-tower', 2, [1]],
    ['fire-tower-solo-level-7', 1, [1, 2]],
  ] as const)('%s, %ip: every answer family at every step', (preset, players, seeds) => {
    const found: string[] = [];
    const seen = new Map<string, number>();
    let step = 0;
    for (const seed of seeds) {
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        step++;
        if (found.length < 5 && g.state.status !== 'over') found.push(...mismatches(g, step, seen).map((p) => `seed ${seed} step ${step}: ${p}`));
      } });
    }
    expect(found).toEqual([]);
    // The games did ask the questions the samplers answer.
    if (preset.includes('rising-flames')) for (const key of ['gems/hawk', 'hawk/hawk-gem', 'flock/move-hawk', 'hawk-setup/hawk']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
  }, 120_000);

  it('the Shadow\'s hawk carrying a gem: every such question of forty Rising Flames games, fifty draws each, and the hawks offered to carry one', () => {
    const found: string[] = [];
    const seen = new Map<string, number>();
    const types = new Set(['shadow-hawk']);
    for (let seed = 1; seed <= 40; seed++) {
      let step = 0;
      playGame({ preset: 'fire-tower-rising-flames' }, { seed, players: 3, agent: 'random', log: false, onStep: (g) => {
        step++;
        if (found.length < 5 && g.state.status !== 'over') found.push(...mismatches(g, step, seen, types, 50).map((p) => `seed ${seed} step ${step}: ${p}`));
        // The hawks offered to carry a gem: asked once per quadrant, as each hawk would answer.
        if (g.state.pending[0]?.type !== 'shadow-one') return;
        const w = World.reading(g.state, g.engine.forest, g.engine.rules);
        const each = g.state.hawks.filter((h) => hawkMoves(w, h, true).length);
        if (JSON.stringify(hawksThatCarry(w, g.state.hawks)) !== JSON.stringify(each)) found.push(`seed ${seed} step ${step}: hawks that carry differ`);
        seen.set('shadow-one', (seen.get('shadow-one') ?? 0) + (each.length ? 1 : 0));
      } });
    }
    expect(found).toEqual([]);
    expect(seen.get('shadow-hawk/move-gem') ?? 0).toBeGreaterThan(10);
    expect(seen.get('shadow-one') ?? 0).toBeGreaterThan(10);
  }, 120_000);

  it('with the pile of hawks used up: each space, then each opponent\'s hawk to take', () => {
    const { data, yaml, baseDir } = readScenario(path.join(import.meta.dirname, 'scenarios/variants/teams-pile-empty-take-from-opponent-not-partner.yaml'));
    const r = apply(scenarioStart(data, yaml, baseDir), ['p1', 'play', 'firehawk-two', {}]);
    if (!r.ok) throw new Error(r.reason);
    const seen = new Map<string, number>();
    const found: string[] = [];
    for (let seed = 1; seed <= 20; seed++) found.push(...mismatches(r.game, seed, seen));
    expect(found).toEqual([]);
    expect(seen.get('gems/hawk')).toBe(20);
  });
  it('gems placed or removed under the other rules (creeping, downwind, firebreak, quadrant, remove): found in one pass, as gemTargets lists them', () => {
    const found: string[] = [];
    const seen = new Map<string, number>();
    const types = new Set(['gems']);
    const games: [string, number, number][] = [['fire-tower-rising-flames', 3, 12], ['fire-tower-extreme-weather', 3, 6], ['fire-tower-solo-level-7', 1, 4]];
    for (const [preset, players, count] of games) {
      for (let seed = 1; seed <= count; seed++) {
        let step = 0;
        playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
          step++;
          if (found.length < 5 && g.state.status !== 'over') found.push(...mismatches(g, step, seen, types, 10).map((p) => `${preset} seed ${seed} step ${step}: ${p}`));
        } });
      }
    }
    expect(found).toEqual([]);
    // Mutual Aid's firebreaks and Smoldering Fire's quadrant gems are rare: checked whenever asked, not required.
    for (const key of ['gems/creeping', 'gems/downwind', 'gems/remove']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
  }, 120_000);
});
