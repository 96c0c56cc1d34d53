import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/gateway';
import { createRequestHandler, handlerOptionsFor } from '../src/http/handler';
import { answerReplayPlugin, recordingCache } from '../src/plugins/answer-replay';
import { observabilityPlugin } from '../src/plugins/observability';
import { rateLimitPlugin } from '../src/plugins/rate-limit';
import { requestScopePlugin } from '../src/plugins/request-scope';
import { responseCachePlugin } from '../src/plugins/response-cache';
import { countingCatalog } from './support/counting-catalog';

/**
 * The replay of cached answers (plugins/answer-replay.ts) over real HTTP, behind the HTTP layer and the plugins before
 * it (request scope, rate limit), on a small schema whose
 * resolvers count their calls, with a gateway instance's parts (metrics, rate limits, partner keys, in-memory store).
 */
const catalog = countingCatalog();
const calls = Object.assign(catalog.calls, { yoga: 0 });
const logged: Record<string, unknown>[] = [];
const PARTNER_KEY = 'clave-de-socio-0123456789';

const config = {
  ...loadGatewayConfig({ PARTNER_API_KEYS: `aseguradora:${PARTNER_KEY}` }),
  // X-Forwarded-For names the client, so that each test has its own rate-limit bucket.
  rateLimit: { perMinute: 6, burst: 6, partnerPerMinute: 0, trustProxyHops: 1 },
  responseCache: { enabled: true, ttlByType: { Product: 60_000 }, maxEntries: 100 },
  limits: { ...loadGatewayConfig({}).limits, bodyLimitBytes: 4096 },
};

let runtime: Gateway;
let server: Server;
let url: string;

beforeAll(async () => {
  runtime = await createGateway(config, { log: (entry) => logged.push(entry) });
  const yoga = createYoga({
    schema: catalog.schema,
    plugins: [
      requestScopePlugin({ metrics: runtime.metrics }),
      rateLimitPlugin({ limiter: runtime.rateLimiter, settings: config.rateLimit, partners: runtime.partners }),
      answerReplayPlugin({ store: runtime.responseCacheStore, metrics: runtime.metrics }),
      // Counts the requests that go on past the replay, to be parsed and executed.
      { onRequest: () => void calls.yoga++ },
      observabilityPlugin({ metrics: runtime.metrics, cacheEnabled: true }),
      responseCachePlugin({ settings: config.responseCache, cache: recordingCache(runtime.responseCacheStore) }).plugin,
    ],
    logging: false,
  });
  server = createServer(createRequestHandler(yoga, runtime, handlerOptionsFor(config)));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server?.closeAllConnections();
    server?.close(() => resolve());
  });
  await runtime?.close();
});

let client = 0;
let forwardedFor = '';
beforeEach(() => {
  catalog.reset();
  calls.yoga = 0;
  logged.length = 0;
  client++;
  forwardedFor = `203.0.113.${client}`;
});

