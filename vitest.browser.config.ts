import { defineConfig } from 'vitest/config';

/** The pages in a real browser (chromium via playwright-core); see tests/browser/. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 60_000,
    maxWorkers: 1,
  },
});
