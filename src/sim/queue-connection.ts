/**
 * Where the queue of `simulate --queue` and `firerules worker` lives: a `redis://host:port[/db]`
 * URL, read once and checked before BullMQ is given it. BullMQ (through ioredis) retries an
 * unreachable server forever, which suits a worker whose Redis restarts, not a mistyped URL:
 * so a command first connects once, without retries, and refuses a server it cannot reach.
 */
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { UsageError } from '../core/errors.ts';

/** The one queue every batch's slices go on: a worker serves any batch of any game. */
export const QUEUE_NAME = 'firerules-simulate';

export interface QueueUrl {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls: boolean;
  /** The URL as given, without its password, for messages. */
  shown: string;
}

/** The URL of `--queue`, or a UsageError that says what is wrong with it. */
export function parseQueueUrl(command: string, text: string): QueueUrl {
  const bad = (why: string) => new UsageError(`${command}: --queue wants redis://HOST:PORT (${why}; got \`${text.slice(0, 80)}\`)`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad('not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw bad(`the scheme must be redis: or rediss:, not ${url.protocol}`);
  if (!url.hostname) throw bad('no host');
  const db = url.pathname === '' || url.pathname === '/' ? 0 : Number(url.pathname.slice(1));
  if (!Number.isInteger(db) || db < 0) throw bad('the path, if any, is a database number');
  const port = url.port === '' ? 6379 : Number(url.port);
  const shown = `${url.protocol}//${url.hostname.includes(':') ? `[${url.hostname}]` : url.hostname}:${port}${db ? `/${db}` : ''}`;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    db,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    tls: url.protocol === 'rediss:',
    shown,
  };
}

/** ioredis options for BullMQ: blocking commands (a worker's wait for a job) need maxRetriesPerRequest null. */
export function connectionOf(url: QueueUrl): RedisOptions {
  const { host, port, db, username, password, tls } = url;
  return { host, port, db, ...(username ? { username } : {}), ...(password ? { password } : {}), ...(tls ? { tls: {} } : {}), maxRetriesPerRequest: null };
}

/** Connects once, without retries, and pings: a UsageError (exit 2) when the server is not there. */
export async function checkReachable(command: string, url: QueueUrl, timeoutMs = 3000): Promise<void> {
  const client = new Redis({ ...connectionOf(url), lazyConnect: true, connectTimeout: timeoutMs, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  // The socket's own error (ECONNREFUSED, ENOTFOUND) arrives as an event; connect() itself only says the connection closed.
  let cause: Error | undefined;
  client.on('error', (e: Error) => void (cause ??= e));
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    throw new UsageError(`${command}: cannot reach Redis at ${url.shown}: ${(cause ?? (e as Error)).message}`);
  } finally {
    client.disconnect();
  }
}
