import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('recommendedProducts', () => {
  it('suggests products for a SKU and resolves their commerce products in one commerce request', async () => {
    const product = stack.sandbox.catalog.products.find(
      (candidate) =>
        candidate.isAvailableForPurchase && stack.sandbox.catalog.isProductInChannel(candidate, 'feria-cuida'),
    );
    stack.proxy.reset();
    const answer = await gql<{
      recommendedProducts: {
        sku: string;
        slug: string;
        product: { slug: string; thumbnail: { url: string } | null } | null;
      }[];
    }>(
      stack,
      'query ($skus: [String!]) { recommendedProducts(skus: $skus, first: 4) { sku name slug price imageUrl product { slug thumbnail(size: 400) { url } } } }',
      { skus: [product?.variants[0]?.sku] },
    );
    expect(answer.errors).toBeUndefined();
    const recommended = answer.data?.recommendedProducts ?? [];
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(4);
    expect(recommended.map((entry) => entry.sku)).not.toContain(product?.variants[0]?.sku);
    for (const entry of recommended) expect(entry.product?.slug).toBe(entry.slug);
    expect(stack.proxy.count('/graphql')).toBe(1);
  });
});

describe('saveAbandonedCart', () => {
  const SAVE = 'mutation ($input: AbandonedCartInput!) { saveAbandonedCart(input: $input) { saved } }';
  const cart = (documentNumber: string) => ({
    documentType: 2,
    documentNumber,
    name: 'María Quispe',
    phone: '+51987654321',
    email: 'maria.quispe@cuida.pe',
    products: [
      { sku: stack.sandbox.catalog.products[0]?.variants[0]?.sku, name: 'Paracetamol', quantity: 2, unitPrice: 9.9 },
    ],
    firstProductAddedAt: '2026-11-22T10:00:00-05:00',
    lastProductAddedAt: '2026-11-22T10:04:00-05:00',
  });

  it("stores a signed-in customer's idle cart under their own document", async () => {
    const answer = await gql<{ saveAbandonedCart: { saved: boolean } }>(
      stack,
      SAVE,
      { input: cart('45871236') },
      authHeaders(await signIn(stack, 'maria.quispe@cuida.pe')),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveAbandonedCart.saved).toBe(true);
    const rows = await stack.sandbox.db.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM abandoned_cart',
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
  });

  it("refuses a cart whose document is '-' (spec §5) before calling the service", async () => {
    stack.proxy.reset();
    expect(codesOf(await gql(stack, SAVE, { input: cart('-') }))).toEqual(['BAD_USER_INPUT']);
    expect(stack.proxy.count('/sales2')).toBe(0);
  });
});
