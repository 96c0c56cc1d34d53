import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaseCheckoutLocks, RedisCheckoutLocks } from '../src/features/checkout/checkout-lock';
import { answerRelease, MemorySingleUse } from '../src/http/single-use';
import { WorkerLeases } from '../src/http/worker-leases';

describe('the checkout lock across workers without Redis (leases of the cluster primary)', () => {
  it('two workers sharing one lease store run one change of a checkout at a time, in turn, and free it after', async () => {
    // Two lock instances (one per worker) over the primary's one store, as cluster.ts serves it.
    const primary = new MemorySingleUse();
    const workers = [new LeaseCheckoutLocks(primary, { pollMs: 2 }), new LeaseCheckoutLocks(primary, { pollMs: 2 })];
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        workers[index % 2]?.run('8ebd8e54-83ce-4d3e-84a2-d7207aa3d301', async () => {
          inside++;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(index);
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toHaveLength(8);
    // Freed: claimed again at once; a task that throws frees it too.
    await expect(workers[0]?.run('t', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await primary.claim('checkout-lock:t', Date.now() + 1000)).toBe(true);
  });

  it('the primary answers a release message and ignores others', () => {
    const primary = new MemorySingleUse();
    primary.claimNow('k', Date.now() + 1000);
    expect(answerRelease(primary, { type: 'other', key: 'k' })).toBe(false);
    expect(primary.claimNow('k', Date.now() + 1000)).toBe(false);
    expect(answerRelease(primary, { type: 'cuida:single-use-release', key: 'k' })).toBe(true);
    expect(primary.claimNow('k', Date.now() + 1000)).toBe(true);
  });
});

describe('a worker that dies holding a checkout lock', () => {
  const lease = (id: number, key: string) => ({
    type: 'cuida:single-use-claim',
    id,
    key,
    expiresAt: Date.now() + 90_000,
    lease: true,
  });
  const claim = (id: number, key: string) => ({
    type: 'cuida:single-use-claim',
    id,
    key,
    expiresAt: Date.now() + 90_000,
  });

  it('without Redis: the primary gives its leases back at once, keeps its single-use claims', () => {
    const primary = new WorkerLeases(new MemorySingleUse());
    expect(primary.handle(1, lease(0, 'checkout-lock:a'))).toEqual({
      type: 'cuida:single-use-answer',
      id: 0,
      claimed: true,
    });
    expect(primary.handle(1, claim(1, 'code:x'))).toMatchObject({ claimed: true });
    expect(primary.handle(2, lease(0, 'checkout-lock:a'))).toMatchObject({ claimed: false });
    expect(primary.handle(2, { type: 'metrics' })).toBeNull();

    // Worker 1 dies: its lease is free for worker 2; its single use stays used.
    expect(primary.releaseAll(1)).toEqual(['checkout-lock:a']);
    expect(primary.handle(2, lease(1, 'checkout-lock:a'))).toMatchObject({ claimed: true });
    expect(primary.handle(2, claim(2, 'code:x'))).toMatchObject({ claimed: false });

    // A late release by a worker that no longer holds the lease leaves the holder's lease alone.
    expect(primary.handle(1, { type: 'cuida:single-use-release', key: 'checkout-lock:a' })).toBe('released');
    expect(primary.handle(3, lease(0, 'checkout-lock:a'))).toMatchObject({ claimed: false });
    expect(primary.handle(2, { type: 'cuida:single-use-release', key: 'checkout-lock:a' })).toBe('released');
    expect(primary.handle(3, lease(1, 'checkout-lock:a'))).toMatchObject({ claimed: true });
  });

  describe('with Redis', () => {
    const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `cuida:test:lock:${process.pid}:${Date.now()}:`;
    let redis: Redis;
    beforeAll(async () => {
      redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('a lock whose holder stopped renewing it (a dead worker) is taken once it expires', async () => {
      const key = `${prefix}checkout-lock:dead`;
      await redis.set(key, 'a worker killed mid-order', 'PX', 300);
      const locks = new RedisCheckoutLocks(redis, prefix, { ttlMs: 300, pollMs: 10 });
      const held = await locks.run('dead', async () => redis.get(key));
      expect(held).not.toBe('a worker killed mid-order');
      expect(await redis.exists(key)).toBe(0);
    });

    it('a live holder renews its lock: a task longer than the lock lifetime keeps the checkout to itself', async () => {
      const a = new RedisCheckoutLocks(redis, prefix, { ttlMs: 150, pollMs: 10 });
      const b = new RedisCheckoutLocks(redis, prefix, { ttlMs: 150, pollMs: 10 });
      const events: string[] = [];
      const first = a.run('long', async () => {
        events.push('a in');
        await new Promise((resolve) => setTimeout(resolve, 700));
        events.push('a out');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = b.run('long', async () => {
        events.push('b in');
      });
      await Promise.all([first, second]);
      expect(events).toEqual(['a in', 'a out', 'b in']);
    });
  });
});
