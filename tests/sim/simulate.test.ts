/**
 * `simulate` on a pool of worker threads: the records of a batch, and so its summary, do not
 * depend on how many workers played it; game i is the game of seed S+i; `--compare` plays
 * every configuration on the same seeds; `--out` writes a line per game; mistakes are refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGames, type BatchSpec, type GameRecord } from '../../src/sim/batch.ts';
import { runBatch } from '../../src/sim/pool.ts';
import { summarise, summaryLines } from '../../src/sim/summary.ts';
import { fireTowerGame } from '../../src/games/fire-tower/playable.ts';
import { runCli } from '../helpers/cli.ts';

const fireTower: BatchSpec = { game: 'fire-tower', choice: { preset: 'fire-tower-base' }, players: 2, agent: 'random', seed: 40 };
const flashPoint: BatchSpec = { game: 'flash-point', choice: { preset: 'experienced-recruit' }, players: 4, agent: 'random', seed: 7 };

describe('a batch on worker threads', () => {
  it.each([
    ['Fire Tower', fireTower, 9],
    ['Flash Point', flashPoint, 7],
  ])('%s: the same records with 1 and 2 workers, game i from seed S+i', async (_name, spec, games) => {
    const one = await runBatch(spec, games, 1);
    const two = await runBatch(spec, games, 2);
    expect(two.workers).toBe(2);
    expect(two.records).toEqual(one.records);
    expect(one.records.map((r) => r.seed)).toEqual(Array.from({ length: games }, (_, i) => spec.seed + i));
    // Game 3 of the batch is the game of seed S+3 played alone.
    expect(playGames({ ...spec, seed: spec.seed + 3 }, 0, 1)[0]).toEqual({ ...one.records[3], index: 0 });
  }, 120_000);
});

const json = (out: string) => JSON.parse(out) as Record<string, unknown>;

describe('firerules simulate', () => {
  it('counts wins with an interval, and the same summary whatever --workers says', async () => {
    const a = json((await runCli('simulate', '--preset', 'fire-tower-solo-level-1', '--games', '6', '--workers', '1', '--json')).out);
    const b = json((await runCli('simulate', '--preset', 'fire-tower-solo-level-1', '--games', '6', '--workers', '2', '--json')).out);
    const strip = ({ seconds: _s, gamesPerSecond: _g, actionsPerSecond: _a, workers: _w, ...rest }: Record<string, unknown>) => rest;
    expect(strip(b)).toEqual(strip(a));
    const won = a.won as { games: number; rate: { value: number; low: number; high: number } };
    expect(won.rate.value).toBe(won.games / 6);
    expect(won.rate.low).toBeLessThanOrEqual(won.rate.value);
    expect(won.rate.high).toBeGreaterThanOrEqual(won.rate.value);
  }, 120_000);

  it('gives each seat its own win rate in a competitive game', async () => {
    const s = json((await runCli('simulate', '--preset', 'fire-tower-base', '--games', '4', '--workers', '1', '--json')).out);
    const seats = s.seats as { seat: string; wins: number }[];
    expect(seats.map((x) => x.seat)).toEqual(['p1', 'p2']);
    expect(s.won).toBeUndefined();
    // One tower stands at the end of each base game: its player wins.
    expect(seats.reduce((n, x) => n + x.wins, 0)).toBe(4);
  }, 60_000);

  it('--agent A,B gives each seat its own agent, named on its line; one agent per seat plays the games that agent plays for all', async () => {
    const mixed = json((await runCli('simulate', '--preset', 'fire-tower-base', '--games', '6', '--workers', '1', '--agent', 'greedy,random', '--json')).out);
    const seats = mixed.seats as { seat: string; wins: number }[];
    expect(seats.map((x) => x.seat)).toEqual(['p1, greedy', 'p2, random']);
    // Greedy pushes fire toward the other tower and away from its own: against random it wins most games.
    expect(seats[0]!.wins).toBeGreaterThan(seats[1]!.wins);
    for (const [spec, agents] of [[fireTower, 'random,random'], [flashPoint, 'random,random,random,random']] as const) {
      expect(playGames({ ...spec, agent: agents }, 0, 3)).toEqual(playGames(spec, 0, 3));
    }
  }, 120_000);

  it('--compare plays each configuration on the same seeds and says what the difference is', async () => {
    const r = await runCli('simulate', '--compare', 'experienced-recruit', 'experienced-recruit', '--games', '3', '--workers', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/3 games from seed 1 in each configuration \(the same seeds: paired games\)/);
    // The same configuration twice plays the same games: no difference at all.
    expect(r.out).toMatch(/verdict: no clear difference in the win rate between experienced-recruit and experienced-recruit: 0\.0 points/);
    const j = json((await runCli('simulate', '--compare', 'experienced-recruit', 'experienced-veteran', '--games', '2', '--workers', '1', '--json')).out);
    const arms = j.arms as { config: string; games: number }[];
    expect(arms.map((a) => [a.config, a.games])).toEqual([['experienced-recruit', 2], ['experienced-veteran', 2]]);
    expect(j.differences).toEqual([expect.objectContaining({ arm: 'experienced-veteran', baseline: 'experienced-recruit', measure: 'won' })]);
  }, 120_000);

  it('--option KEY=V1,V2 plays the configuration once per value, on the same seeds', async () => {
    const j = json((await runCli('simulate', '--preset', 'experienced-recruit', '--option', 'difficulty=recruit,heroic', '--games', '2', '--workers', '1', '--json')).out);
    const arms = j.arms as { config: string; turns: { mean: number } }[];
    expect(arms.map((a) => a.config)).toEqual(['experienced-recruit difficulty=recruit', 'experienced-recruit difficulty=heroic']);
    // Heroic starts with more explosions: the same seeds give different games.
    expect(arms[0]!.turns.mean).not.toBe(arms[1]!.turns.mean);
    const bad = await runCli('simulate', '--preset', 'experienced-recruit', '--option', 'difficulty=recruit,bogus', '--games', '1', '--workers', '1');
    expect([bad.code, bad.err]).toEqual([expect.any(Number), expect.stringMatching(/option `difficulty` must be one of: recruit, veteran, heroic \(got "bogus"\)/)]);
    expect(bad.code).not.toBe(0);
  }, 120_000);

  it('--out writes one JSON line per game that names its configuration and seed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'firerules-sim-'));
    const file = path.join(dir, 'games.jsonl');
    const r = await runCli('simulate', '--preset', 'fire-tower-base', '--games', '3', '--seed', '9', '--workers', '1', '--out', file);
    expect(r.code).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { config: string; seed: number; outcome: string });
    expect(lines.map((l) => [l.config, l.seed])).toEqual([['fire-tower-base', 9], ['fire-tower-base', 10], ['fire-tower-base', 11]]);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('--report writes a page with its tables and three charts, or markdown with the charts beside it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'firerules-report-'));
    try {
      const html = path.join(dir, 'report.html');
      const r = await runCli('simulate', '--compare', 'fire-tower-base', 'fire-tower-extreme-weather', '--players', '2', '--games', '3', '--workers', '1', '--report', html);
      expect(r.code).toBe(0);
      const page = readFileSync(html, 'utf8');
      expect(page.match(/<svg /g)).toHaveLength(3);
      expect(page).toContain('firerules simulate --compare fire-tower-base fire-tower-extreme-weather --games 3 --players 2 --seed 1 --agent random');
      expect(page).toMatch(/<td>fire-tower-extreme-weather<\/td>\s*<td>fire-tower-base<\/td>\s*<td>seat 1 \(p1\) won<\/td>/);
      const md = path.join(dir, 'report.md');
      expect((await runCli('simulate', '--preset', 'fire-tower-solo-level-1', '--games', '2', '--workers', '1', '--report', md)).code).toBe(0);
      expect(readFileSync(md, 'utf8')).toMatch(/## Win rates\n\n\| configuration \| who \| won \| rate \| 95% interval \|/);
      for (const chart of ['win-rates', 'endings', 'length']) expect(readFileSync(path.join(dir, `report-${chart}.svg`), 'utf8')).toMatch(/^<svg /);
      expect(readFileSync(md, 'utf8')).toContain('![length](report-length.svg)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.each([
    [['--report', 'report.pdf'], /--report report\.pdf: name a \.html page or a \.md file/],
    [['--report', '/no/such/folder/r.html'], /--report \/no\/such\/folder\/r\.html: the folder \/no\/such\/folder does not exist/],
    [['--out', '/no/such/folder/g.jsonl'], /--out \/no\/such\/folder\/g\.jsonl: the folder \/no\/such\/folder does not exist/],
    [['--compare', 'experienced-recruit'], /--compare needs two or more configurations \(got 1\)/],
    [['--compare', 'experienced-recruit', 'fire-tower-base'], /--compare needs configurations of one game \(got flash-point, fire-tower\)/],
    [['--compare', 'experienced-recruit', 'experienced-veteran', '--preset', 'experienced-recruit'], /drop --preset, --config and --option/],
    [['--compare', 'experienced-recruit', 'no-such-preset'], /unknown preset `no-such-preset`/],
    [['--workers', '0'], /--workers must be between 1 and 256/],
    [['--option', 'difficulty=heroic'], /--option wants KEY=V1,V2\[,...\] with two or more values/],
    [['--compare', 'experienced-recruit', 'experienced-heroic', '--option', 'difficulty=recruit,heroic'], /drop --preset, --config and --option/],
    [['--agent', 'heuristic,random'], /--agent heuristic,random names 2 agents, one per seat, for 4 players/],
    [['--agent', 'heuristic,robot,random,random'], /--agent must be one of .* \(got `robot`\)/],
    [['--agent', 'random,random,random,random', '--playouts', '4'], /--playouts is for --agent mcts/],
  ])('refuses %j', async (args, message) => {
    const r = await runCli('simulate', ...args);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
  });
});

describe("a game's own tallies: Fire Tower Solo counts the enemy towers burned", () => {
  const solo: BatchSpec = { game: 'fire-tower', choice: { preset: 'fire-tower-solo-level-2' }, players: 1, agent: 'heuristic', seed: 1 };
  const BURNED = 'enemy towers burned';
  const SCORE = 'score (games won)';

  it('each game counts the enemy towers its log shows burned, three in a won game; the summary gives their mean and the games per count', () => {
    const records = playGames(solo, 0, 4);
    const configured = fireTowerGame.configure(solo.choice);
    for (const r of records) {
      // Counted again another way: the log's tower-burned events, other than the player's own tower.
      const end = configured.play({ seed: r.seed, players: 1, agent: 'heuristic', log: true });
      const own = end.state.players[0]!.towers[0];
      const burned = end.state.log.filter((l) => l.event === 'tower-burned' && l.tower !== own).length;
      expect(r.tallies![BURNED]).toBe(burned);
      expect(r.winners.includes(0)).toBe(burned === 3);
      // A won game's score is a tally of its own, not part of how it ended.
      expect(r.tallies![SCORE]).toBe(burned === 3 ? end.state.score : undefined);
      expect(r.outcome).not.toMatch(/score/);
    }
    const counts = records.map((r) => r.tallies![BURNED]!);
    // Seeds 1-4 end with different counts, so a count that ignored the game would show.
    expect(new Set(counts).size).toBeGreaterThan(1);
    const s = summarise(records, ['p1'], false);
    const games = Array.from({ length: Math.max(...counts) + 1 }, (_, value) => ({ value, games: counts.filter((c) => c === value).length }));
    const mean = Math.round((100 * counts.reduce((a, b) => a + b, 0)) / 4) / 100;
    expect(s.tallies![0]).toEqual({ name: BURNED, mean, games });
    expect(summaryLines(s)).toContain(`  ${BURNED}: mean ${mean}; games by count: ${games.map((g) => `${g.value}: ${g.games}`).join(', ')}`);
  }, 60_000);

  it('a game with several players has none: its records and summary are as before', () => {
    const records = playGames(fireTower, 0, 2);
    for (const r of records) expect(r).not.toHaveProperty('tallies');
    expect(summarise(records, ['p1', 'p2'], false)).not.toHaveProperty('tallies');
  }, 60_000);

  it('simulate --json and its text summary carry it', async () => {
    const j = json((await runCli('simulate', '--preset', 'fire-tower-solo-level-1', '--games', '3', '--workers', '1', '--json')).out);
    const [burned] = j.tallies as { name: string; games: { games: number }[] }[];
    expect(burned!.name).toBe(BURNED);
    expect(burned!.games.reduce((n, g) => n + g.games, 0)).toBe(3);
    expect((await runCli('simulate', '--preset', 'fire-tower-solo-level-1', '--games', '3', '--workers', '1')).out).toMatch(/\n {2}enemy towers burned: mean [\d.]+; games by count: 0: \d+/);
  }, 60_000);

  it('a won game ends as "every enemy tower burned" whatever its score, which is a tally of the games won', () => {
    const level1: BatchSpec = { ...solo, choice: { preset: 'fire-tower-solo-level-1' } };
    const configured = fireTowerGame.configure(level1.choice);
    // The first won game of the first twenty seeds (about one in five is won at level 1).
    let won: GameRecord | undefined;
    for (let i = 0; i < 20 && !won; i++) won = playGames(level1, i, 1).find((r) => r.winners.includes(0));
    expect(won).toBeDefined();
    const end = configured.play({ seed: won!.seed, players: 1, agent: 'heuristic', log: false });
    expect(end.state.reason).toBe(`every enemy tower burned; score ${end.state.score}`);
    expect(won!.outcome).toBe('every enemy tower burned');
    expect(won!.tallies).toEqual({ [BURNED]: 3, [SCORE]: end.state.score });
  }, 60_000);

  it('simulate --compare gives its paired difference beside the win rate\'s', async () => {
    const j = json((await runCli('simulate', '--compare', 'fire-tower-solo-level-1', 'fire-tower-solo-level-1', '--games', '3', '--workers', '1', '--json')).out);
    // The same configuration twice plays the same games: no difference in any game.
    expect(j.tallyDifferences).toEqual([{ arm: 'fire-tower-solo-level-1', baseline: 'fire-tower-solo-level-1', tally: BURNED, mean: { value: 0, low: 0, high: 0 }, verdict: expect.stringMatching(/^no clear difference in enemy towers burned/) }]);
    const text = (await runCli('simulate', '--compare', 'fire-tower-solo-level-1', 'fire-tower-solo-level-1', '--games', '3', '--workers', '1')).out;
    expect(text).toMatch(/\nverdict: no clear difference in enemy towers burned between fire-tower-solo-level-1 and fire-tower-solo-level-1: 0 a game/);
    expect(json((await runCli('simulate', '--compare', 'fire-tower-base', 'fire-tower-base', '--games', '2', '--workers', '1', '--json')).out)).not.toHaveProperty('tallyDifferences');
  }, 60_000);
});
