/**
 * `firerules inspect`: the game's machine runs as an actor with @statelyai/inspect's
 * WebSocket inspector attached; its bridge server relays the inspection events to whoever
 * listens (the Stately UI in a browser — here, a test client). The actor and the pure game
 * must agree at every step (the command fails otherwise).
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCli } from '../helpers/cli.ts';

async function listen(port: number, run: () => Promise<unknown>): Promise<{ type: string; [k: string]: unknown }[]> {
  const messages: { type: string }[] = [];
  const started = run();
  // The bridge comes up with the command; connect as a second client, as the browser page would.
  let ws: WebSocket | undefined;
  for (let i = 0; i < 50 && !ws; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const candidate = new WebSocket(`ws://localhost:${port}`);
    await new Promise<void>((resolve) => {
      candidate.on('open', () => {
        ws = candidate;
        resolve();
      });
      candidate.on('error', () => resolve());
    });
  }
  ws?.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await started;
  ws?.close();
  return messages as { type: string }[];
}

describe('inspect', () => {
  it('sends every event and snapshot of a Fire Tower game to the inspector bridge', async () => {
    const port = 18000 + Math.floor(Math.random() * 1000);
    let result: Awaited<ReturnType<typeof runCli>> | undefined;
    const messages = await listen(port, async () => {
      result = await runCli('inspect', '--preset', 'fire-tower-base', '--seed', '2', '--port', String(port), '--no-open', '--delay', '5', '--max-steps', '40');
    });
    expect(result!.code).toBe(0);
    expect(result!.out).toMatch(/40 steps sent to the inspector/);
    const types = new Set(messages.map((m) => m.type));
    expect(types.has('@xstate.event')).toBe(true);
    expect(types.has('@xstate.snapshot')).toBe(true);
    const events = messages.filter((m) => m.type === '@xstate.event').map((m) => (m as { event?: { type?: string } }).event?.type);
    expect(events).toEqual(expect.arrayContaining(['spread', 'act']));
  }, 60_000);

  it('works for Flash Point too, and refuses a game without a statechart', async () => {
    const port = 19000 + Math.floor(Math.random() * 1000);
    const r = await runCli('inspect', '--preset', 'experienced-recruit', '--seed', '4', '--port', String(port), '--no-open', '--no-wait', '--delay', '0', '--max-steps', '30');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/30 steps sent/);
    expect((await runCli('inspect', '--preset', 'asl-fire', '--port', String(port + 1), '--no-open')).code).toBe(2);
  }, 60_000);
});
