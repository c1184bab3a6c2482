/**
 * A Fire Tower config with its own module folder (`rulesDirs`): every command that takes a
 * config loads the house rule from beside the config file, as `validate` does.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, gameConfig } from '../../src/games/fire-tower/game.ts';
import { runCli } from '../helpers/cli.ts';

const dir = path.join(import.meta.dirname, 'fixtures', 'house-rules');
const config = path.join(dir, 'my-game.yaml');

describe('Fire Tower house rules from a config folder', () => {
  it('validate accepts the config', async () => {
    const r = await runCli('validate', '--config', config);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it('play loads the house-rule module named by rulesDirs', async () => {
    const r = await runCli('play', '--config', config, '--players', '2', '--seed', '1', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).config).toMatchObject({ modules: ['base', 'short-hands'], rulesDirs: ['./my-rules'] });
  });

  it('chart builds the machine of the config with its house rule', async () => {
    const r = await runCli('chart', '--config', config);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('stateDiagram');
  });

  it('scenario runs a file whose config has its own rulesDirs', async () => {
    const r = await runCli('scenario', path.join(dir, 'scenario.yaml'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it('a game created from the config deals the house rule\'s hand size', () => {
    const { config: ref, baseDir } = gameConfig({ configFile: config });
    const game = createGame(ref, { seed: 1, players: 2 }, baseDir);
    expect(game.state.handSize).toBe(4);
    expect(game.state.players.map((p) => p.hand.length)).toEqual([4, 4]);
  });

  it('a module no folder holds is reported at the config file\'s own line', async () => {
    const r = await runCli('play', '--config', path.join(dir, 'misspelt.yaml'), '--players', '2');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/misspelt\.yaml:3:\d+: unknown module `short-hand`/);
  });
});
