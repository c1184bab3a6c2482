/**
 * Where the queue of `simulate --queue` and `firerules worker` lives: a `redis://host:port[/db]`
 * URL, read and checked before anything connects. No Redis client here: `simulate` reads the
 * flag on every run, and loads ioredis and BullMQ only in queue mode.
 */
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
  // An IPv6 hostname comes in its brackets, as a URL writes it.
  const shown = `${url.protocol}//${url.hostname}:${port}${db ? `/${db}` : ''}`;
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

