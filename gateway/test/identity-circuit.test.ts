import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityClient } from '../src/auth/identity-client';
import { type FaultStack, startFaultStack, timedQuery } from './support/fault-stack';

/**
 * The gateway's own identity calls (session checks, JWKS, its service account) go through one circuit: a hung
 * provider costs the threshold's session checks their timeout, then checks fail at once, never as signed out; a
 * shopper whose session was confirmed, and anyone browsing on a valid token, carries on.
 */
const TIMEOUT_MS = 600;
let stack: FaultStack;
let sessions: { idToken: string; accessToken: string }[];

beforeAll(async () => {
  stack = await startFaultStack({
    config: (base) => ({
      upstreams: {
        ...base.upstreams,
        timeoutsMs: { ...base.upstreams.timeoutsMs, identity: TIMEOUT_MS },
        circuit: { ...base.upstreams.circuit, failureThreshold: 2, cooldownMs: 60_000 },
      },
    }),
  });
  const identity = new IdentityClient(stack.sandbox.identityUrl, 5000);
  sessions = (
    await Promise.all(
      Array.from({ length: 4 }, () => identity.signIn('cuida-web-client', 'maria.quispe@cuida.pe', 'Cuida2026!')),
    )
  ).map((result) => ({ idToken: result.IdToken, accessToken: result.AccessToken }));
});
afterAll(async () => {
  await stack?.close();
});

const headers = (session: { idToken: string; accessToken: string } | undefined): Record<string, string> =>
  session ? { authorization: `Bearer ${session.idToken}`, 'x-access-token': session.accessToken } : {};
const ME = '{ me { id } }';

describe('a hung identity provider', () => {
  it('opens the identity circuit after its threshold; checks then fail at once, never UNAUTHENTICATED', async () => {
    const gateway = stack.gateways[0] as NonNullable<FaultStack['gateways'][0]>;
    // Healthy first: the keys are fetched and the first session confirmed.
    const confirmed = await timedQuery<{ me: { id: string } }>(gateway, ME, {}, headers(sessions[0]));
    expect(confirmed.answer.data?.me.id).toBeTruthy();

    await stack.setFaults({ identity: { timeout: true } });
    for (const session of sessions.slice(1, 3)) {
      const { answer } = await timedQuery(gateway, ME, {}, headers(session));
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', upstream: 'identity' });
    }
    expect(gateway.services.resilience.states().identity).toBe('open');
    const fast = await timedQuery(gateway, ME, {}, headers(sessions[3]));
    expect(fast.answer.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: 'identity',
      circuit: 'open',
    });
    // Generous: far below the provider's timeout, it was not called.
    expect(fast.ms).toBeLessThan(TIMEOUT_MS);

    // The shopper whose session was confirmed keeps their account; browsing on a valid token goes on.
    const still = await timedQuery<{ me: { id: string } }>(gateway, ME, {}, headers(sessions[0]));
    expect(still.answer.errors).toBeUndefined();
    const browsing = await timedQuery<{ products: { edges: unknown[] } }>(
      gateway,
      '{ products(first: 3, channel: "feria-cuida") { edges { node { name } } } }',
      {},
      headers(sessions[3]),
    );
    expect(browsing.answer.errors).toBeUndefined();
    expect(browsing.answer.data?.products.edges).toHaveLength(3);
  });
});
