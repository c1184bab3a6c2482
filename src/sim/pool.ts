/**
 * A batch of games on a pool of worker threads (tinypool), or in this thread with one worker.
 * The batch is cut into slices of consecutive games; each slice's records come back in game
 * order and are put in their place, so the records, and everything summed from them, are the
 * same whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { Tinypool } from 'tinypool';
import { playGames, slicesOf, type BatchSpec, type GameRecord } from './batch.ts';
import type { SliceTask } from './sim-worker.ts';

export interface BatchRun {
  records: GameRecord[];
  workers: number;
  /** Wall-clock milliseconds, pool start-up included. */
  ms: number;
}

/** Games a worker thread should have to play before starting it pays (it loads the rules first). */
const GAMES_PER_WORKER = 20;

/** Workers when the user names none: one per core, fewer for a small batch. */
export function defaultWorkers(games: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(games / GAMES_PER_WORKER)));
}

/** The worker module: the built one beside this file (tsc's dist/ and the CLI bundle alike), or the sources through tsx. */
export function workerFile(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('./worker-from-sources.mjs', here) : new URL('./sim-worker.js', here);
}

/** Slices small enough to keep every worker busy to the end and the progress bar moving, big enough to cost little in messages. */
function slices(games: number, workers: number): { from: number; count: number }[] {
  return slicesOf(games, Math.max(1, Math.min(100, Math.ceil(games / (workers * 12)))));
}

/** Plays the batch's `games` games on `workers` threads; `onGames` hears how many more games are done. */
export async function runBatch(spec: BatchSpec, games: number, workers: number, onGames?: (done: number) => void): Promise<BatchRun> {
  const start = performance.now();
  const records = new Array<GameRecord>(games);
  const parts = slices(games, workers);
  const keep = (got: GameRecord[]) => {
    for (const r of got) records[r.index] = r;
    onGames?.(got.length);
  };
  if (workers <= 1) {
    for (const { from, count } of parts) {
      keep(playGames(spec, from, count));
      // Lets a progress bar's timer draw between slices.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    const pool = new Tinypool({ filename: workerFile().href, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
    try {
      await Promise.all(parts.map((p) => pool.run({ spec, ...p } satisfies SliceTask).then(keep)));
    } finally {
      await pool.destroy();
    }
  }
  return { records, workers: Math.max(1, workers), ms: performance.now() - start };
}
