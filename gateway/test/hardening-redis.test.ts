import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../sandbox/src/outbox/outbox';
import { verificationLinkFor } from '../../sandbox/test/support/outbox';
import { type GatewayConfig, loadGatewayConfig } from '../src/config';
import { RedisRateLimiter } from '../src/plugins/rate-limit';
import { RedisResponseCache } from '../src/plugins/redis-cache';
import { type RunningGateway, startGateway } from '../src/server';
import { insertConfirmedUser } from './support/accounts';
import { authHeaders, type Session, signIn, startTestStack, type TestStack } from './support/stack';

/** The Redis every machine runs; each run uses its own key prefix and removes its keys at the end. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `cuida:test:${process.pid}:${randomUUID().slice(0, 8)}:`;

let redis: Redis;
let stack: TestStack;
let first: RunningGateway;
let second: RunningGateway;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  stack = await startTestStack();
  const base = loadGatewayConfig({ IDENTITY_URL: stack.sandbox.identityUrl });
  // Two replicas of the gateway sharing one Redis: the response cache and the rate limits are theirs in common.
  const config: GatewayConfig = {
    ...base,
    port: 0,
    commerceUrl: `${stack.proxy.url}/graphql`,
    restEndpoints: stack.gateway.services.config.restEndpoints,
    redis: { url: REDIS_URL, keyPrefix: PREFIX },
    // One key for both, as in production (the cluster's primary shares one between its workers).
    autoLoginKey: Buffer.alloc(32, 3).toString('base64'),
    responseCache: { ...base.responseCache, enabled: true },
    // Behind one proxy: the client is the last X-Forwarded-For address (each test uses its own).
    rateLimit: { perMinute: 6, burst: 4, partnerPerMinute: 600, trustProxyHops: 1 },
  };
  [first, second] = await Promise.all([
    startGateway(config, { log: () => {} }),
    startGateway(config, { log: () => {} }),
  ]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await stack?.close();
  if (redis) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
  }
});

async function post(gateway: RunningGateway, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

describe('the response cache in Redis', () => {
  const LISTING = '{ products(first: 3, channel: "feria-cuida") { edges { node { id name slug } } } }';
  const client = { 'x-forwarded-for': '10.0.0.1' };

  it('lets the second instance answer from the entry the first one stored (no upstream call)', async () => {
    stack.proxy.reset();
    const fromFirst = await post(first, LISTING, client);
    expect(fromFirst.json.errors).toBeUndefined();
    expect(stack.proxy.count('/graphql')).toBe(1);
    const fromSecond = await post(second, LISTING, client);
    expect(fromSecond.json).toEqual(fromFirst.json);
    expect(stack.proxy.count('/graphql')).toBe(1);
    expect(fromSecond.headers.get('etag')).toBeTruthy();
    const { body: metrics } = await second.services.metricsSource();
    expect(metrics).toMatch(/^cuida_gateway_response_cache_hits_total 1$/m);
    expect(metrics).toMatch(/^cuida_gateway_response_cache_hit_ratio 1$/m);
  });

  it("never serves or stores a customer's request (Authorization header)", async () => {
    stack.proxy.reset();
    await post(second, LISTING, { ...client, authorization: 'Bearer not-a-token' });
    expect(stack.proxy.count('/graphql')).toBe(1);
  });

  it('keeps answers apart when partner flags change them (promotions by channel)', async () => {
    stack.proxy.reset();
    await post(first, LISTING, { 'x-forwarded-for': '10.0.0.5', 'x-app-rimac': 'true' });
    expect(stack.proxy.count('/graphql')).toBe(1);
  });

  it('does not cache private data (the prices of a cart)', async () => {
    const other = { 'x-forwarded-for': '10.0.0.4' };
    const listing = await post(
      first,
      '{ products(first: 1, channel: "feria-cuida") { edges { node { variants { id } } } } }',
      other,
    );
    const variantId = (listing.json.data as { products: { edges: { node: { variants: { id: string }[] } }[] } })
      .products.edges[0]?.node.variants[0]?.id;
    expect(variantId).toBeTruthy();
    stack.proxy.reset();
    const query = `{ variantPrices(ids: [${JSON.stringify(variantId)}]) { netPrice available } }`;
    const answer = await post(first, query, other);
    expect(answer.json.errors).toBeUndefined();
    await post(second, query, other);
    expect(stack.proxy.count('/graphql')).toBe(2);
  });
});

describe('rate limits in Redis', () => {
  it('counts one client across both instances', async () => {
    const client = { 'x-forwarded-for': '10.0.0.2' };
    const statuses: number[] = [];
    for (const gateway of [first, second, first, second]) {
      statuses.push((await post(gateway, '{ __typename }', client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    const refused = await post(second, '{ __typename }', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.json).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    // Another client is not affected.
    expect((await post(first, '{ __typename }', { 'x-forwarded-for': '10.0.0.3' })).status).toBe(200);
  });

  it('lets requests through when Redis cannot answer (fail open)', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    broken.on('error', () => {});
    const limiter = new RedisRateLimiter(broken, PREFIX);
    expect(await limiter.consume('ip:x', { capacity: 1, perMinute: 1 })).toMatchObject({ allowed: true });
    broken.disconnect();
  });
});

describe('RedisResponseCache', () => {
  it('stores with a TTL and invalidates by type and by entity', async () => {
    const cache = new RedisResponseCache(redis, `${PREFIX}unit:`);
    const answer = { data: { product: { id: 'UHJvZHVjdDox', name: 'Paracetamol' } } };
    await cache.set('op-a', answer, [{ typename: 'Product', id: 'UHJvZHVjdDox' }], 60_000);
    await cache.set('op-b', { data: { menu: { id: 'TWVudTox' } } }, [{ typename: 'Menu', id: 'TWVudTox' }], 60_000);
    expect(await cache.get('op-a')).toEqual(answer);
    const ttl = await redis.pttl(`${PREFIX}unit:rc:op:op-a`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    await cache.invalidate([{ typename: 'Product', id: 'UHJvZHVjdDox' }]);
    expect(await cache.get('op-a')).toBeUndefined();
    expect(await cache.get('op-b')).toBeDefined();
    await cache.invalidate([{ typename: 'Menu' }]);
    expect(await cache.get('op-b')).toBeUndefined();
  });
});

describe('the auto-login link in Redis: one use across workers', () => {
  const call = async <T>(gateway: RunningGateway, query: string, variables: Record<string, unknown>) => {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.9' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: unknown[] };
  };

  it('opens once across the replicas: a second use on the other replica signs nobody in', async () => {
    const email = 'enlace.unico@example.pe';
    const registered = await call<{ registerCustomer: { email: string } }>(
      first,
      'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email } }',
      {
        input: {
          email,
          password: 'Registro2026!',
          firstName: 'Elena',
          paternalLastName: 'Quispe',
          maternalLastName: 'Rojas',
          phone: '+51 991 234 568',
          birthDate: '1991-04-12',
          documentType: 2,
          documentNumber: '41234568',
        },
      },
    );
    expect(registered.errors).toBeUndefined();
    const { code, token } = await verificationLinkFor(stack.sandbox.db, email);
    const row = { code };
    const VERIFY =
      'mutation ($email: String!, $code: String!, $token: String) { verifyEmail(email: $email, code: $code, autoLoginToken: $token) { status session { idToken } } }';
    type Verified = { verifyEmail: { status: string; session: { idToken: string } | null } };
    const variables = { email, code: row?.code, token };
    const [onFirst, onSecond] = await Promise.all([
      call<Verified>(first, VERIFY, variables),
      call<Verified>(second, VERIFY, variables),
    ]);
    const sessions = [onFirst, onSecond].map((answer) => answer.data?.verifyEmail.session?.idToken ?? null);
    // The code and the link are used once across both replicas: one VALID with a session, the other INVALID.
    expect([onFirst, onSecond].map((answer) => answer.data?.verifyEmail.status).sort()).toEqual(['INVALID', 'VALID']);
    expect(sessions.filter(Boolean)).toHaveLength(1);
    const again = await call<Verified>(first, VERIFY, variables);
    expect(again.data?.verifyEmail).toEqual({ status: 'INVALID', session: null });
  });
});

describe('the account deletion token in Redis: one use across replicas', () => {
  let address = 0;
  const call = async <T>(
    gateway: RunningGateway,
    query: string,
    variables: Record<string, unknown>,
    session: Session,
  ) => {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.0.1.${++address}`,
        ...authHeaders(session),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  };
  type Deleted = { accountDelete: { errors: { code: string; message: string }[] } };
  const DELETE = 'mutation ($token: String!) { accountDelete(token: $token) { errors { code message } } }';

  it('refuses on the other replica a token the first one spent (its deletion failed on an outage)', async () => {
    const email = `eliminar.redis.${Date.now()}@cuida.pe`;
    await insertConfirmedUser(stack, email, 'Prueba2026!');
    const session = await signIn(stack, email, 'Prueba2026!');
    const requested = await call<{ accountRequestDeletion: { errors: unknown[] } }>(
      first,
      'mutation { accountRequestDeletion(redirectUrl: "http://localhost:3000/eliminar") { errors { code } } }',
      {},
      session,
    );
    expect(requested.data?.accountRequestDeletion.errors).toEqual([]);
    const [mail] = await readOutbox(stack.sandbox.db, { to: email, kind: 'ELIMINACION_CUENTA' });
    const token = new URL(mail?.link ?? '').searchParams.get('token');
    // Both replicas check the session at the pool now (and remember it for 30 s); then the pool fails on DeleteUser.
    for (const gateway of [first, second]) {
      expect((await call(gateway, '{ me { email } }', {}, session)).errors).toBeUndefined();
    }
    await fetch(`${stack.sandbox.url}/__admin/faults/identity`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 1 }),
    });
    try {
      const failed = await call(first, DELETE, { token }, session);
      expect(failed.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
    const onSecond = await call<Deleted>(second, DELETE, { token }, session);
    expect(onSecond.data?.accountDelete.errors).toEqual([
      { code: 'INVALID', message: 'Este enlace ya se usó: pide uno nuevo si tu cuenta sigue activa.' },
    ]);
  });
});
