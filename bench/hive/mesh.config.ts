/**
 * GraphQL Mesh composition for the Hive Gateway target: the same sources as Cuida's gateway, composed into a
 * supergraph by `mesh-compose -c bench/hive/mesh.config.ts -o <file>` (targets.ts runs it against the sandbox the
 * bench started, whose addresses come in through the environment).
 *
 * - commerce: the Saleor-compatible GraphQL endpoint, typed by schema/commerce.graphql (no introspection needed).
 * - the REST services (the gateway's upstream table: sales, sales2, pharmacy) from their OpenAPI documents, envelope and all, as Mesh's OpenAPI
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
import {
  DEFAULT_SANDBOX_URL,
  openApiDocumentPath,
  REST_SERVICES,
  type SandboxServed,
  sandboxServedUrl,
  UPSTREAMS,
} from '../../gateway/src/config/upstreams';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));
/** An upstream's address as the gateway reads it: its own variable, else its path under SANDBOX_URL. */
const endpoint = (name: SandboxServed) =>
  sandboxServedUrl(name, process.env[UPSTREAMS[name].urlVariable], process.env.SANDBOX_URL ?? DEFAULT_SANDBOX_URL);

const subgraphs: MeshComposeCLISubgraphConfig[] = [
  {
    sourceHandler: loadGraphQLHTTPSubgraph('commerce', {
      endpoint: endpoint('commerce'),
      source: `${schemaDir}commerce.graphql`,
    }),
  },
];

if (process.env.BENCH_HIVE_OPENAPI !== '0') {
  for (const name of REST_SERVICES) {
    subgraphs.push({
      sourceHandler: loadOpenAPISubgraph(name, {
        source: openApiDocumentPath(name),
        endpoint: endpoint(name),
        // The services take the caller's ID token, as they do from Cuida's gateway.
        operationHeaders: { Authorization: '{context.headers.authorization}' },
      }),
      // The documents share the envelope's component names (ErrorEnvelope, Trace…) with different shapes.
      transforms: [createPrefixTransform({ value: `${name}_`, includeRootOperations: true })],
    });
  }
}

export const composeConfig = defineConfig({ subgraphs });
