import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { HardeningConfig } from '../config/settings';
import type { GatewayMetrics } from '../observability/metrics';
import { currentRequestScope } from '../scope/request-scope';
import { HardeningErrorCode } from './codes';
import type { PartnerKeys } from './partner-keys';
import { FailOpenRedisStore } from './redis-outage';
import { verifiedShopperAddress } from './shopper-proxy';

export interface BucketLimit {
  /** Tokens the bucket holds: the burst a client may send at once. */
  capacity: number;
  /** Sustained rate. */
  perMinute: number;
}

export interface Decision {
  allowed: boolean;
  remaining: number;
  /** When refused: milliseconds until one token is back. */
  retryAfterMs: number;
}

/** A token bucket per client key. */
export interface RateLimiter {
  consume(key: string, limit: BucketLimit, cost?: number): Promise<Decision>;
}

/** Buckets in this process's memory (per worker: with several workers each keeps its own). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async consume(key: string, limit: BucketLimit, cost = 1): Promise<Decision> {
    const now = this.now();
    const perMs = limit.perMinute / 60_000;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evict(now, perMs, limit.capacity);
      bucket = { tokens: limit.capacity, at: now };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(limit.capacity, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterMs: 0 };
    }
    return { allowed: false, remaining: 0, retryAfterMs: Math.ceil((cost - bucket.tokens) / perMs) };
  }

  /** Drops buckets that are full again (they hold nothing a new bucket would not), else the oldest. */
  private evict(now: number, perMs: number, capacity: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value ?? '');
  }
}

/** Atomic token bucket in Redis; time from the Redis server so that replicas with skewed clocks agree. */
const TOKEN_BUCKET = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = capacity
  at = now
end
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local allowed = 0
local retry = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
else
  retry = math.ceil((cost - tokens) / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate) + 1000)
return {allowed, math.floor(tokens), retry}
`;

/**
 * Buckets in Redis, shared by every worker and replica. When Redis cannot answer, requests are let through (fail
 * open: an outage of the limiter must not become an outage of the shop) and the failure is logged once a minute.
 */
export class RedisRateLimiter extends FailOpenRedisStore implements RateLimiter {
  protected readonly timeoutMs = 250;

  async consume(key: string, limit: BucketLimit, cost = 1): Promise<Decision> {
    try {
      const answer = (await this.bounded(
        this.redis.eval(
          TOKEN_BUCKET,
          1,
          `${this.prefix}rl:${key}`,
          String(limit.capacity),
          String(limit.perMinute / 60_000),
          String(cost),
        ),
      )) as [number, number, number];
      return { allowed: answer[0] === 1, remaining: answer[1], retryAfterMs: answer[2] };
    } catch (error) {
      this.failures.warn('rate limit: Redis failed; letting requests through', error);
      return { allowed: true, remaining: limit.capacity, retryAfterMs: 0 };
    }
  }
}

/** What admission needs of a request: its headers and the socket's address (Yoga's Request or Node's message). */
export interface ClientRequest {
  header(name: string): string | undefined;
  socketAddress: string | undefined;
}

/** The client's address: the socket's, or with TRUST_PROXY_HOPS the one that many proxies back in X-Forwarded-For. */
export function clientAddress(client: ClientRequest, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const forwarded = (client.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - trustProxyHops];
    if (address) return address;
  }
  return client.socketAddress ?? 'unknown';
}

/**
 * The bucket of a request that is not a partner's: the shopper's address when the storefront's proxy signed it with
 * SHOPPER_PROXY_SECRET (plugins/shopper-proxy.ts), else the client's address. No header a browser can set alone
 * changes it: an unsigned or wrongly signed shopper header is ignored (the request counts against the connection).
 */
export function addressKey(client: ClientRequest, settings: HardeningConfig['rateLimit']): string {
  const shopper = verifiedShopperAddress((name) => client.header(name), settings.shopperProxySecret);
  return `ip:${shopper ?? clientAddress(client, settings.trustProxyHops)}`;
}

/** A refusal, ready to send: status, JSON body and headers. */
export interface Refusal {
  status: number;
  body: string;
  headers: Record<string, string>;
}

function refusal(
  status: number,
  message: string,
  extensions: Record<string, unknown>,
  headers: Record<string, string> = {},
): Refusal {
  return {
    status,
    body: JSON.stringify({ errors: [{ message, extensions }] }),
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  };
}

export type Admission = (client: ClientRequest) => Promise<Refusal | undefined>;

/**
 * Takes one token from the client's bucket (the partner's when its X-Api-Key is valid, else the address's: see
 * addressKey) and refuses with 429 RATE_LIMITED and Retry-After when it is empty; an unknown X-Api-Key spends a token
 * of the address's bucket too before it is refused (401 INVALID_API_KEY), so that guessing keys is rate-limited. Used
 * before parsing, by Yoga's rateLimitPlugin, for GraphQL, replayed answers and the public /readyz and /metrics alike.
 */
export function createAdmission(options: {
  limiter: RateLimiter | undefined;
  settings: HardeningConfig['rateLimit'];
  partners: PartnerKeys;
  metrics?: GatewayMetrics | undefined;
}): Admission {
  const { limiter, settings, partners, metrics } = options;
  const ipLimit: BucketLimit = { capacity: settings.burst, perMinute: settings.perMinute };
  const partnerLimit: BucketLimit = {
    capacity: Math.max(settings.burst, Math.ceil(settings.partnerPerMinute / 5)),
    perMinute: settings.partnerPerMinute,
  };
  return async (client) => {
    const requestId = currentRequestScope()?.requestId ?? client.header('x-request-id');
    const caller = partners.identifyKey(client.header('x-api-key'));
    const partner = caller.kind === 'partner';
    const limit = partner ? partnerLimit : ipLimit;
    const decision =
      limiter && limit.perMinute > 0
        ? await limiter.consume(partner ? `partner:${caller.name}` : addressKey(client, settings), limit)
        : undefined;
    if ((!decision || decision.allowed) && caller.kind === 'invalid-key') {
      return refusal(401, 'The X-Api-Key is not a valid partner key.', {
        code: HardeningErrorCode.INVALID_API_KEY,
        requestId,
      });
    }
    if (!decision || decision.allowed) return undefined;
    metrics?.rateLimited.inc({ client: partner ? 'partner' : 'ip' });
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    return refusal(
      429,
      `Too many requests: try again in ${seconds} s.`,
      { code: HardeningErrorCode.RATE_LIMITED, retryAfter: seconds, requestId },
      {
        'retry-after': String(seconds),
        'ratelimit-limit': String(limit.capacity),
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(seconds),
      },
    );
  };
}

/**
 * Admission as a Yoga plugin, in `onRequest` before any parsing and before a replayed answer (plugins/index.ts): the
 * one place a request is admitted; a batched request counts as one request.
 */
export function rateLimitPlugin(options: Parameters<typeof createAdmission>[0]): Plugin {
  const admit = createAdmission(options);
  return {
    async onRequest({ request, serverContext, fetchAPI, endResponse }) {
      if (request.method === 'OPTIONS') return;
      const refused = await admit({
        header: (name) => request.headers.get(name) ?? undefined,
        socketAddress: (serverContext as { req?: IncomingMessage } | undefined)?.req?.socket?.remoteAddress,
      });
      if (refused) endResponse(new fetchAPI.Response(refused.body, refused));
    },
  };
}
