/**
 * The offline inspector: an HTTP server for the page (src/inspector/page.ts) and the board
 * of each snapshot, and a WebSocket endpoint that speaks @statelyai/inspect's protocol. Any
 * client may send inspection messages (an XState app with `createWebSocketInspector({ url })`,
 * or `firerules inspect`'s own actor); each valid one is kept and relayed to every other
 * client, as @statelyai/inspect/server does, so its receivers work here too. Loopback only
 * unless the caller widens the host on purpose.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { BoardSource } from './board.ts';
import { listenOn, reachableHost } from './listen.ts';
import { inspectorPage } from './page.ts';
import { parseInspectionMessage } from './protocol.ts';
import { InspectedSessions } from './sessions.ts';

/** The WebSocket path of `firerules inspect`'s own actor: it is not a viewer to wait for. */
export const DRIVER_PATH = '/driver';

export interface InspectorServerOptions {
  host: string;
  port: number;
  title: string;
  /** The board of a snapshot, when it has one. */
  boards?: BoardSource;
}

export interface InspectorServer {
  /** The page's address. */
  readonly pageUrl: string;
  /** Where an inspected app connects (`createWebSocketInspector({ url })`); `path` for our own actor. */
  socketUrl(path?: string): string;
  /** Resolves when a viewer (any client but our own actor) has connected. */
  viewerConnected(): Promise<void>;
  /** Resolves when no viewer is connected (at once if none is). */
  viewersGone(): Promise<void>;
  /** Resolves once every message received so far has been relayed. */
  settled(): Promise<void>;
  readonly sessions: InspectedSessions;
  stop(): Promise<void>;
}

const BOARD_ROUTE = /^\/board\/([^/]+)\/(\d+)\.json$/;

function handleHttp(req: http.IncomingMessage, res: http.ServerResponse, opts: InspectorServerOptions, sessions: InspectedSessions): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send = (status: number, type: string, body: string) => {
    res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  if (req.method !== 'GET') return send(405, 'text/plain', 'only GET');
  if (url.pathname === '/') return send(200, 'text/html', inspectorPage(opts.title));
  const board = BOARD_ROUTE.exec(url.pathname);
  if (board) {
    const snap = sessions.snapshot(decodeURIComponent(board[1]!), Number(board[2]));
    const picture = snap && opts.boards ? opts.boards(snap) : null;
    return picture ? send(200, 'application/json', JSON.stringify(picture)) : send(404, 'text/plain', 'no board for this snapshot');
  }
  send(404, 'text/plain', 'not found');
}

export async function startInspectorServer(opts: InspectorServerOptions): Promise<InspectorServer> {
  const sessions = new InspectedSessions();
  const server = http.createServer((req, res) => handleHttp(req, res, opts, sessions));
  const wss = new WebSocketServer({ server, maxPayload: 16 * 1024 * 1024 });
  let sawViewer: () => void = () => {};
  const viewer = new Promise<void>((resolve) => (sawViewer = resolve));
  let viewers = 0;
  let whenGone: (() => void)[] = [];
  // Messages are handled one after another (a chart is awaited) so pages see them in order.
  let queue: Promise<void> = Promise.resolve();
  wss.on('connection', (ws, req) => {
    for (const text of sessions.received()) ws.send(text);
    if (!req.url?.startsWith(DRIVER_PATH)) {
      viewers++;
      sawViewer();
      ws.on('close', () => {
        if (--viewers > 0) return;
        for (const resolve of whenGone) resolve();
        whenGone = [];
      });
    }
    ws.on('error', () => ws.terminate());
    ws.on('message', (data) => {
      const message = parseInspectionMessage(data.toString());
      if (!message) return;
      queue = queue.then(async () => {
        const text = await sessions.add(message);
        for (const client of wss.clients) if (client !== ws && client.readyState === WebSocket.OPEN) client.send(text);
      });
    });
  });
  wss.on('error', () => {});
  await listenOn(server, opts.host, opts.port, 'inspect');
  // Port 0 asks for any free port; the address says which.
  const base = `${reachableHost(opts.host)}:${(server.address() as AddressInfo).port}`;
  return {
    pageUrl: `http://${base}/`,
    socketUrl: (path = '') => `ws://${base}${path}`,
    viewerConnected: () => viewer,
    viewersGone: () => (viewers ? new Promise<void>((resolve) => whenGone.push(resolve)) : Promise.resolve()),
    settled: () => queue,
    sessions,
    async stop() {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
