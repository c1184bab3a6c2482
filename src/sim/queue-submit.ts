/**
 * The submitting side of `simulate --queue`: a batch cut into slices, each a job on the Redis
 * queue that any `firerules worker` may take; the records come back with the jobs and are put
 * in their place by game index, so the summary is the one a local run gives. A slice is counted
 * once: its job id is fixed, a job retried after its worker died completes once, and a second
 * answer for a slice already in would be ignored.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { RulesError } from '../core/errors.ts';
import { slicesOf, type BatchSpec, type GameRecord } from './batch.ts';
import type { BatchRun } from './pool.ts';
import { bundleOf } from './config-bundle.ts';
import { connectionOf } from './queue-connection.ts';
import { QUEUE_NAME, type QueueUrl } from './queue-url.ts';
import { checkSliceRecords, sliceJobId, type SliceJob, type SliceResult } from './queue-jobs.ts';

/** How a batch goes on the queue. */
export interface QueueOptions {
  url: QueueUrl;
  /** Games per job; default: about fifty jobs a batch, at most 100 games each. */
  slice?: number;
  /** This firerules' version, which every worker must run. */
  version: string;
  /** Aborted (Ctrl-C): the batch stops, and its jobs are taken off the queue before the promise rejects. */
  signal?: AbortSignal;
}

/**
 * The submitter removes its batch's jobs when it is done; these clear what it could not (a job
 * a worker still held, a submitter stopped by Ctrl-C) without a result vanishing before it is read.
 */
const EXPIRY = { removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } };

export function defaultSliceSize(games: number): number {
  return Math.max(1, Math.min(100, Math.ceil(games / 50)));
}

/** A job's return value as the worker gave it (QueueEvents may hand it over as JSON text). */
function resultOf(value: unknown): SliceResult {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return (parsed ?? {}) as SliceResult;
}

/** Rejects at the first error of either connection: ioredis would retry for ever, and a batch would wait in silence. */
function connectionLost(url: QueueUrl, ...parts: { on(event: 'error', f: (e: Error) => void): unknown }[]): { lost: Promise<never>; isLost: () => boolean } {
  let isLost = false;
  const lost = new Promise<never>((_, reject) => {
    const fail = (e: Error) => {
      isLost = true;
      // Exit code 2, as when the server is not there to begin with.
      reject(new RulesError(`simulate --queue: lost the connection to Redis at ${url.shown}: ${e.message}`, 2));
    };
    for (const p of parts) p.on('error', fail);
  });
  lost.catch(() => {});
  return { lost, isLost: () => isLost };
}

/** Rejects when the signal aborts (exit code 130, as for a shell's Ctrl-C); never settles without one. */
function stopped(signal: AbortSignal | undefined): Promise<never> {
  const p = new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(new RulesError('simulate --queue: stopped (SIGINT): the batch\'s jobs are taken off the queue', 130)), { once: true });
  });
  p.catch(() => {});
  return p;
}

/** Plays the batch's `games` games on whatever workers serve the queue; `onGames` hears how many more games are done. */
export async function runQueueBatch(spec: BatchSpec, games: number, options: QueueOptions, onGames?: (done: number) => void): Promise<BatchRun> {
  const start = performance.now();
  // Read before connecting: a configuration too large to send fails with nothing to close.
  const config = bundleOf(spec.choice);
  const connection = connectionOf(options.url);
  const queue = new Queue<SliceJob, SliceResult>(QUEUE_NAME, { connection });
  const events = new QueueEvents(QUEUE_NAME, { connection });
  const { lost, isLost } = connectionLost(options.url, queue, events);
  const end = Promise.race([lost, stopped(options.signal)]);
  // Every job waited on listens for the queue closing: one listener a slice is no leak.
  queue.setMaxListeners(0);
  const batch = randomUUID();
  const parts = slicesOf(games, options.slice ?? defaultSliceSize(games));
  const collected = collector(games, onGames);
  try {
    // Listening before the first job is added, so no completion is missed.
    await Promise.race([events.waitUntilReady(), end]);
    const jobs = await Promise.race([queue.addBulk(parts.map((p) => ({ name: 'slice', data: { spec, ...p, version: options.version, ...(config ? { config } : {}) }, opts: { jobId: sliceJobId(batch, p.from), ...EXPIRY } }))), end]);
    await Promise.race([Promise.all(jobs.map(async (job) => collected.keep(job.data, await finished(job, events)))), end]);
    return { records: collected.records, workers: collected.workers.size, ms: performance.now() - start };
  } finally {
    const connected = !isLost();
    if (connected) await removeBatch(queue, parts.map((p) => sliceJobId(batch, p.from)));
    // Without Redis, the queue's close() would wait for it: disconnected first, it ends at once (QueueEvents does so itself).
    await Promise.all([events.close(), (connected ? Promise.resolve() : queue.disconnect()).then(() => queue.close())]);
  }
}

/** A slice's result when its job is done; a failed job (the worker's reason) is a message for the user, not a crash here. */
async function finished(job: Job<SliceJob, SliceResult>, events: QueueEvents): Promise<SliceResult> {
  try {
    return resultOf(await job.waitUntilFinished(events));
  } catch (e) {
    throw new RulesError(`simulate --queue: games ${job.data.from}..${job.data.from + job.data.count - 1} failed on a worker: ${(e as Error).message}`);
  }
}

/** The batch's records by game index, each slice counted once, and the workers that answered. */
function collector(games: number, onGames?: (done: number) => void) {
  const records = new Array<GameRecord>(games);
  const counted = new Set<number>();
  const workers = new Set<string>();
  const keep = (job: SliceJob, result: SliceResult) => {
    if (counted.has(job.from)) return;
    const got = checkSliceRecords(job, result.records);
    counted.add(job.from);
    for (const r of got) records[r.index] = r;
    workers.add(String(result.worker));
    onGames?.(got.length);
  };
  return { records, workers, keep };
}

/** The batch's jobs off the queue, done or not: nobody else wants their results. A job a worker holds stays (and is let go when it ends). */
async function removeBatch(queue: Queue<SliceJob, SliceResult>, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => queue.remove(id).catch(() => 0)));
}
