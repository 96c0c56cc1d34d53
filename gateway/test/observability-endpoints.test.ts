import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayConfig, loadGatewayConfig } from '../src/config';
import { UPSTREAM_NAMES } from '../src/config/upstreams';
import { type RunningGateway, startGateway } from '../src/server';
import { startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let collector: Server;
let collectorUrl: string;
const exported: { path: string; body: string }[] = [];
let traced: RunningGateway;
let broken: RunningGateway;

/** /readyz with details and /metrics are served in full on the internal port (the public port's rules:
 * security-endpoints.test.ts). */
const INTERNAL = { port: 0, host: '127.0.0.1' };

beforeAll(async () => {
  stack = await startTestStack({ internalEndpoints: INTERNAL });
  // A stand-in OTLP/HTTP collector.
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      exported.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

  const base = loadGatewayConfig({ IDENTITY_URL: stack.sandbox.identityUrl });
  const config = (overrides: Partial<GatewayConfig>): GatewayConfig => ({
    ...base,
    port: 0,
    commerceUrl: `${stack.proxy.url}/graphql`,
    restEndpoints: stack.gateway.services.config.restEndpoints,
    ...overrides,
  });
  [traced, broken] = await Promise.all([
    startGateway(config({ telemetry: { otlpEndpoint: collectorUrl, serviceName: 'cuida-gateway-test' } }), {
      log: () => {},
    }),
    startGateway(
      config({
        restEndpoints: { ...base.restEndpoints, sales: 'http://127.0.0.1:9/sales' },
        readinessTimeoutMs: 1000,
        internalEndpoints: INTERNAL,
      }),
      { log: () => {} },
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([traced?.close(), broken?.close()]);
  await stack?.close();
  await new Promise<void>((resolve) => {
    collector?.closeAllConnections();
    collector?.close(() => resolve());
  });
});

const root = (gateway: RunningGateway) => gateway.url.replace(/\/graphql$/, '');
const internal = (gateway: RunningGateway) => gateway.internalUrl ?? 'http://no-internal-port';

async function query(gateway: RunningGateway, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

describe('health and readiness', () => {
  it('/healthz answers while the process is up', async () => {
    const response = await fetch(`${root(stack.gateway)}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 when every upstream answers', async () => {
    const response = await fetch(`${internal(stack.gateway)}/readyz`);
    const body = (await response.json()) as { ready: boolean; checks: { name: string; ok: boolean }[] };
    expect(response.status).toBe(200);
    expect(body.ready).toBe(true);
    expect(body.checks.map((check) => check.name).sort()).toEqual([...UPSTREAM_NAMES].sort()); // one check per row of the upstream table
    expect(body.checks.every((check) => check.ok)).toBe(true);
  });

  it('/readyz is 503 with the details when an upstream is down', async () => {
    const response = await fetch(`${internal(broken)}/readyz`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as {
      ready: boolean;
      checks: { name: string; ok: boolean; detail?: string }[];
      circuits: Record<string, string>;
    };
    expect(body.ready).toBe(false);
    expect(body.checks.find((check) => check.name === 'sales')).toMatchObject({ ok: false });
    expect(body.checks.find((check) => check.name === 'commerce')).toMatchObject({ ok: true });
    expect(body.circuits).toMatchObject({ commerce: 'closed', sales: 'closed' });
  });
});

describe('/metrics', () => {
  it('exposes operations by name and outcome, latency, upstream calls and errors, circuits and the cache', async () => {
    await query(stack.gateway, {
      query: 'query ShelfProducts { products(first: 2, channel: "feria-cuida") { totalCount } }',
    });
    await query(stack.gateway, { query: 'query Broken { nope }' });
    const response = await fetch(`${internal(stack.gateway)}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /^cuida_gateway_graphql_operations_total\{operation="ShelfProducts",type="query",outcome="success"\} 1$/m,
    );
    expect(text).toMatch(
      /^cuida_gateway_graphql_operation_duration_seconds_count\{operation="ShelfProducts",type="query"\} 1$/m,
    );
    expect(text).toMatch(
      /^cuida_gateway_graphql_operation_duration_seconds_bucket\{le="0.5",operation="ShelfProducts"/m,
    );
    expect(text).toMatch(/^cuida_gateway_upstream_requests_total\{upstream="commerce",outcome="success"\} \d+$/m);
    expect(text).toMatch(/^# TYPE cuida_gateway_upstream_errors_total counter$/m);
    expect(text).toMatch(/^cuida_gateway_circuit_state\{upstream="commerce"\} 0$/m);
    expect(text).toMatch(/^cuida_gateway_response_cache_hit_ratio \d/m);
    expect(text).toMatch(/^cuida_gateway_http_responses_total\{status="200"\} \d+$/m);
    expect(text).toMatch(/^cuida_gateway_process_cpu_seconds_total /m);
  });

  it('counts upstream errors per upstream', async () => {
    // The broken instance's sales base is unreachable: a coverage query fails there.
    await query(broken, { query: '{ deliveryCoverage { districts { id } } }' });
    const text = await (await fetch(`${internal(broken)}/metrics`)).text();
    expect(text).toMatch(/^cuida_gateway_upstream_errors_total\{upstream="sales",reason="network"\} [1-9]/m);
  });
});

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT (nothing built, nothing sent)', () => {
    expect(stack.gateway.services.tracing).toBeUndefined();
    expect(broken.services.tracing).toBeUndefined();
  });

  it('exports a server span per request and a child span per upstream call over OTLP/HTTP', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await query(
      traced,
      { query: 'query Traced { products(first: 1, channel: "feria-cuida") { totalCount } }' },
      { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    );
    expect(answer.json.errors).toBeUndefined();
    await traced.services.tracing?.forceFlush();
    const spans = exported
      .filter((entry) => entry.path === '/v1/traces')
      .flatMap((entry) => {
        const body = JSON.parse(entry.body) as {
          resourceSpans: {
            scopeSpans: { spans: { name: string; traceId: string; spanId: string; parentSpanId?: string }[] }[];
          }[];
        };
        return body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
      })
      .filter((span) => span.traceId === traceId);
    const server = spans.find((span) => span.name === 'POST /graphql');
    const upstream = spans.find((span) => span.name === 'commerce POST');
    expect(server).toBeDefined();
    expect(upstream?.parentSpanId).toBe(server?.spanId);
  });
});
