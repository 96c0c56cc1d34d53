import { defineConfig } from 'vitest/config';

/**
 * The storefront's unit tests (pure logic under src/). Run with `npx vitest run --config web/vitest.config.ts`; the
 * root configuration picks them up with the include pattern `web/test/**\/*.test.ts`.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
