import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTO_LOGIN_TTL_MS, AutoLoginSealer } from '../src/features/account/auto-login';
import { MemorySingleUse, RedisSingleUse } from '../src/http/single-use';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('AutoLoginSealer: the sealed, expiring auto-login password', () => {
  it('opens its own token for the e-mail it was sealed for, with the id its single use is claimed under', () => {
    const sealer = new AutoLoginSealer(KEY);
    const token = sealer.seal('Ana@Example.pe', 'Secreta2026!');
    expect(token).not.toContain('Secreta');
    expect(sealer.open(token, 'otra@example.pe')).toBeNull();
    const opened = sealer.open(token, 'ana@example.pe');
    expect(opened).toMatchObject({ password: 'Secreta2026!', id: expect.stringMatching(/^[\w-]{36}$/) });
    expect(opened?.expiresAt).toBeGreaterThan(Date.now() + AUTO_LOGIN_TTL_MS - 60_000);
    // Another token for the same password has its own id.
    expect(sealer.open(sealer.seal('ana@example.pe', 'Secreta2026!'), 'ana@example.pe')?.id).not.toBe(opened?.id);
  });

  it('refuses altered, foreign-key and expired tokens', () => {
    let now = 1_000_000;
    const sealer = new AutoLoginSealer(KEY, () => now);
    const token = sealer.seal('ana@example.pe', 'Secreta2026!');
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(sealer.open(bytes.toString('base64url'), 'ana@example.pe')).toBeNull();
    expect(new AutoLoginSealer(Buffer.alloc(32, 9).toString('base64')).open(token, 'ana@example.pe')).toBeNull();
    expect(sealer.open('garbage', 'ana@example.pe')).toBeNull();
    now += AUTO_LOGIN_TTL_MS + 1;
    expect(sealer.open(token, 'ana@example.pe')).toBeNull();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new AutoLoginSealer(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('the auto-login link opens once', () => {
  it('in memory: a second claim of the same id is refused until the token would have expired', async () => {
    let now = 1_000;
    const uses = new MemorySingleUse(() => now);
    expect(await uses.claim('a', 5_000)).toBe(true);
    expect(await uses.claim('a', 5_000)).toBe(false);
    expect(await uses.claim('b', 5_000)).toBe(true);
    now = 6_000;
    // Past its expiry the id is forgotten (the token itself is refused as expired by then).
    expect(await uses.claim('a', 9_000)).toBe(true);
  });

  describe('in Redis, shared by every worker and replica', () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    const prefix = `cuida:test:${process.pid}:${Date.now()}:`;
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it('one replica opens the link; another, with the same token, is refused', async () => {
      const replicaA = new RedisSingleUse(redis, prefix);
      const replicaB = new RedisSingleUse(redis, prefix);
      const expiresAt = Date.now() + AUTO_LOGIN_TTL_MS;
      const both = await Promise.all([
        replicaA.claim('auto-login:link-1', expiresAt),
        replicaB.claim('auto-login:link-1', expiresAt),
      ]);
      expect(both.sort()).toEqual([false, true]);
      expect(await replicaA.claim('auto-login:link-1', expiresAt)).toBe(false);
      // Kept only as long as the token lives.
      const ttl = await redis.pttl(`${prefix}auto-login:link-1`);
      expect(ttl).toBeGreaterThan(AUTO_LOGIN_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(AUTO_LOGIN_TTL_MS);
    });

    it('refuses the link when Redis cannot record its use (the customer signs in with the password)', async () => {
      const down = new Redis('redis://127.0.0.1:1', {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      down.on('error', () => {});
      const logged: Record<string, unknown>[] = [];
      const uses = new RedisSingleUse(down, prefix, (entry) => logged.push(entry));
      expect(await uses.claim('auto-login:link-2', Date.now() + 60_000)).toBe(false);
      expect(logged[0]?.msg).toMatch(/single-use claim refused/);
      down.disconnect();
    });
  });
});
