/**
 * The offline inspector's server speaks @statelyai/inspect's WebSocket protocol: a real
 * XState actor with `createWebSocketInspector` pointed at it delivers its actor, events and
 * snapshots, which the server parses, numbers and relays to a viewer with the chart; it
 * refuses what is not the protocol, and a busy port is a usage error.
 */
import { createWebSocketInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { assign, createActor, setup } from 'xstate';
import { UsageError } from '../../src/core/errors.ts';
import { seedRng } from '../../src/core/rng.ts';
import { playableGame } from '../../src/games/index.ts';
import { contextBoards } from '../../src/inspector/board.ts';
import { describeEvent, parseInspectionMessage } from '../../src/inspector/protocol.ts';
import { startInspectorServer, type InspectorServer } from '../../src/inspector/server.ts';

const light = setup({ types: { context: {} as { count: number }, events: {} as { type: 'next' } | { type: 'act'; action: unknown[] } } }).createMachine({
  id: 'light',
  context: { count: 0 },
  initial: 'green',
  states: {
    green: { on: { next: 'yellow' } },
    yellow: { on: { next: 'red' } },
    red: { initial: 'walk', states: { walk: { on: { next: 'wait' } }, wait: {} }, on: { act: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
  },
});

type Received = { type: string; sessionId: string; event?: { type: string }; snapshot?: { value: unknown; context: unknown }; firerules: { index?: number; state?: string; chart?: string; summary?: string } };

async function viewer(url: string): Promise<{ messages: Received[]; ws: WebSocket }> {
  const ws = new WebSocket(url);
  const messages: Received[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as Received));
  await new Promise((r) => ws.once('open', r));
  return { messages, ws };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 30));
};

