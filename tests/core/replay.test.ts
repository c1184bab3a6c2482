/**
 * `firerules replay`: a recorded game written as the offline viewer — every step with the
 * machine's state, the pieces on the board and the log lines it wrote.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { statePath } from '../../src/docs/replay.ts';

const run = runCli;

function stepsOf(file: string): { action: string; state: string; pieces: { kind: string }[]; events: string[] }[] {
  const html = readFileSync(file, 'utf8');
  const json = /<script type="application\/json" id="replay-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return JSON.parse(json).steps;
}

describe('replay viewer', () => {
  it('turns machine state values into the chart\'s paths', () => {
    expect(statePath('over')).toBe('over');
    expect(statePath({ turn: 'spreading' })).toBe('turn.spreading');
    expect(statePath({ a: { b: 'c' } })).toBe('a.b.c');
  });

  it('records a Fire Tower game step by step, with its pieces and log lines', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'replay-')), 'ft.html');
    const r = await run('replay', '--preset', 'fire-tower-base', '--seed', '3', '--out', file, '--max-steps', '60');
    expect(r.code).toBe(0);
    const steps = stepsOf(file);
    expect(steps).toHaveLength(60);
    expect(steps[0]!.action).toMatch(/^p\d spread \[/);
    expect(steps.every((s) => /^(turn\.|over|setup)/.test(s.state))).toBe(true);
    expect(steps.some((s) => s.state === 'turn.acting')).toBe(true);
    expect(steps[10]!.pieces.filter((p) => p.kind === 'gem').length).toBeGreaterThan(0);
    expect(steps[0]!.events.some((e) => e.includes('spread'))).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('records a Flash Point game with firefighters on the board', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'replay-')), 'fp.html');
    const r = await run('replay', '--preset', 'experienced-recruit', '--seed', '2', '--out', file, '--max-steps', '80');
    expect(r.code).toBe(0);
    const steps = stepsOf(file);
    expect(steps.at(-1)!.pieces.filter((p) => p.kind === 'firefighter')).toHaveLength(4);
  });

  it('a recorded game replays action for action from its recording (a saved game\'s log)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
    const first = await run('replay', '--preset', 'fire-tower-solo-level-2', '--players', '1', '--seed', '6', '--out', path.join(dir, 'a.html'), '--record', path.join(dir, 'game.json'));
    expect(first.code).toBe(0);
    const recording = JSON.parse(readFileSync(path.join(dir, 'game.json'), 'utf8'));
    expect(recording).toMatchObject({ game: 'fire-tower', preset: 'fire-tower-solo-level-2', seed: 6, players: 1 });
    expect(recording.actions.length).toBeGreaterThan(5);
    const again = await run('replay', '--from', path.join(dir, 'game.json'), '--out', path.join(dir, 'b.html'));
    expect(again.code).toBe(0);
    // The same steps, the same pieces: the replay is the game, not a new one.
    expect(stepsOf(path.join(dir, 'b.html'))).toEqual(stepsOf(path.join(dir, 'a.html')));
    // A recording that does not fit the engine names the action refused.
    recording.actions.splice(0, 1);
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(recording));
    const bad = await run('replay', '--from', path.join(dir, 'bad.json'), '--out', path.join(dir, 'c.html'));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/action 0 .* is refused by this engine/);
  });

  it('refuses what it cannot replay, with a usage message', async () => {
    expect((await run('replay', '--preset', 'asl-fire', '--out', '/tmp/x.html')).code).toBe(2);
    expect((await run('replay', '--preset', 'fire-tower-base')).code).toBe(2);
  });
});
