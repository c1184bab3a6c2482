import { defineConfig } from 'vitest/config';

/** simulate --queue and firerules worker against a real redis-server (Debian's): `npm run test:queue`; see tests/queue/. */
export default defineConfig({
  test: {
    include: ['tests/queue/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
