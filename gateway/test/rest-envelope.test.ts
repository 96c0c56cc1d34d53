import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ upstreamTimeoutMs: 1_000 });
});
afterEach(() => stack.sandbox.faults.clear());
afterAll(() => stack?.close());

const COVERAGE = '{ deliveryCoverage { districts { id } } }';

/** How every envelope outcome reaches clients: a stable extensions.code, a message, never a stack. */
describe('REST envelope failures become coded GraphQL errors', () => {
  it('status.success = false → UPSTREAM_REJECTED with the upstream code and its Spanish message', async () => {
    const answer = await gql(stack, 'query { recommendedProducts(categorySlug: "no-existe", first: 3) { sku } }');
    expect(codesOf(answer)).toEqual(['UPSTREAM_REJECTED']);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      upstream: 'sales2',
      upstreamCode: 'CATEGORIA_NO_ENCONTRADA',
    });
    expect(answer.errors?.[0]?.message).toMatch(/categoría/i);
  });

  it('HTTP 5xx → UPSTREAM_UNAVAILABLE', async () => {
    stack.sandbox.faults.set('sales', { errorRate: 1, errorStatus: 503 });
    const answer = await gql(stack, COVERAGE);
    expect(codesOf(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(JSON.stringify(answer)).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('a malformed body → UPSTREAM_UNAVAILABLE', async () => {
    stack.sandbox.faults.set('sales', { malformed: true });
    expect(codesOf(await gql(stack, COVERAGE))).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  it('no answer in time → UPSTREAM_TIMEOUT', async () => {
    stack.sandbox.faults.set('sales', { timeout: true });
    expect(codesOf(await gql(stack, COVERAGE))).toEqual(['UPSTREAM_TIMEOUT']);
  });

  it('an unreachable service → UPSTREAM_UNAVAILABLE', async () => {
    const down = await startTestStack({
      restEndpoints: {
        sales: 'http://localhost:9/sales',
        sales2: 'http://localhost:9/sales2',
        pharmacy: 'http://localhost:9/pharmacy',
        agreements: 'http://localhost:9/agreements',
      },
    });
    try {
      expect(codesOf(await gql(down, COVERAGE))).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      await down.close();
    }
  });

  it("HTTP 401 on a customer's call → UNAUTHENTICATED; HTTP 403 → FORBIDDEN", async () => {
    const session = await signIn(stack, 'maria.quispe@cuida.pe');
    stack.sandbox.faults.set('pharmacy', { errorRate: 1, errorStatus: 401 });
    expect(codesOf(await gql(stack, '{ me { documentNumber } }', {}, authHeaders(session)))).toEqual([
      'UNAUTHENTICATED',
    ]);
    stack.sandbox.faults.set('pharmacy', { errorRate: 1, errorStatus: 403 });
    expect(codesOf(await gql(stack, '{ me { documentNumber } }', {}, authHeaders(session)))).toEqual(['FORBIDDEN']);
  });

  it('answers again once the service is back', async () => {
    stack.sandbox.faults.set('sales', { errorRate: 1 });
    expect(codesOf(await gql(stack, COVERAGE))).toEqual(['UPSTREAM_UNAVAILABLE']);
    stack.sandbox.faults.clear('sales');
    const answer = await gql<{ deliveryCoverage: { districts: unknown[] } }>(stack, COVERAGE);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deliveryCoverage.districts).toHaveLength(40);
  });
});
