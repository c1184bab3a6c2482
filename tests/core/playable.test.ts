/**
 * The PlayableGame contract (src/core/playable.ts): every playable game of the registry
 * satisfies it — create, list legal actions, apply one, save and resume exactly — and a
 * random agent plays a whole game through the contract alone. The contract adapts each
 * game's own API without changing it: a game played through it is the game played directly.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import type { PlayableGame } from '../../src/core/playable.ts';
import { listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { GAME_DEFINITIONS, GAMES, PLAYABLE_GAMES, gameEntry, playableGame, rulebookOptionsFor, load } from '../../src/games/index.ts';
import { playGame as playFlashPoint } from '../../src/games/flash-point/play.ts';
import { playGame as playFireTower } from '../../src/games/fire-tower/play.ts';
import { toJSON as flashPointJSON } from '../../src/games/flash-point/game.ts';
import { toJSON as fireTowerJSON } from '../../src/games/fire-tower/game.ts';

const CASES = [
  { game: 'flash-point', preset: 'experienced-recruit', players: 3, scenario: 'tests/flash-point/scenarios/actions/carry-hazmat-costs-2.yaml' },
  { game: 'fire-tower', preset: 'fire-tower-base', players: 2, scenario: 'tests/fire-tower/scenarios/base/air-drop-not-in-tower-area.yaml' },
] as const;

/** Play with the contract's random agent until the game is over (or `limit` actions). */
function playRandom(p: PlayableGame, game: unknown, seed: number, limit: number): { game: unknown; steps: number } {
  const rng = seedRng(seed);
  let steps = 0;
  for (; steps < limit && !p.progress(game).over; steps++) {
    const action = p.agents.random!.choose(game, rng);
    expect(action).not.toBeNull();
    const r = p.apply(game, action!);
    if (!r.ok) throw new Error(`the random agent's action ${JSON.stringify(action)} was refused: ${r.reason}`);
    game = r.game;
  }
  return { game, steps };
}

describe('the registry is a table', () => {
  it('lists every game once, its definition under its own id; only Flash Point and Fire Tower can be played', () => {
    expect(GAMES.map((g) => g.id)).toEqual(['asl-fire', 'flash-point', 'fire-tower']);
    for (const g of GAMES) expect(g.definition.id).toBe(g.id);
    expect(Object.keys(GAME_DEFINITIONS)).toEqual(GAMES.map((g) => g.id));
    expect(PLAYABLE_GAMES).toEqual(['flash-point', 'fire-tower']);
    expect(playableGame('asl-fire')).toBeUndefined();
    expect(gameEntry('asl-fire')?.playable).toBe(false);
    for (const id of PLAYABLE_GAMES) expect(playableGame(id)).toBe(gameEntry(id));
    expect(playableGame('no-such-game')).toBeUndefined();
  });

  it('rulebook options come from the entry of the configuration\'s game', () => {
    for (const [preset, game] of [['asl-fire', 'asl-fire'], ['experienced-recruit', 'flash-point'], ['fire-tower-base', 'fire-tower']] as const) {
      const rules = load({ preset, game });
      expect(rulebookOptionsFor(rules)).toEqual(gameEntry(game)!.rulebookOptions(rules));
    }
  });
});

