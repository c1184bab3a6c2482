/**
 * The parts of `simulate --queue` that need no Redis (they run in `npm test`; the queue itself
 * is tested against a real redis-server by `npm run test:queue`, tests/queue/): the URL, how a
 * batch is cut into jobs, and a slice's result refused unless it is exactly that slice's games.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/paths.ts';
import { playGames, type BatchSpec } from '../../src/sim/batch.ts';
import { checkSliceRecords, sliceJobId, versionMismatch } from '../../src/sim/queue-jobs.ts';
import { slicesOf } from '../../src/sim/batch.ts';
import { defaultSliceSize } from '../../src/sim/queue-submit.ts';
import { parseQueueUrl } from '../../src/sim/queue-url.ts';

describe('the --queue URL', () => {
  it('reads host, port, database and credentials, and shows no password', () => {
    expect(parseQueueUrl('worker', 'redis://10.0.0.5:6380/2')).toEqual({ host: '10.0.0.5', port: 6380, db: 2, tls: false, shown: 'redis://10.0.0.5:6380/2' });
    expect(parseQueueUrl('worker', 'redis://queue.lan')).toMatchObject({ host: 'queue.lan', port: 6379, db: 0 });
    const secret = parseQueueUrl('worker', 'rediss://sim:p%40ss@[::1]:7000');
    expect(secret).toMatchObject({ host: '::1', port: 7000, username: 'sim', password: 'p@ss', tls: true, shown: 'rediss://[::1]:7000' });
  });

  it.each([
    ['localhost:6379', /the scheme must be redis: or rediss:/],
    ['http://127.0.0.1:6379', /the scheme must be redis: or rediss:, not http:/],
    ['redis://', /no host|not a URL/],
    ['redis://h:6379/x', /the path, if any, is a database number/],
    ['', /not a URL/],
  ])('refuses %j with exit code 2', (text, why) => {
    expect(() => parseQueueUrl('worker', text)).toThrow(why);
    try {
      parseQueueUrl('worker', text);
    } catch (e) {
      expect((e as { exitCode: number }).exitCode).toBe(2);
    }
  });
});

describe('a batch as jobs', () => {
  it('cuts games into slices that cover each game once', () => {
    expect(slicesOf(7, 3)).toEqual([{ from: 0, count: 3 }, { from: 3, count: 3 }, { from: 6, count: 1 }]);
    for (const games of [1, 49, 50, 51, 10_000, 1_000_000]) {
      const parts = slicesOf(games, defaultSliceSize(games));
      expect(parts.reduce((n, p) => n + p.count, 0)).toBe(games);
      expect(parts.every((p, i) => i === 0 || p.from === parts[i - 1]!.from + parts[i - 1]!.count)).toBe(true);
      expect(Math.max(...parts.map((p) => p.count))).toBeLessThanOrEqual(100);
    }
  });

  it('names a slice by its batch and first game, in an id BullMQ accepts', () => {
    const id = sliceJobId('b1', 40);
    expect(id).toBe('b1-g40');
    expect(id).not.toContain(':');
    expect(sliceJobId('b1', 0)).not.toMatch(/^\d+$/);
  });

  it("takes a slice's result only when it is that slice's games, in order", () => {
    const spec: BatchSpec = { game: 'fire-tower', choice: { preset: 'fire-tower-base' }, players: 2, agent: 'random', seed: 3 };
    const job = { spec, from: 4, count: 2, version: '1.0.0' };
    const records = playGames(spec, 4, 2);
    expect(checkSliceRecords(job, records)).toBe(records);
    expect(() => checkSliceRecords(job, records.slice(1))).toThrow(/not those games' records/);
    expect(() => checkSliceRecords(job, [records[1], records[0]])).toThrow(/not those games' records/);
    expect(() => checkSliceRecords(job, undefined)).toThrow(/not those games' records/);
  });

  it('a worker takes only slices submitted by its own version of firerules', () => {
    const job = { spec: {} as BatchSpec, from: 0, count: 1, version: '0.2.0' };
    expect(versionMismatch(job, '0.2.0', 'h/1')).toBeUndefined();
    expect(versionMismatch(job, '0.1.0', 'h/1')).toMatch(/submitted by firerules 0\.2\.0, worker h\/1 runs 0\.1\.0/);
  });
});

describe('a local simulate', () => {
  it('loads no Redis client: BullMQ and ioredis come in only with --queue', () => {
    const text = readFileSync(path.join(PROJECT_ROOT, 'src/cli/simulate.ts'), 'utf8');
    const valueImports = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
    expect(valueImports.filter((m) => /bullmq|ioredis|queue-(connection|submit|worker)/.test(m))).toEqual([]);
    expect(readFileSync(path.join(PROJECT_ROOT, 'src/sim/queue-url.ts'), 'utf8')).not.toMatch(/from '(bullmq|ioredis)'/);
  });
});
