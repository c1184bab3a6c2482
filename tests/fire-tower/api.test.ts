/**
 * The Fire Tower library API as a user meets it: determinism, saved games that resume
 * exactly, legal actions that `apply` accepts, refusals that name their rule, and clear
 * errors for configurations that cannot be played.
 */
import { describe, expect, it } from 'vitest';
import { advance } from './random-steps.ts';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { actionGroups, apply, createGame, fromJSON, legalActions, toJSON } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { runCli } from '../helpers/cli.ts';
import { RulesError, UsageError } from '../../src/core/errors.ts';


describe('Fire Tower API', () => {
  it('is deterministic: the same config, seed and agent give the same game, byte for byte', () => {
    for (const preset of ['fire-tower-base', 'fire-tower-extreme-weather', 'fire-tower-solo-level-5']) {
      const players = preset.includes('solo') ? 1 : 3;
      const a = playGame({ preset }, { seed: 11, players, agent: 'random' });
      const b = playGame({ preset }, { seed: 11, players, agent: 'random' });
      expect(JSON.stringify(toJSON(a))).toBe(JSON.stringify(toJSON(b)));
    }
  });

  it('a different seed deals a different game', () => {
    const a = createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 2 });
    const b = createGame({ preset: 'fire-tower-base' }, { seed: 2, players: 2 });
    expect(a.state.players.map((p) => p.hand)).not.toEqual(b.state.players.map((p) => p.hand));
  });

  it('a saved game resumes exactly: save, reload, continue = never saved', () => {
    for (const preset of ['fire-tower-rising-flames', 'fire-tower-solo-level-3']) {
      const players = preset.includes('solo') ? 1 : 4;
      const start = advance(createGame({ preset }, { seed: 5, players }), 40, 9);
      const reloaded = fromJSON(JSON.parse(JSON.stringify(toJSON(start))));
      const straight = advance(start, 60, 10);
      const resumed = advance(reloaded, 60, 10);
      expect(JSON.stringify(toJSON(resumed))).toBe(JSON.stringify(toJSON(straight)));
    }
  });

  it('fromJSON refuses what is not a saved game, naming the problem', () => {
    expect(() => fromJSON({ game: 'fire-tower' })).toThrow(RulesError);
    expect(() => fromJSON({ game: 'fire-tower' })).toThrow(/saved game.*missing/);
  });

  it('every legal action is accepted by apply, on states met along random games', () => {
    for (const preset of ['fire-tower-base', 'fire-tower-rising-flames', 'fire-tower-extreme-weather-kettle', 'fire-tower-solo-level-6']) {
      const players = preset.includes('solo') ? 1 : 3;
      let game = createGame({ preset }, { seed: 3, players });
      const rng = seedRng(4);
      for (let i = 0; i < 25 && game.state.status !== 'over'; i++) {
        const legal = legalActions(game);
        expect(legal.length).toBeGreaterThan(0);
        // A sample of each family keeps this quick; every sampled action must apply.
        for (const g of actionGroups(game)) {
          const list = g.actions();
          for (let k = 0; k < Math.min(3, list.length); k++) {
            const a = list[Math.floor(nextFloat(rng) * list.length)]!;
            const r = apply(game, a);
            expect(r.ok, `${preset}: ${JSON.stringify(a)} ${r.ok ? '' : r.reason}`).toBe(true);
          }
        }
        game = advance(game, 5, i);
      }
    }
  });

  it('refuses an action out of turn or of the wrong kind, naming the rule', () => {
    const game = createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 2 });
    const other = game.state.players.find((p) => p.id !== game.state.activePlayer)!.id;
    const r = apply(game, [other, 'redraw', []]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rule).toBe('ft.turn');
    const card = game.state.players.find((p) => p.id === game.state.activePlayer)!.hand[0]!;
    const early = apply(game, [game.state.activePlayer, 'play', card, {}]);
    expect(early.ok).toBe(false);
    // The wind's gem comes first in a turn.
    if (!early.ok) expect(early.rule).toBe('ft.turn.spread');
  });

  it('player counts a configuration cannot seat are usage errors', () => {
    expect(() => createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 5 })).toThrow(UsageError);
    expect(() => createGame({ preset: 'fire-tower-teams' }, { seed: 1, players: 3 })).toThrow(/four players/);
    expect(() => createGame({ preset: 'fire-tower-double-tower' }, { seed: 1, players: 3 })).toThrow(/two players/);
    expect(() => createGame({ preset: 'fire-tower-ghost-tower' }, { seed: 1, players: 2 })).toThrow(/three players/);
    expect(() => createGame({ preset: 'fire-tower-solo-level-1' }, { seed: 1, players: 2 })).toThrow(/one player/);
    expect(() => createGame({ preset: 'fire-tower-base' }, { seed: 1, players: [{ id: 'a', towers: ['north-west'] }, { id: 'b', towers: ['north-west'] }] })).toThrow(/given to two players/);
  });

  it('Rising Flames starts by asking each player, in seat order, where their first hawk goes', () => {
    const game = createGame({ preset: 'fire-tower-rising-flames' }, { seed: 2, players: 3 });
    expect(game.state.phase).toBe('choice');
    expect(game.state.pending.map((q) => [q.type, q.player])).toEqual([['hawk-setup', 'p1'], ['hawk-setup', 'p2'], ['hawk-setup', 'p3']]);
    // Only spaces of p1's quadrant outside the tower area and the Eternal Flame.
    for (const [, , at] of legalActions(game) as [string, string, [number, number]][]) {
      expect(at[0] < 8 && at[1] < 8).toBe(true);
      expect(at[0] < 3 && at[1] < 3).toBe(false);
    }
  });

  it('the first player is the tower the wind blows towards, the one with the wind on the left between two', () => {
    // Wind north blows at the north-west and north-east towers; seated at the north-west
    // tower facing the centre, the north is on the left hand.
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const g = createGame({ preset: 'fire-tower-base' }, { seed, players: 4 });
      const expected = { north: 'p1', east: 'p2', south: 'p3', west: 'p4' }[g.state.wind];
      expect(g.state.activePlayer, `wind ${g.state.wind}`).toBe(expected);
      seen |= 1 << ['north', 'east', 'south', 'west'].indexOf(g.state.wind);
    }
    expect(seen).toBe(15);
  });
});

describe('Fire Tower on the command line', () => {
  const run = runCli;

  it('play picks the game from the preset and prints the forest and the result', async () => {
    const r = await run('play', '--preset', 'fire-tower-base', '--players', '2', '--seed', '3', '--agent', 'random');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Result: .* won by p[12] after \d+ turns/);
    expect(r.out).toContain('@ @');
  });

  it('play --json prints the final state', async () => {
    const r = await run('play', '--preset', 'fire-tower-solo-level-2', '--players', '1', '--seed', '3', '--agent', 'random', '--json');
    expect(r.code).toBe(0);
    const state = JSON.parse(r.out);
    expect(state.game).toBe('fire-tower');
    expect(state.status).toBe('over');
  });

  it('a bad player count exits 2 with a message, no stack trace', async () => {
    const r = await run('play', '--preset', 'fire-tower-base', '--players', '7');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/2 to 4 players/);
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
  });

  it('scenario exits 0 when its expectations hold', async () => {
    const r = await run('scenario', 'tests/fire-tower/scenarios/base/spread-downwind.yaml');
    expect(r.code).toBe(0);
  });
});
