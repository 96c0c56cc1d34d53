import { describe, expect, it } from 'vitest';
import { MemorySignOuts, SIGN_OUT_KEPT_MS } from '../src/auth/sign-outs';
import { loadGatewayConfig } from '../src/config';
import type { GatewayContext } from '../src/context';
import { AccountRefusal } from '../src/features/account/saleor/account-errors';
import { takeAttempt } from '../src/features/account/saleor/attempts';
import { MemoryRateLimiter } from '../src/plugins/rate-limit';
import { signShopperAddress } from '../src/plugins/shopper-proxy';

describe('the record of sign-outs made through the gateway', () => {
  it('answers the last sign-out of a user, forgets it after the longest ID token lifetime', async () => {
    let now = 1_000_000;
    const record = new MemorySignOuts(() => now);
    expect(await record.signedOutAt('a')).toBeNull();
    await record.record('a', 100);
    await record.record('a', 200);
    expect(await record.signedOutAt('a')).toBe(200);
    expect(await record.signedOutAt('b')).toBeNull();
    now += SIGN_OUT_KEPT_MS;
    expect(await record.signedOutAt('a')).toBeNull();
  });

  it('keeps at most its bound of users (the oldest go first)', async () => {
    const record = new MemorySignOuts(Date.now, 2);
    await record.record('a', 1);
    await record.record('b', 2);
    await record.record('c', 3);
    expect(await record.signedOutAt('a')).toBeNull();
    expect(await record.signedOutAt('c')).toBe(3);
  });
});

describe('the account mutations’ allowance', () => {
  const secret = 'un-secreto-de-proxy-de-al-menos-32-caracteres';
  const base = loadGatewayConfig({});
  const contextWith = (headers: Record<string, string>, limiter: MemoryRateLimiter) =>
    ({
      client: { header: (name: string) => headers[name.toLowerCase()], socketAddress: '10.0.0.1' },
      services: {
        config: { ...base, rateLimit: { ...base.rateLimit, shopperProxySecret: secret } },
        partners: { identifyKey: () => ({ kind: 'none' }) },
        accountAttempts: limiter,
      },
    }) as unknown as GatewayContext;

  const refusals = async (context: GatewayContext, email: string, tries: number) => {
    let refused = 0;
    for (let i = 0; i < tries; i++) {
      try {
        await takeAttempt(context, 'sign-in', email);
      } catch (error) {
        expect(error).toBeInstanceOf(AccountRefusal);
        expect((error as AccountRefusal).error.code).toBe('LOGIN_ATTEMPT_DELAYED');
        refused++;
      }
    }
    return refused;
  };

  it('counts per client address: ten tries, then LOGIN_ATTEMPT_DELAYED', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    expect(await refusals(contextWith({}, limiter), 'a@cuida.pe', 11)).toBe(1);
    // Another e-mail from the same address shares the bucket.
    expect(await refusals(contextWith({}, limiter), 'b@cuida.pe', 1)).toBe(1);
  });

  it('for a shopper the storefront vouches for without an address, counts per e-mail tried', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    const headers = Object.fromEntries(
      Object.entries(signShopperAddress(secret, 'unknown')).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(await refusals(contextWith(headers, limiter), 'a@cuida.pe', 11)).toBe(1);
    expect(await refusals(contextWith(headers, limiter), 'b@cuida.pe', 10)).toBe(0);
  });
});
