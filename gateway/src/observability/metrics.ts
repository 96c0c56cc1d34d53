import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Circuit states as the `cuida_gateway_circuit_state` gauge reports them. */
export const CIRCUIT_STATE_VALUE = { closed: 0, 'half-open': 1, open: 2 } as const;

const MAX_OPERATION_NAMES = 200;

/**
 * The gateway's Prometheus metrics, in a registry of its own (one per gateway instance, so that tests can run two
 * in one process). Exposed at /metrics; with several workers the primary aggregates them (cluster.ts).
 */
/** Renders the metrics for /metrics: this process's, or (cluster.ts) every worker's aggregated by the primary. */
export type MetricsSource = () => Promise<{ contentType: string; body: string }>;

export class GatewayMetrics {
  readonly registry = new Registry();
  readonly operations: Counter<'operation' | 'type' | 'outcome'>;
  readonly operationDuration: Histogram<'operation' | 'type'>;
  readonly httpResponses: Counter<'status'>;
  readonly upstreamRequests: Counter<'upstream' | 'outcome'>;
  readonly upstreamErrors: Counter<'upstream' | 'reason'>;
  readonly upstreamRetries: Counter<'upstream'>;
  readonly upstreamDuration: Histogram<'upstream'>;
  readonly circuitState: Gauge<'upstream'>;
  readonly circuitTransitions: Counter<'upstream' | 'to'>;
  readonly cacheHits: Counter;
  readonly cacheMisses: Counter;
  readonly promotionsCacheHits: Counter;
  readonly promotionsCacheMisses: Counter;
  readonly rateLimited: Counter<'client'>;
  readonly rejectedDocuments: Counter<'reason'>;
  readonly passThrough: Counter;
  readonly passThroughFallback: Counter;
  readonly ordersOutOfBalance: Counter<'payment'>;
  private readonly operationNames = new Set<string>();
  private circuitSource: (() => Record<string, keyof typeof CIRCUIT_STATE_VALUE>) | undefined;

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.operations = new Counter({
      name: 'cuida_gateway_graphql_operations_total',
      help: 'GraphQL operations answered, by operation name, type and outcome (success, partial, error, cache_hit).',
      labelNames: ['operation', 'type', 'outcome'],
      registers,
    });
    this.operationDuration = new Histogram({
      name: 'cuida_gateway_graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation, by operation name and type.',
      labelNames: ['operation', 'type'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.httpResponses = new Counter({
      name: 'cuida_gateway_http_responses_total',
      help: 'HTTP responses of the GraphQL endpoint by status code.',
      labelNames: ['status'],
      registers,
    });
    this.upstreamRequests = new Counter({
      name: 'cuida_gateway_upstream_requests_total',
      help: 'Upstream HTTP attempts by upstream and outcome (success, failure, circuit_open: refused by an open circuit, aborted: a retry cut short by the call budget or a caller that left; timeouts are failures).',
      labelNames: ['upstream', 'outcome'],
      registers,
    });
    this.upstreamErrors = new Counter({
      name: 'cuida_gateway_upstream_errors_total',
      help: 'Failed upstream attempts by upstream and reason (network, timeout, http_429, http_5xx, malformed, circuit_open).',
      labelNames: ['upstream', 'reason'],
      registers,
    });
    this.upstreamRetries = new Counter({
      name: 'cuida_gateway_upstream_retries_total',
      help: 'Retries of idempotent upstream calls.',
      labelNames: ['upstream'],
      registers,
    });
    this.upstreamDuration = new Histogram({
      name: 'cuida_gateway_upstream_request_duration_seconds',
      help: 'Duration of one upstream attempt.',
      labelNames: ['upstream'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const circuits = () => this.circuitSource?.() ?? {};
    this.circuitState = new Gauge({
      name: 'cuida_gateway_circuit_state',
      help: 'Circuit breaker state per upstream: 0 closed, 1 half-open, 2 open.',
      labelNames: ['upstream'],
      aggregator: 'max',
      registers,
      collect() {
        for (const [upstream, state] of Object.entries(circuits())) this.set({ upstream }, CIRCUIT_STATE_VALUE[state]);
      },
    });
    this.circuitTransitions = new Counter({
      name: 'cuida_gateway_circuit_transitions_total',
      help: 'Circuit breaker state changes per upstream and new state.',
      labelNames: ['upstream', 'to'],
      registers,
    });
    this.cacheHits = new Counter({
      name: 'cuida_gateway_response_cache_hits_total',
      help: 'Operations answered from the response cache.',
      registers,
    });
    this.cacheMisses = new Counter({
      name: 'cuida_gateway_response_cache_misses_total',
      help: 'Cacheable operations (anonymous queries) that were not in the response cache.',
      registers,
    });
    const hits = this.cacheHits;
    const misses = this.cacheMisses;
    new Gauge({
      name: 'cuida_gateway_response_cache_hit_ratio',
      help: 'Response cache hits / (hits + misses) since start (0 before any lookup).',
      aggregator: 'average',
      registers,
      async collect() {
        const hit = (await hits.get()).values[0]?.value ?? 0;
        const miss = (await misses.get()).values[0]?.value ?? 0;
        this.set(hit + miss === 0 ? 0 : hit / (hit + miss));
      },
    });
    this.promotionsCacheHits = new Counter({
      name: 'cuida_gateway_promotions_cache_hits_total',
      help: 'Catalogue promotion lookups answered from the promotions cache, without a voucher-service call.',
      registers,
    });
    this.promotionsCacheMisses = new Counter({
      name: 'cuida_gateway_promotions_cache_misses_total',
      help: 'Catalogue promotion lookups not in the promotions cache (or expired): the voucher service was asked.',
      registers,
    });
    this.rateLimited = new Counter({
      name: 'cuida_gateway_rate_limited_total',
      help: 'Requests refused with 429, by kind of client (ip, partner).',
      labelNames: ['client'],
      registers,
    });
    this.rejectedDocuments = new Counter({
      name: 'cuida_gateway_rejected_documents_total',
      help: 'Requests refused by the trusted-documents policy, by reason.',
      labelNames: ['reason'],
      registers,
    });
    this.passThrough = new Counter({
      name: 'cuida_gateway_commerce_pass_through_total',
      help: 'Queries sent to the commerce API in one call, without stitching (commerce-only, or parent-only extensions spliced in).',
      registers,
    });
    this.passThroughFallback = new Counter({
      name: 'cuida_gateway_commerce_pass_through_fallback_total',
      help: 'Passed-through queries with extensions that stitching answered after all (errors in the answer, a value the splice does not complete).',
      registers,
    });
    this.ordersOutOfBalance = new Counter({
      name: 'cuida_gateway_orders_out_of_balance_total',
      help: 'Orders placed whose commerce total, amount charged and quoted total disagree (should stay 0; see ordersToReconcile).',
      labelNames: ['payment'],
      registers,
    });
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: 'cuida_gateway_' });
  }

  /** Reads the circuit states when the metrics are collected (an open circuit turns half-open by time alone). */
  onCollectCircuits(source: () => Record<string, keyof typeof CIRCUIT_STATE_VALUE>): void {
    this.circuitSource = source;
  }

  /**
   * A bounded label for an operation name: names clients choose would otherwise grow the series without limit. Past
   * 200 distinct names, new ones count as `other`.
   */
  operationLabel(name: string | null | undefined): string {
    const clean = (name ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 64) || 'anonymous';
    if (this.operationNames.has(clean)) return clean;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(clean);
    return clean;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
