import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/test/**/*.test.ts', 'sandbox/test/**/*.test.ts', 'gateway/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores here and in CI: more workers only add contention.
    maxWorkers: 2,
  },
});
