import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ErrorCode, gatewayError } from '../../errors/codes';
import type { Leases } from '../../http/single-use';

/**
 * One change at a time per checkout, through the gateway: placeOrder holds a checkout's lock from its reading of the
 * lines to the completion, and every checkout mutation a client sends through the gateway takes the same lock, so a
 * line added while an order is being placed waits and then finds the order (the checkout is gone), instead of
 * being delivered without being charged. The commerce API has no checkout lock of its own.
 */
export interface CheckoutLocks {
  run<T>(token: string, task: () => Promise<T>): Promise<T>;
}

/** Within one process: a queue per checkout. */
export class MemoryCheckoutLocks implements CheckoutLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(token: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(token) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(task);
    this.tails.set(token, run);
    try {
      return await run;
    } finally {
      if (this.tails.get(token) === run) this.tails.delete(token);
    }
  }
}

/** Deletes the lock only while it is still ours (it may have expired and been taken by another holder). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/** Extends the lock only while it is still ours. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface RedisLockSettings {
  /**
   * How long a lock lives if its holder dies. In Redis the holder renews it every third of this while it works, so
   * it can be short (a worker killed mid-order frees the checkout within it); a lease of the cluster primary is
   * given back when its worker dies, and this is only its backstop (longer than any placeOrder).
   */
  ttlMs: number;
  /** How long a caller waits for a busy checkout before answering that it is busy. */
  waitMs: number;
  pollMs: number;
}

const DEFAULTS: RedisLockSettings = { ttlMs: 90_000, waitMs: 45_000, pollMs: 25 };
/** Redis locks are renewed while held: a dead holder's lock is gone within this. */
const REDIS_TTL_MS = 15_000;

/**
 * Across workers and replicas: the process's queue first (no Redis round trips between requests of one process),
 * then a Redis lock (SET NX PX with a random value, released by compare-and-delete). A lock Redis cannot grant is a
 * refusal (UPSTREAM_UNAVAILABLE): a checkout is never changed unlocked.
 */
export class RedisCheckoutLocks implements CheckoutLocks {
  private readonly local = new MemoryCheckoutLocks();
  private readonly settings: RedisLockSettings;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    settings: Partial<RedisLockSettings> = {},
  ) {
    this.settings = { ...DEFAULTS, ttlMs: REDIS_TTL_MS, ...settings };
  }

  run<T>(token: string, task: () => Promise<T>): Promise<T> {
    return this.local.run(token, async () => {
      const key = `${this.prefix}checkout-lock:${token}`;
      const value = randomUUID();
      await this.acquire(key, value);
      // Kept alive while the task runs; a holder that dies stops renewing and the lock expires within ttlMs.
      const renewal = setInterval(
        () => void this.redis.eval(RENEW, 1, key, value, String(this.settings.ttlMs)).catch(() => undefined),
        Math.max(1, Math.floor(this.settings.ttlMs / 3)),
      );
      renewal.unref();
      try {
        return await task();
      } finally {
        clearInterval(renewal);
        await this.redis.eval(RELEASE, 1, key, value).catch(() => undefined);
      }
    });
  }

  private async acquire(key: string, value: string): Promise<void> {
    const deadline = Date.now() + this.settings.waitMs;
    for (;;) {
      let answer: string | null;
      try {
        answer = await this.redis.set(key, value, 'PX', this.settings.ttlMs, 'NX');
      } catch {
        throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The checkout could not be locked: try again.', {
          upstream: 'redis',
        });
      }
      if (answer === 'OK') return;
      if (Date.now() >= deadline) {
        throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The checkout is busy placing an order: try again.', {
          upstream: 'redis',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, this.settings.pollMs));
    }
  }
}

/**
 * Across the workers of one process without Redis: a lease from the cluster primary (http/single-use.ts), polled until
 * granted, given back when done; the process's queue first. A lease not granted in `waitMs` is a refusal.
 */
export class LeaseCheckoutLocks implements CheckoutLocks {
  private readonly local = new MemoryCheckoutLocks();
  private readonly settings: RedisLockSettings;

  constructor(
    private readonly leases: Leases,
    settings: Partial<RedisLockSettings> = {},
  ) {
    this.settings = { ...DEFAULTS, ...settings };
  }

  run<T>(token: string, task: () => Promise<T>): Promise<T> {
    return this.local.run(token, async () => {
      const key = `checkout-lock:${token}`;
      const deadline = Date.now() + this.settings.waitMs;
      while (!(await this.leases.lease(key, Date.now() + this.settings.ttlMs))) {
        if (Date.now() >= deadline) {
          throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The checkout is busy placing an order: try again.');
        }
        await new Promise((resolve) => setTimeout(resolve, this.settings.pollMs));
      }
      try {
        return await task();
      } finally {
        this.leases.release(key);
      }
    });
  }
}

/**
 * The gateway instance's checkout locks (gateway.ts builds them): in Redis when configured (shared by workers and
 * replicas), else leases from the cluster primary (shared by the workers of the process; a single process keeps its
 * own).
 */
export function createCheckoutLocks(store: { redis: Redis; prefix: string } | { leases: Leases }): CheckoutLocks {
  return 'redis' in store ? new RedisCheckoutLocks(store.redis, store.prefix) : new LeaseCheckoutLocks(store.leases);
}

declare module '../../context' {
  interface GatewayServices {
    /** One change at a time per checkout (placeOrder and the checkout mutations). */
    checkoutLocks: CheckoutLocks;
  }
}
