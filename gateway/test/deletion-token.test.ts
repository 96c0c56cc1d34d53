import { describe, expect, it } from 'vitest';
import { DELETION_TOKEN_TTL_MS, DeletionTokens } from '../src/features/account/saleor/deletion-token';
import { OrderAccessTokens } from '../src/features/checkout/order-access';

const KEY = Buffer.alloc(32, 9);
const SUB = '5b0c3f0e-4a7d-4a53-9d1e-2f7c8e1a9b10';

describe('DeletionTokens: the signed one-time token of Saleor’s account deletion', () => {
  it('opens its own token: the account, an hour of life and the id its single use is claimed under', () => {
    const now = 1_800_000_000_000;
    const tokens = new DeletionTokens(KEY, () => now);
    const opened = tokens.open(tokens.issue(SUB));
    expect(opened).toEqual({
      status: 'valid',
      claim: { sub: SUB, expiresAt: now + DELETION_TOKEN_TTL_MS, id: expect.stringMatching(/^[\w-]{36}$/) },
    });
    // Each token has its own id.
    const again = tokens.open(tokens.issue(SUB));
    expect(again.status === 'valid' && opened.status === 'valid' && again.claim.id !== opened.claim.id).toBe(true);
  });

  it('says expired once its hour has passed, still naming the account', () => {
    let now = 1_800_000_000_000;
    const tokens = new DeletionTokens(KEY, () => now);
    const token = tokens.issue(SUB);
    now += DELETION_TOKEN_TTL_MS;
    expect(tokens.open(token)).toMatchObject({ status: 'expired', claim: { sub: SUB } });
  });

  it('refuses a token altered in its body or its signature, another key’s, and anything else', () => {
    const tokens = new DeletionTokens(KEY);
    const [body = '', mac = ''] = tokens.issue(SUB).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ s: 'otro', x: Date.now() + 60_000, n: 'x' })).toString('base64url');
    for (const bad of [
      `${forgedBody}.${mac}`,
      `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      new DeletionTokens(Buffer.alloc(32, 1)).issue(SUB),
      body,
      '',
      '.',
      'a.b.c',
    ]) {
      expect(tokens.open(bad), bad).toEqual({ status: 'invalid' });
    }
  });

  it('is not an order access token under the same key, nor the other way round', () => {
    const orders = new OrderAccessTokens(KEY);
    const tokens = new DeletionTokens(KEY);
    expect(tokens.open(orders.issue(SUB))).toEqual({ status: 'invalid' });
    expect(orders.open(tokens.issue(SUB))).toBeNull();
  });
});
