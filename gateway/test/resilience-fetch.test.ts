import { lookup as dnsLookup } from 'node:dns';
import { type ClientRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CircuitSettings, RetrySettings } from '../src/config/settings';
import { GatewayMetrics } from '../src/observability/metrics';
import { createHttpTransport, NotConnectedError, neverSent, phaseOf } from '../src/upstreams/http-transport';
import {
  backoffDelay,
  CircuitBreaker,
  createResilientFetch,
  isIdempotentGraphQLCall,
  parseRetryAfter,
  restRetryPolicy,
} from '../src/upstreams/resilience';
import { withGraphQLCall } from '../src/upstreams/resilience/idempotency';
import { createRestFetch } from '../src/upstreams/resilience/rest-routing';

/** A tiny upstream the test scripts answer by answer: each request takes the next behaviour (or the last one). */
type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base: string;
let script: Behaviour[] = [];
let hits = 0;

const ok: Behaviour = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
};
const status =
  (code: number, headers: Record<string, string> = {}): Behaviour =>
  (_req, res) => {
    res.writeHead(code, { 'content-type': 'application/json', ...headers }).end('{"errors":[{"message":"down"}]}');
  };
const malformed: Behaviour = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":tr');
};
const hang: Behaviour = () => {};
const reset: Behaviour = (req) => req.socket.destroy();

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    req.resume();
    const behaviour = script.length > 1 ? script.shift() : script[0];
    (behaviour ?? ok)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  script = [];
  hits = 0;
});

const retry: RetrySettings = { retries: 3, baseDelayMs: 5, maxDelayMs: 40 };
const circuit: CircuitSettings = {
  failureThreshold: 3,
  failureRate: 0.5,
  minCalls: 100,
  windowMs: 10_000,
  cooldownMs: 200,
};

function resilient(overrides: {
  timeoutMs?: number;
  budgetMs?: number;
  idempotent?: boolean;
  graphql?: boolean;
  breaker?: CircuitBreaker;
}) {
  const metrics = new GatewayMetrics({ defaultMetrics: false });
  const breaker = overrides.breaker ?? new CircuitBreaker('commerce', { ...circuit, failureThreshold: 100 });
  const fetchFn = createResilientFetch({
    upstream: 'commerce',
    timeoutMs: overrides.timeoutMs ?? 1000,
    ...(overrides.budgetMs ? { budgetMs: overrides.budgetMs } : {}),
    retry,
    breaker,
    isIdempotent: () => overrides.idempotent ?? true,
    throwOnHttpError: overrides.graphql ?? true,
    metrics,
  });
  return { fetchFn, metrics, breaker };
}

async function codeOf(promise: Promise<unknown>): Promise<{ code: unknown; extensions: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const extensions = (error as GraphQLError).extensions as Record<string, unknown>;
    return { code: extensions.code, extensions };
  }
  throw new Error('expected a failure');
}

