import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  GENERATE_KEY,
  GENERATE_TOKEN,
  isKnownValue,
  KNOWN_SECRET_VALUES,
  productionSecretProblems,
  type Secret,
  secretProblem,
  sharedSecretProblems,
  shortestPeriod,
  tokenBits,
  weakKeyReason,
  weakTokenReason,
} from '../../src/secrets/secret-policy';

const key = (variable: string, value: string, kind: Secret['kind'] = 'orderAccessKey'): Secret => ({
  variable,
  kind,
  format: 'key',
  value,
});
const token = (variable: string, value: string, kind: Secret['kind'] = 'commerceAppToken'): Secret => ({
  variable,
  kind,
  format: 'token',
  value,
});

describe('known values', () => {
  it("refuses the repository's development defaults and example values, whatever their case or spacing", () => {
    // The development order-access key the gateway uses outside production.
    const developmentKey = Buffer.alloc(32, 'cuida-development-order-access');
    expect(isKnownValue(key('ORDER_ACCESS_KEY', developmentKey.toString('base64')))).toBe(true);
    // The same bytes spelled in base64url, without padding.
    expect(isKnownValue(key('ORDER_ACCESS_KEY', developmentKey.toString('base64url')))).toBe(true);
    for (const value of ['cuida-sandbox-commerce-app-token', ' CHANGE-ME ', 'change-me-to-a-long-random-key']) {
      expect(isKnownValue(token('COMMERCE_APP_TOKEN', value)), value).toBe(true);
    }
    expect(isKnownValue(token('COMMERCE_APP_TOKEN', randomBytes(24).toString('hex')))).toBe(false);
  });

  it('names the variable and how to generate one', () => {
    expect(secretProblem(token('COMMERCE_APP_TOKEN', 'cuida-sandbox-commerce-app-token'))).toBe(
      `COMMERCE_APP_TOKEN is a development default or an example value from the repository: generate one with \`${GENERATE_TOKEN}\`.`,
    );
    expect(secretProblem(key('AUTO_LOGIN_KEY', 'change-me', 'autoLoginKey'))).toContain(GENERATE_KEY);
  });
});

describe('keys (32 bytes, base64)', () => {
  it('refuses 32 zero bytes, one byte repeated, a repeated pattern, too few different bytes, the wrong length', () => {
    expect(weakKeyReason(Buffer.alloc(32).toString('base64'))).toBe('is one byte repeated');
    expect(weakKeyReason(Buffer.alloc(32, 0x61).toString('base64'))).toBe('is one byte repeated');
    expect(weakKeyReason(Buffer.alloc(32, 'abcdefgh').toString('base64'))).toBe('is a repeated pattern');
    expect(weakKeyReason(Buffer.from('0123456789012345678901234567890!').toString('base64'))).toBe(
      'has too few different bytes to be random',
    );
    expect(weakKeyReason(randomBytes(16).toString('base64'))).toBe('must be 32 bytes, base64-encoded');
    expect(weakKeyReason('not base64 at all!')).toBe('must be 32 bytes, base64-encoded');
  });

  it('accepts what `openssl rand -base64 32` gives (1000 random keys, base64 and base64url)', () => {
    for (let run = 0; run < 1000; run++) {
      const bytes = randomBytes(32);
      expect(weakKeyReason(bytes.toString('base64'))).toBeNull();
      expect(weakKeyReason(bytes.toString('base64url'))).toBeNull();
    }
  });

  it('decodes base64 and base64url alike, and nothing else', () => {
    const bytes = randomBytes(32);
    expect(decodeBase64(bytes.toString('base64'))).toEqual(new Uint8Array(bytes));
    expect(decodeBase64(bytes.toString('base64url'))).toEqual(new Uint8Array(bytes));
    expect(decodeBase64('abc$')).toBeNull();
    expect(decodeBase64('a')).toBeNull();
  });
});

