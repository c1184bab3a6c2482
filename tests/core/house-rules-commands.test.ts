/**
 * House rules reach every playing command: `replay` and `inspect` take `--config FILE` like
 * `play`, a recording of a house-rules game names its config file (relative to the
 * recording) and replays with those rules, and a wrong pairing is a usage error.
 */
import { copyFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { gameChoice } from '../../src/cli/game-choice.ts';
import { tempDir } from '../helpers/fixtures.ts';

const FT_HOUSE = path.join(import.meta.dirname, '..', 'fire-tower', 'fixtures', 'house-rules');

function stepsOf(file: string): { action: string }[] {
  const html = readFileSync(file, 'utf8');
  return JSON.parse(/<script type="application\/json" id="replay-data">([\s\S]*?)<\/script>/.exec(html)![1]!).steps;
}

describe('house rules in replay and inspect', () => {
  it('replay --config plays the house rules and records the config file relative to the recording', async () => {
    const dir = tempDir('house-replay-');
    cpSync(FT_HOUSE, path.join(dir, 'rules'), { recursive: true });
    const config = path.join(dir, 'rules', 'my-game.yaml');
    const r = await runCli('replay', '--config', config, '--seed', '2', '--players', '2', '--out', path.join(dir, 'a.html'), '--record', path.join(dir, 'game.json'), '--max-steps', '30');
    expect(r.code, r.err).toBe(0);
    const rec = JSON.parse(readFileSync(path.join(dir, 'game.json'), 'utf8'));
    expect(rec).toMatchObject({ game: 'fire-tower', config: 'rules/my-game.yaml', seed: 2, players: 2 });
    expect(rec.preset).toBeUndefined();
    const again = await runCli('replay', '--from', path.join(dir, 'game.json'), '--out', path.join(dir, 'b.html'), '--max-steps', '30');
    expect(again.code, again.err).toBe(0);
    expect(stepsOf(path.join(dir, 'b.html'))).toEqual(stepsOf(path.join(dir, 'a.html')));
    expect(readFileSync(path.join(dir, 'b.html'), 'utf8')).toContain('my-game.yaml');
  });

  it('a house-rules recording replayed with the base rules instead would not fit: the config is part of it', async () => {
    const dir = tempDir('house-replay-');
    cpSync(FT_HOUSE, path.join(dir, 'rules'), { recursive: true });
    await runCli('replay', '--config', path.join(dir, 'rules', 'my-game.yaml'), '--seed', '4', '--players', '2', '--out', path.join(dir, 'a.html'), '--record', path.join(dir, 'game.json'));
    const rec = JSON.parse(readFileSync(path.join(dir, 'game.json'), 'utf8'));
    const moved = path.join(dir, 'moved.json');
    writeFileSync(moved, JSON.stringify({ ...rec, config: 'nowhere.yaml' }));
    const r = await runCli('replay', '--from', moved, '--out', path.join(dir, 'c.html'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/moved\.json.*recording: .*nowhere\.yaml.*\(at \/config\)/s);
  });

  it('replay refuses --preset with --config, and --from with either', async () => {
    const dir = tempDir('house-replay-');
    const config = path.join(FT_HOUSE, 'my-game.yaml');
    const both = await runCli('replay', '--preset', 'fire-tower-base', '--config', config, '--out', path.join(dir, 'x.html'));
    expect([both.code, both.err]).toEqual([2, expect.stringMatching(/either --config or --preset, not both/)]);
    copyFileSync(config, path.join(dir, 'g.yaml'));
    const from = await runCli('replay', '--from', path.join(dir, 'none.json'), '--config', config, '--out', path.join(dir, 'x.html'));
    expect(from.code).toBe(2);
  });

  it('inspect reads the same choice: the config file, its game, whether it is solo', () => {
    const house = gameChoice('inspect', undefined, path.join(FT_HOUSE, 'my-game.yaml'));
    expect(house).toMatchObject({ game: 'fire-tower', label: 'my-game.yaml', solo: false, ref: { configFile: expect.stringContaining('my-game.yaml') } });
    expect(gameChoice('inspect', 'fire-tower-solo-level-3', undefined)).toMatchObject({ game: 'fire-tower', solo: true });
    expect(gameChoice('inspect', 'experienced-recruit', undefined)).toMatchObject({ game: 'flash-point', label: 'experienced-recruit' });
    expect(() => gameChoice('inspect', undefined, undefined)).toThrow(/--preset ID or --config FILE/);
  });
});