describe('retry policy', () => {
  it('backs off exponentially with jitter, never past the cap (5 s at most)', () => {
    const settings = { baseDelayMs: 100, maxDelayMs: 5000 };
    expect(backoffDelay(1, settings, () => 0)).toBe(50);
    expect(backoffDelay(1, settings, () => 1)).toBe(100);
    expect(backoffDelay(3, settings, () => 1)).toBe(400);
    expect(backoffDelay(10, settings, () => 1)).toBe(5000);
    expect(backoffDelay(10, { baseDelayMs: 100, maxDelayMs: 60_000 }, () => 1)).toBe(5000);
    // Retry-After is honoured up to the cap.
    expect(backoffDelay(1, settings, () => 0, 2000)).toBe(2000);
    expect(backoffDelay(1, settings, () => 0, 30_000)).toBe(5000);
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('retries only idempotent calls: commerce queries and the REST operations their contract marks x-idempotent', () => {
    const { isIdempotent: isIdempotentRestCall } = restRetryPolicy();
    const call = (payload: object) => ({ method: 'POST', body: JSON.stringify(payload) });
    expect(isIdempotentGraphQLCall(call({ query: '{ products(first: 1) { totalCount } }' }))).toBe(true);
    expect(isIdempotentGraphQLCall(call({ query: 'query P { shop { name } }' }))).toBe(true);
    expect(isIdempotentGraphQLCall(call({ query: 'mutation { checkoutComplete(id: "x") { order { id } } }' }))).toBe(
      false,
    );
    expect(isIdempotentGraphQLCall(call({ query: 'query A { a } mutation B { b }', operationName: 'B' }))).toBe(false);
    // The executor's note of the operation it printed is read instead of the body, but only for that same body.
    const noted = withGraphQLCall(
      call({ query: 'mutation { checkoutComplete(id: "x") { order { id } } }' }),
      OperationTypeNode.MUTATION,
    );
    expect(isIdempotentGraphQLCall(noted)).toBe(false);
    const queryNoted = withGraphQLCall(call({ query: '{ shop { name } }' }), OperationTypeNode.QUERY);
    expect(isIdempotentGraphQLCall(queryNoted)).toBe(true);
    // A body swapped on the way keeps a stale note: the body is read again, and a mutation is never retried.
    expect(
      isIdempotentGraphQLCall({
        ...queryNoted,
        body: JSON.stringify({ query: 'mutation { accountDelete { errors { code } } }' }),
      }),
    ).toBe(false);
    for (const read of [
      'obtenerPersona',
      'verificarSuscripcion',
      'validarUsuario',
      'obtenerPromociones',
      'validarPromociones',
    ]) {
      expect(isIdempotentRestCall('http://x/sales/any', read)).toBe(true);
    }
    for (const write of ['crearUsuarioCognito', 'guardarCarroAbandonado', 'redimirPromociones']) {
      expect(isIdempotentRestCall('http://x/sales/any', write)).toBe(false);
    }
    expect(isIdempotentRestCall('http://x/sales/pbi-v2/api/v1/voucherify/promociones', undefined)).toBe(true);
    expect(isIdempotentRestCall('http://x/sales/pbi-v2/api/v1/voucherify/redenciones', undefined)).toBe(false);
    expect(isIdempotentRestCall('http://x/sales/seguridad/api/v1/crear/usuario/cognito', undefined)).toBe(false);
  });
});

describe('REST routing', () => {
  it("sends each REST call to its service's fetch with the operationId of its path", async () => {
    const seen: { service: string; url: string; operationId: unknown }[] = [];
    const restFetch = createRestFetch(
      {
        sales: 'http://rest.local/sales',
        sales2: 'http://rest.local/sales2',
        pharmacy: 'http://rest.local/pharmacy/',
        agreements: 'http://rest.local/agreements',
      },
      (service) => async (input, _init, _context, info) => {
        seen.push({
          service,
          url: String(input),
          operationId: (info as { fieldName?: string } | undefined)?.fieldName,
        });
        return new Response('{}');
      },
    );
    await restFetch('http://rest.local/sales2/pbi-v2/api/v1/guardar/carro/abandonado', { method: 'POST' });
    await restFetch('http://rest.local/sales/pbi-v2/api/v1/voucherify/promociones', { method: 'POST' });
    await restFetch('http://rest.local/pharmacy/personas/api/v1/obtener/persona', { method: 'POST' });
    expect(seen.map(({ service, operationId }) => [service, operationId])).toEqual([
      ['sales2', 'guardarCarroAbandonado'],
      ['sales', 'obtenerPromociones'],
      ['pharmacy', 'obtenerPersona'],
    ]);
  });
});

describe('resilient fetch against a local upstream', () => {
  it('retries network errors, 429 and 5xx for idempotent calls, then answers', async () => {
    script = [status(503), reset, status(429), ok];
    const { fetchFn, metrics } = resilient({});
    const response = await fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(hits).toBe(4);
    expect((await metrics.upstreamRetries.get()).values[0]?.value).toBe(3);
  });

  it('gives up after 3 retries with UPSTREAM_UNAVAILABLE (GraphQL upstream) or the last answer (REST)', async () => {
    script = [status(502)];
    const graphql = resilient({});
    expect((await codeOf(graphql.fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }))).code).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    expect(hits).toBe(4);
    hits = 0;
    const rest = resilient({ graphql: false });
    const response = await rest.fetchFn(`${base}/sales/x`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    expect(hits).toBe(4);
  });

  it('never retries a call that is not idempotent', async () => {
    script = [status(503), ok];
    const { fetchFn } = resilient({ idempotent: false, graphql: false });
    const response = await fetchFn(`${base}/sales/crear`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(hits).toBe(1);
  });

  it('does not retry other client errors (400, 404)', async () => {
    script = [status(404), ok];
    const { fetchFn } = resilient({ graphql: false });
    expect((await fetchFn(`${base}/x`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(hits).toBe(1);
  });

  it('abandons an attempt after the upstream timeout: UPSTREAM_TIMEOUT, not retried', async () => {
    script = [hang];
    const { fetchFn, metrics } = resilient({ timeoutMs: 150 });
    const failure = await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }));
    expect(failure.code).toBe('UPSTREAM_TIMEOUT');
    expect(hits).toBe(1);
    const errors = await metrics.upstreamErrors.get();
    expect(errors.values.find((value) => value.labels.reason === 'timeout')?.value).toBe(1);
  });

  it('treats a malformed JSON body as a failure: UPSTREAM_UNAVAILABLE', async () => {
    script = [malformed];
    const { fetchFn } = resilient({ graphql: false });
    const failure = await codeOf(fetchFn(`${base}/sales/obtener`, { method: 'POST', body: '{}' }));
    expect(failure).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', extensions: { upstream: 'commerce' } });
  });

  it('stops when the caller aborts (its own deadline), without blaming the upstream', async () => {
    script = [hang];
    const breaker = new CircuitBreaker('commerce', { ...circuit, failureThreshold: 1 });
    const { fetchFn } = resilient({ timeoutMs: 5000, breaker });
    const failure = await codeOf(
      fetchFn(`${base}/graphql`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(100) }),
    );
    expect(failure.code).toBe('UPSTREAM_TIMEOUT');
    expect(breaker.state).toBe('closed');
  });
});

/** A commerce fetch for a call that is not idempotent (a mutation), with what a test gives it. */
function mutationFetch(extra: Partial<Parameters<typeof createResilientFetch>[0]>) {
  return createResilientFetch({
    upstream: 'commerce',
    timeoutMs: 1000,
    retry,
    breaker: new CircuitBreaker('commerce', { ...circuit, failureThreshold: 100 }),
    isIdempotent: () => false,
    throwOnHttpError: true,
    ...extra,
  });
}

describe('where a timed-out call hung (the log says, to tell a silent network from a slow upstream)', () => {
  const timedOut = async (behaviour: Behaviour) => {
    script = [behaviour];
    const entries: Record<string, unknown>[] = [];
    const fetchFn = mutationFetch({ timeoutMs: 150, log: (entry) => entries.push(entry) });
    expect((await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }))).code).toBe('UPSTREAM_TIMEOUT');
    return entries.map((entry) => entry.detail);
  };

  it('request sent and no answer: the upstream got it', async () => {
    expect(await timedOut(hang)).toEqual([
      expect.stringMatching(/^no answer in 150 ms \(request sent, no answer, on a (new|reused) connection\)$/),
    ]);
  });

  it('before any byte: waiting for a pooled connection, resolving the host name, connecting', () => {
    const request = (fields: Record<string, unknown>) => fields as unknown as ClientRequest;
    expect(phaseOf(request({ socket: null, host: 'sandbox' }), false)).toBe('waiting for a pooled connection');
    expect(phaseOf(request({ socket: { connecting: true }, host: 'sandbox' }), false)).toBe('resolving sandbox');
    expect(phaseOf(request({ socket: { connecting: true }, host: '10.89.0.5' }), false)).toBe(
      'connecting to 10.89.0.5',
    );
  });

  it('answer started but never finished', async () => {
    const partial: Behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
    };
    expect(await timedOut(partial)).toEqual([
      expect.stringMatching(/\(answer started, not finished, on a (new|reused) connection\)$/),
    ]);
  });
});

