import { type Cache, createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';
import { IdentityClient } from './auth/identity-client';
import { ServiceIdentity } from './auth/service-identity';
import { MemorySignOuts, RedisSignOuts } from './auth/sign-outs';
import { createIdTokenVerifier } from './auth/token-verifier';
import { SessionChecker } from './auth/viewer';
import type { GatewayConfig } from './config';
import type { GatewayServices } from './context';
import { createAccountAttempts } from './features/account/saleor/attempts';
import { createCheckoutLocks } from './features/checkout/checkout-lock';
import { createComplaintFilings } from './features/complaints/filing-limit';
import { createOrderLookups } from './features/orders/lookup';
import { PlaceOrders } from './features/place-order/flow';
import { PROMOTIONS_CACHE_MAX_BYTES, PromotionsCache } from './features/promotions/promotions-cache';
import { DIRECT_JSON_OPERATIONS } from './features/promotions/voucher-contract';
import { type Leases, MemorySingleUse, RedisSingleUse } from './http/single-use';
import { Readiness } from './observability/health';
import { gatewayLogger, type LogFn } from './observability/logger';
import { GatewayMetrics, type MetricsSource } from './observability/metrics';
import { GatewayTracing } from './observability/tracing';
import { PartnerKeys } from './plugins/partner-keys';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './plugins/rate-limit';
import { RedisResponseCache } from './plugins/redis-cache';
import { redisWithin } from './plugins/redis-outage';
import { TrustedDocuments } from './plugins/trusted-documents';
import { CommerceClient } from './upstreams/commerce-client';
import { UpstreamResilience } from './upstreams/resilience';
import { createRestFetch } from './upstreams/resilience/rest-routing';
import { RestClient } from './upstreams/rest/client';
import { restRoutes } from './upstreams/rest/routes';
import { loadRestSchemas } from './upstreams/rest/services';

/**
 * The composition root: `createGateway(config)` builds every part of one gateway instance into one object, and its
 * `close()` closes, in the reverse order of their opening, everything the instance opened (the servers `server.ts`
 * hands it, the place-order flows' retries, the upstreams' connection pools, Redis, the trace exporter). Nothing of an
 * instance is kept anywhere else: no module holds state per instance, so two instances in one process (tests) never
 * meet. The features read their part through `context.services` (context.ts); the HTTP layer and the plugins are
 * given theirs.
 */
export interface Gateway extends GatewayServices {
  tracing: GatewayTracing | undefined;
  resilience: UpstreamResilience;
  redis: Redis | undefined;
  /** Yoga's response cache and the HTTP layer's replays (plugins/answer-replay.ts): Redis, else this process's memory. */
  responseCacheStore: Cache;
  rateLimiter: RateLimiter | undefined;
  /** Leases (the checkout lock) shared by the workers of one process without Redis: the primary's, else this one's. */
  leases: Leases;
  trustedDocuments: TrustedDocuments;
  readiness: Readiness;
  /** Renders the metrics for /metrics: this process's, or (cluster.ts) every worker's aggregated by the primary. */
  metricsSource: MetricsSource;
  /**
   * Closes `resource` with the instance, before everything opened until now: what opens later and uses the earlier
   * parts (the HTTP servers) stops first.
   */
  closeFirst(resource: () => Promise<void> | void): void;
  /** Closes everything the instance opened, once; later calls wait for the same close. */
  close(): Promise<void>;
}

export interface GatewayOptions {
  /** JSON logs (observability/logger.ts) by default. */
  log?: LogFn;
  /** Where /metrics reads (cluster.ts: the primary's aggregate of every worker); this instance's metrics by default. */
  metricsSource?: MetricsSource;
  /** Where a worker without Redis claims single uses and leases (cluster.ts: the primary, shared by all workers). */
  singleUse?: Leases;
  /** Replaces the HTTP client of every upstream (tests). */
  baseFetch?: typeof fetch;
  /** The clock the promotions cache expires its entries by, in ms since the epoch (tests); `Date.now` by default. */
  promotionsClock?: () => number;
}

/** Closers run last in, first out; each once, a failure logged and the rest still closed. */
class Closers {
  private readonly stack: (() => Promise<void> | void)[] = [];
  private closing: Promise<void> | undefined;

  constructor(private readonly log: LogFn) {}

  push(closer: () => Promise<void> | void): void {
    this.stack.push(closer);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (let closer = this.stack.pop(); closer; closer = this.stack.pop()) {
        try {
          await closer();
        } catch (error) {
          this.log({ level: 'warn', msg: 'could not close a part of the gateway', error: String(error) });
        }
      }
    })();
    return this.closing;
  }
}

/** Redis when REDIS_URL is set: connected by `createGateway`, which goes on without it when it cannot connect. */
function redisClient(config: GatewayConfig, log: LogFn): Redis | undefined {
  if (!config.redis) return undefined;
  const redis = new Redis(config.redis.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  let lastError = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastError < 60_000) return;
    lastError = now;
    log({
      level: 'warn',
      msg: 'Redis connection problem: cache misses, rate limits let requests through',
      error: error.message,
    });
  });
  return redis;
}

export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const log = options.log ?? gatewayLogger(config);
  const closers = new Closers(log);
  try {
    return await build(config, options, log, closers);
  } catch (error) {
    await closers.close();
    throw error;
  }
}

