/**
 * `play --agent human`: the numbered legal actions, a choice read per line, applied, and on
 * to the end — driven by piped input, in-process and through the real bin with a real pipe.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

async function play(stdin: string, ...flags: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['play', '--agent', 'human', ...flags], (s) => out.push(s), (s) => err.push(s), Readable.from([stdin]));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('play --agent human', () => {
  it('lists the legal actions, applies the one chosen by number, asks again after b or a bad answer, stops at q', async () => {
    const r = await play('1\nb\nzz\n999\n2\nq\n', '--preset', 'fire-tower-base', '--seed', '1');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    // Fire Tower's first step, seed 1: the first player spreads the fire onto one of two cells.
    expect(r.out).toMatch(/p2 to act:\n {2}1\. spread \[9,7\] {3}2\. spread \[9,8\]\nYour choice \(1-2, b board, q quit\):/);
    expect(r.out).toContain('> p2 spread [9,7]');
    expect(r.out).toContain('choose a number from 1 to');
    expect(r.out).toContain('(got `zz`)');
    expect(r.out).toContain('(got `999`)');
    expect(r.out).toMatch(/> p2 play ember from \[9,7\] to \[6,8\]/);
    expect(r.out).toMatch(/Stopped at turn \d+\.$/);
    expect(r.out).not.toMatch(/Result:/);
  });

  it('plays a whole game to its end, the same every time; with --json only the final state is on stdout', async () => {
    const ones = '1\n'.repeat(3000);
    const a = await play(ones, '--preset', 'fire-tower-base', '--seed', '1', '--json');
    expect(a.code).toBe(0);
    const final = JSON.parse(a.out) as { status: string; phase: string };
    expect(final.phase).toBe('over');
    expect(a.err).toMatch(/Result: .* after \d+ turns/);
    const b = await play(ones, '--preset', 'fire-tower-base', '--seed', '1', '--json');
    expect(b.out).toBe(a.out);
  });

  it('input that ends before the game does stops it cleanly; Flash Point shows its board and setup choices', async () => {
    const r = await play('1\n', '--preset', 'experienced-recruit', '--players', '2');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/— turn 1 —/);
    expect(r.out).toMatch(/> p1 /);
    expect(r.out).toMatch(/Stopped at turn 1 \(no more input\)\./);
  });

  it('an unknown agent lists the agents and human', async () => {
    const r = await main(['play', '--agent', 'robot'], () => {}, (s) => expect(s).toMatch(/--agent must be one of random, greedy, heuristic, mcts \(got `robot`\), or human/));
    expect(r).toBe(2);
  });

  it('reads a real pipe through the installed command', () => {
    const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'bin/firerules.js'), 'play', '--preset', 'fire-tower-base', '--agent', 'human'], {
      input: '2\nq\n', encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('> p2 spread [9,8]');
    expect(r.stdout).toMatch(/Stopped at turn 1\.\n$/);
  });
});