describe.each(CASES)('$game satisfies the PlayableGame contract', ({ game, preset, players, scenario }) => {
  const p = playableGame(game)!;

  it('create → legal → apply → toJSON → fromJSON: the resumed game is the same game', () => {
    let g = p.configure({ preset }).createGame({ seed: 5, players });
    expect(p.progress(g)).toMatchObject({ over: false });
    for (let i = 0; i < 12 && !p.progress(g).over; i++) {
      const legal = p.legalActions(g);
      expect(legal.length).toBeGreaterThan(0);
      const r = p.apply(g, legal[i % legal.length]!);
      expect(r.ok).toBe(true);
      if (r.ok) g = r.game;
    }
    const text = JSON.stringify(p.toJSON(g));
    const resumed = p.fromJSON(JSON.parse(text));
    expect(JSON.stringify(p.toJSON(resumed))).toBe(text);
    expect(p.legalActions(resumed)).toEqual(p.legalActions(g));
    expect(p.progress(resumed)).toEqual(p.progress(g));
    // Both continue alike.
    const next = p.legalActions(g)[0]!;
    const a = p.apply(g, next);
    const b = p.apply(resumed, next);
    expect(a.ok && b.ok && JSON.stringify(p.toJSON(a.game)) === JSON.stringify(p.toJSON(b.game))).toBe(true);
  });

  it('refuses an ill-formed action with its rule, without throwing', () => {
    const g = p.configure({ preset }).createGame({ seed: 1, players });
    const r = p.apply(g, ['p1', 'no-such-verb']);
    expect(r).toMatchObject({ ok: false, rule: expect.any(String), reason: expect.any(String) });
  });

  it('a random agent plays a whole game through the contract only', () => {
    const start = p.configure({ preset }).createGame({ seed: 3, players });
    const { game: end, steps } = playRandom(p, start, 3, 20_000);
    expect(p.progress(end).over).toBe(true);
    expect(steps).toBeGreaterThan(0);
    expect(p.log(end).length).toBeGreaterThan(0);
    expect(typeof p.render.ascii(end)).toBe('string');
    expect(p.render.resultLine(end)).toMatch(/Result/);
    for (const piece of p.render.pieces(end)) {
      expect([2, 3]).toContain(piece.at.length);
      expect(Object.hasOwn(p.render.pieceStyles, piece.kind), piece.kind).toBe(true);
    }
    expect(p.render.boardSvg(end)).toMatch(/^<svg/);
  }, 60_000);

  it('legal actions apply (a sample at each of several states), and a refusal leaves the game as it was', () => {
    let g = p.configure({ preset }).createGame({ seed: 9, players });
    const rng = seedRng(9);
    for (let i = 0; i < 6 && !p.progress(g).over; i++) {
      const legal = p.legalActions(g);
      const before = JSON.stringify(p.toJSON(g));
      for (let k = 0; k < Math.min(20, legal.length); k++) {
        const action = legal[Math.floor(nextFloat(rng) * legal.length)]!;
        expect(p.apply(g, action).ok, JSON.stringify(action)).toBe(true);
      }
      expect(p.apply(g, ['nobody', 'end-turn']).ok).toBe(false);
      expect(JSON.stringify(p.toJSON(g))).toBe(before);
      const r = p.apply(g, p.agents.random!.choose(g, rng)!);
      if (!r.ok) throw new Error(r.reason);
      g = r.game;
    }
  });

  it('every legal action is accepted by the statechart as the event machineEvent names', () => {
    let g = p.configure({ preset }).createGame({ seed: 2, players });
    const machine = p.configure({ preset }).machine();
    for (let i = 0; i < 8 && !p.progress(g).over; i++) {
      const action = p.legalActions(g)[0]!;
      const snapshot = machine.resolveState({ value: p.progress(g).machineValue as never, context: p.toJSON(g) });
      expect(snapshot.can(p.machineEvent(g, action))).toBe(true);
      const r = p.apply(g, action);
      if (!r.ok) throw new Error(r.reason);
      g = r.game;
    }
  });

  it('runs a scenario file to its end, meeting its expectations (a refusal only where it expects one)', () => {
    const run = p.runScenario(scenario);
    if (run.refused) expect(run.expect?.refused?.action).toBe(run.refused.index);
    expect(run.mismatches).toEqual([]);
    expect(p.render.scenarioHeadline(run.title ?? scenario, run.game)).toContain(run.title);
  });
});

describe('every preset of every playable game starts through the contract', () => {
  for (const id of PLAYABLE_GAMES) {
    it(id, () => {
      const p = playableGame(id)!;
      for (const preset of listPresets(PROJECT_RULES, id)) {
        const configured = p.configure({ preset });
        const g = configured.createGame({ seed: 1, players: configured.defaultPlayers() });
        const legal = p.legalActions(g);
        expect(legal.length, preset).toBeGreaterThan(0);
        const r = p.apply(g, legal[0]!);
        expect(r.ok, preset).toBe(true);
        if (r.ok) expect(JSON.stringify(p.toJSON(p.fromJSON(JSON.parse(JSON.stringify(p.toJSON(r.game))))))).toBe(JSON.stringify(p.toJSON(r.game)));
      }
    }, 120_000);
  }
});

describe('the contract adapts without changing: played through it = played directly', () => {
  it('Flash Point', () => {
    const through = playableGame('flash-point')!.configure({ preset: 'experienced-recruit' }).play({ seed: 7, players: 3, agent: 'random' });
    const direct = playFlashPoint({ preset: 'experienced-recruit' }, { seed: 7, players: 3, agent: 'random' });
    expect(JSON.stringify(playableGame('flash-point')!.toJSON(through))).toBe(JSON.stringify(flashPointJSON(direct)));
  }, 60_000);

  it('Flash Point: a chooser gets the legal list the loop made, and a game agent given it plays as it would by name', () => {
    const p = playableGame('flash-point')!;
    const legalOf = (g: unknown) => p.legalActions(g);
    let given = 0;
    const checked = {
      choose(g: unknown, rng: Parameters<NonNullable<typeof p.agents.random>['choose']>[1], legal?: readonly unknown[]) {
        expect(legal).toEqual(legalOf(g));
        given++;
        return p.agents.random!.choose(g, rng, legal as never);
      },
    };
    const through = p.configure({ preset: 'experienced-recruit' }).play({ seed: 7, players: 3, agent: 'random', chooser: checked as never });
    const direct = playFlashPoint({ preset: 'experienced-recruit' }, { seed: 7, players: 3, agent: 'random' });
    expect(given).toBeGreaterThan(20);
    expect(JSON.stringify(p.toJSON(through))).toBe(JSON.stringify(flashPointJSON(direct)));
  }, 60_000);

  it('Fire Tower', () => {
    const through = playableGame('fire-tower')!.configure({ preset: 'fire-tower-rising-flames' }).play({ seed: 7, players: 3, agent: 'random' });
    const direct = playFireTower({ preset: 'fire-tower-rising-flames' }, { seed: 7, players: 3, agent: 'random' });
    expect(JSON.stringify(playableGame('fire-tower')!.toJSON(through))).toBe(JSON.stringify(fireTowerJSON(direct)));
  }, 60_000);
});
