/**
 * GraphQL Mesh composition for the Hive Gateway target: the same sources as Cuida's gateway, composed into a
 * supergraph by `mesh-compose -c bench/hive/mesh.config.ts -o <file>` (targets.ts runs it against the sandbox the
 * bench started, whose addresses come in through the environment).
 *
 * - commerce: the Saleor-compatible GraphQL endpoint, typed by schema/commerce.graphql (no introspection needed).
 * - sales, sales2, pharmacy: the REST services from their OpenAPI documents, envelope and all, as Mesh's OpenAPI
 *   loader reads them, each prefixed (`sales_…`). None of the bench's operations can use them (Hive has no
 *   equivalent of the gateway's domain operations: promotions per product, cart evaluation), but they make Hive's
 *   schema as large as the gateway's, which matters for memory. BENCH_HIVE_OPENAPI=0 leaves them out.
 */
import { fileURLToPath } from 'node:url';
import {
  createPrefixTransform,
  defineConfig,
  loadGraphQLHTTPSubgraph,
  type MeshComposeCLISubgraphConfig,
} from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));
const env = (name: string, fallback: string) => process.env[name] ?? fallback;

const subgraphs: MeshComposeCLISubgraphConfig[] = [
  {
    sourceHandler: loadGraphQLHTTPSubgraph('commerce', {
      endpoint: env('COMMERCE_URL', 'http://localhost:4010/graphql'),
      source: `${schemaDir}commerce.graphql`,
    }),
  },
];

if (process.env.BENCH_HIVE_OPENAPI !== '0') {
  for (const [name, variable, base] of [
    ['sales', 'SALES_URL', 'http://localhost:4010/sales'],
    ['sales2', 'SALES2_URL', 'http://localhost:4010/sales2'],
    ['pharmacy', 'PHARMACY_URL', 'http://localhost:4010/pharmacy'],
  ] as const) {
    subgraphs.push({
      sourceHandler: loadOpenAPISubgraph(name, {
        source: `${schemaDir}openapi/${name}.yaml`,
        endpoint: env(variable, base),
        // The services take the caller's ID token, as they do from Cuida's gateway.
        operationHeaders: { Authorization: '{context.headers.authorization}' },
      }),
      // The three documents share the envelope's component names (ErrorEnvelope, Trace…) with different shapes.
      transforms: [createPrefixTransform({ value: `${name}_`, includeRootOperations: true })],
    });
  }
}

export const composeConfig = defineConfig({ subgraphs });