describe('tokens', () => {
  it('refuses 32 × "a", short or small-alphabet values, patterns and runs', () => {
    expect(weakTokenReason('a'.repeat(32))).toBe('is a repeated pattern');
    expect(weakTokenReason('abc123'.repeat(6))).toBe('is a repeated pattern');
    expect(weakTokenReason('0123456789')).toMatch(/^is worth 33 bits at most/);
    expect(weakTokenReason('1'.repeat(20) + randomBytes(8).toString('hex'))).toBe('is mostly one character');
    expect(weakTokenReason('abcdefghijklmnopqrstuvwxyz0123456789')).toBe('is mostly a run of neighbouring characters');
    expect(tokenBits('aaaa')).toBeCloseTo(4 * Math.log2(26));
  });

  it('accepts a random token whose commonest character is frequent by chance (a third of it)', () => {
    // Refused once by a threshold of a third: '3' eleven times in 32 hex characters.
    expect(weakTokenReason('333793cf354dc34f39e67f00338303bb')).toBeNull();
  });

  it('accepts what the generators in this repository and `openssl rand` give (1000 each)', () => {
    for (let run = 0; run < 1000; run++) {
      for (const value of [
        randomBytes(32).toString('hex'),
        randomBytes(16).toString('hex'),
        randomBytes(24).toString('hex'),
        randomBytes(24).toString('base64url'),
        randomBytes(32).toString('base64'),
      ]) {
        expect(weakTokenReason(value), value).toBeNull();
      }
    }
  });

  it('refuses any value that repeats a shorter unit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 2, max: 8 }), (unit, times) => {
        const value = unit.repeat(times);
        expect(shortestPeriod([...value])).toBeLessThan([...value].length);
        expect(weakTokenReason(value)).not.toBeNull();
        expect(secretProblem(token('SHOPPER_PROXY_SECRET', value, 'shopperProxySecret'))).not.toBeNull();
      }),
    );
  });
});

describe('secrets of different kinds', () => {
  it('must differ, as text or as the same key bytes; one kind may repeat (the storefront’s own partner key)', () => {
    const bytes = randomBytes(32);
    const shared = randomBytes(32).toString('hex');
    const problems = sharedSecretProblems([
      key('AUTO_LOGIN_KEY', bytes.toString('base64'), 'autoLoginKey'),
      key('ORDER_ACCESS_KEY', bytes.toString('base64url'), 'orderAccessKey'),
      token('SHOPPER_PROXY_SECRET', shared, 'shopperProxySecret'),
      token('COMMERCE_APP_TOKEN', shared, 'commerceAppToken'),
      token('GATEWAY_API_KEY', 'k'.repeat(2) + shared, 'partnerKey'),
      token('PARTNER_API_KEYS (storefront)', 'k'.repeat(2) + shared, 'partnerKey'),
    ]);
    expect(problems).toEqual([
      `AUTO_LOGIN_KEY and ORDER_ACCESS_KEY must differ (secrets of different kinds): generate one with \`${GENERATE_KEY}\`.`,
      `SHOPPER_PROXY_SECRET and COMMERCE_APP_TOKEN must differ (secrets of different kinds): generate one with \`${GENERATE_TOKEN}\`.`,
    ]);
  });
});

describe('a production configuration', () => {
  it('passes with generated secrets, and lists every problem otherwise', () => {
    const good: Secret[] = [
      key('AUTO_LOGIN_KEY', randomBytes(32).toString('base64'), 'autoLoginKey'),
      key('ORDER_ACCESS_KEY', randomBytes(32).toString('base64'), 'orderAccessKey'),
      token('SHOPPER_PROXY_SECRET', randomBytes(32).toString('hex'), 'shopperProxySecret'),
      token('COMMERCE_APP_TOKEN', randomBytes(32).toString('hex'), 'commerceAppToken'),
    ];
    expect(productionSecretProblems(good)).toEqual([]);
    // The probe's production start-up: the repository's key, 32 zero bytes, the sandbox token, 32 × "a".
    const probe: Secret[] = [
      key('ORDER_ACCESS_KEY', Buffer.alloc(32, 'cuida-development-order-access').toString('base64')),
      key('AUTO_LOGIN_KEY', Buffer.alloc(32).toString('base64'), 'autoLoginKey'),
      token('COMMERCE_APP_TOKEN', 'cuida-sandbox-commerce-app-token'),
      token('SHOPPER_PROXY_SECRET', 'a'.repeat(32), 'shopperProxySecret'),
    ];
    const problems = productionSecretProblems(probe);
    expect(problems).toHaveLength(4);
    for (const variable of ['ORDER_ACCESS_KEY', 'AUTO_LOGIN_KEY', 'COMMERCE_APP_TOKEN', 'SHOPPER_PROXY_SECRET']) {
      expect(problems.some((problem) => problem.startsWith(`${variable} `))).toBe(true);
    }
    expect(productionSecretProblems([token('REVALIDATE_SECRET', '   ', 'revalidateSecret')])).toEqual([]);
  });

  it('knows each example value only once, lower-cased comparisons included', () => {
    const lower = KNOWN_SECRET_VALUES.map((value) => value.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