async function post(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function metric(line: RegExp): Promise<number> {
  // The metrics themselves (the public /metrics needs a partner key: security-endpoints.test.ts).
  const { body: text } = await runtime.metricsSource();
  const found = text.split('\n').find((candidate) => line.test(candidate));
  return found ? Number(found.split(' ').pop()) : 0;
}

describe('replayed answers', () => {
  it('answer the same request again with the same bytes and headers, before parsing, counted as a cache hit', async () => {
    const query = 'query Ficha { product(id: "1") { id name } }';
    const hits = await metric(
      /^cuida_gateway_graphql_operations_total\{operation="Ficha",type="query",outcome="cache_hit"\}/,
    );
    const first = await post(query);
    const second = await post(query);
    const third = await post(query);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ data: { product: { id: '1', name: 'Producto 1' } } });
    expect(calls.product).toBe(1);
    expect(calls.yoga).toBe(1); // the second and third were answered before parsing
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(
      (await metric(/^cuida_gateway_graphql_operations_total\{operation="Ficha",type="query",outcome="cache_hit"\}/)) -
        hits,
    ).toBe(2);
  });

  it("are made from Yoga's cache hits too, for requests whose headers differ from the one that filled it", async () => {
    const query = 'query Otra { product(id: "9") { id name } }';
    await post(query);
    const fromYoga = await post(query, { origin: 'http://localhost:3000' });
    expect(calls.yoga).toBe(2);
    const replayed = await post(query, { origin: 'http://localhost:3000' });
    expect(calls.yoga).toBe(2);
    expect(calls.product).toBe(1);
    expect(replayed.text).toBe(fromYoga.text);
    expect(replayed.headers.get('access-control-allow-origin')).toBe(
      fromYoga.headers.get('access-control-allow-origin'),
    );
  });

  it('are kept apart by partner flags and by what the client accepts', async () => {
    const query = '{ product(id: "2") { name } }';
    await post(query);
    await post(query, { 'x-app-rimac': 'true' });
    await post(query, { 'x-app-rimac': 'true' });
    expect(calls.product).toBe(2);
    const strict = await post(query, { accept: 'application/graphql-response+json' });
    expect(strict.headers.get('content-type')).toMatch(/graphql-response\+json/);
    expect(calls.product).toBe(2); // Yoga's own cache answers it (same operation), then the replay is stored
    expect((await post(query, { accept: 'application/graphql-response+json' })).text).toBe(strict.text);
  });

  it("are never used for a customer's request", async () => {
    const query = '{ product(id: "3") { name } }';
    await post(query);
    await post(query, { authorization: 'Bearer token' });
    await post(query, { authorization: 'Bearer token' });
    expect(calls.product).toBe(3);
  });

  it('go when a mutation returns an entity they hold', async () => {
    const query = '{ product(id: "4") { name } }';
    await post(query);
    await post(query);
    expect(calls.product).toBe(1);
    await post('mutation { renameProduct(id: "4", name: "Nuevo") { id name } }');
    await post(query);
    expect(calls.product).toBe(2);
  });

  it('are not stored for a degraded answer', async () => {
    catalog.degradeNext();
    await post('{ flaky { name } }');
    await post('{ flaky { name } }');
    expect(calls.flaky).toBe(2);
  });
});

describe('admission before a replay', () => {
  it('spends the rate limit like any request, with 429 RATE_LIMITED once the burst is spent', async () => {
    const query = '{ product(id: "5") { name } }';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(query)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(calls.product).toBe(1);
    const refused = await post(query);
    expect(JSON.parse(refused.text).errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses an unknown API key even when the answer is cached, and serves a partner', async () => {
    const query = '{ product(id: "6") { name } }';
    await post(query, { 'x-api-key': PARTNER_KEY });
    const partner = await post(query, { 'x-api-key': PARTNER_KEY });
    expect(partner.status).toBe(200);
    expect(calls.product).toBe(1);
    const forged = await post(query, { 'x-api-key': 'no-es-una-clave-valida' });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.text).errors[0].extensions).toMatchObject({ code: 'INVALID_API_KEY' });
  });
});

describe('request bodies read by the HTTP layer', () => {
  it('answers a body over the limit with 413 REQUEST_ENTITY_TOO_LARGE, declared or streamed, and keeps serving', async () => {
    const big = JSON.stringify({ query: '{ product(id: "7") { name } }', variables: { x: 'x'.repeat(5000) } });
    const declared = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(declared.status).toBe(413);
    const body = (await declared.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toMatchObject({
      code: 'REQUEST_ENTITY_TOO_LARGE',
      requestId: expect.any(String),
    });

    const streamed = await new Promise<number>((resolve, reject) => {
      const target = new URL(url);
      const req = request(
        {
          hostname: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(1000));
      req.end();
    });
    expect(streamed).toBe(413);
    expect((await post('{ product(id: "7") { name } }')).status).toBe(200);
  });

  it('survives a client that goes away in the middle of its body, logging nothing', async () => {
    await new Promise<void>((resolve) => {
      const target = new URL(url);
      const req = request({
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"query":"{ product(id: \\"8\\")');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await post('{ product(id: "8") { name } }')).status).toBe(200);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('answers invalid JSON with a GraphQL error, not a crash', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/JSON/i);
  });
});
