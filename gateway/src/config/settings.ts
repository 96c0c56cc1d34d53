import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { repoPath } from '../repo-paths';
import {
  RESILIENT_UPSTREAMS,
  type ResilientUpstream,
  UPSTREAM_KEEPALIVE_VARIABLES,
  UPSTREAM_NAMES,
  UPSTREAM_TIMEOUT_VARIABLES,
  UPSTREAMS,
  type UpstreamName,
} from './upstreams';

/**
 * The production-hardening part of the gateway's configuration: response cache, trusted documents, limits, rate
 * limits, CORS, upstream resilience, telemetry and workers. `config/index.ts` spreads `HardeningEnvShape` into its zod
 * schema and `hardeningFromEnv` into `GatewayConfig`; what differs per upstream is read through the upstream table
 * (`config/upstreams.ts`). Every variable is documented in `.env.example` and `docs/operations.md`.
 */

export type { UpstreamName } from './upstreams';

/**
 * The storefront proxy's development secret (plugins/shopper-proxy.ts): the default outside production, refused in
 * production.
 */
export const DEVELOPMENT_SHOPPER_PROXY_SECRET = 'cuida-development-shopper-proxy-secret-not-for-production';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_TRUSTED_DOCUMENTS = repoPath('web', 'src', 'gql', 'persisted-documents.json');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const milliseconds = int(1, 600_000);

/** One schema for each of `names`: the per-upstream variables, listed by the upstream table. */
export function sameFor<V extends string, S extends z.ZodType>(names: readonly V[], schema: S): Record<V, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<V, S>;
}

/** `Type=seconds` pairs, comma-separated: `Product=60,Category=60`. */
const ttlList = z
  .string()
  .regex(/^\s*([A-Za-z_][A-Za-z0-9_]*\s*=\s*\d+\s*)?(,\s*[A-Za-z_][A-Za-z0-9_]*\s*=\s*\d+\s*)*$/, {
    message: 'expected Type=seconds pairs separated by commas, e.g. Product=60,Category=60',
  });

/** `name:key` pairs, comma-separated. */
const partnerKeyList = z.string().superRefine((value, ctx) => {
  const names = new Set<string>();
  for (const pair of splitList(value)) {
    const match = /^([a-z0-9][a-z0-9_-]{0,39}):(\S{16,256})$/i.exec(pair);
    if (!match?.[1]) {
      ctx.addIssue({
        code: 'custom',
        message:
          'each partner key must be name:key (name: letters, digits, - or _; key: 16 to 256 non-space characters)',
      });
      return;
    }
    if (names.has(match[1])) ctx.addIssue({ code: 'custom', message: `partner ${match[1]} is listed twice` });
    names.add(match[1]);
  }
});

