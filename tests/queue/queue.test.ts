/**
 * `simulate --queue` and `firerules worker` against a real redis-server: a batch split into
 * slices on the queue, played by two worker processes, one of them killed (SIGKILL) in the
 * middle of a slice; its slice goes back on the queue when its lock runs out and the other
 * worker plays it; every game is counted exactly once and the summary is the local one.
 */
import { cpSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOf } from '../../src/sim/queue-connection.ts';
import { parseQueueUrl, QUEUE_NAME } from '../../src/sim/queue-url.ts';
import { playGames, type BatchSpec } from '../../src/sim/batch.ts';
import { runQueueBatch } from '../../src/sim/queue-submit.ts';
import { startQueueWorker } from '../../src/sim/queue-worker.ts';
import { runCli } from '../helpers/cli.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { startCli, startRedis, startWorker, stopChild, until, type Redis, type WorkerProcess } from './processes.ts';

const GAMES = 40;
const SLICE = 2;
// Both workers look for dead workers' jobs every 2 s (lock renewed every 1 s), so the killed one's comes back soon.
const WORKER_FLAGS = ['--concurrency', '1', '--stalled-ms', '2000'];
const TAKEN = /^playing fire-tower games (\d+)\.\.(\d+) \(job (\S+)\)$/;

const json = (out: string) => JSON.parse(out) as Record<string, unknown>;
const withoutSpeed = ({ seconds: _s, gamesPerSecond: _g, actionsPerSecond: _a, workers: _w, ...rest }: Record<string, unknown>) => rest;

let redis: Redis;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const w of workers) await stopChild(w.child, 'SIGKILL');
  await redis?.stop();
});

/**
 * Kills `victim` in the middle of a slice: at its `nth` "playing" line (or a later one) it is
 * stopped (SIGSTOP) at once, and killed only if the job it announced is still active in Redis,
 * else let go on to its next slice. Resolves with the killed slice's job id.
 */
function killMidSlice(victim: WorkerProcess, url: string, nth: number): Promise<string> {
  const queue = new Queue(QUEUE_NAME, { connection: connectionOf(parseQueueUrl('test', url)) });
  let taken = 0;
  let deciding = false;
  return new Promise<string>((resolve, reject) => {
    victim.onLine((line) => {
      const m = TAKEN.exec(line);
      if (!m || ++taken < nth || deciding) return;
      deciding = true;
      victim.child.kill('SIGSTOP');
      queue.getJobState(m[3]!).then(async (state) => {
        if (state !== 'active') {
          victim.child.kill('SIGCONT');
          deciding = false;
          return;
        }
        await stopChild(victim.child, 'SIGKILL');
        await queue.close();
        resolve(m[3]!);
      }, reject);
    });
  });
}