let server: InspectorServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('the inspector server', () => {
  it('receives a real XState actor through createWebSocketInspector and relays its snapshots, numbered, with the chart', async () => {
    server = await startInspectorServer({ host: '127.0.0.1', port: 0, title: 't' });
    const page = await viewer(server.socketUrl('/page'));
    const inspector = createWebSocketInspector({ url: server.socketUrl() });
    const actor = createActor(light, { inspect: inspector.inspect }).start();
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    actor.send({ type: 'act', action: ['spray', 'p1', [2, 3]] });
    actor.send({ type: 'next' });
    await until(() => page.messages.filter((m) => m.type === '@xstate.snapshot').length >= 5);
    inspector.stop();
    actor.stop();
    const snapshots = page.messages.filter((m) => m.type === '@xstate.snapshot');
    expect(snapshots.map((m) => m.firerules.state)).toEqual(['green', 'yellow', 'red.walk', 'red.walk', 'red.wait']);
    expect(snapshots.map((m) => m.firerules.index)).toEqual([0, 1, 2, 3, 4]);
    expect(snapshots[3]!.firerules.summary).toBe('act spray p1 [2,3]');
    expect((snapshots[4]!.snapshot!.context as { count: number }).count).toBe(1);
    const actorMessage = page.messages.find((m) => m.type === '@xstate.actor')!;
    for (const state of ['green', 'yellow', 'red', 'red.walk', 'red.wait']) expect(actorMessage.firerules.chart).toContain(`data-state="${state}"`);
    expect(page.messages.filter((m) => m.type === '@xstate.event').map((m) => m.event!.type)).toEqual(['xstate.init', 'next', 'next', 'act', 'next']);
    const session = actorMessage.sessionId;
    expect(server.sessions.snapshotCount(session)).toBe(5);
    expect(server.sessions.snapshot(session, 2)!.value).toEqual({ red: 'walk' });
    // A page that connects later is sent everything received so far, in order.
    const late = await viewer(server.socketUrl('/page'));
    await until(() => late.messages.length >= page.messages.length);
    expect(late.messages.map((m) => m.type)).toEqual(page.messages.map((m) => m.type));
    page.ws.close();
    late.ws.close();
  });

  it('waits for a viewer: our own actor\'s connection does not count, any other does', async () => {
    server = await startInspectorServer({ host: '127.0.0.1', port: 0, title: 't' });
    let seen = false;
    void server.viewerConnected().then(() => (seen = true));
    const own = await viewer(server.socketUrl('/driver'));
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBe(false);
    const page = await viewer(server.socketUrl('/page'));
    await until(() => seen);
    expect(seen).toBe(true);
    own.ws.close();
    page.ws.close();
  });

  it('serves the page (no external address) and the board of a snapshot whose context is a game state', async () => {
    const fireTower = playableGame('fire-tower')!;
    server = await startInspectorServer({ host: '127.0.0.1', port: 0, title: 'Inspector <test>', boards: contextBoards([fireTower]) });
    const html = await (await fetch(server.pageUrl)).text();
    expect(html).toContain('<title>Inspector &lt;test&gt;</title>');
    expect(html.replace(/http:\/\/www\.w3\.org\/2000\/svg/g, '')).not.toMatch(/https?:\/\/|src="\/\//);
    let game = fireTower.configure({ preset: 'fire-tower-base' }).createGame({ seed: 3, players: 2 });
    // A few turns in, so there is fire on the board.
    const rng = seedRng(3);
    for (let i = 0; i < 12; i++) game = (fireTower.apply(game, fireTower.agents.random!.choose(game, rng)!) as { game: unknown }).game;
    expect(fireTower.render.pieces(game).length).toBeGreaterThan(0);
    const inspector = createWebSocketInspector({ url: server.socketUrl() });
    inspector.snapshot('game-1', { value: { turn: 'spreading' }, context: fireTower.toJSON(game) });
    inspector.snapshot('light-1', { value: 'green', context: { count: 0 } });
    await until(() => server!.sessions.snapshotCount('light-1') === 1);
    await server.settled();
    const board = await fetch(`${server.pageUrl}board/game-1/0.json`);
    expect(board.status).toBe(200);
    const picture = (await board.json()) as { svg: string; status: string };
    expect(picture.svg).toMatch(/^<svg[\s\S]*<g id="pieces"><[\s\S]*<\/svg>\s*$/);
    expect(picture.svg.match(/class="piece /g)!.length).toBe(fireTower.render.pieces(game).length);
    expect(picture.status).toBe(fireTower.render.replayStatus(game));
    expect((await fetch(`${server.pageUrl}board/light-1/0.json`)).status).toBe(404);
    expect((await fetch(`${server.pageUrl}board/game-1/7.json`)).status).toBe(404);
    inspector.stop();
  });

  it('reports a busy port as a usage error', async () => {
    server = await startInspectorServer({ host: '127.0.0.1', port: 0, title: 't' });
    const port = Number(new URL(server.pageUrl).port);
    await expect(startInspectorServer({ host: '127.0.0.1', port, title: 't' })).rejects.toThrow(UsageError);
    await expect(startInspectorServer({ host: '127.0.0.1', port, title: 't' })).rejects.toThrow(/port is in use/);
  });
});

describe('the inspection protocol', () => {
  it('reads the three message kinds and refuses anything else', () => {
    expect(parseInspectionMessage('{"type":"@xstate.snapshot","sessionId":"x:0","snapshot":{"value":"a"},"event":{"type":"go"}}')?.type).toBe('@xstate.snapshot');
    expect(parseInspectionMessage('{"type":"@xstate.event","sessionId":"x:0","event":{"type":"go"}}')?.type).toBe('@xstate.event');
    expect(parseInspectionMessage('{"type":"@xstate.actor","sessionId":"x:0","definition":"{}"}')).toMatchObject({ name: 'x:0', snapshot: {} });
    for (const bad of ['not json', '[]', '{"type":"@xstate.snapshot"}', '{"type":"@xstate.event","sessionId":"x","event":"go"}', '{"type":"@xstate.actor","sessionId":"x","definition":3}', '{"type":"hello","sessionId":"x"}', '{"type":"@xstate.snapshot","sessionId":"x","snapshot":null}']) {
      expect(parseInspectionMessage(bad), bad).toBeNull();
    }
  });

  it('writes an event as its type and its action tuple', () => {
    expect(describeEvent({ type: 'end-turn' })).toBe('end-turn');
    expect(describeEvent({ type: 'act', action: ['move', 'p2', [1, 4]] })).toBe('act move p2 [1,4]');
    expect(describeEvent({ type: 'custom', amount: 2 })).toBe('custom {"amount":2}');
  });
});