export const HardeningEnvShape = {
  /** pino level of the JSON logs. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Worker processes behind the port (node:cluster); default: the number of cores; 1 runs without a cluster. */
  GATEWAY_WORKERS: int(1, 64).optional(),
  /**
   * Replicas of this gateway behind the balancer (the compose files pass theirs). More than one needs REDIS_URL in
   * production: single-use codes and links must be refused on every replica after their first use.
   */
  GATEWAY_REPLICAS: int(1, 1024).default(1),
  /**
   * V8 old-space limit of each worker, in MB (`--max-old-space-size`). The gateway's live heap is about 60 MB; left
   * alone, V8 lets garbage grow the heap to several hundred MB under load (docs/benchmark.md). 0: V8's default.
   */
  GATEWAY_WORKER_HEAP_MB: int(0, 16_384).default(160),
  /** Young-generation semi-space of each worker, in MB (`--max-semi-space-size`). 0: V8's default (16). */
  GATEWAY_WORKER_SEMI_SPACE_MB: int(0, 256).default(8),
  /** Shared store for the response cache and the rate limits across workers and replicas; memory when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('cuida:gateway:'),
  /** Response cache of public catalogue data; default on in production, off otherwise (fresh data while developing). */
  RESPONSE_CACHE_ENABLED: z.stringbool().optional(),
  /** TTL in seconds per GraphQL type; an answer lives as long as its shortest-lived type; other types: not cached. */
  RESPONSE_CACHE_TTLS: ttlList.default('Product=60,Category=60,Collection=60,Menu=60,Page=60'),
  /** Entries kept by the in-memory cache (per worker). */
  RESPONSE_CACHE_MAX_ENTRIES: int(1, 1_000_000).default(1000),
  /**
   * How long a voucher-service promotions answer serves catalogue badges again (per worker), in ms; at most 60 s, and
   * never past a promotion window's edge. 0 turns it off. Carts, coupons and orders never read it.
   */
  PROMOTIONS_CACHE_TTL_MS: int(0, 60_000).default(30_000),
  /** Answers the promotions cache keeps (per worker), least recently used out first. */
  PROMOTIONS_CACHE_MAX_ENTRIES: int(1, 100_000).default(2000),
  /** The trusted documents (persisted operations) manifest written by codegen. */
  TRUSTED_DOCUMENTS_PATH: z.string().min(1).optional(),
  /** Partner API keys (`X-Api-Key`) as comma-separated `name:key` pairs: arbitrary operations, GraphiQL, introspection. */
  PARTNER_API_KEYS: partnerKeyList.default(''),
  GRAPHQL_MAX_DEPTH: int(1, 100).default(12),
  /** GraphQL Armor's cost (grows 1.5× per level): the storefront's costliest operation scores about 17 000. */
  GRAPHQL_MAX_COST: int(1, 10_000_000).default(50_000),
  GRAPHQL_MAX_ALIASES: int(0, 1000).default(15),
  GRAPHQL_MAX_TOKENS: int(10, 100_000).default(2000),
  GRAPHQL_MAX_DIRECTIVES: int(0, 1000).default(20),
  /** Operations per batched request (a JSON array body). */
  GRAPHQL_BATCH_LIMIT: int(1, 100).default(10),
  /** Largest accepted request body; larger bodies get 413. */
  REQUEST_BODY_LIMIT_BYTES: int(1024, 10_000_000).default(100_000),
  /** Sustained requests per minute per client IP (token bucket); 0 turns rate limiting off. */
  RATE_LIMIT_PER_MINUTE: int(0, 1_000_000).default(600),
  /** Bucket size: requests a client may send at once before the sustained rate applies. */
  RATE_LIMIT_BURST: int(1, 1_000_000).default(120),
  /** Sustained requests per minute per partner key (burst: a fifth of it, at least RATE_LIMIT_BURST). */
  PARTNER_RATE_LIMIT_PER_MINUTE: int(0, 1_000_000).default(3000),
  /** Proxies in front of the gateway that append to X-Forwarded-For; 0 uses the socket's address. */
  TRUST_PROXY_HOPS: int(0, 10).default(0),
  /**
   * Shared with the storefront's /api/graphql proxy, which signs the shopper's address with it
   * (plugins/shopper-proxy.ts): at least 32 characters; required in production, a development default otherwise.
   */
  SHOPPER_PROXY_SECRET: z.string().min(32).max(512).optional(),
  /** A second listener for /healthz, /readyz with details and /metrics (internal network only); unset: none. */
  GATEWAY_INTERNAL_PORT: int(0, 65535).optional(),
  /** Address the internal listener binds to. */
  GATEWAY_INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
  /** Browser origins allowed by CORS, comma-separated. */
  CORS_ORIGINS: z.string().default('http://localhost:3000'),
  /** Per-attempt timeout per upstream (`<UPSTREAM>_TIMEOUT_MS`, from the table); each defaults to UPSTREAM_TIMEOUT_MS. */
  ...sameFor(UPSTREAM_TIMEOUT_VARIABLES, milliseconds.optional()),
  /**
   * Budget of an optional decoration's upstream call (promotion badges, the cart's promotion preview,
   * recommendations, subscription flags), retries included: past it the answer goes out without the decoration,
   * marked in `extensions.degraded`. Calls an order depends on keep UPSTREAM_TIMEOUT_MS.
   */
  DECORATION_BUDGET_MS: int(1, 60_000).default(200),
  /**
   * A pooled upstream connection idle this long is closed by the gateway: keep it below the upstream server's own
   * keep-alive timeout (docs/operations.md, the upstream table), so that the gateway never sends on a connection the
   * server is closing. Per upstream below; 0: no limit of the gateway's own.
   */
  UPSTREAM_KEEPALIVE_IDLE_MS: int(0, 600_000).default(4000),
  /** `<UPSTREAM>_KEEPALIVE_IDLE_MS`, from the table. */
  ...sameFor(UPSTREAM_KEEPALIVE_VARIABLES, int(0, 600_000).optional()),
  /**
   * A new upstream connection (host-name lookup and TCP handshake) not established in this time is abandoned and the
   * call sent again on another: nothing was sent, so even a mutation may be. 0 turns it off.
   */
  UPSTREAM_CONNECT_TIMEOUT_MS: int(0, 60_000).default(3000),
  /** Retries of idempotent upstream calls (network errors, 429, 500/502/503/504). */
  UPSTREAM_RETRIES: int(0, 3).default(3),
  UPSTREAM_RETRY_BASE_MS: int(1, 5000).default(100),
  UPSTREAM_RETRY_MAX_DELAY_MS: int(1, 5000).default(5000),
  /** Circuit breaker: consecutive failures that open it. */
  CIRCUIT_FAILURE_THRESHOLD: int(1, 1000).default(5),
  /** ...or this failure rate over CIRCUIT_WINDOW_MS once CIRCUIT_MIN_CALLS calls were seen. */
  CIRCUIT_FAILURE_RATE: z.coerce.number().min(0.01).max(1).default(0.5),
  CIRCUIT_MIN_CALLS: int(1, 100_000).default(20),
  CIRCUIT_WINDOW_MS: milliseconds.default(30_000),
  /** How long an open circuit fails fast before letting one probe through (half-open). */
  CIRCUIT_COOLDOWN_MS: milliseconds.default(10_000),
  /** OTLP/HTTP collector base URL (traces go to <url>/v1/traces); tracing is off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('cuida-gateway'),
  /** Time each /readyz probe may take. */
  READINESS_TIMEOUT_MS: milliseconds.default(2000),
  /**
   * On SIGTERM, how long requests in flight may take to finish before their connections are closed; the cluster's
   * primary kills workers still running 2 s after it. Keep the orchestrator's grace period (stop_grace_period) longer.
   */
  GATEWAY_SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
};

