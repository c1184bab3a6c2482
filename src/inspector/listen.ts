/**
 * Listening on loopback unless asked otherwise, with a busy port or a bad host reported as
 * a usage error instead of an unhandled 'error' event that kills the process; shared by the
 * offline inspector and the Stately bridge.
 */
import { execFile } from 'node:child_process';
import type http from 'node:http';
import { platform } from 'node:os';
import { UsageError } from '../core/errors.ts';

export const LOOPBACK = '127.0.0.1';

export const isLoopback = (host: string): boolean => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** How a local client reaches a server listening on `host` (a wildcard address is reached on loopback). */
export function reachableHost(host: string): string {
  return host === '0.0.0.0' ? LOOPBACK : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
}

/** Resolves once the server listens; rejects with a UsageError naming why it cannot. */
export async function listenOn(server: http.Server, host: string, port: number, command: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      const why = e.code === 'EADDRINUSE' ? 'the port is in use (choose another with --port)' : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND' ? 'no interface of this machine has that address' : e.code === 'EACCES' ? 'not allowed to listen there' : (e.code ?? e.message);
      reject(new UsageError(`${command}: cannot listen on ${host}:${port}: ${why}`));
    });
    server.listen(port, host, () => resolve());
  });
  // Later errors (a client resetting its connection) must not end the process.
  server.on('error', () => {});
}

/** Open the page in the user's browser, if there is one; failure to open is not an error. */
export function openInBrowser(url: string): void {
  execFile(platform() === 'darwin' ? 'open' : platform() === 'win32' ? 'explorer' : 'xdg-open', [url], () => {});
}
