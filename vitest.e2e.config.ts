import { defineConfig } from 'vitest/config';

/** Shopper journeys in headless Chromium against the whole stack, started once for all files. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a page shows after hydration or an answer can take seconds on a busy 2-core machine: polls wait up to 10 s
    // (vitest's default is 1 s); a poll given its own timeout keeps it.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 1,
    fileParallelism: false,
  },
});
