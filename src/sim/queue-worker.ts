/**
 * The consuming side of the queue (`firerules worker`): takes slices off the Redis queue and
 * plays them, `concurrency` at a time, each on a thread of a pool (the same simulation worker
 * as a local batch). Even one slice at a time goes to a thread: BullMQ renews a job's lock from
 * a timer of this thread, and a game played here (the first one loads the rules, seconds) would
 * hold the timer past the lock, so the job would be taken for a dead worker's and played twice.
 * A worker that dies with a job leaves it locked; when the lock runs out, another worker's
 * stalled-job check puts it back on the queue.
 */
import { Worker, type Job } from 'bullmq';
import { Tinypool } from 'tinypool';
import type { BatchSpec, GameRecord } from './batch.ts';
import { materialise, pruneBundles } from './config-bundle.ts';
import { workerFile } from './pool.ts';
import { connectionOf } from './queue-connection.ts';
import { QUEUE_NAME, type QueueUrl } from './queue-url.ts';
import { versionMismatch, workerName, type SliceJob, type SliceResult } from './queue-jobs.ts';
import type { SliceTask } from './sim-worker.ts';

export interface QueueWorkerOptions {
  url: QueueUrl;
  concurrency: number;
  /** This firerules' version: slices submitted by another are refused (they fail, and so does their batch). */
  version: string;
  /** How long a job stays locked to a worker that stops answering (BullMQ's lockDuration), and how often workers look for such jobs. */
  stalledMs?: number;
  /** How many times a job may be found stalled before it fails (a slice whose worker keeps dying). */
  maxStalls?: number;
  /** Hears each slice as it is taken and as it is done. */
  onSlice?: (event: 'start' | 'done', job: SliceJob, jobId: string) => void;
  /** Hears each slice that failed (refused, or its games threw), with the reason. */
  onFailed?: (job: SliceJob, jobId: string, reason: string) => void;
  /** Hears errors BullMQ reports while it carries on (a lost connection it retries). */
  onError?: (e: Error) => void;
}

export interface QueueWorker {
  /**
   * Stops taking slices, lets the ones in hand finish, and lets go of Redis and the threads.
   * With `redisGone`, it does not wait for Redis (a graceful close would, for ever): the slices
   * in hand are dropped, and their locks run out so that other workers play them.
   */
  close(redisGone?: boolean): Promise<void>;
}

/** The slice's spec, its configuration file (if any) read from the copy the job carries, not from the submitter's path. */
function withOwnConfig(slice: SliceJob): BatchSpec {
  if (!slice.config) return slice.spec;
  return { ...slice.spec, choice: { ...slice.spec.choice, configFile: materialise(slice.config) } };
}

export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const concurrency = Math.max(1, options.concurrency);
  pruneBundles();
  const pool = new Tinypool({ filename: workerFile().href, minThreads: concurrency, maxThreads: concurrency });
  const play = (slice: SliceJob): Promise<GameRecord[]> => pool.run({ spec: withOwnConfig(slice), from: slice.from, count: slice.count } satisfies SliceTask);
  const name = workerName();
  const processor = async (job: Job<SliceJob, SliceResult>): Promise<SliceResult> => {
    const refused = versionMismatch(job.data, options.version, name);
    if (refused) throw new Error(refused);
    options.onSlice?.('start', job.data, String(job.id));
    const records = await play(job.data);
    options.onSlice?.('done', job.data, String(job.id));
    return { records, worker: name };
  };
  const stalled = options.stalledMs ? { lockDuration: options.stalledMs, stalledInterval: options.stalledMs } : {};
  const worker = new Worker<SliceJob, SliceResult>(QUEUE_NAME, processor, {
    connection: connectionOf(options.url),
    concurrency,
    name,
    maxStalledCount: options.maxStalls ?? 5,
    ...stalled,
  });
  worker.on('error', (e) => options.onError?.(e));
  worker.on('failed', (job, e) => job && options.onFailed?.(job.data, String(job.id), e.message));
  try {
    await worker.waitUntilReady();
  } catch (e) {
    await pool.destroy();
    throw e;
  }
  return {
    close: async (redisGone = false) => {
      if (redisGone) await worker.disconnect();
      await worker.close(redisGone);
      await pool.destroy();
    },
  };
}