describe('a connection that is never established (UPSTREAM_CONNECT_TIMEOUT_MS)', () => {
  it('is abandoned after the connect timeout, saying where it hung; nothing was sent', async () => {
    let lookups = 0;
    // A name server that never answers the first lookup, then answers (a DNS hiccup at a container's start).
    const lookup: LookupFunction = (_hostname, options, callback) => {
      lookups++;
      if (lookups === 1) return;
      dnsLookup('127.0.0.1', options, callback);
    };
    const transport = createHttpTransport({ connectTimeoutMs: 100, lookup });
    const call = { method: 'POST', headers: {}, body: '{}', signal: new AbortController().signal };
    script = [ok];
    const failure = await transport(`http://upstream.cuida.example:${new URL(base).port}/graphql`, call).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NotConnectedError);
    expect((failure as Error).message).toBe('resolving upstream.cuida.example: not connected in 100 ms');
    expect(neverSent(failure)).toBe(true);
    expect(hits).toBe(0);
    const answer = await transport(`http://upstream.cuida.example:${new URL(base).port}/graphql`, call);
    expect(answer.status).toBe(200);
    expect(neverSent(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(false);
    expect(neverSent(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('is retried even for a mutation, which a failure after sending never is', async () => {
    let calls = 0;
    const fetchFn = mutationFetch({
      baseFetch: async (input, init) => {
        calls++;
        if (calls === 1) throw new NotConnectedError('resolving sandbox: not connected in 3000 ms');
        return fetch(input, init);
      },
    });
    script = [ok];
    const answer = await fetchFn(`${base}/graphql`, { method: 'POST', body: '{"query":"mutation { x }"}' });
    expect(answer.status).toBe(200);
    expect(calls).toBe(2);

    calls = 0;
    const sentThenReset = mutationFetch({
      baseFetch: async () => {
        calls++;
        throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      },
    });
    expect((await codeOf(sentThenReset(`${base}/graphql`, { method: 'POST', body: '{}' }))).code).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    expect(calls).toBe(1);
  });
});

describe('call budget (UPSTREAM_TIMEOUT_MS)', () => {
  it("cuts the first attempt short at the end of the budget: UPSTREAM_TIMEOUT, the upstream's timeout", async () => {
    // The first attempt had the whole budget: no answer in it is a timeout, counted against the circuit (a hung upstream must open it).
    script = [hang];
    const breaker = new CircuitBreaker('commerce', { ...circuit, failureThreshold: 1 });
    const { fetchFn, metrics } = resilient({ timeoutMs: 5000, budgetMs: 120, breaker });
    const started = performance.now();
    const failure = await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }));
    expect(failure.code).toBe('UPSTREAM_TIMEOUT');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(breaker.state).toBe('open');
    expect(await metrics.render()).toMatch(/upstream_errors_total\{upstream="commerce",reason="timeout"\} 1/);
  });

  it('counts a timeout when the budget and the per-attempt timeout are the same (the default configuration)', async () => {
    script = [hang];
    const breaker = new CircuitBreaker('commerce', { ...circuit, failureThreshold: 1 });
    const { fetchFn } = resilient({ timeoutMs: 120, budgetMs: 120, breaker });
    expect((await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }))).code).toBe('UPSTREAM_TIMEOUT');
    expect(breaker.state).toBe('open');
  });

  it('does not count a retry that the rest of the budget cut short', async () => {
    script = [status(503), hang];
    const breaker = new CircuitBreaker('commerce', { ...circuit, failureThreshold: 2 });
    const { fetchFn } = resilient({ timeoutMs: 5000, budgetMs: 200, breaker });
    expect((await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }))).code).toBe('UPSTREAM_TIMEOUT');
    expect(hits).toBe(2);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 1 });
  });

  it('starts no retry that would end past the budget', async () => {
    script = [status(503)];
    const slowRetry = createResilientFetch({
      upstream: 'commerce',
      timeoutMs: 1000,
      budgetMs: 150,
      retry: { retries: 3, baseDelayMs: 400, maxDelayMs: 400 },
      breaker: new CircuitBreaker('commerce', { ...circuit, failureThreshold: 100 }),
      isIdempotent: () => true,
      throwOnHttpError: true,
      random: () => 1,
    });
    const failure = await codeOf(slowRetry(`${base}/graphql`, { method: 'POST', body: '{}' }));
    expect(failure.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(hits).toBe(1);
  });
});

