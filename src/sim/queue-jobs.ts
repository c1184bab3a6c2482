/**
 * A job of the queue: one slice (from, count) of a batch, and what a worker returns for it. The
 * job's id is the batch's id and the slice's first game, so a slice is one job however often it
 * is retried, and the submitter counts each slice once.
 */
import { hostname } from 'node:os';
import type { BatchSpec, GameRecord } from './batch.ts';
import type { ConfigBundle } from './config-bundle.ts';

export interface SliceJob {
  spec: BatchSpec;
  from: number;
  count: number;
  /** The submitter's firerules version: another version may play other games from the same seeds, so a worker refuses it. */
  version: string;
  /** The configuration file's own text and rule directories, when the batch plays one (not a preset): see config-bundle.ts. */
  config?: ConfigBundle;
}

export interface SliceResult {
  records: GameRecord[];
  /** Which worker played it (host and process), so the submitter can say how many took part. */
  worker: string;
}

/** The id of a slice's job (BullMQ refuses `:` and integer ids in its own ids). */
export function sliceJobId(batch: string, from: number): string {
  return `${batch}-g${from}`;
}

/** This process as a worker's name. */
export function workerName(): string {
  return `${hostname()}/${process.pid}`;
}

/** Why a worker refuses a slice submitted by another version of firerules, or undefined when they agree. */
export function versionMismatch(job: SliceJob, version: string, worker: string): string | undefined {
  if (job.version === version) return undefined;
  return `the batch was submitted by firerules ${job.version}, worker ${worker} runs ${version}: run the same version on every machine (the same seeds play the same games only then)`;
}

/** The records a slice must come back with: games from..from+count-1, in order; anything else is refused. */
export function checkSliceRecords(job: SliceJob, records: unknown): GameRecord[] {
  const list = Array.isArray(records) ? (records as GameRecord[]) : [];
  const whole = list.length === job.count && list.every((r, i) => r && r.index === job.from + i);
  if (!whole) throw new Error(`simulate --queue: the worker's result for games ${job.from}..${job.from + job.count - 1} is not those games' records`);
  return list;
}
