import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

interface VariantPrice {
  variantId: string;
  available: boolean;
  unitPrice: number | null;
  netPrice: number | null;
}

const PRICES =
  'query ($ids: [ID!]!) { variantPrices(ids: $ids) { variantId available unitPrice netPrice quantityAvailable } }';

describe('variantPrices', () => {
  it('refreshes many variants with one commerce request, in the order asked, and flags what cannot be bought', async () => {
    const { catalog } = stack.sandbox;
    const sellable = catalog.products
      .filter((product) => product.isAvailableForPurchase && catalog.isProductInChannel(product, 'feria-cuida'))
      .slice(0, 30);
    const unavailable = catalog.products.find((product) => !product.isAvailableForPurchase);
    const ids = [
      ...sellable.map((product) => toGlobalId('ProductVariant', product.variants[0]?.id ?? 0)),
      toGlobalId('ProductVariant', unavailable?.variants[0]?.id ?? 0),
      toGlobalId('ProductVariant', 987654),
    ];
    stack.proxy.reset();
    const answer = await gql<{ variantPrices: VariantPrice[] }>(stack, PRICES, { ids });
    expect(answer.errors).toBeUndefined();
    expect(stack.proxy.count('/graphql')).toBe(1);
    const prices = answer.data?.variantPrices ?? [];
    expect(prices.map((price) => price.variantId)).toEqual(ids);
    sellable.forEach((product, index) => {
      expect(prices[index]?.available).toBe(true);
      expect(prices[index]?.unitPrice).toBe(product.variants[0]?.price);
      expect(prices[index]?.netPrice).toBeCloseTo((product.variants[0]?.price ?? 0) / 1.18, 2);
    });
    expect(prices.at(-2)).toMatchObject({ available: false, unitPrice: null });
    expect(prices.at(-1)).toMatchObject({ available: false, unitPrice: null, netPrice: null });
  });

  it('refuses more than 100 ids with BAD_USER_INPUT', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => toGlobalId('ProductVariant', index + 1));
    expect(codesOf(await gql(stack, PRICES, { ids }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('cartTotals', () => {
  const TOTALS =
    'query ($input: CartTotalsInput!) { cartTotals(input: $input) { subtotal cartTotal checkoutTotal checkoutTotalText } }';

  it('applies the totals rule: cart total = lines − discounts; checkout total = subtotal − discount + delivery − promotion', async () => {
    const answer = await gql<{
      cartTotals: { subtotal: number; cartTotal: number; checkoutTotal: number; checkoutTotalText: string };
    }>(stack, TOTALS, {
      input: {
        lines: [
          { unitPrice: 12.5, quantity: 3 },
          { unitPrice: 0.335, quantity: 3 },
          { unitPrice: 0, quantity: 1 },
        ],
        discount: 5,
        promoDiscount: 2.5,
        delivery: 9.9,
      },
    });
    expect(answer.data?.cartTotals).toEqual({
      subtotal: 38.51,
      cartTotal: 31.01,
      checkoutTotal: 40.91,
      checkoutTotalText: 'S/\u00a040.91',
    });
  });

  it('refuses negative quantities and prices with BAD_USER_INPUT naming the field', async () => {
    const answer = await gql(stack, TOTALS, { input: { lines: [{ unitPrice: -1, quantity: 1 }] } });
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toContain('lines.0.unitPrice');
  });
});
