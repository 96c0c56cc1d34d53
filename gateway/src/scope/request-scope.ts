import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';

/**
 * What the gateway knows about the HTTP request being served, wherever the code runs for it (resolvers, DataLoader
 * batches, the upstreams' fetch): its id, whether an upstream failed while answering it (a degraded answer is never
 * put in the response cache), and its trace span. The lowest layer of the gateway: it imports nothing of it, so that
 * the HTTP layer that opens the scope and the logs, tracing, plugins and upstream clients that read it all may.
 */
export interface RequestScope {
  requestId: string;
  /** Upstreams that failed (after retries) or were skipped by an open circuit while serving this request. */
  failedUpstreams: Set<string>;
  span?: Span;
  /** Metrics label of the operation answered (set once it is known). */
  operation?: string;
  /** Set when the response cache stored this request's answer: what the HTTP layer's replay entry is tied to. */
  cacheWrite?: CacheWrite;
}

/** An entry the response cache wrote: the entities it holds (for invalidation) and its TTL in milliseconds. */
export interface CacheWrite {
  entities: { typename: string; id?: number | string }[];
  ttl: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Records that an upstream failed for the current request (no-op outside a request). */
export function markUpstreamFailure(upstream: string): void {
  storage.getStore()?.failedUpstreams.add(upstream);
}

/** True when an upstream failed while serving the current request: its answer may be incomplete. */
export function currentRequestDegraded(): boolean {
  return (storage.getStore()?.failedUpstreams.size ?? 0) > 0;
}
