import type { HardeningConfig, UpstreamName } from '../../http/settings';
import type { LogFn } from '../../observability/logger';
import { CIRCUIT_STATE_VALUE, type GatewayMetrics } from '../../observability/metrics';
import { CircuitBreaker, type CircuitState } from './circuit-breaker';
import { isIdempotentGraphQLCall, isIdempotentRestCall } from './idempotency';
import { createResilientFetch, type UpstreamFetch, type UpstreamTracer } from './resilient-fetch';

export { CircuitBreaker, type CircuitState } from './circuit-breaker';
export { IDEMPOTENT_REST_OPERATIONS, isIdempotentGraphQLCall, isIdempotentRestCall } from './idempotency';
export { backoffDelay, parseRetryAfter, RETRYABLE_STATUSES } from './policy';
export { circuitOpenError, createResilientFetch, type UpstreamFetch, type UpstreamTracer } from './resilient-fetch';

/** The upstreams whose calls go through a resilient fetch (identity is reached by its own clients, timeouts only). */
export const RESILIENT_UPSTREAMS = ['commerce', 'sales', 'sales2', 'pharmacy'] as const satisfies UpstreamName[];
export type ResilientUpstream = (typeof RESILIENT_UPSTREAMS)[number];

/**
 * One gateway instance's upstream policies: a circuit breaker and a resilient fetch per upstream, shared by every
 * request of the instance (per worker process).
 */
export class UpstreamResilience {
  readonly breakers: Record<ResilientUpstream, CircuitBreaker>;
  private readonly fetches = new Map<UpstreamName, UpstreamFetch>();

  constructor(
    private readonly settings: HardeningConfig['upstreams'],
    private readonly deps: {
      metrics?: GatewayMetrics;
      tracer?: UpstreamTracer;
      log?: LogFn;
      baseFetch?: typeof fetch;
      /** Time one upstream call may take, retries included (UPSTREAM_TIMEOUT_MS). */
      callBudgetMs?: number;
    } = {},
  ) {
    const breaker = (upstream: ResilientUpstream) =>
      new CircuitBreaker(upstream, settings.circuit, {
        onStateChange: (to, from) => {
          deps.metrics?.circuitTransitions.inc({ upstream, to });
          deps.metrics?.circuitState.set({ upstream }, CIRCUIT_STATE_VALUE[to]);
          deps.log?.({
            level: to === 'open' ? 'error' : 'warn',
            msg: `circuit ${upstream} ${from} → ${to}`,
            upstream,
            circuit: to,
          });
        },
      });
    this.breakers = {
      commerce: breaker('commerce'),
      sales: breaker('sales'),
      sales2: breaker('sales2'),
      pharmacy: breaker('pharmacy'),
    };
    for (const upstream of RESILIENT_UPSTREAMS) deps.metrics?.circuitState.set({ upstream }, 0);
    deps.metrics?.onCollectCircuits(() => this.states());
  }

  /** The resilient fetch of an upstream (commerce: GraphQL; the others: REST through the OpenAPI loader). */
  fetchFor(upstream: UpstreamName): UpstreamFetch {
    let existing = this.fetches.get(upstream);
    if (existing) return existing;
    if (upstream === 'identity') {
      // Identity is not called through this fetch: its clients keep their own timeouts (IDENTITY_TIMEOUT_MS).
      existing = (input, init) => (this.deps.baseFetch ?? fetch)(input, init);
    } else {
      const graphql = upstream === 'commerce';
      existing = createResilientFetch({
        upstream,
        timeoutMs: this.settings.timeoutsMs[upstream],
        connectTimeoutMs: this.settings.connectTimeoutMs,
        ...(this.deps.callBudgetMs ? { budgetMs: this.deps.callBudgetMs } : {}),
        retry: this.settings.retry,
        breaker: this.breakers[upstream],
        isIdempotent: graphql
          ? (_url, init) => isIdempotentGraphQLCall(init?.body)
          : (url, _init, _context, info) => isIdempotentRestCall(url, operationIdOf(info)),
        throwOnHttpError: graphql,
        ...(this.deps.metrics ? { metrics: this.deps.metrics } : {}),
        ...(this.deps.tracer ? { tracer: this.deps.tracer } : {}),
        ...(this.deps.log ? { log: this.deps.log } : {}),
        ...(this.deps.baseFetch ? { baseFetch: this.deps.baseFetch } : {}),
      });
    }
    this.fetches.set(upstream, existing);
    return existing;
  }

  states(): Record<ResilientUpstream, CircuitState> {
    return {
      commerce: this.breakers.commerce.state,
      sales: this.breakers.sales.state,
      sales2: this.breakers.sales2.state,
      pharmacy: this.breakers.pharmacy.state,
    };
  }
}

/** The OpenAPI loader passes the resolve info of the generated field, named after the operationId. */
function operationIdOf(info: unknown): string | undefined {
  const fieldName = (info as { fieldName?: unknown } | null | undefined)?.fieldName;
  return typeof fieldName === 'string' ? fieldName : undefined;
}
