import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { RestService } from '../src/config/upstreams';
import {
  DIRECT_JSON_OPERATIONS,
  PromocionesAnswer,
  ValidacionesAnswer,
  VOUCHER_OPERATIONS,
} from '../src/features/promotions/voucher-contract';
import { repoPath } from '../src/repo-paths';
import { type RestAuth, RestClient } from '../src/upstreams/rest/client';
import { restRoutes } from '../src/upstreams/rest/routes';
import { loadRestSchemas } from '../src/upstreams/rest/services';
import { startTestStack, type TestStack } from './support/stack';

/**
 * The voucher reads go out as plain JSON POSTs (RestClient.sendJson) instead of through Mesh's generated schema: the
 * same answers as the schema path on the sandbox, and the same codes for every failure.
 */
let stack: TestStack;
let endpoints: Record<RestService, string>;
beforeAll(async () => {
  stack = await startTestStack();
  endpoints = stack.gateway.services.config.restEndpoints;
});
afterAll(() => stack?.close());

const serviceAuth = (): RestAuth => ({
  isCustomer: false,
  bearer: () => stack.gateway.services.serviceIdentity.idToken(),
  onRejected: () => stack.gateway.services.serviceIdentity.invalidate(),
});

async function clients() {
  const schemas = await loadRestSchemas({ endpoints, timeoutMs: 3_000 });
  const routes = restRoutes(endpoints);
  return {
    direct: new RestClient(schemas, () => {}, fetch, { operations: DIRECT_JSON_OPERATIONS, routes }),
    schema: new RestClient(schemas, () => {}, fetch),
  };
}

async function skus(count: number): Promise<string[]> {
  const response = await fetch(stack.gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ products(first: 40, channel: "feria-cuida") { edges { node { variants { sku } } } } }',
    }),
  });
  const answer = (await response.json()) as {
    data: { products: { edges: { node: { variants: { sku: string }[] } }[] } };
  };
  return answer.data.products.edges
    .map(({ node }) => node.variants[0]?.sku ?? '')
    .filter(Boolean)
    .slice(0, count);
}

/**
 * The schema path reads an optional field the upstream leaves out as null, the direct path as absent; the zod
 * schemas read both as `nullish` and every consumer as `?? null`: compared without nulls.
 */
const withoutNulls = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_key, item) => (item === null ? undefined : item)));

describe('direct JSON calls answer what the schema path answers', () => {
  it('obtenerPromociones and validarPromociones, payloads validated by the same zod schemas', async () => {
    const { direct, schema } = await clients();
    const items = (await skus(30)).map((source_id) => ({ source_id, quantity: 2 }));
    const options = { auth: serviceAuth(), traceId: 'equivalence', channelId: 'WEB' };
    const viaDirect = await direct.call(VOUCHER_OPERATIONS.promotions, items, options);
    const viaSchema = await schema.call(VOUCHER_OPERATIONS.promotions, items, options);
    expect(withoutNulls(PromocionesAnswer.parse(viaDirect))).toEqual(withoutNulls(PromocionesAnswer.parse(viaSchema)));
    expect(PromocionesAnswer.parse(viaDirect).length).toBeGreaterThan(0);
    const ids = PromocionesAnswer.parse(viaDirect).map((promotion) => promotion.id);
    const validation = { redeemables: ids.map((id) => ({ object: 'promotion_tier', id })), items };
    const validDirect = await direct.callForOutcome(VOUCHER_OPERATIONS.validations, validation, options);
    const validSchema = await schema.callForOutcome(VOUCHER_OPERATIONS.validations, validation, options);
    expect(validDirect.success).toBe(validSchema.success);
    if (validDirect.success) {
      expect(withoutNulls(ValidacionesAnswer.parse(validDirect.payload))).toEqual(
        withoutNulls(ValidacionesAnswer.parse(validSchema.payload)),
      );
      expect(ValidacionesAnswer.parse(validDirect.payload).length).toBeGreaterThan(0);
    } else {
      expect(validDirect.code).toBe(validSchema.code);
    }
  });

  it('a business refusal: the same outcome (HTTP 200, success false, the upstream code)', async () => {
    const { direct, schema } = await clients();
    const options = { auth: serviceAuth() };
    const bad = [{ source_id: 'x'.repeat(64), quantity: 1 }];
    const a = await direct.callForOutcome(VOUCHER_OPERATIONS.promotions, bad, options);
    const b = await schema.callForOutcome(VOUCHER_OPERATIONS.promotions, bad, options);
    expect(a).toEqual(b);
  });

  it('the routes come from the OpenAPI documents, and the zod answers agree with their schemas', () => {
    const routes = restRoutes(endpoints);
    expect(routes.get(VOUCHER_OPERATIONS.promotions)).toEqual({
      service: 'sales',
      method: 'POST',
      url: `${endpoints.sales.replace(/\/+$/, '')}/pbi-v2/api/v1/voucherify/promociones`,
    });
    const document = parseYaml(readFileSync(repoPath('schema', 'openapi', 'sales.yaml'), 'utf8')) as {
      components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
    };
    // Every field the gateway reads is one the contract defines, and the required ones are required there too.
    const promotion = document.components.schemas.Promocion;
    const read = Object.keys(PromocionesAnswer.element.shape);
    for (const field of read) expect(Object.keys(promotion?.properties ?? {})).toContain(field);
    for (const [field, type] of Object.entries(PromocionesAnswer.element.shape)) {
      if (!type.safeParse(undefined).success) expect(promotion?.required).toContain(field);
    }
  });
});

