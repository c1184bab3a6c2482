import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Browser tests need chromium: `npm run test:browser` (vitest.browser.config.ts); queue
    // tests need redis-server: `npm run test:queue` (vitest.queue.config.ts).
    exclude: ['tests/browser/**', 'tests/queue/**', '**/node_modules/**'],
    // Loading rules reads many small files; keep the default pool but allow slower CI disks.
    testTimeout: 30_000,
    // Both cores of a CI machine: the 1,000-game Fire Tower files are long and independent.
    maxWorkers: 2,
  },
});
