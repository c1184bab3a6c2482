/**
 * The local bridge between the inspected game and the Stately inspector page: an HTTP
 * server for the page and a WebSocket relay, as @statelyai/inspect/server provides — but
 * bound to loopback unless asked otherwise (that server listens on every interface with no
 * authentication), and with a busy port or a bad host reported as a usage error instead of
 * an unhandled 'error' event that kills the process.
 */
import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { listenOn, openInBrowser, reachableHost } from '../inspector/listen.ts';

const INSPECTOR_URL = 'https://stately.ai/inspect';
const MAX_BUFFERED = 200;

/** Where the in-process inspector client connects: a wildcard address is reached on loopback. */
export function clientUrl(host: string, port: number): string {
  return `ws://${reachableHost(host)}:${port}`;
}

function bridgePage(): string {
  // The page connects back to whichever address served it.
  return `<!DOCTYPE html>
<html><head><title>Stately Inspector</title><style>* { margin: 0; padding: 0; } html, body { height: 100%; } iframe { width: 100%; height: 100%; border: none; }</style></head>
<body><iframe id="inspector" src="${INSPECTOR_URL}"></iframe>
<script>
  const iframe = document.getElementById('inspector');
  const buffer = [];
  let connected = false;
  window.addEventListener('message', (e) => {
    if (e.data && e.data.type === '@statelyai.connected') {
      connected = true;
      buffer.forEach((event) => iframe.contentWindow.postMessage(event, '*'));
      buffer.length = 0;
    }
  });
  const ws = new WebSocket('ws://' + location.host);
  ws.onmessage = (event) => {
    const data = JSON.parse(event.data);
    if (connected) iframe.contentWindow.postMessage(data, '*');
    else buffer.push(data);
  };
</script></body></html>`;
}

/** Start the Stately bridge (`inspect --stately`); resolves once it listens, rejects with a UsageError when it cannot. */
export async function startBridge(opts: { host: string; port: number; autoOpen: boolean }): Promise<{ stop(): void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(bridgePage());
  });
  const wss = new WebSocketServer({ server });
  const buffered: string[] = [];
  wss.on('connection', (ws) => {
    for (const msg of buffered) ws.send(msg);
    ws.on('error', () => ws.terminate());
    ws.on('message', (data) => {
      const msg = data.toString();
      buffered.push(msg);
      if (buffered.length > MAX_BUFFERED) buffered.shift();
      for (const client of wss.clients) if (client !== ws && client.readyState === WebSocket.OPEN) client.send(msg);
    });
  });
  wss.on('error', () => {});
  await listenOn(server, opts.host, opts.port, 'inspect');
  if (opts.autoOpen) openInBrowser(`http://${opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host}:${opts.port}`);
  return {
    stop() {
      for (const c of wss.clients) c.terminate();
      wss.close();
      server.close();
    },
  };
}
