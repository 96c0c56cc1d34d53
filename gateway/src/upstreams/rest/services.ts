import { dirname } from 'node:path';
import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import { type GraphQLSchema, isScalarType, Kind, type ValueNode, valueFromASTUntyped } from 'graphql';
import { openApiDocumentPath, REST_SERVICES, type RestService } from '../../config/upstreams';
import { characterCount } from '../../errors/validation';
import type { UpstreamFetch } from '../resilience/resilient-fetch';
import { readOpenApiDocument } from './openapi-document';

/** The REST services (the upstream table's rows with an OpenAPI document, schema/openapi/). */
export { REST_SERVICES, type RestService } from '../../config/upstreams';

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
        source: readOpenApiDocument(openApiDocumentPath(service)) as unknown as string,
        cwd: dirname(openApiDocumentPath(service)),
        endpoint: config.endpoints[service],
        // With the resilient fetch, it times each attempt out (the loader's own timeout would leave a timer and a
        // signal behind every call); without it, the loader's timeout is the deadline.
        ...(config.fetch ? { fetch: config.fetch(service) as typeof fetch } : { timeout: config.timeoutMs }),
        operationHeaders: { Authorization: 'Bearer {context.bearer}', 'x-trace-id': '{context.traceId}' },
      });
      return [service, lengthsInCharacters(schema)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RestService, GraphQLSchema>;
}

/**
 * JSON Schema's `minLength`/`maxLength` count characters (code points), and so do the services; the loader's
 * generated scalars count UTF-16 units, so they refused e.g. a name of 60 emoji (60 characters, 120 units) against
 * `maxLength: 100` before any call. Their checks are replaced by ones counting characters (scalars that also carry
 * a pattern are left as the loader made them: none of the documents has both).
 */
export function lengthsInCharacters(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type)) continue;
    const directives = type.astNode?.directives ?? [];
    const length = directives.find((directive) => directive.name.value === 'length');
    if (!length || directives.some((directive) => directive.name.value === 'regexp')) continue;
    const bound = (name: string) => {
      const value = length.arguments?.find((argument) => argument.name.value === name)?.value;
      const number = value ? valueFromASTUntyped(value) : undefined;
      return typeof number === 'number' ? number : undefined;
    };
    const min = bound('min');
    const max = bound('max');
    const coerce = (value: unknown) => {
      if (value === null || value === undefined) return value;
      const text = String(value);
      const count = characterCount(text);
      if (min !== undefined && count < min) throw new Error(`${type.name} cannot be less than ${min} characters`);
      if (max !== undefined && count > max) throw new Error(`${type.name} cannot be more than ${max} characters`);
      return text;
    };
    type.serialize = coerce;
    type.parseValue = coerce;
    type.parseLiteral = (node: ValueNode) =>
      node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT ? coerce(node.value) : null;
  }
  return schema;
}