describe('simulate --queue with two workers, one killed mid-batch', () => {
  it('counts every game exactly once and gives the local summary', async () => {
    const [a, b] = [startWorker('--queue', redis.url, ...WORKER_FLAGS), startWorker('--queue', redis.url, ...WORKER_FLAGS)];
    workers.push(a, b);
    await Promise.all([a.line(/^firerules worker: serving queue/), b.line(/^firerules worker: serving queue/)]);
    const killed = killMidSlice(a, redis.url, 2);
    const file = path.join(tempDir('queue-'), 'games.jsonl');
    const flags = ['--preset', 'fire-tower-base', '--games', String(GAMES), '--seed', '5', '--json'];
    const queued = await runCli('simulate', ...flags, '--queue', redis.url, '--slice', String(SLICE), '--out', file);
    expect([queued.code, queued.err]).toEqual([0, '']);

    // The killed worker held a slice; the other worker played it after the lock ran out.
    const job = await killed;
    expect(a.child.signalCode).toBe('SIGKILL');
    expect(b.lines).toContain(b.lines.find((l) => l.startsWith('done ') && l.endsWith(`(job ${job})`)));
    // Each game of the batch once, in its place, with its own seed.
    const games = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { index: number; seed: number });
    expect(games.map((g) => g.index)).toEqual(Array.from({ length: GAMES }, (_, i) => i));
    expect(games.map((g) => g.seed)).toEqual(Array.from({ length: GAMES }, (_, i) => 5 + i));

    const local = await runCli('simulate', ...flags, '--workers', '1');
    const [q, l] = [json(queued.out), json(local.out)];
    expect(withoutSpeed(q)).toEqual(withoutSpeed(l));
    // Both workers answered for some slices (the killed one before it died).
    expect(q.workers).toBe(2);
    // Only the killed worker's slice was played twice: no lock lost while a slice was played.
    const plays = [...a.lines, ...b.lines].flatMap((l) => TAKEN.exec(l)?.[3] ?? []);
    expect(plays.filter((id) => id !== job).sort()).toEqual([...new Set(plays)].filter((id) => id !== job).sort());
    expect(plays.filter((id) => id === job)).toHaveLength(2);
    expect([...a.lines, ...b.lines].filter((l) => /lock/i.test(l))).toEqual([]);
  });

  it('a worker stops on SIGTERM, closing cleanly with exit code 0', async () => {
    const b = workers[1]!;
    b.child.kill('SIGTERM');
    expect(await b.exit).toBe(0);
    expect(b.lines).toContain(b.lines.find((l) => /^firerules worker: SIGTERM: finishing the slices in hand$/.test(l)));
  });
});

