import { type Cache, createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { Readiness } from '../observability/health';
import type { LogFn } from '../observability/logger';
import { GatewayMetrics } from '../observability/metrics';
import { GatewayTracing } from '../observability/tracing';
import { PartnerKeys } from '../plugins/partner-keys';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from '../plugins/rate-limit';
import { RedisResponseCache } from '../plugins/redis-cache';
import { TrustedDocuments } from '../plugins/trusted-documents';
import { UpstreamResilience } from '../upstreams/resilience';
import { registerUpstreamFetches } from '../upstreams/resilience/registry';
import { type Leases, MemorySingleUse, RedisSingleUse, type SingleUseClaims } from './single-use';

/** Renders the metrics for /metrics: this process's, or (cluster.ts) every worker's aggregated by the primary. */
export type MetricsSource = () => Promise<{ contentType: string; body: string }>;

/**
 * What one gateway instance adds to its services for production: metrics, tracing, upstream resilience, the shared
 * stores (Redis when REDIS_URL is set), partner keys, trusted documents and readiness. Kept beside `GatewayServices`
 * (found with `runtimeOf(services)`) so that the services' shape stays the features' contract.
 */
export interface GatewayRuntime {
  log: LogFn;
  metrics: GatewayMetrics;
  tracing: GatewayTracing | undefined;
  resilience: UpstreamResilience;
  redis: Redis | undefined;
  responseCacheStore: Cache;
  rateLimiter: RateLimiter | undefined;
  /** Single-use codes and links: Redis when configured, else the cluster primary's store, else this process's. */
  singleUse: SingleUseClaims;
  /** Leases (the checkout lock) shared by the workers of one process without Redis: the primary's, else this one's. */
  leases: Leases;
  partners: PartnerKeys;
  trustedDocuments: TrustedDocuments;
  readiness: Readiness;
  metricsSource: MetricsSource;
  /** Resolves once Redis is connected (or gave up for now: the gateway then runs without it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  log: LogFn;
  metricsSource?: MetricsSource;
  /** Where a worker without Redis claims single uses and leases (cluster.ts: the primary, shared by all workers). */
  singleUse?: Leases;
  /** Replaces the HTTP client of every upstream (tests). */
  baseFetch?: typeof fetch;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function createGatewayRuntime(config: GatewayConfig, options: RuntimeOptions): GatewayRuntime {
  const { log } = options;
  const metrics = new GatewayMetrics();
  const tracing = GatewayTracing.create(config.telemetry);
  const resilience = new UpstreamResilience(config.upstreams, {
    callBudgetMs: config.upstreamTimeoutMs,
    metrics,
    log,
    ...(tracing ? { tracer: tracing } : {}),
    ...(options.baseFetch ? { baseFetch: options.baseFetch } : {}),
  });

  let redis: Redis | undefined;
  let lastRedisError = 0;
  if (config.redis) {
    redis = new Redis(config.redis.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 250, 5000),
    });
    redis.on('error', (error: Error) => {
      const now = Date.now();
      if (now - lastRedisError < 60_000) return;
      lastRedisError = now;
      log({
        level: 'warn',
        msg: 'Redis connection problem: cache misses, rate limits let requests through',
        error: error.message,
      });
    });
  }
  const prefix = config.redis?.keyPrefix ?? 'cuida:gateway:';
  const responseCacheStore: Cache = redis
    ? new RedisResponseCache(redis, prefix, log)
    : // Each answer takes up to three entries: Yoga's, its metadata and the replayed bytes (http/answer-replay.ts).
      createInMemoryCache({ max: config.responseCache.maxEntries * 3 });
  const rateLimitOn = config.rateLimit.perMinute > 0 || config.rateLimit.partnerPerMinute > 0;
  const rateLimiter: RateLimiter | undefined = !rateLimitOn
    ? undefined
    : redis
      ? new RedisRateLimiter(redis, prefix, log)
      : new MemoryRateLimiter();

  const leases: Leases = options.singleUse ?? new MemorySingleUse();
  const singleUse: SingleUseClaims = redis ? new RedisSingleUse(redis, prefix, log) : leases;

  const partners = new PartnerKeys(config.partnerApiKeys);
  const trustedDocuments = TrustedDocuments.load(config.trustedDocuments.path, {
    required: config.trustedDocuments.enforced,
  });
  const readiness = new Readiness(config, {
    circuits: () => resilience.states(),
    ...(redis
      ? {
          redis: async () => {
            await withTimeout((redis as Redis).ping(), config.readinessTimeoutMs, 'Redis PING');
          },
        }
      : {}),
    ...(options.baseFetch ? { fetch: options.baseFetch } : {}),
  });

  let connecting: Promise<void> | undefined;
  return {
    log,
    metrics,
    tracing,
    resilience,
    redis,
    responseCacheStore,
    rateLimiter,
    singleUse,
    leases,
    partners,
    trustedDocuments,
    readiness,
    metricsSource:
      options.metricsSource ?? (async () => ({ contentType: metrics.contentType, body: await metrics.render() })),
    ready() {
      if (!redis) return Promise.resolve();
      const client = redis;
      connecting ??= withTimeout(client.connect(), 3000, 'Redis connect').catch((error: unknown) => {
        log({
          level: 'warn',
          msg: 'Redis not reachable at start: no response cache and no rate limits until it is',
          error: error instanceof Error ? error.message : String(error),
        });
      });
      return connecting;
    },
    async close() {
      if (redis) {
        if (redis.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
        else redis.disconnect();
      }
      await tracing?.shutdown().catch(() => {});
    },
  };
}

const runtimes = new WeakMap<object, GatewayRuntime>();

/** Ties a runtime to the services of its gateway instance (and the instance's upstream fetches to its requests). */
export function attachRuntime(services: object, runtime: GatewayRuntime): void {
  runtimes.set(services, runtime);
  registerUpstreamFetches(services, (upstream) => runtime.resilience.fetchFor(upstream));
}

/** The runtime of these services; one with defaults is made for services built without one. */
export function runtimeOf(services: { config: GatewayConfig; log: LogFn }): GatewayRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    runtime = createGatewayRuntime(services.config, { log: services.log });
    attachRuntime(services, runtime);
  }
  return runtime;
}
