import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import type { GraphQLSchema } from 'graphql';
import { repoPath } from '../../repo-paths';
import type { UpstreamFetch } from '../resilience/resilient-fetch';
import { readOpenApiDocument } from './openapi-document';

/** The REST services and the OpenAPI document that describes each (schema/openapi/). */
export const REST_SERVICES = ['sales', 'sales2', 'pharmacy'] as const;
export type RestService = (typeof REST_SERVICES)[number];

const OPENAPI_DIR = `${repoPath('schema', 'openapi')}/`;

export interface RestServiceConfig {
  endpoints: Record<RestService, string>;
  timeoutMs: number;
  /** The HTTP client per service (timeouts, retries, circuit breaker: upstreams/resilience); global fetch if absent. */
  fetch?: (service: RestService) => UpstreamFetch;
}

/**
 * Turns each OpenAPI document into an executable GraphQL schema with GraphQL Mesh's OpenAPI loader. These schemas
 * stay internal: the gateway's domain operations call them through `RestClient`, never exposing the envelope.
 * The bearer token and trace id come from the execution context of each call.
 */
export async function loadRestSchemas(config: RestServiceConfig): Promise<Record<RestService, GraphQLSchema>> {
  const entries = await Promise.all(
    REST_SERVICES.map(async (service) => {
      const schema = await loadGraphQLSchemaFromOpenAPI(service, {
        // The loader takes a path or the document itself; ours is read and normalised first.
        source: readOpenApiDocument(`${OPENAPI_DIR}${service}.yaml`) as unknown as string,
        cwd: OPENAPI_DIR,
        endpoint: config.endpoints[service],
        // With the resilient fetch, it times each attempt out (the loader's own timeout would leave a timer and a
        // signal behind every call); without it, the loader's timeout is the deadline.
        ...(config.fetch ? { fetch: config.fetch(service) as typeof fetch } : { timeout: config.timeoutMs }),
        operationHeaders: { Authorization: 'Bearer {context.bearer}', 'x-trace-id': '{context.traceId}' },
      });
      return [service, schema] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RestService, GraphQLSchema>;
}
