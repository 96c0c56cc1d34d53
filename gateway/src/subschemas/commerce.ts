import { readFileSync } from 'node:fs';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { buildSchema } from 'graphql';
import { upstreamFetchFromContext } from '../upstreams/resilience/registry';

const COMMERCE_SDL = new URL('../../../schema/commerce.graphql', import.meta.url);

/** The commerce contract (a subset of Saleor's API), read from schema/ rather than introspected at start-up. */
export function loadCommerceSchema() {
  return buildSchema(readFileSync(COMMERCE_SDL, 'utf8'));
}

export interface CommerceSubschemaOptions {
  endpoint: string;
  timeoutMs: number;
}

/**
 * The commerce API executed remotely over HTTP; `batch` merges one request's delegations into one upstream call.
 * Each call goes through the resilient fetch of the gateway instance serving the request (found from the execution
 * context: timeouts, retries of queries, circuit breaker); plain fetch outside a gateway instance.
 */
export function commerceSubschema<TContext = Record<string, unknown>>(
  options: CommerceSubschemaOptions,
): SubschemaConfig<unknown, unknown, unknown, TContext> {
  return {
    schema: loadCommerceSchema(),
    executor: buildHTTPExecutor({
      endpoint: options.endpoint,
      timeout: options.timeoutMs,
      fetch: (url, init, context, info) =>
        (upstreamFetchFromContext(context, 'commerce') ?? fetch)(url, init, context, info),
    }),
    batch: true,
  };
}
