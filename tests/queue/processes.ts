/**
 * The processes the queue tests run: a real redis-server on a free loopback port (no disk:
 * `--save ''`, no append-only file), and `firerules worker` child processes through the real
 * bin, whose output lines the tests watch.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../../src/core/paths.ts';
import { checkReachable } from '../../src/sim/queue-connection.ts';
import { parseQueueUrl } from '../../src/sim/queue-url.ts';

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Polls `ready` every 100 ms until it holds or `ms` pass. */
export async function until(ready: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Redis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const parsed = parseQueueUrl('test', url);
  await until(() => checkReachable('test', parsed, 500).then(() => true, () => false), 10_000, `redis-server on port ${port}`);
  return { url, stop: () => stopChild(child, 'SIGTERM') };
}

/** A `firerules worker` process: its output lines so far, and a way to wait for one. */
export interface WorkerProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the first line (seen or to come) that matches. */
  line(pattern: RegExp, ms?: number): Promise<string>;
  /** Hears every line from now on. */
  onLine(listener: (line: string) => void): void;
  exit: Promise<number | null>;
}

export function startWorker(...args: string[]): WorkerProcess {
  return startCli('worker', ...args);
}

/** A `firerules` command run as a child process, its stdout and stderr lines collected. */
export function startCli(command: string, ...args: string[]): WorkerProcess {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/firerules.js'), command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  const read = (s: NodeJS.ReadableStream) => createInterface({ input: s }).on('line', (l) => {
    lines.push(l);
    for (const f of listeners) f(l);
  });
  read(child.stdout!);
  read(child.stderr!);
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    lines,
    exit,
    onLine: (f) => void listeners.push(f),
    line: async (pattern, ms = 30_000) => {
      await until(() => lines.some((l) => pattern.test(l)) || child.exitCode !== null, ms, `a worker line like ${pattern}`);
      const found = lines.find((l) => pattern.test(l));
      if (!found) throw new Error(`the worker exited (${child.exitCode}) without a line like ${pattern}:\n${lines.join('\n')}`);
      return found;
    },
  };
}

/** Stops a child process (if it still runs) and waits for it to be gone. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, 'exit');
  child.kill(signal);
  await gone;
}
