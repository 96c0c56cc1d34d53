import { type ExecutionResult, parse } from 'graphql';
import { ErrorCode, gatewayError } from '../errors/codes';
import { graphqlJsonExecutor } from './graphql-json-executor';
import type { UpstreamFetch } from './resilience/resilient-fetch';

/** The gateway talks to Saleor as an app: owners of checkouts live in private metadata, which needs it. */
export const appHeaders = (appToken: string | undefined): Record<string, string> =>
  appToken ? { authorization: `Bearer ${appToken}` } : {};

/** Plain fetch with a deadline, for calls made outside a gateway instance (no resilient fetch to enforce one). */
export function fetchWithTimeout(timeoutMs: number) {
  return (url: string, init?: RequestInit) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    return fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  };
}

/**
 * Direct queries to the commerce API for the gateway's own resolvers (price refresh, gift lookup, checkout
 * restore), with upstream failures mapped to coded errors. Client queries for commerce types go through stitching.
 */
export class CommerceClient {
  private readonly executor;
  private readonly documents = new Map<string, ReturnType<typeof parse>>();

  /** `fetch`: the commerce upstream's resilient client (timeouts, retries of queries, circuit breaker). */
  constructor(endpoint: string, timeoutMs: number, fetch?: UpstreamFetch, appToken?: string) {
    // The resilient fetch times each attempt out; without it, a plain fetch with a deadline.
    const send = fetch ?? fetchWithTimeout(timeoutMs);
    this.executor = graphqlJsonExecutor({
      endpoint,
      headers: appHeaders(appToken),
      shareInFlight: false,
      fetchFor: () => send,
    });
  }

  async query<T>(source: string, variables: Record<string, unknown> = {}): Promise<T> {
    let document = this.documents.get(source);
    if (!document) {
      document = parse(source);
      this.documents.set(source, document);
    }
    let result: ExecutionResult;
    try {
      result = (await this.executor({ document, variables })) as ExecutionResult;
    } catch (error) {
      throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The commerce service could not be reached.', {
        upstream: 'commerce',
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    if (!result.data) {
      // Already coded by the resilient fetch (timeout, unavailable, open circuit): keep its details.
      const coded = result.errors?.find(
        (error) =>
          error.extensions?.code === ErrorCode.UPSTREAM_UNAVAILABLE ||
          error.extensions?.code === ErrorCode.UPSTREAM_TIMEOUT,
      );
      if (coded) throw coded;
      const message = result.errors?.map((error) => error.message).join('; ') ?? 'no data';
      const timedOut = /timeout|timed out|aborted/i.test(message);
      throw gatewayError(
        timedOut ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_UNAVAILABLE,
        timedOut ? 'The commerce service did not answer in time.' : `The commerce service failed: ${message}`,
        { upstream: 'commerce' },
      );
    }
    return result.data as T;
  }
}
