import { readFileSync } from 'node:fs';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { buildSchema } from 'graphql';
import { repoPath } from '../repo-paths';
import { appHeaders, fetchWithTimeout } from '../upstreams/commerce-client';
import { upstreamFetchFromContext } from '../upstreams/resilience';

const COMMERCE_SDL = repoPath('schema', 'commerce.graphql');

/** The commerce contract (a subset of Saleor's API), read from schema/ rather than introspected at start-up. */
export function loadCommerceSchema() {
  return buildSchema(readFileSync(COMMERCE_SDL, 'utf8'));
}

export interface CommerceSubschemaOptions {
  endpoint: string;
  timeoutMs: number;
  /** The gateway's Saleor app token; without it the calls are anonymous (the schema printer, tools). */
  appToken?: string | undefined;
}

/**
 * The commerce API executed remotely over HTTP; `batch` merges one request's delegations into one upstream call.
 * Each call goes through the resilient fetch of the gateway instance serving the request (found from the execution
 * context: per-attempt timeouts, retries of queries, circuit breaker); plain fetch with a deadline outside a gateway
 * instance. The executor gets no `timeout` of its own: the resilient fetch enforces it per attempt, and the
 * executor's would leave a timer and an abort signal behind every call for the whole timeout (memory under load).
 */
export function commerceSubschema<TContext = Record<string, unknown>>(
  options: CommerceSubschemaOptions,
): SubschemaConfig<unknown, unknown, unknown, TContext> {
  return {
    schema: loadCommerceSchema(),
    executor: commerceExecutor(options, true),
    batch: true,
  };
}

/**
 * The commerce executor. `shareInFlight`: executor-http's sharing of identical calls under way, which clones every
 * answer (`structuredClone`), shared or not; the pass-through path shares calls itself and clones only the copies
 * it hands to the requests that joined a call (schema/pass-through.ts).
 */
export function commerceExecutor(options: CommerceSubschemaOptions, shareInFlight: boolean) {
  return buildHTTPExecutor({
    endpoint: options.endpoint,
    headers: appHeaders(options.appToken),
    deduplicateInflightRequests: shareInFlight,
    fetch: (url, init, context, info) => {
      const resilient = upstreamFetchFromContext(context, 'commerce');
      return resilient ? resilient(url, init, context, info) : fetchWithTimeout(options.timeoutMs)(url, init);
    },
  });
}
