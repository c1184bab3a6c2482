/**
 * `simulate`: many games of one configuration, one seed after another, written once over the
 * PlayableGame contract — the same flags for every playable game, a summary that is a pure
 * function of them (only the speed varies), and the usual refusals.
 */
import { describe, expect, it } from 'vitest';
import { runCli as runCliWith } from '../helpers/cli.ts';

// Only the speed varies from run to run.
const summary = (out: string) => {
  const { gamesPerSecond, actionsPerSecond, seconds, ...rest } = JSON.parse(out) as { gamesPerSecond: number; actionsPerSecond: number; seconds: number; [k: string]: unknown };
  expect(gamesPerSecond).toBeGreaterThan(0);
  expect(actionsPerSecond).toBeGreaterThan(gamesPerSecond);
  expect(seconds).toBeGreaterThan(0);
  return rest;
};

// One worker (this thread): the pool's own tests are in tests/sim/simulate.test.ts.
const runCli = (...args: string[]) => runCliWith(...args, ...(args.includes('--games') ? ['--workers', '1'] : []));

describe('simulate', () => {
  it('plays N games from consecutive seeds and counts how they ended, the same every time', async () => {
    const a = await runCli('simulate', '--preset', 'fire-tower-base', '--games', '4', '--seed', '5', '--json');
    expect(a.code).toBe(0);
    const s = summary(a.out) as { games: number; players: number; outcomes: { outcome: string; games: number }[]; turns: { min: number; max: number } };
    expect(s).toMatchObject({ game: 'fire-tower', config: 'fire-tower-base', players: 2, agent: 'random', seed: 5, games: 4 });
    expect(s.outcomes.reduce((n, o) => n + o.games, 0)).toBe(4);
    expect(s.turns.min).toBeGreaterThan(0);
    expect(s.turns.max).toBeGreaterThanOrEqual(s.turns.min);
    const b = await runCli('simulate', '--preset', 'fire-tower-base', '--games', '4', '--seed', '5', '--json');
    expect(summary(b.out)).toEqual(s);
  }, 60_000);

  it('the seeds of a run are the seeds of single games: --games 2 --seed 5 = --seed 5 then --seed 6', async () => {
    const both = summary((await runCli('simulate', '--game', 'fire-tower', '--games', '2', '--seed', '5', '--json')).out) as { actions: { total: number } };
    const five = summary((await runCli('simulate', '--game', 'fire-tower', '--games', '1', '--seed', '5', '--json')).out) as { actions: { total: number } };
    const six = summary((await runCli('simulate', '--game', 'fire-tower', '--games', '1', '--seed', '6', '--json')).out) as { actions: { total: number } };
    expect(both.actions.total).toBe(five.actions.total + six.actions.total);
  }, 60_000);

  it('works for Flash Point (the default game) and prints a readable summary', async () => {
    const r = await runCli('simulate', '--games', '1', '--players', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Flash Point, experienced-recruit, 3 players, random agent, 1 game from seed 1\n {2}won: [01] of 1, (0|100)\.0% \(95% CI [\d.]+–[\d.]+%\)\n {2}how games ended:\n {4}(won|lost): .*: 1 \(100\.0%\)\n {2}turns: mean \d+/);
  }, 60_000);

  it('refuses a rules-only game, an unknown agent and a count out of range', async () => {
    const asl = await runCli('simulate', '--game', 'asl-fire');
    expect([asl.code, asl.err]).toEqual([2, expect.stringMatching(/asl-fire has no playable game/)]);
    const agent = await runCli('simulate', '--game', 'fire-tower', '--agent', 'toString');
    expect([agent.code, agent.err]).toEqual([2, expect.stringMatching(/--agent must be one of random, greedy/)]);
    const none = await runCli('simulate', '--games', '0');
    expect([none.code, none.err]).toEqual([2, expect.stringMatching(/--games must be between 1 and/)]);
  });
});
