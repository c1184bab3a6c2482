/**
 * `npm start` (issue 14, a newcomer's first minute): the catalogue as one table, one Flash
 * Point game turn by turn with a few boards and its result, and "where next" commands that
 * all work as printed.
 */
import { describe, expect, it } from 'vitest';
import { listGames, listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import { runCli } from '../helpers/cli.ts';

describe('firerules start', async () => {
  const { code, out } = await runCli('start');
  const lines = out.split('\n');

  it('is short: a table, a game and where next', () => {
    expect(code).toBe(0);
    expect(lines.length).toBeLessThan(140);
    expect(lines.every((l) => l.length <= 110)).toBe(true);
  });

  it('sums up the catalogue in one row per game', () => {
    for (const g of listGames(PROJECT_RULES)) {
      const row = lines.find((l) => l.startsWith(`  ${g} `));
      expect(row, g).toBeDefined();
      expect(row).toContain(` ${listPresets(PROJECT_RULES, g).length} `);
    }
  });

  it('shows the default game turn by turn, and its real result', () => {
    const game = playGame({ preset: 'experienced-recruit' }, { seed: 1, players: 4, agent: 'heuristic' });
    const turnLines = lines.filter((l) => /^turn +\d+ p\d /.test(l));
    expect(turnLines.length).toBe(game.state.turn - (game.state.phase === 'over' ? 0 : 1));
    expect(out).toContain(`Result: ${game.state.status.toUpperCase()} — ${game.state.reason}.`);
    // The board at setup, every few turns and at the end; never at every turn.
    const boards = lines.filter((l) => /^ {5}0 {3}1 {3}2/.test(l)).length;
    expect(boards).toBeGreaterThanOrEqual(2);
    expect(boards).toBeLessThan(turnLines.length / 3);
  });

  it('every "where next" command runs as printed', async () => {
    const commands = lines.filter((l) => l.startsWith('  npx firerules ')).map((l) => l.slice('  npx firerules '.length).split(/ {3,}/)[0]!.split(' '));
    expect(commands.length).toBeGreaterThanOrEqual(5);
    for (const argv of commands) {
      if (argv[0] === 'docs') continue; // writes files; its --out is covered by the docs tests
      expect({ argv, code: (await runCli(...argv, ...(argv[0] === 'play' ? ['--quiet'] : []))).code }).toEqual({ argv, code: 0 });
    }
  });
});
