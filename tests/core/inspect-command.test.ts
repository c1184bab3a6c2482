/**
 * `firerules inspect`'s wiring: it waits for a page before stepping (unless --no-wait), and
 * its new flags are checked like the others (usage errors, exit 2).
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCli } from '../helpers/cli.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('inspect (offline inspector)', () => {
  it('waits for the page to connect, then plays', async () => {
    const port = 21000 + Math.floor(Math.random() * 1000);
    let done = false;
    const run = runCli('inspect', '--preset', 'experienced-recruit', '--seed', '3', '--port', String(port), '--no-open', '--delay', '0', '--max-steps', '10').then((r) => ((done = true), r));
    await sleep(600);
    expect(done).toBe(false);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/page`);
    const snapshots: { firerules: { index: number; state: string } }[] = [];
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      if (m.type === '@xstate.snapshot') snapshots.push(m);
    });
    const r = await run;
    ws.close();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Inspector page at http:\/\/127\.0\.0\.1:\d+\//);
    expect(r.out).toMatch(/waiting for the page to connect/);
    expect(r.out).toMatch(/10 steps sent to the inspector/);
    expect(snapshots.map((s) => s.firerules.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  }, 60_000);

  it('refuses bad flags and a busy port with a usage error', async () => {
    expect((await runCli('inspect', '--preset', 'fire-tower-base', '--step', 'sometimes', '--no-open', '--no-wait', '--port', '0')).code).toBe(2);
    const attach = await runCli('inspect', '--attach', '--preset', 'fire-tower-base', '--no-open');
    expect(attach.code).toBe(2);
    expect(attach.err).toMatch(/--attach serves the page for an app of your own/);
    const port = 22000 + Math.floor(Math.random() * 1000);
    const first = runCli('inspect', '--preset', 'fire-tower-base', '--port', String(port), '--no-open', '--max-steps', '1');
    await sleep(300);
    const busy = await runCli('inspect', '--preset', 'fire-tower-base', '--port', String(port), '--no-open', '--no-wait');
    expect(busy.code).toBe(2);
    expect(busy.err).toMatch(/port is in use/);
    // The first one is still waiting for its page: a viewer lets it finish.
    const ws = new WebSocket(`ws://127.0.0.1:${port}/page`);
    expect((await first).code).toBe(0);
    ws.close();
  }, 60_000);

  it('--agent mcts drives the inspected game like any agent; --playouts belongs to it', async () => {
    const port = 23000 + Math.floor(Math.random() * 1000);
    const r = await runCli('inspect', '--preset', 'fire-tower-solo-level-1', '--agent', 'mcts', '--playouts', '2', '--port', String(port), '--no-open', '--no-wait', '--delay', '0', '--max-steps', '5');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/5 steps sent to the inspector/);
    const stray = await runCli('inspect', '--preset', 'fire-tower-base', '--playouts', '2', '--port', String(port), '--no-open', '--no-wait');
    expect([stray.code, stray.err]).toEqual([2, expect.stringMatching(/--playouts is for --agent mcts/)]);
  }, 60_000);

  it('--stately keeps the old route: the bridge relays the game to any client, without waiting', async () => {
    const port = 23000 + Math.floor(Math.random() * 1000);
    const run = runCli('inspect', '--stately', '--preset', 'fire-tower-base', '--seed', '2', '--port', String(port), '--no-open', '--delay', '40', '--max-steps', '20');
    const types: string[] = [];
    let ws: WebSocket | undefined;
    for (let i = 0; i < 40 && !ws; i++) {
      await sleep(25);
      const candidate = new WebSocket(`ws://127.0.0.1:${port}`);
      ws = await new Promise<WebSocket | undefined>((resolve) => {
        candidate.on('open', () => resolve(candidate));
        candidate.on('error', () => resolve(undefined));
      });
    }
    ws?.on('message', (d) => types.push(JSON.parse(d.toString()).type));
    const r = await run;
    ws?.close();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Stately bridge at http:\/\/127\.0\.0\.1:\d+ \(it shows stately\.ai\/inspect/);
    expect(r.out).toMatch(/20 steps sent to the inspector/);
    expect(types).toContain('@xstate.snapshot');
  }, 60_000);
});