const HardeningEnvSchema = z.object(HardeningEnvShape);
type HardeningEnv = z.infer<typeof HardeningEnvSchema>;

export interface RetrySettings {
  /** Retries after the first attempt (0–3). */
  retries: number;
  baseDelayMs: number;
  /** Cap of one back-off delay (at most 5 s). */
  maxDelayMs: number;
}

export interface CircuitSettings {
  failureThreshold: number;
  failureRate: number;
  minCalls: number;
  windowMs: number;
  cooldownMs: number;
}

export interface PartnerApiKey {
  name: string;
  key: string;
}

export interface HardeningConfig {
  logLevel: LogLevel;
  workers: number;
  /** V8 heap limits of each worker process (0: V8's default). */
  workerHeap: { oldSpaceMb: number; semiSpaceMb: number };
  redis: { url: string; keyPrefix: string } | undefined;
  responseCache: {
    enabled: boolean;
    /** Milliseconds per type name. */
    ttlByType: Record<string, number>;
    maxEntries: number;
  };
  /** Voucher promotions for catalogue badges (features/promotions/promotions-cache.ts); ttlMs 0: off. */
  promotionsCache: { ttlMs: number; maxEntries: number };
  trustedDocuments: {
    path: string;
    /** Browsers may run only the manifest's operations (production mode). */
    enforced: boolean;
  };
  partnerApiKeys: PartnerApiKey[];
  limits: {
    maxDepth: number;
    maxCost: number;
    maxAliases: number;
    maxTokens: number;
    maxDirectives: number;
    batchLimit: number;
    bodyLimitBytes: number;
  };
  rateLimit: {
    perMinute: number;
    burst: number;
    partnerPerMinute: number;
    trustProxyHops: number;
    /** Verifies the storefront proxy's shopper header (plugins/shopper-proxy.ts); unset: never trusted. */
    shopperProxySecret?: string | undefined;
  };
  /** The internal listener (/healthz, /readyz with details, /metrics); undefined: none. */
  internalEndpoints?: { port: number; host: string } | undefined;
  corsOrigins: string[];
  upstreams: {
    timeoutsMs: Record<UpstreamName, number>;
    /** Budget of a decoration's call, retries included (upstreams/resilience/call-importance.ts). */
    decorationBudgetMs?: number;
    /** Idle time after which a pooled connection is closed, per upstream, below the server's (0: none). */
    keepAliveIdleMs?: Record<ResilientUpstream, number>;
    /** New connections not established in this time are abandoned and retried (0: off). */
    connectTimeoutMs?: number;
    retry: RetrySettings;
    circuit: CircuitSettings;
  };
  telemetry: { otlpEndpoint: string | undefined; serviceName: string };
  readinessTimeoutMs: number;
  /** Graceful stop: in-flight requests get this long (http/graceful-close.ts). */
  shutdownTimeoutMs: number;
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The proxy secret: required in production (and not the development default), the development default otherwise. */
function shopperProxySecret(value: string | undefined, production: boolean): string {
  if (!production) return value ?? DEVELOPMENT_SHOPPER_PROXY_SECRET;
  if (!value || value === DEVELOPMENT_SHOPPER_PROXY_SECRET) {
    throw new Error(
      'Production needs SHOPPER_PROXY_SECRET (32+ characters, shared with the storefront), not the development default.',
    );
  }
  return value;
}

/** One value per upstream of `names`, by the upstream table's row. */
function perUpstream<N extends UpstreamName>(names: readonly N[], value: (name: N) => number): Record<N, number> {
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<N, number>;
}

export function hardeningFromEnv(
  e: HardeningEnv & { UPSTREAM_TIMEOUT_MS: number; NODE_ENV: string },
  production: boolean,
): HardeningConfig {
  const ttlByType: Record<string, number> = {};
  for (const pair of splitList(e.RESPONSE_CACHE_TTLS)) {
    const [type, seconds] = pair.split('=').map((part) => part.trim());
    if (type && seconds) ttlByType[type] = Number(seconds) * 1000;
  }
  if (production && e.GATEWAY_REPLICAS > 1 && !e.REDIS_URL) {
    throw new Error(
      `GATEWAY_REPLICAS=${e.GATEWAY_REPLICAS} needs REDIS_URL in production: without a store the replicas share, a ` +
        'verification code or auto-login link could be used once per replica. Set REDIS_URL, or run one replica.',
    );
  }
  return {
    logLevel: e.LOG_LEVEL,
    workers: e.GATEWAY_WORKERS ?? availableParallelism(),
    workerHeap: { oldSpaceMb: e.GATEWAY_WORKER_HEAP_MB, semiSpaceMb: e.GATEWAY_WORKER_SEMI_SPACE_MB },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    responseCache: {
      enabled: e.RESPONSE_CACHE_ENABLED ?? production,
      ttlByType,
      maxEntries: e.RESPONSE_CACHE_MAX_ENTRIES,
    },
    promotionsCache: { ttlMs: e.PROMOTIONS_CACHE_TTL_MS, maxEntries: e.PROMOTIONS_CACHE_MAX_ENTRIES },
    trustedDocuments: { path: e.TRUSTED_DOCUMENTS_PATH ?? DEFAULT_TRUSTED_DOCUMENTS, enforced: production },
    partnerApiKeys: splitList(e.PARTNER_API_KEYS).map((pair) => {
      const at = pair.indexOf(':');
      return { name: pair.slice(0, at), key: pair.slice(at + 1) };
    }),
    limits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      batchLimit: e.GRAPHQL_BATCH_LIMIT,
      bodyLimitBytes: e.REQUEST_BODY_LIMIT_BYTES,
    },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      burst: e.RATE_LIMIT_BURST,
      partnerPerMinute: e.PARTNER_RATE_LIMIT_PER_MINUTE,
      trustProxyHops: e.TRUST_PROXY_HOPS,
      shopperProxySecret: shopperProxySecret(e.SHOPPER_PROXY_SECRET, production),
    },
    internalEndpoints:
      e.GATEWAY_INTERNAL_PORT === undefined
        ? undefined
        : { port: e.GATEWAY_INTERNAL_PORT, host: e.GATEWAY_INTERNAL_HOST },
    corsOrigins: splitList(e.CORS_ORIGINS),
    upstreams: {
      timeoutsMs: perUpstream(UPSTREAM_NAMES, (name) => e[UPSTREAMS[name].timeoutVariable] ?? e.UPSTREAM_TIMEOUT_MS),
      decorationBudgetMs: e.DECORATION_BUDGET_MS,
      keepAliveIdleMs: perUpstream(
        RESILIENT_UPSTREAMS,
        (name) => e[UPSTREAMS[name].keepAliveVariable] ?? e.UPSTREAM_KEEPALIVE_IDLE_MS,
      ),
      connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
      retry: {
        retries: e.UPSTREAM_RETRIES,
        baseDelayMs: e.UPSTREAM_RETRY_BASE_MS,
        maxDelayMs: e.UPSTREAM_RETRY_MAX_DELAY_MS,
      },
      circuit: {
        failureThreshold: e.CIRCUIT_FAILURE_THRESHOLD,
        failureRate: e.CIRCUIT_FAILURE_RATE,
        minCalls: e.CIRCUIT_MIN_CALLS,
        windowMs: e.CIRCUIT_WINDOW_MS,
        cooldownMs: e.CIRCUIT_COOLDOWN_MS,
      },
    },
    telemetry: { otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    readinessTimeoutMs: e.READINESS_TIMEOUT_MS,
    shutdownTimeoutMs: e.GATEWAY_SHUTDOWN_TIMEOUT_MS,
  };
}
