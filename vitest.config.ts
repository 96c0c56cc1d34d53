import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (main) and ESM (module) builds: Node gives libraries the CommonJS one, so our code
    // must get the same instance or `instanceof GraphQLError` fails across the boundary.
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // The storefront's own path alias (web/tsconfig.json).
      { find: /^@\/(.*)$/, replacement: `${import.meta.dirname}/web/src/$1` },
    ],
  },
  test: {
    include: [
      'domain/test/**/*.test.ts',
      'web/test/**/*.test.ts',
      'sandbox/test/**/*.test.ts',
      'gateway/test/**/*.test.ts',
      'deploy/test/**/*.test.ts',
      'scripts/test/**/*.test.ts',
      'bench/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores here and in CI: more workers only add contention.
    maxWorkers: 2,
  },
});
