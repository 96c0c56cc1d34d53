/**
 * Child process: Hive Gateway's runtime (`createGatewayRuntime` from @graphql-hive/gateway) serving the supergraph
 * at BENCH_SUPERGRAPH (composed by mesh-compose from bench/hive/mesh.config.ts), one process like our gateway.
 * BENCH_HIVE_PLANNER=rust plans with Hive Router's Rust query planner (@graphql-hive/router-runtime) instead of the
 * default JavaScript stitching planner.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import { serveTarget } from './ipc';

await serveTarget(async () => {
  const supergraph = process.env.BENCH_SUPERGRAPH;
  if (!supergraph) throw new Error('BENCH_SUPERGRAPH is not set');
  const runtime = createGatewayRuntime({
    supergraph,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: 'warn',
    ...(process.env.BENCH_HIVE_PLANNER === 'rust' ? { unifiedGraphHandler } : {}),
  });
  const server = createServer(runtime);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/graphql`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.dispose();
    },
  };
});
