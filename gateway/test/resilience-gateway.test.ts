import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayConfig, loadGatewayConfig } from '../src/config';
import { type RunningGateway, startGateway } from '../src/server';
import { codesOf, type GraphQLAnswer, startTestStack, type TestStack } from './support/stack';

/**
 * Sandbox → a proxy whose behaviour per upstream the test switches (pass, 503, malformed body, hang) → gateways with
 * small circuit-breaker settings. Also uses the sandbox's own fault injection when it serves /__admin/faults.
 */
type Mode = 'pass' | 'fail' | 'fail-once' | 'malformed' | 'hang';
const modes: Record<'commerce' | 'sales', Mode> = { commerce: 'pass', sales: 'pass' };
const hits = { commerce: 0, sales: 0 };

let stack: TestStack;
let faulty: Server;
let faultyUrl: string;
let plain: RunningGateway;
let cached: RunningGateway;

function upstreamOf(path: string): 'commerce' | 'sales' | null {
  if (path.startsWith('/graphql')) return 'commerce';
  if (path.startsWith('/sales/')) return 'sales';
  return null;
}

beforeAll(async () => {
  stack = await startTestStack();
  const target = new URL(stack.sandbox.url);
  faulty = createServer((req, res) => {
    const upstream = upstreamOf(req.url ?? '/');
    let mode: Mode = 'pass';
    if (upstream) {
      hits[upstream]++;
      mode = modes[upstream];
      if (mode === 'fail-once') modes[upstream] = 'pass';
    }
    if (mode === 'fail' || mode === 'fail-once') {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":[{"message":"down"}]}');
      return;
    }
    if (mode === 'hang') {
      req.resume();
      return;
    }
    const forward = request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (mode === 'malformed') {
          answer.resume();
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"products":{"edg');
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => faulty.listen(0, resolve));
  faultyUrl = `http://localhost:${(faulty.address() as AddressInfo).port}`;

  const base = loadGatewayConfig({ IDENTITY_URL: stack.sandbox.identityUrl, SANDBOX_URL: faultyUrl });
  const config = (overrides: Partial<GatewayConfig>): GatewayConfig => ({
    ...base,
    port: 0,
    upstreamTimeoutMs: 3000,
    upstreams: {
      timeoutsMs: { commerce: 400, sales: 1000, sales2: 1000, pharmacy: 1000, agreements: 1000, identity: 2000 },
      retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 50 },
      circuit: { failureThreshold: 3, failureRate: 0.5, minCalls: 1000, windowMs: 10_000, cooldownMs: 600 },
    },
    ...overrides,
  });
  [plain, cached] = await Promise.all([
    startGateway(config({}), { log: () => {} }),
    startGateway(config({ responseCache: { ...base.responseCache, enabled: true } }), { log: () => {} }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), cached?.close()]);
  await new Promise<void>((resolve) => {
    faulty?.closeAllConnections();
    faulty?.close(() => resolve());
  });
  await stack?.close();
});
beforeEach(() => {
  modes.commerce = 'pass';
  modes.sales = 'pass';
  hits.commerce = 0;
  hits.sales = 0;
});

async function gql<T = Record<string, unknown>>(gateway: RunningGateway, query: string): Promise<GraphQLAnswer<T>> {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

async function metric(gateway: RunningGateway, line: RegExp): Promise<number | undefined> {
  // The metrics themselves (the public /metrics needs a partner key: security-endpoints.test.ts).
  const { body: text } = await gateway.services.metricsSource();
  const found = text.split('\n').find((candidate) => line.test(candidate));
  return found ? Number(found.split(' ').pop()) : undefined;
}

const PRODUCTS = '{ products(first: 2, channel: "feria-cuida") { edges { node { name } } } }';

describe('retries', () => {
  it('retries a failed commerce query and answers', async () => {
    modes.commerce = 'fail-once';
    const answer = await gql(plain, PRODUCTS);
    expect(answer.errors).toBeUndefined();
    expect(hits.commerce).toBe(2);
  });

  it('never retries a commerce mutation', async () => {
    modes.commerce = 'fail-once';
    const answer = await gql(
      plain,
      'mutation { checkoutCreate(input: { channel: "feria-cuida", lines: [] }) { errors { code } } }',
    );
    expect(codesOf(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(hits.commerce).toBe(1);
  });

  it('gives up on a commerce answer that is not JSON, with a coded error', async () => {
    modes.commerce = 'malformed';
    const answer = await gql(plain, PRODUCTS);
    expect(answer.data?.products).toBeNull();
    expect(codesOf(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(answer.errors?.[0]?.message).toMatch(/malformed/);
  });

  it('abandons a commerce call after its timeout: UPSTREAM_TIMEOUT', async () => {
    modes.commerce = 'hang';
    const answer = await gql(plain, PRODUCTS);
    expect(codesOf(answer)).toEqual(['UPSTREAM_TIMEOUT']);
  });
});

describe('partial results', () => {
  it('answers the fields that do not need a failing upstream, the others are null with a coded error', async () => {
    modes.commerce = 'fail';
    const answer = await gql<{ cartTotals: { subtotal: number }; products: unknown }>(
      plain,
      `{ cartTotals(input: { lines: [{ quantity: 2, unitPrice: 10.5 }] }) { subtotal }
         products(first: 2, channel: "feria-cuida") { totalCount } }`,
    );
    expect(answer.data?.cartTotals.subtotal).toBe(21);
    expect(answer.data?.products).toBeNull();
    expect(codesOf(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ upstream: 'commerce' });
    expect(JSON.stringify(answer)).not.toMatch(/stack|localhost/);
  });
});

describe('circuit breaker through the gateway', () => {
  it('opens after consecutive failures (fails fast, no upstream call), then half-opens and closes', async () => {
    // Let any circuit left by earlier tests close.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await gql(plain, PRODUCTS);
    modes.commerce = 'fail';
    // retries: 1, so each query costs 2 failed attempts: the 2nd query reaches the threshold of 3.
    for (let i = 0; i < 2; i++) expect(codesOf(await gql(plain, PRODUCTS))).toEqual(['UPSTREAM_UNAVAILABLE']);
    const before = hits.commerce;
    const fast = await gql(plain, PRODUCTS);
    expect(codesOf(fast)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(fast.errors?.[0]?.extensions).toMatchObject({ circuit: 'open', upstream: 'commerce' });
    expect(hits.commerce).toBe(before);
    expect(await metric(plain, /^cuida_gateway_circuit_state\{upstream="commerce"\}/)).toBe(2);

    modes.commerce = 'pass';
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await metric(plain, /^cuida_gateway_circuit_state\{upstream="commerce"\}/)).toBe(1);
    const recovered = await gql(plain, PRODUCTS);
    expect(recovered.errors).toBeUndefined();
    expect(await metric(plain, /^cuida_gateway_circuit_state\{upstream="commerce"\}/)).toBe(0);
    expect(
      await metric(plain, /^cuida_gateway_circuit_transitions_total\{upstream="commerce",to="open"\}/),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('the response cache (in memory)', () => {
  it('answers a repeated public query from the cache, and never a query with private data', async () => {
    const listing = '{ products(first: 5, channel: "feria-cuida") { edges { node { id name } } } }';
    const first = await gql(cached, listing);
    expect(first.errors).toBeUndefined();
    const calls = hits.commerce;
    expect(await gql(cached, listing)).toEqual(first);
    expect(hits.commerce).toBe(calls);

    const cart =
      '{ cartTotals(input: { lines: [{ quantity: 1, unitPrice: 5 }] }) { subtotal } shop: products(first: 1, channel: "feria-cuida") { totalCount } }';
    await gql(cached, cart);
    const before = hits.commerce;
    await gql(cached, cart);
    expect(hits.commerce).toBe(before + 1);
  });
});

describe('during a voucher (sales) outage', () => {
  const LISTING = '{ products(first: 6, channel: "feria-cuida") { edges { node { name promotions { id } } } } }';

  it('lists products with empty promotions, never as errors, and does not cache that degraded answer', async () => {
    modes.sales = 'fail';
    stack.proxy.reset();
    const first = await gql<{ products: { edges: { node: { promotions: unknown[] } }[] } }>(cached, LISTING);
    expect(first.errors).toBeUndefined();
    expect(first.data?.products.edges).toHaveLength(6);
    expect(first.data?.products.edges.every((edge) => edge.node.promotions.length === 0)).toBe(true);
    expect(hits.sales).toBeGreaterThan(0);
    const commerceCalls = hits.commerce;
    // Not cached: the next identical request goes to the commerce API again.
    await gql(cached, LISTING);
    expect(hits.commerce).toBeGreaterThan(commerceCalls);
  });
});

describe("with the sandbox's fault injection", () => {
  let available = false;
  const admin = (path = '', init: RequestInit = {}) => fetch(`${stack.sandbox.url}/__admin/faults${path}`, init);
  let direct: RunningGateway;

  beforeAll(async () => {
    available = (await admin().catch(() => null))?.status === 200;
    if (!available) return;
    const base = loadGatewayConfig({ IDENTITY_URL: stack.sandbox.identityUrl, SANDBOX_URL: stack.sandbox.url });
    direct = await startGateway(
      {
        ...base,
        port: 0,
        upstreams: {
          ...base.upstreams,
          timeoutsMs: { ...base.upstreams.timeoutsMs, commerce: 400 },
          retry: { retries: 0, baseDelayMs: 10, maxDelayMs: 50 },
          circuit: { failureThreshold: 2, failureRate: 0.5, minCalls: 1000, windowMs: 10_000, cooldownMs: 400 },
        },
      },
      { log: () => {} },
    );
  });
  afterAll(async () => {
    if (!available) return;
    await admin('', { method: 'DELETE' });
    await direct?.close();
  });

  const put = (upstream: string, settings: unknown) =>
    admin(`/${upstream}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });

  it('maps injected errors, timeouts and malformed bodies to coded errors and opens the circuit', async (context) => {
    if (!available) context.skip();
    await put('commerce', { malformed: true });
    expect(codesOf(await gql(direct, PRODUCTS))).toEqual(['UPSTREAM_UNAVAILABLE']);
    await put('commerce', { timeout: true });
    expect(codesOf(await gql(direct, PRODUCTS))).toEqual(['UPSTREAM_TIMEOUT']);
    const open = await gql(direct, PRODUCTS);
    expect(open.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', circuit: 'open' });
    await admin('/commerce', { method: 'DELETE' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await gql(direct, PRODUCTS)).errors).toBeUndefined();
  });

  it('keeps listing products while the sales service fails', async (context) => {
    if (!available) context.skip();
    await put('sales', { errorRate: 1 });
    const listing = await gql<{ products: { edges: { node: { promotions: unknown[] } }[] } }>(
      direct,
      '{ products(first: 4, channel: "feria-cuida") { edges { node { name promotions { id } } } } }',
    );
    expect(listing.errors).toBeUndefined();
    expect(listing.data?.products.edges.every((edge) => edge.node.promotions.length === 0)).toBe(true);
    await admin('/sales', { method: 'DELETE' });
  });
});
