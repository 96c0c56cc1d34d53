import type { HardeningConfig } from '../../config/settings';
import {
  RESILIENT_UPSTREAMS,
  type ResilientUpstream,
  UPSTREAMS,
  type UpstreamName,
  type UpstreamRow,
} from '../../config/upstreams';
import type { LogFn } from '../../observability/logger';
import { CIRCUIT_STATE_VALUE, type GatewayMetrics } from '../../observability/metrics';
import { createHttpTransport } from '../http-transport';
import type { CallImportance } from './call-importance';
import { CircuitBreaker, type CircuitState } from './circuit-breaker';
import { isIdempotentGraphQLCall, type RestRetryPolicy, restRetryPolicy } from './idempotency';
import { createResilientFetch, type UpstreamFetch, type UpstreamTracer } from './resilient-fetch';

/** The upstreams whose calls go through a resilient fetch (identity is reached by its own clients: auth/). */
export { RESILIENT_UPSTREAMS, type ResilientUpstream } from '../../config/upstreams';
export { type CallImportance, currentCallImportance, withCallImportance } from './call-importance';
export { CircuitBreaker, type CircuitState } from './circuit-breaker';
export { isIdempotentGraphQLCall, type RestRetryPolicy, restRetryPolicy } from './idempotency';
export { backoffDelay, parseRetryAfter, RETRYABLE_STATUSES } from './policy';
export { circuitOpenError, createResilientFetch, type UpstreamFetch, type UpstreamTracer } from './resilient-fetch';

/**
 * The name of the circuit breaker of one call: the upstream's own (`sales`) for its calls that name no operation
 * (commerce's GraphQL, a URL not in the OpenAPI documents), else one per operation (`sales/obtenerPromociones`), and
 * a decoration's apart from the essential calls of the same operation (`sales/obtenerPromociones/decoration`).
 *
 * Per operation, so that the voucher service's hung promotion evaluations do not fail the same service's coverage or
 * coupon calls fast; per importance, so that decorations cut short by their short budget do not open the circuit of
 * an order's promotion check, which waits the long budget; background work's apart from both (call-importance.ts).
 */
export function circuitName(upstream: UpstreamName, operation: string | undefined, importance: CallImportance): string {
  const base = operation ? `${upstream}/${operation}` : upstream;
  return importance === 'essential' ? base : `${base}/${importance}`;
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
  /** The connection pools of the upstreams' fetches, closed with the instance. */
  private readonly pools: { close(): void }[] = [];
  private readonly restRetry: RestRetryPolicy;

  constructor(
    private readonly settings: HardeningConfig['upstreams'],
    private readonly deps: {
      metrics?: GatewayMetrics;
      tracer?: UpstreamTracer;
      log?: LogFn;
      baseFetch?: typeof fetch;
      /** Time one upstream call may take, retries included (UPSTREAM_TIMEOUT_MS). */
      callBudgetMs?: number;
      /** The REST operations that may be repeated (default: as the OpenAPI documents mark them). */
      restRetry?: RestRetryPolicy;
    } = {},
  ) {
    this.restRetry = deps.restRetry ?? restRetryPolicy();
    this.breakers = Object.fromEntries(
      RESILIENT_UPSTREAMS.map((upstream) => [upstream, this.circuit(upstream)]),
    ) as Record<ResilientUpstream, CircuitBreaker>;
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

  /**
   * The resilient fetch of an upstream, as its row of the upstream table says: which calls are retried (GraphQL
   * queries, or the operations the OpenAPI document marks idempotent), and whether its circuits are per operation.
   */
  fetchFor(upstream: UpstreamName): UpstreamFetch {
    let existing = this.fetches.get(upstream);
    if (existing) return existing;
    if (upstream === 'identity') {
      // Identity is not called through this fetch: its clients keep their own timeouts and circuit (auth/).
      existing = (input, init) => (this.deps.baseFetch ?? fetch)(input, init);
    } else {
      const row: UpstreamRow = UPSTREAMS[upstream];
      const { connectTimeoutMs } = this.settings;
      const keepAliveIdleMs = this.settings.keepAliveIdleMs?.[upstream];
      const transport = this.deps.baseFetch
        ? undefined
        : createHttpTransport({
            ...(connectTimeoutMs ? { connectTimeoutMs } : {}),
            ...(keepAliveIdleMs ? { idleTimeoutMs: keepAliveIdleMs } : {}),
          });
      if (transport) this.pools.push(transport);
      existing = createResilientFetch({
        upstream,
        timeoutMs: this.settings.timeoutsMs[upstream],
        connectTimeoutMs,
        ...(keepAliveIdleMs !== undefined ? { keepAliveIdleMs } : {}),
        ...(transport ? { transport } : {}),
        ...(this.deps.callBudgetMs ? { budgetMs: this.deps.callBudgetMs } : {}),
        ...(this.settings.decorationBudgetMs ? { decorationBudgetMs: this.settings.decorationBudgetMs } : {}),
        retry: this.settings.retry,
        breaker: this.breakers[upstream],
        breakerFor: (operation, importance) => this.circuit(circuitName(upstream, operation, importance)),
        operationOf:
          row.circuits === 'per-operation' ? (_url, _init, _context, info) => operationIdOf(info) : () => undefined,
        isIdempotent:
          row.retry === 'queries'
            ? (_url, init) => isIdempotentGraphQLCall(init)
            : row.retry === 'contract'
              ? (url, _init, _context, info) => this.restRetry.isIdempotent(url, operationIdOf(info))
              : () => false,
        throwOnHttpError: row.contract.kind === 'graphql',
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

  /** Closes the upstreams' pooled connections (the instance's close). */
  close(): void {
    for (const pool of this.pools.splice(0)) pool.close();
  }
}

/**
 * The resilient fetch of the gateway instance serving a request, found from its execution context
 * (`context.services.resilience`, gateway.ts): the stitched commerce executor is built with the schema, before any
 * instance exists, and two instances may share one process (tests). Undefined outside an instance.
 */
export function upstreamFetchFromContext(context: unknown, upstream: UpstreamName): UpstreamFetch | undefined {
  const services = (context as { services?: { resilience?: unknown } } | null | undefined)?.services;
  return services?.resilience instanceof UpstreamResilience ? services.resilience.fetchFor(upstream) : undefined;
}

/** The OpenAPI loader passes the resolve info of the generated field, named after the operationId. */
function operationIdOf(info: unknown): string | undefined {
  const fieldName = (info as { fieldName?: unknown } | null | undefined)?.fieldName;
  return typeof fieldName === 'string' ? fieldName : undefined;
}
