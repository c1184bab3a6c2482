/**
 * Connecting to the queue's Redis. BullMQ (through ioredis) retries an unreachable server
 * forever, which suits a worker whose Redis restarts, not a mistyped URL: so a command first
 * connects once, without retries, and refuses a server it cannot reach.
 */
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { UsageError } from '../core/errors.ts';
import type { QueueUrl } from './queue-url.ts';

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
