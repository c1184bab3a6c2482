/**
 * `play`, written once over the PlayableGame contract: every playable game takes the same
 * flags (`--game` too), a configuration is played by a count of players it accepts unless
 * told otherwise (as in `replay` and `inspect`), and a game that is rules only is refused
 * by the registry, by name.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { tempDir } from '../helpers/fixtures.ts';

describe('play over the contract', () => {
  it('--game names the game and plays its default preset, for each playable game', async () => {
    const ft = await runCli('play', '--game', 'fire-tower', '--seed', '2', '--agent', 'random', '--json');
    expect(ft.code).toBe(0);
    expect(JSON.parse(ft.out)).toMatchObject({ game: 'fire-tower', config: { preset: 'fire-tower-base' }, status: 'over' });
    const fp = await runCli('play', '--game', 'flash-point', '--seed', '2', '--agent', 'random', '--json');
    expect(fp.code).toBe(0);
    expect(JSON.parse(fp.out)).toMatchObject({ game: 'flash-point', config: { preset: 'experienced-recruit' }, phase: 'over' });
    // Without --game the default game is still Flash Point: the same game.
    const plain = await runCli('play', '--seed', '2', '--agent', 'random', '--json');
    expect(plain.out).toBe(fp.out);
  }, 60_000);

  it('a solo preset is played by one player, Ghost Tower by three, unless --players says otherwise', async () => {
    const r = await runCli('play', '--preset', 'fire-tower-solo-level-1', '--seed', '3', '--agent', 'random', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).players).toHaveLength(1);
    const ghost = await runCli('play', '--preset', 'fire-tower-ghost-tower', '--seed', '3', '--agent', 'random', '--json');
    expect(ghost.code).toBe(0);
    expect(JSON.parse(ghost.out).players).toHaveLength(3);
    const two = await runCli('play', '--preset', 'fire-tower-solo-level-1', '--players', '2', '--quiet');
    expect([two.code, two.err]).toEqual([2, expect.stringMatching(/Solo Mode is for one player \(got 2\)/)]);
  }, 60_000);

  it('a rules-only game or an unknown one is refused, naming the playable games or the known ones', async () => {
    const asl = await runCli('play', '--preset', 'asl-fire');
    expect([asl.code, asl.err]).toEqual([2, expect.stringMatching(/asl-fire has no playable game \(flash-point, fire-tower\)/)]);
    const typo = await runCli('play', '--game', 'flashpoint');
    expect([typo.code, typo.err]).toEqual([2, expect.stringMatching(/unknown game `flashpoint`.*did you mean `flash-point`/)]);
  });

  it('a scenario naming a rules-only game is refused at its `game` line by the default game\'s schema', async () => {
    const file = path.join(tempDir('fr-'), 's.yaml');
    writeFileSync(file, 'game: asl-fire\ntitle: x\n');
    const r = await runCli('scenario', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/s\.yaml:1:\d+/);
  });

  it('--agent mcts (the generic search) plays through the game\'s own loop: turn by turn, the same game for the same seed', async () => {
    // Flash Point: its heuristic, which guides the search's rollouts, is the cheaper of the two
    // (tests/sim/mcts.test.ts plays Fire Tower Solo with mcts).
    const args = ['play', '--preset', 'experienced-recruit', '--players', '2', '--seed', '4', '--agent', 'mcts', '--playouts', '2'];
    const shown = await runCli(...args);
    expect(shown.code).toBe(0);
    // The game's own turn log (its headings) and result line, as for its own agents.
    expect(shown.out).toMatch(/Turn 1\b/);
    expect(shown.out).toMatch(/Result: /);
    const once = await runCli(...args, '--json');
    const again = await runCli(...args, '--json');
    expect(once.code).toBe(0);
    expect(JSON.parse(once.out)).toMatchObject({ phase: 'over' }); // played to its end (won or lost)
    expect(again.out).toBe(once.out);
  }, 60_000);

  it('--playouts belongs to mcts; the message names its command once', async () => {
    const r = await runCli('play', '--agent', 'heuristic', '--playouts', '3', '--quiet');
    expect([r.code, r.err.trim()]).toEqual([2, expect.stringMatching(/^firerules play: --playouts is for --agent mcts/)]);
    expect(r.err).not.toMatch(/play: play:/);
  });
});