async function build(config: GatewayConfig, options: GatewayOptions, log: LogFn, closers: Closers): Promise<Gateway> {
  const metrics = new GatewayMetrics();
  const tracing = GatewayTracing.create(config.telemetry);
  if (tracing) closers.push(() => tracing.shutdown().catch(() => {}));

  const redis = redisClient(config, log);
  if (redis) {
    closers.push(async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  const prefix = config.redis?.keyPrefix ?? 'cuida:gateway:';

  const resilience = new UpstreamResilience(config.upstreams, {
    callBudgetMs: config.upstreamTimeoutMs,
    metrics,
    log,
    ...(tracing ? { tracer: tracing } : {}),
    ...(options.baseFetch ? { baseFetch: options.baseFetch } : {}),
  });
  closers.push(() => resilience.close());

  const responseCacheStore: Cache = redis
    ? new RedisResponseCache(redis, prefix, log)
    : // Each answer takes up to three entries: Yoga's, its metadata and the replayed bytes (plugins/answer-replay.ts).
      createInMemoryCache({ max: config.responseCache.maxEntries * 3 });
  const rateLimitOn = config.rateLimit.perMinute > 0 || config.rateLimit.partnerPerMinute > 0;
  const rateLimiter: RateLimiter | undefined = !rateLimitOn
    ? undefined
    : redis
      ? new RedisRateLimiter(redis, prefix, log)
      : new MemoryRateLimiter();
  const leases: Leases = options.singleUse ?? new MemorySingleUse();
  const readiness = new Readiness(config, {
    circuits: () => resilience.states(),
    ...(redis
      ? {
          redis: async () => {
            await redisWithin(redis.ping(), config.readinessTimeoutMs, 'Redis PING');
          },
        }
      : {}),
    ...(options.baseFetch ? { fetch: options.baseFetch } : {}),
  });

  // The gateway's own identity calls (session checks, its service account, the JWKS) share one circuit.
  const identityCircuit = resilience.circuit('identity');
  const identity = new IdentityClient(
    config.identity.url,
    config.upstreams.timeoutsMs.identity,
    identityCircuit,
    config.identity.admin,
  );
  const signOuts = redis ? new RedisSignOuts(redis, prefix, log) : new MemorySignOuts();
  const restSchemas = await loadRestSchemas({
    endpoints: config.restEndpoints,
    timeoutMs: config.upstreamTimeoutMs,
    fetch: (service) => resilience.fetchFor(service),
  });

  const parts = {
    config,
    log,
    clock: config.testNow ? () => new Date(config.testNow as string) : () => new Date(),
    metrics,
    tracing,
    resilience,
    redis,
    responseCacheStore,
    rateLimiter,
    singleUse: redis ? new RedisSingleUse(redis, prefix, log) : leases,
    leases,
    partners: new PartnerKeys(config.partnerApiKeys),
    trustedDocuments: TrustedDocuments.load(config.trustedDocuments.path, {
      required: config.trustedDocuments.enforced,
    }),
    readiness,
    metricsSource:
      options.metricsSource ?? (async () => ({ contentType: metrics.contentType, body: await metrics.render() })),
    commerce: new CommerceClient(
      config.commerceUrl,
      config.upstreamTimeoutMs,
      resilience.fetchFor('commerce'),
      config.commerceAppToken,
    ),
    // Each REST call through its service's resilient fetch, retried only when its contract marks it idempotent.
    rest: new RestClient(
      restSchemas,
      log,
      createRestFetch(config.restEndpoints, (service) => resilience.fetchFor(service)),
      { operations: DIRECT_JSON_OPERATIONS, routes: restRoutes(config.restEndpoints) },
    ),
    identity,
    promotionsCache: new PromotionsCache({
      ...config.promotionsCache,
      maxBytes: PROMOTIONS_CACHE_MAX_BYTES,
      ...(options.promotionsClock ? { now: options.promotionsClock } : {}),
      onLookup: (hit) => (hit ? metrics.promotionsCacheHits : metrics.promotionsCacheMisses).inc(),
    }),
    sessions: new SessionChecker(identity, signOuts),
    signOuts,
    serviceIdentity: new ServiceIdentity(
      identity,
      config.identity.gatewayClientId,
      config.identity.serviceAccount.username,
      config.identity.serviceAccount.password,
    ),
    verifyIdToken: createIdTokenVerifier({
      issuer: config.identity.issuer,
      jwksUri: config.identity.jwksUri,
      audience: config.identity.clientIds,
      timeoutMs: config.upstreams.timeoutsMs.identity,
      breaker: identityCircuit,
    }),
    checkoutLocks: createCheckoutLocks(redis ? { redis, prefix } : { leases }),
    complaintFilings: createComplaintFilings(redis ? { client: redis, prefix, log } : undefined),
    accountAttempts: createAccountAttempts(redis ? { client: redis, prefix, log } : undefined),
    orderLookups: createOrderLookups(redis ? { client: redis, prefix, log } : undefined),
    closeFirst: (resource: () => Promise<void> | void) => closers.push(resource),
    close: () => closers.close(),
  } satisfies Omit<Gateway, 'placeOrders'>;
  let placeOrders: PlaceOrders | undefined;
  const gateway: Gateway = {
    ...parts,
    // placeOrder's flow reads the instance it belongs to: made on first use, from the finished object.
    get placeOrders() {
      placeOrders ??= new PlaceOrders(gateway);
      return placeOrders;
    },
  };
  // Its redemption retries (timers) stop before the pools and Redis they would use close.
  closers.push(() => placeOrders?.stop());

  if (redis) {
    await redisWithin(redis.connect(), 3000, 'Redis connect').catch((error: unknown) => {
      log({
        level: 'warn',
        msg: 'Redis not reachable at start: no response cache and no rate limits until it is',
        error: error instanceof Error ? error.message : String(error),
      });
    });
  }
  return gateway;
}