describe('a worker whose Redis is gone', () => {
  it('still ends on SIGTERM, with exit code 0, saying it drops the slices in hand', async () => {
    const other = await startRedis();
    const w = startWorker('--queue', other.url, '--concurrency', '1');
    workers.push(w);
    try {
      await w.line(/^firerules worker: serving queue/);
      await other.stop();
      await w.line(/ECONNREFUSED .*\(retrying\)$/);
      w.child.kill('SIGTERM');
      expect(await w.exit).toBe(0);
      expect(w.lines).toContain(`firerules worker: SIGTERM: Redis at ${other.url} is gone: stopping without the slices in hand`);
      // Each outage is said once, not once per reconnection attempt.
      expect(w.lines.filter((l) => l.includes('ECONNREFUSED'))).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });
});

describe('workers of another version', () => {
  it('refuse the slices, and the batch fails with their reason', async () => {
    // The workers above are gone: this one, of another version, is the only one.
    expect(workers.every((w) => w.child.exitCode !== null || w.child.signalCode !== null)).toBe(true);
    const url = parseQueueUrl('test', redis.url);
    const failed: string[] = [];
    const worker = await startQueueWorker({ url, concurrency: 1, version: '0.0.0-other', onFailed: (_job, _id, reason) => failed.push(reason) });
    try {
      const spec: BatchSpec = { game: 'fire-tower', choice: { preset: 'fire-tower-base' }, players: 2, agent: 'random', seed: 1 };
      await expect(runQueueBatch(spec, 2, { url, version: '9.9.9', slice: 1 })).rejects.toThrow(/failed on a worker: the batch was submitted by firerules 9\.9\.9, worker \S+ runs 0\.0\.0-other/);
      expect(failed.length).toBeGreaterThan(0);
    } finally {
      await worker.close();
    }
  });
});

describe('a configuration file of the submitter', () => {
  it('travels with the jobs: workers play its rules even when the path means nothing to them', async () => {
    const url = parseQueueUrl('test', redis.url);
    const home = tempDir('queue-config-');
    cpSync(path.resolve('examples/flash-point-fire-cards'), path.join(home, 'mine'), { recursive: true });
    const spec: BatchSpec = { game: 'flash-point', choice: { configFile: path.join(home, 'mine', 'my-game.yaml') }, players: 3, agent: 'random', seed: 11 };
    const local = playGames(spec, 0, 4);
    const worker = await startQueueWorker({ url, concurrency: 1, version: '1.0.0' });
    try {
      // The files are read when the batch is submitted; gone from that path at once, the workers still have them.
      const queued = runQueueBatch(spec, 4, { url, version: '1.0.0', slice: 2 });
      renameSync(path.join(home, 'mine'), path.join(home, 'moved'));
      expect((await queued).records).toEqual(local);
    } finally {
      await worker.close();
    }
  });
});

describe('a submitter stopped by Ctrl-C', () => {
  it('takes its jobs off the queue and exits 130, saying so', async () => {
    const queue = new Queue(QUEUE_NAME, { connection: connectionOf(parseQueueUrl('test', redis.url)) });
    try {
      // No worker serves the queue now: the jobs wait until the submitter is stopped.
      const submitter = startCli('simulate', '--preset', 'fire-tower-base', '--games', '20', '--queue', redis.url, '--slice', '2');
      workers.push(submitter);
      await until(async () => (await queue.getWaitingCount()) === 10, 30_000, 'the batch on the queue');
      submitter.child.kill('SIGINT');
      expect(await submitter.exit).toBe(130);
      expect(submitter.lines.join('\n')).toMatch(/^firerules simulate: --queue: stopped \(SIGINT\): the batch's jobs are taken off the queue$/m);
      expect(await queue.getWaitingCount()).toBe(0);
    } finally {
      await queue.close();
    }
  });
});

describe('queue mistakes are clear messages with exit code 2', () => {
  const noStack = (err: string) => expect(err).not.toMatch(/\n\s+at /);

  it('an unreachable Redis', async () => {
    const w = await runCli('worker', '--queue', 'redis://127.0.0.1:1');
    expect(w.code).toBe(2);
    expect(w.err).toMatch(/cannot reach Redis at redis:\/\/127\.0\.0\.1:1: connect ECONNREFUSED/);
    noStack(w.err);
    const s = await runCli('simulate', '--preset', 'fire-tower-base', '--games', '2', '--queue', 'redis://127.0.0.1:1');
    expect(s.code).toBe(2);
    expect(s.err).toMatch(/cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
    noStack(s.err);
  });

  it('Redis lost in the middle of a batch: the command says so and ends, without waiting for it', async () => {
    const other = await startRedis();
    const queue = new Queue(QUEUE_NAME, { connection: connectionOf(parseQueueUrl('test', other.url)) });
    try {
      // No worker serves this server: the batch waits until the server goes.
      const run = runCli('simulate', '--preset', 'fire-tower-base', '--games', '4', '--queue', other.url);
      await until(async () => (await queue.getWaitingCount()) === 4, 30_000, 'the batch on the queue');
      await queue.close();
      await other.stop();
      const r = await run;
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/lost the connection to Redis at redis:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/);
      noStack(r.err);
    } finally {
      await queue.close();
      await other.stop();
    }
  });

  it('a bad URL, a missing --queue, and flags that do not go with --queue', async () => {
    const cases: [string[], RegExp][] = [
      [['worker', '--queue', 'http://127.0.0.1:6379'], /--queue wants redis:\/\/HOST:PORT \(the scheme must be redis: or rediss:, not http:/],
      [['worker', '--queue', 'not a url'], /--queue wants redis:\/\/HOST:PORT \(not a URL/],
      [['worker'], /name the queue with --queue redis:\/\/HOST:PORT/],
      [['worker', '--queue', redis.url, '--concurrency', '0'], /--concurrency must be between 1 and 256/],
      [['simulate', '--preset', 'fire-tower-base', '--queue', redis.url, '--workers', '2'], /with --queue each `firerules worker` sets its own --concurrency/],
      [['simulate', '--preset', 'fire-tower-base', '--slice', '2'], /--slice is for --queue/],
    ];
    for (const [argv, message] of cases) {
      const r = await runCli(...argv);
      expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
      noStack(r.err);
    }
  });
});