describe('direct JSON calls fail with the codes of the schema path', () => {
  const route = {
    service: 'sales' as const,
    method: 'POST',
    url: 'http://voucher.test/pbi-v2/api/v1/voucherify/promociones',
  };
  const envelope = (status: { success: boolean; code: string; message: string } | null, payload: unknown = []) =>
    JSON.stringify({ response: { status, payload } });
  const client = (answer: () => Response | Promise<Response>) =>
    new RestClient({} as never, () => {}, (async () => answer()) as typeof fetch, {
      operations: DIRECT_JSON_OPERATIONS,
      routes: new Map([[VOUCHER_OPERATIONS.promotions, route]]),
    });
  const json = (status: number, body: string) =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });
  const ok = { success: true, code: 'OK', message: 'ok' };
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: { extensions?: { code?: string } }) => error.extensions?.code,
    );

  it('success → payload; success false → UPSTREAM_REJECTED with the upstream code', async () => {
    expect(
      await client(() => json(200, envelope(ok, [1]))).call('obtenerPromociones', [], { auth: serviceAuth() }),
    ).toEqual([1]);
    const refused = client(() => json(200, envelope({ success: false, code: 'SOLICITUD_INVALIDA', message: 'no' })));
    expect(await codeOf(refused.call('obtenerPromociones', [], { auth: serviceAuth() }))).toBe('UPSTREAM_REJECTED');
  });

  it('401 with the service identity: signs in again once and retries; 401 for a customer → UNAUTHENTICATED', async () => {
    let calls = 0;
    let rejected = 0;
    const flaky = client(() => (++calls === 1 ? json(401, envelope(null)) : json(200, envelope(ok, ['again']))));
    const auth: RestAuth = { isCustomer: false, bearer: async () => 't', onRejected: () => rejected++ };
    expect(await flaky.call('obtenerPromociones', [], { auth })).toEqual(['again']);
    expect([calls, rejected]).toEqual([2, 1]);
    const customer = client(() => json(401, envelope(null)));
    expect(
      await codeOf(customer.call('obtenerPromociones', [], { auth: { isCustomer: true, bearer: async () => 't' } })),
    ).toBe('UNAUTHENTICATED');
  });

  it('403 → FORBIDDEN, 5xx → UPSTREAM_UNAVAILABLE, no status → UPSTREAM_UNAVAILABLE, off-contract → UPSTREAM_UNAVAILABLE', async () => {
    const auth = { auth: serviceAuth() };
    expect(
      await codeOf(
        client(() => json(403, envelope({ success: false, code: 'X', message: 'no' }))).call(
          'obtenerPromociones',
          [],
          auth,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(client(() => json(503, envelope(null))).call('obtenerPromociones', [], auth))).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    expect(await codeOf(client(() => json(200, envelope(null))).call('obtenerPromociones', [], auth))).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    expect(
      await codeOf(client(() => json(200, '{"response":{"status":"OK"}}')).call('obtenerPromociones', [], auth)),
    ).toBe('UPSTREAM_UNAVAILABLE');
    expect(await codeOf(client(() => json(200, 'not json')).call('obtenerPromociones', [], auth))).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
  });

  it("the resilient fetch's coded failures keep their code (timeout, open circuit)", async () => {
    const { gatewayError, ErrorCode } = await import('../src/errors/codes');
    const timeout = client(() => {
      throw gatewayError(ErrorCode.UPSTREAM_TIMEOUT, 'The sales service did not answer in time.', {
        upstream: 'sales',
      });
    });
    expect(await codeOf(timeout.call('obtenerPromociones', [], { auth: serviceAuth() }))).toBe('UPSTREAM_TIMEOUT');
    const down = client(() => {
      throw new TypeError('fetch failed');
    });
    expect(await codeOf(down.call('obtenerPromociones', [], { auth: serviceAuth() }))).toBe('UPSTREAM_UNAVAILABLE');
  });
});
