import { createSaleorAuthClient } from '@saleor/auth-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { memoryStorage } from './support/accounts';
import { gql, startTestStack, type TestStack } from './support/stack';

/**
 * Saleor's own auth client, `@saleor/auth-sdk` 1.0.3, unmodified, against the gateway over HTTP (the sandbox's user
 * pool behind it): sign-in, refresh, password reset, and the token it keeps accepted as the bearer on `me`.
 *
 * The SDK sends `Authorization` only to the URL its token's `iss` names, unless told
 * `allowPassingTokenToThirdPartyDomains` (its own documented option): the token is the identity provider's, so its
 * issuer is the provider, not the gateway (docs/partners.md).
 */
let stack: TestStack;
beforeAll(async () => {
  const { rateLimit } = loadGatewayConfig({});
  stack = await startTestStack({ rateLimit: { ...rateLimit, burst: 100_000, trustProxyHops: 1 } });
});
afterAll(() => stack?.close());

/** Every GraphQL operation the SDK (and the test through it) sends, by operation name. */
const sent: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (input, init) => {
    if (typeof init?.body === 'string') {
      const match = /(?:mutation|query)\s+(\w+)/.exec(JSON.parse(init.body).query ?? '');
      if (match?.[1]) sent.push(match[1]);
    }
    return realFetch(input, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  sent.length = 0;
});

const ME = JSON.stringify({ query: 'query Me { me { id email firstName documentNumber } }' });
const THIRD_PARTY = { allowPassingTokenToThirdPartyDomains: true };

function client(options: { tokenGracePeriod?: number } = {}) {
  const refreshTokenStorage = memoryStorage();
  const accessTokenStorage = memoryStorage();
  const auth = createSaleorAuthClient({
    saleorApiUrl: stack.gateway.url,
    refreshTokenStorage,
    accessTokenStorage,
    ...options,
  });
  const me = async () => {
    const response = await auth.fetchWithAuth(
      stack.gateway.url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: ME },
      THIRD_PARTY,
    );
    return (await response.json()) as {
      data?: { me: { id: string; email: string; firstName: string; documentNumber: string } | null };
      errors?: unknown[];
    };
  };
  return { auth, me, refreshTokenStorage, accessTokenStorage };
}

describe('@saleor/auth-sdk against the gateway', () => {
  it('signs in with tokenCreate; the token it keeps is the bearer on me', async () => {
    const { auth, me, refreshTokenStorage } = client();
    const answer = await auth.signIn({ email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' });
    expect(answer.data.tokenCreate.errors).toEqual([]);
    expect(sent).toEqual(['tokenCreate']);
    expect([...Array(refreshTokenStorage.length).keys()].map((i) => refreshTokenStorage.key(i))).toContain(
      `${stack.gateway.url}+saleor_auth_module_refresh_token`,
    );
    const mine = await me();
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.me).toMatchObject({ email: 'maria.quispe@cuida.pe', documentNumber: '45871236' });
  });

  it('refuses a wrong password with the AccountError the SDK reads, and keeps the client signed out', async () => {
    const { auth, me } = client();
    const answer = await auth.signIn({ email: 'maria.quispe@cuida.pe', password: 'Incorrecta2026!' });
    expect(answer.data.tokenCreate.token).toBeNull();
    expect(answer.data.tokenCreate.errors[0]).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'email' });
    expect((await me()).data?.me).toBeNull();
  });

  it('refreshes an expired token with tokenRefresh before the request, and the new token is accepted', async () => {
    // The SDK refreshes once its token is within the grace period of expiring: a grace longer than the token's life
    // makes every token "expired", so the next request refreshes first (as an hour later would).
    const { auth, me, accessTokenStorage } = client({ tokenGracePeriod: 2 * 60 * 60 * 1000 });
    await auth.signIn({ email: 'jorge.ramirez@cuida.pe', password: 'Cuida2026!' });
    const key = `${stack.gateway.url}+saleor_auth_access_token`;
    const first = accessTokenStorage.getItem(key);
    const mine = await me();
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.me?.email).toBe('jorge.ramirez@cuida.pe');
    expect(sent).toEqual(['tokenCreate', 'refreshToken', 'Me']);
    const second = accessTokenStorage.getItem(key);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('resets a password with setPassword (the e-mailed code as token) and is signed in by it', async () => {
    const asked = await gql<{ requestPasswordReset: { errors: unknown[] } }>(
      stack,
      'mutation { requestPasswordReset(email: "maria.quispe@cuida.pe", redirectUrl: "https://tienda.example/restablecer") { errors { code } } }',
      {},
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(asked.data?.requestPasswordReset.errors).toEqual([]);
    const codes = (await (
      await realFetch(`${stack.sandbox.identityUrl}/__admin/codes?email=maria.quispe%40cuida.pe`)
    ).json()) as { codes: { purpose: string; code: string }[] };
    const code = codes.codes.filter((entry) => entry.purpose === 'FORGOT_PASSWORD').at(-1)?.code as string;
    const { auth, me } = client();
    const answer = await auth.resetPassword({ email: 'maria.quispe@cuida.pe', password: 'Cuida2026!', token: code });
    expect(answer.data.setPassword.errors).toEqual([]);
    expect(sent).toContain('passwordReset');
    expect((await me()).data?.me?.email).toBe('maria.quispe@cuida.pe');
  });

  it('after signOut the SDK sends no token: me is null', async () => {
    const { auth, me } = client();
    await auth.signIn({ email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' });
    auth.signOut();
    expect((await me()).data?.me).toBeNull();
  });
});
