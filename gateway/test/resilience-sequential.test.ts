import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_LISTING,
  categoriesWithProducts,
  type FaultStack,
  HUNG_VOUCHER,
  startFaultStack,
  type Timed,
  timedQuery,
} from './support/fault-stack';

/**
 * A quiet shop (one request at a time) while the voucher service's promotion evaluations hang: two gateway instances
 * play the cluster's two workers, each with its own breakers, and the requests alternate between them. The upstream
 * timeout equals the circuit's cool-down, as in the defaults (10 s each): when every call waited the long timeout, an
 * open circuit was half-open again by the time the next request reached its worker, so every listing took the whole
 * timeout. Decorations now have a short budget and circuits of their own.
 */
const THRESHOLD = 5;
// Production uses 200 ms (bench:hung-voucher measures it); a loaded test machine needs room for the healthy probe.
const DECORATION_BUDGET_MS = 500;

type Listing = { products: { edges: { node: { name: string; promotions: { id: string }[] } }[] } };

let stack: FaultStack;
let categories: string[];

beforeAll(async () => {
  stack = await startFaultStack({
    gateways: 2,
    config: (base) => ({
      upstreamTimeoutMs: 3000,
      responseCache: { ...base.responseCache, enabled: true },
      upstreams: {
        ...base.upstreams,
        timeoutsMs: { commerce: 3000, sales: 3000, sales2: 3000, pharmacy: 3000, agreements: 3000, identity: 3000 },
        decorationBudgetMs: DECORATION_BUDGET_MS,
        circuit: { ...base.upstreams.circuit, failureThreshold: THRESHOLD, cooldownMs: 3000 },
      },
    }),
  });
  categories = await categoriesWithProducts(stack.gateways[0] as NonNullable<FaultStack['gateways'][0]>, 16);
});
afterAll(async () => {
  await stack?.close();
});

describe('16 different category listings, one after another, while the voucher evaluations hang', () => {
  const answers: Timed<Listing>[] = [];

  beforeAll(async () => {
    await stack.setFaults(HUNG_VOUCHER);
    for (const [index, category] of categories.entries()) {
      const gateway = stack.gateways[index % 2] as NonNullable<FaultStack['gateways'][0]>;
      answers.push(await timedQuery<Listing>(gateway, CATEGORY_LISTING, { category }));
    }
  }, 90_000);

  it('answers every listing with its products, without promotions, marked degraded', () => {
    for (const { answer, status } of answers) {
      expect(status).toBe(200);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.products.edges.length).toBeGreaterThan(0);
      expect(answer.data?.products.edges.every(({ node }) => node.promotions.length === 0)).toBe(true);
      expect(answer.extensions?.degraded).toEqual([
        {
          upstream: 'sales',
          reason: expect.stringMatching(/^(timeout|circuit_open)$/),
          fields: ['Product.promotions'],
        },
      ]);
    }
  });

  it('opens each worker’s circuit after its threshold: later listings skip the promotions at once', async () => {
    const reasons = answers.map(({ answer }) => answer.extensions?.degraded?.[0]?.reason);
    expect(reasons.slice(0, 2 * THRESHOLD)).toEqual(Array(2 * THRESHOLD).fill('timeout'));
    expect(reasons.slice(2 * THRESHOLD)).toEqual(Array(16 - 2 * THRESHOLD).fill('circuit_open'));
    // The voucher service saw the threshold's calls per worker, no more.
    expect((await stack.faultCounts()).sales).toBe(2 * THRESHOLD);
    for (const gateway of stack.gateways) {
      expect(gateway.services.resilience.states()['sales/obtenerPromociones/decoration']).toBe('open');
    }
    // Generous: the 16th did not wait for the upstream's timeout (3 s here, 10 s by default).
    expect(answers[15]?.ms).toBeLessThan(2000);
  });

  it("keeps the service's other operations and the order path's circuits closed", async () => {
    const gateway = stack.gateways[0] as NonNullable<FaultStack['gateways'][0]>;
    const quote = await timedQuery<{ deliveryQuote: { available: boolean } }>(
      gateway,
      '{ deliveryQuote(districtId: "150122", subtotal: 50) { available fee } }',
    );
    expect(quote.answer.errors).toBeUndefined();
    expect(quote.answer.data?.deliveryQuote.available).toBe(true);
    const states = gateway.services.resilience.states();
    expect(states.sales).toBe('closed');
    // An order's promotion check has its own circuit, judged on the long budget: decorations did not open it.
    expect(states['sales/obtenerPromociones'] ?? 'closed').toBe('closed');
  });

  it('closes the circuit on the first probe once the service answers, and never cached a degraded answer', async () => {
    await stack.setFaults({});
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const gateway = stack.gateways[0] as NonNullable<FaultStack['gateways'][0]>;
    stack.proxy.reset();
    // The first listing again, on the worker that answered it degraded, with the response cache on: answered afresh.
    const again = await timedQuery<Listing>(gateway, CATEGORY_LISTING, { category: categories[0] });
    expect(again.answer.errors).toBeUndefined();
    expect(again.answer.extensions?.degraded).toBeUndefined();
    expect(stack.proxy.count('/graphql')).toBeGreaterThan(0);
    expect(stack.proxy.count('/sales/')).toBe(1);
    expect(gateway.services.resilience.states()['sales/obtenerPromociones/decoration']).toBe('closed');
  });
});