describe('circuit breaker', () => {
  it('opens after N consecutive failures, fails fast, half-opens after the cool-down and closes on success', async () => {
    const breaker = new CircuitBreaker('commerce', circuit);
    const { fetchFn, metrics } = resilient({ breaker, idempotent: false });
    script = [status(503)];
    for (let i = 0; i < 3; i++) {
      expect(
        (await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }))).extensions.circuit,
      ).toBeUndefined();
    }
    expect(breaker.state).toBe('open');
    expect(hits).toBe(3);
    const fast = await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }));
    expect(fast).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', extensions: { circuit: 'open', upstream: 'commerce' } });
    expect(hits).toBe(3);

    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(breaker.state).toBe('half-open');
    // The probe fails: open again.
    await codeOf(fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' }));
    expect(breaker.state).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 250));
    script = [ok];
    expect((await fetchFn(`${base}/graphql`, { method: 'POST', body: '{}' })).status).toBe(200);
    expect(breaker.state).toBe('closed');
    const outcomes = (await metrics.upstreamRequests.get()).values;
    expect(outcomes.find((value) => value.labels.outcome === 'circuit_open')?.value).toBe(1);
  });

  it('opens on a failure rate over the window once enough calls were seen', () => {
    let now = 0;
    const breaker = new CircuitBreaker(
      'sales',
      { failureThreshold: 100, failureRate: 0.5, minCalls: 10, windowMs: 1000, cooldownMs: 500 },
      { now: () => now },
    );
    const call = (ok: boolean) => {
      const permit = breaker.tryAcquire();
      if (ok) breaker.onSuccess(permit);
      else breaker.onFailure(permit);
    };
    for (let i = 0; i < 9; i++) call(i % 2 === 0);
    expect(breaker.state).toBe('closed');
    call(false); // 10 calls, 5 failures: 50 %
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toMatchObject({ allowed: false });
    now += 500;
    const probe = breaker.tryAcquire();
    expect(probe).toEqual({ allowed: true, probe: true });
    // Only one probe at a time.
    expect(breaker.tryAcquire()).toMatchObject({ allowed: false });
    breaker.onSuccess(probe);
    expect(breaker.state).toBe('closed');
    // Old outcomes leave the window.
    for (let i = 0; i < 4; i++) call(false);
    now += 2000;
    for (let i = 0; i < 6; i++) call(i < 5);
    expect(breaker.state).toBe('closed');
  });
});
