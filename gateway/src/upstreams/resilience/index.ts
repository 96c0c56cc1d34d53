import type { HardeningConfig, UpstreamName } from '../../http/settings';
import type { LogFn } from '../../observability/logger';
import { CIRCUIT_STATE_VALUE, type GatewayMetrics } from '../../observability/metrics';
import type { CallImportance } from './call-importance';
import { CircuitBreaker, type CircuitState } from './circuit-breaker';
import { isIdempotentGraphQLCall, isIdempotentRestCall } from './idempotency';
import { createResilientFetch, type UpstreamFetch, type UpstreamTracer } from './resilient-fetch';

export { type CallImportance, currentCallImportance, withCallImportance } from './call-importance';
export { CircuitBreaker, type CircuitState } from './circuit-breaker';
export { IDEMPOTENT_REST_OPERATIONS, isIdempotentGraphQLCall, isIdempotentRestCall } from './idempotency';
export { backoffDelay, parseRetryAfter, RETRYABLE_STATUSES } from './policy';
export { circuitOpenError, createResilientFetch, type UpstreamFetch, type UpstreamTracer } from './resilient-fetch';

/** The upstreams whose calls go through a resilient fetch (identity is reached by its own clients, timeouts only). */
export const RESILIENT_UPSTREAMS = ['commerce', 'sales', 'sales2', 'pharmacy'] as const satisfies UpstreamName[];
export type ResilientUpstream = (typeof RESILIENT_UPSTREAMS)[number];

/**
 * The name of the circuit breaker of one call: the upstream's own (`sales`) for its calls that name no operation
 * (commerce's GraphQL, a URL not in the OpenAPI documents), else one per operation (`sales/obtenerPromociones`), and
 * a decoration's apart from the essential calls of the same operation (`sales/obtenerPromociones/decoration`).
 *
 * Per operation, so that the voucher service's hung promotion evaluations do not fail the same service's coverage or
 * coupon calls fast; per importance, so that decorations cut short by their short budget do not open the circuit of
 * an order's promotion check, which waits the long budget.
 */
export function circuitName(upstream: UpstreamName, operation: string | undefined, importance: CallImportance): string {
  const base = operation ? `${upstream}/${operation}` : upstream;
  return importance === 'decoration' ? `${base}/decoration` : base;
}

/**
 * One gateway instance's upstream policies: circuit breakers (circuitName) and a resilient fetch per upstream, shared
 * by every request of the instance (per worker process).
 */
export class UpstreamResilience {
  /** The upstreams' own circuits (calls that name no operation). */
  readonly breakers: Record<ResilientUpstream, CircuitBreaker>;
  private readonly circuits = new Map<string, CircuitBreaker>();
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
    this.breakers = {
      commerce: this.circuit('commerce'),
      sales: this.circuit('sales'),
      sales2: this.circuit('sales2'),
      pharmacy: this.circuit('pharmacy'),
    };
    deps.metrics?.onCollectCircuits(() => this.states());
  }

  /** The circuit breaker of that name, made on first use (closed). */
  circuit(name: string): CircuitBreaker {
    let breaker = this.circuits.get(name);
    if (breaker) return breaker;
    const { metrics, log } = this.deps;
    breaker = new CircuitBreaker(name, this.settings.circuit, {
      onStateChange: (to, from) => {
        metrics?.circuitTransitions.inc({ upstream: name, to });
        metrics?.circuitState.set({ upstream: name }, CIRCUIT_STATE_VALUE[to]);
        log?.({
          level: to === 'open' ? 'error' : 'warn',
          msg: `circuit ${name} ${from} → ${to}`,
          upstream: name.split('/')[0],
          circuitName: name,
          circuit: to,
        });
      },
    });
    this.circuits.set(name, breaker);
    metrics?.circuitState.set({ upstream: name }, 0);
    return breaker;
  }

  /** The resilient fetch of an upstream (commerce: GraphQL; the others: REST through the OpenAPI loader). */
  fetchFor(upstream: UpstreamName): UpstreamFetch {
    let existing = this.fetches.get(upstream);
    if (existing) return existing;
    if (upstream === 'identity') {
      // Identity is not called through this fetch: its clients keep their own timeouts and circuit (auth/).
      existing = (input, init) => (this.deps.baseFetch ?? fetch)(input, init);
    } else {
      const graphql = upstream === 'commerce';
      existing = createResilientFetch({
        upstream,
        timeoutMs: this.settings.timeoutsMs[upstream],
        connectTimeoutMs: this.settings.connectTimeoutMs,
        ...(this.settings.keepAliveIdleMs ? { keepAliveIdleMs: this.settings.keepAliveIdleMs[upstream] } : {}),
        ...(this.deps.callBudgetMs ? { budgetMs: this.deps.callBudgetMs } : {}),
        ...(this.settings.decorationBudgetMs ? { decorationBudgetMs: this.settings.decorationBudgetMs } : {}),
        retry: this.settings.retry,
        breaker: this.breakers[upstream],
        breakerFor: (operation, importance) => this.circuit(circuitName(upstream, operation, importance)),
        operationOf: graphql ? () => undefined : (_url, _init, _context, info) => operationIdOf(info),
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

  /** Every circuit's state, by name (the upstreams' own first). */
  states(): Record<string, CircuitState> {
    return Object.fromEntries([...this.circuits].map(([name, breaker]) => [name, breaker.state]));
  }
}

/** The OpenAPI loader passes the resolve info of the generated field, named after the operationId. */
function operationIdOf(info: unknown): string | undefined {
  const fieldName = (info as { fieldName?: unknown } | null | undefined)?.fieldName;
  return typeof fieldName === 'string' ? fieldName : undefined;
}
