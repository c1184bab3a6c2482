/**
 * `firerules worker --queue redis://host:port`: serves the queue `simulate --queue` puts its
 * batches on, on this machine, until SIGINT or SIGTERM; then it stops taking slices, finishes
 * those in hand, and exits 0 (a second signal ends it at once). Any number of workers, on any
 * machines, may serve one queue; a worker outlives a restart of its Redis, and says so once.
 */
import { availableParallelism } from 'node:os';
import { UsageError } from '../core/errors.ts';
import { checkReachable } from '../sim/queue-connection.ts';
import { parseQueueUrl, QUEUE_NAME } from '../sim/queue-url.ts';
import { startQueueWorker } from '../sim/queue-worker.ts';
import { wholeNumber } from './args.ts';
import { packageVersion } from './version.ts';
import type { CommandInput } from './spec.ts';

/** Resolves on the first SIGINT or SIGTERM (and stops listening for them). */
function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export async function runWorker({ flags, out, err }: CommandInput): Promise<number> {
  if (typeof flags.queue !== 'string') throw new UsageError('worker: name the queue with --queue redis://HOST:PORT');
  const url = parseQueueUrl('worker', flags.queue);
  const concurrency = flags.concurrency === undefined ? availableParallelism() : wholeNumber('--concurrency', flags.concurrency, [1, 256]);
  const stalledMs = flags['stalled-ms'] === undefined ? undefined : wholeNumber('--stalled-ms', flags['stalled-ms'], [100, 3_600_000]);
  await checkReachable('worker', url);
  const stopped = stopSignal();
  // BullMQ reports each failed reconnection (several a second): each reason is said once, until a slice is played again.
  const said = new Set<string>();
  const worker = await startQueueWorker({
    url,
    concurrency,
    version: packageVersion(),
    ...(stalledMs ? { stalledMs } : {}),
    onSlice: (event, job, id) => {
      said.clear();
      out(`${event === 'start' ? 'playing' : 'done   '} ${job.spec.game} games ${job.from}..${job.from + job.count - 1} (job ${id})`);
    },
    onFailed: (job, id, reason) => err(`failed  ${job.spec.game} games ${job.from}..${job.from + job.count - 1} (job ${id}): ${reason}`),
    onError: (e) => {
      if (!said.has(e.message)) err(`firerules worker: ${e.message} (retrying)`);
      said.add(e.message);
    },
  });
  out(`firerules worker: serving queue ${QUEUE_NAME} at ${url.shown}, ${concurrency} slice${concurrency === 1 ? '' : 's'} at a time (Ctrl-C stops)`);
  const signal = await stopped;
  // Without Redis a graceful close would wait for it: so look first, briefly.
  const redisGone = await checkReachable('worker', url, 1000).then(() => false, () => true);
  out(`firerules worker: ${signal}: ${redisGone ? `Redis at ${url.shown} is gone: stopping without the slices in hand` : 'finishing the slices in hand'}`);
  // BullMQ's close may still wait for a Redis that is gone: then the process ends a few seconds on
  // all the same (an unref'd timer, which never holds back an exit that comes by itself).
  if (redisGone) setTimeout(() => process.exit(0), 3000).unref();
  await worker.close(redisGone);
  return 0;
}
