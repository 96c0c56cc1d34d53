import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../sandbox/src/catalog/model';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

interface Evaluation {
  channel: string;
  appliedVouchers: {
    id: string;
    metadata: { channel: string; priority: number | null };
    discount: number;
    showDiscount: boolean;
  }[];
  gifts: {
    productSlug: string;
    variantId: string | null;
    quantity: number;
    unitPrice: number;
    product: { name: string } | null;
  }[];
  promoDiscount: number;
  evaluatedLines: number;
  complete: boolean;
}

const EVALUATE = /* GraphQL */ `
  query ($lines: [PromotionLineInput!]!, $context: ShoppingContextInput) {
    evaluatePromotions(lines: $lines, context: $context) {
      channel promoDiscount evaluatedLines complete
      appliedVouchers { id discount showDiscount metadata { channel priority } }
      gifts { productSlug variantId quantity unitPrice product { name } }
    }
  }
`;

/** The window of the collection whose promotion is running now: lines added under it are evaluated. */
function openWindow(): string {
  const collection = stack.sandbox.catalog.collections.find((candidate) => candidate.slug === 'cyber-salud');
  const window = collection?.metadata.voucherify;
  if (!window) throw new Error('The seed has no current collection window');
  return window;
}

function line(product: ProductRecord, quantity: number, voucherWindow: string | null = openWindow()) {
  const variant = product.variants[0];
  return {
    variantId: toGlobalId('ProductVariant', variant?.id ?? 0),
    sku: variant?.sku ?? '',
    quantity,
    voucherWindow,
  };
}

/** Mamá y Bebé products in stock worth at least S/ 60 together: the seeded web gift promotion's rules. */
function babyCart() {
  const { catalog } = stack.sandbox;
  const subtree = catalog.subtreeIds(catalog.categoryBySlug('mama-y-bebe')?.id ?? 0);
  const products = catalog.products.filter(
    (product) =>
      subtree.has(product.categoryId) && product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 5,
  );
  const cart: ReturnType<typeof line>[] = [];
  let total = 0;
  for (const product of products) {
    cart.push(line(product, 2));
    total += (product.variants[0]?.price ?? 0) * 2;
    if (total >= 80) break;
  }
  return cart;
}

describe('evaluatePromotions', () => {
  it('gives a web cart that qualifies its gift (quantity 1, price 0) and the validated discount', async () => {
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, { lines: babyCart() });
    expect(answer.errors).toBeUndefined();
    const evaluation = answer.data?.evaluatePromotions as Evaluation;
    expect(evaluation.complete).toBe(true);
    expect(evaluation.channel).toBe('WEB');
    expect(evaluation.appliedVouchers.map((voucher) => voucher.id)).toContain('promo_tier_bebe_regalo');
    const gift = evaluation.gifts[0];
    expect(gift).toMatchObject({ quantity: 1, unitPrice: 0 });
    expect(gift?.variantId).toBeTruthy();
    expect(gift?.product?.name).toBe(stack.sandbox.catalog.productBySlug(gift?.productSlug ?? '')?.name);
    const expected = evaluation.appliedVouchers.reduce((sum, voucher) => sum + voucher.discount, 0);
    expect(evaluation.promoDiscount).toBeCloseTo(expected, 2);
    expect(evaluation.appliedVouchers.find((voucher) => voucher.id === 'promo_tier_bebe_regalo')?.showDiscount).toBe(
      false,
    );
  });

  it('gives no gift to a Mamá y Bebé cart under the S/ 60 minimum (a non-qualifying cart)', async () => {
    const [first] = babyCart();
    const { catalog } = stack.sandbox;
    const cheap = catalog.products.find(
      (product) =>
        catalog.subtreeIds(catalog.categoryBySlug('mama-y-bebe')?.id ?? 0).has(product.categoryId) &&
        product.isAvailableForPurchase &&
        (product.variants[0]?.price ?? 100) < 30 &&
        (product.variants[0]?.stock ?? 0) > 0,
    );
    const lines = cheap ? [line(cheap, 1)] : first ? [{ ...first, quantity: 1 }] : [];
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, { lines });
    const evaluation = answer.data?.evaluatePromotions as Evaluation;
    expect(evaluation.complete).toBe(true);
    expect(evaluation.evaluatedLines).toBe(1);
    expect(evaluation.appliedVouchers.map((voucher) => voucher.id)).not.toContain('promo_tier_bebe_regalo');
    expect(evaluation.gifts).toEqual([]);
  });

  it('does not apply a web-only tier to the same cart inside the insurer app', async () => {
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, {
      lines: babyCart(),
      context: { appRimac: true },
    });
    const evaluation = answer.data?.evaluatePromotions as Evaluation;
    expect(evaluation.channel).toBe('RIMAC');
    expect(evaluation.appliedVouchers.every((voucher) => voucher.metadata.channel !== 'WEB')).toBe(true);
    expect(evaluation.gifts.map((gift) => gift.productSlug)).not.toContain(
      (await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, { lines: babyCart() })).data?.evaluatePromotions
        .gifts[0]?.productSlug,
    );
  });

  it('takes the channel from the partner headers when no argument is given', async () => {
    const answer = await gql<{ evaluatePromotions: Evaluation }>(
      stack,
      EVALUATE,
      { lines: babyCart() },
      { 'x-app-rimac': 'true' },
    );
    expect(answer.data?.evaluatePromotions.channel).toBe('RIMAC');
  });

  it('orders applied promotions by priority, prioritised first', async () => {
    const { catalog } = stack.sandbox;
    const farmacia = catalog.subtreeIds(catalog.categoryBySlug('farmacia')?.id ?? 0);
    const medicine = catalog.products.find(
      (product) =>
        farmacia.has(product.categoryId) && product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 5,
    );
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, {
      lines: [...babyCart(), line(medicine as ProductRecord, 1)],
    });
    const priorities =
      answer.data?.evaluatePromotions.appliedVouchers.map((voucher) => voucher.metadata.priority) ?? [];
    expect(priorities.length).toBeGreaterThanOrEqual(2);
    const withPriority = priorities.filter((priority): priority is number => priority !== null);
    expect(withPriority).toEqual([...withPriority].sort((a, b) => a - b));
    expect(priorities.slice(0, withPriority.length)).toEqual(withPriority);
  });

  it('sends only lines whose voucher window is open, and answers empty when none is', async () => {
    const past = stack.sandbox.catalog.collections.find((collection) => collection.slug === 'ofertas-de-verano')
      ?.metadata.voucherify;
    const cart = babyCart().map((entry) => ({ ...entry, voucherWindow: past }));
    stack.proxy.reset();
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, { lines: cart });
    expect(answer.data?.evaluatePromotions).toMatchObject({
      evaluatedLines: 0,
      appliedVouchers: [],
      gifts: [],
      promoDiscount: 0,
      complete: true,
    });
    expect(stack.proxy.count('/sales')).toBe(0);
  });
});

describe('promotions for lines added outside any collection window', () => {
  const byName = (name: string) => {
    const product = stack.sandbox.catalog.products.find((candidate) => candidate.name.startsWith(name));
    if (!product) throw new Error(`the seed has no ${name}`);
    return product;
  };

  it("a Mamá y Bebé product alone over S/ 60 earns the category's gift, as its banner says", async () => {
    const enfamil = byName('Fórmula Infantil Enfamil Premium 1');
    expect(stack.sandbox.catalog.collections.some((collection) => collection.productIds.includes(enfamil.id))).toBe(
      false,
    );
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, {
      lines: [line(enfamil, 1, null)],
    });
    expect(answer.data?.evaluatePromotions.evaluatedLines).toBe(1);
    expect(answer.data?.evaluatePromotions.gifts).toHaveLength(1);
    expect(answer.data?.evaluatePromotions.gifts[0]?.unitPrice).toBe(0);
  });

  it("Ensure Advance Chocolate (S/ 94.90) gets the insurer's 15 % on the whole purchase in the Rímac app", async () => {
    const ensure = byName('Ensure Advance Chocolate');
    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, {
      lines: [line(ensure, 1, null)],
      context: { appRimac: true },
    });
    const rimac = answer.data?.evaluatePromotions.appliedVouchers.find(
      (voucher) => voucher.id === 'promo_tier_rimac_15',
    );
    expect(rimac?.discount).toBeCloseTo(14.24, 2);
    expect(answer.data?.evaluatePromotions.promoDiscount).toBeGreaterThanOrEqual(14.23);
  });
});

describe("a collection's advertised discount is the cart's", () => {
  it("Cyber Salud: the banner's percent and last day are those of the promotion the cart applies to its products", async () => {
    const collection = stack.sandbox.catalog.collections.find((candidate) => candidate.slug === 'cyber-salud');
    const apronax = stack.sandbox.catalog.products.find(
      (product) => product.name.startsWith('Apronax') && collection?.productIds.includes(product.id),
    );
    if (!collection || !apronax) throw new Error('the seed has no Apronax in Cyber Salud');
    const banner = await gql<{
      collection: { promotionWindow: { discountPercent: number; endsAt: string; isActive: boolean } };
    }>(
      stack,
      '{ collection(slug: "cyber-salud", channel: "feria-cuida") { promotionWindow { discountPercent endsAt isActive } } }',
    );
    const window = banner.data?.collection.promotionWindow;
    expect(window?.isActive).toBe(true);

    const answer = await gql<{ evaluatePromotions: Evaluation }>(stack, EVALUATE, { lines: [line(apronax, 2)] });
    const applied = answer.data?.evaluatePromotions.appliedVouchers.find(
      (voucher) => voucher.id === 'promo_coleccion_cyber-salud',
    );
    const price = apronax.variants[0]?.price ?? 0;
    expect(applied?.discount).toBeCloseTo((price * 2 * (window?.discountPercent ?? 0)) / 100, 2);

    const listed = await gql<{ product: { promotions: { id: string; banner: string }[] } }>(
      stack,
      `{ product(slug: "${apronax.slug}", channel: "feria-cuida") { promotions { id banner } } }`,
    );
    const promotion = listed.data?.product.promotions.find((item) => item.id === 'promo_coleccion_cyber-salud');
    const lastDay = new Intl.DateTimeFormat('es-PE', {
      day: 'numeric',
      month: 'long',
      timeZone: 'America/Lima',
    }).format(new Date(window?.endsAt ?? 0));
    expect(promotion?.banner).toBe(`Cyber Salud: ${window?.discountPercent} % de descuento hasta el ${lastDay}.`);
  });
});

describe('validateCoupon', () => {
  const VALIDATE =
    'query ($code: String!, $lines: [PromotionLineInput!]!) { validateCoupon(code: $code, lines: $lines) { code valid discount message reason } }';

  it('applies SALUD10 over its minimum and refuses it below, with a Spanish message', async () => {
    const cart = babyCart();
    const valid = await gql<{ validateCoupon: { valid: boolean; discount: number; code: string } }>(stack, VALIDATE, {
      code: 'salud10',
      lines: cart,
    });
    expect(valid.data?.validateCoupon).toMatchObject({ valid: true, code: 'SALUD10' });
    expect(valid.data?.validateCoupon.discount).toBeGreaterThan(0);
    const cheap = stack.sandbox.catalog.products.find(
      (product) => (product.variants[0]?.price ?? 99) < 5 && product.isAvailableForPurchase,
    );
    const refused = await gql<{
      validateCoupon: { valid: boolean; discount: number; message: string; reason: string };
    }>(stack, VALIDATE, {
      code: 'SALUD10',
      lines: [line(cheap as ProductRecord, 1)],
    });
    expect(refused.data?.validateCoupon).toMatchObject({ valid: false, discount: 0, reason: 'MONTO_MINIMO' });
    expect(refused.data?.validateCoupon.message).toMatch(/mínimo/);
  });

  it('answers an unknown coupon as invalid, not as an error', async () => {
    const answer = await gql<{ validateCoupon: { valid: boolean; reason: string } }>(stack, VALIDATE, {
      code: 'NOEXISTE',
      lines: babyCart(),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.validateCoupon).toMatchObject({ valid: false, reason: 'CUPON_NO_EXISTE' });
  });
});

describe('Product.promotions in listings', () => {
  it('costs one commerce request and at most one voucher request for a whole listing', async () => {
    stack.proxy.reset();
    const answer = await gql<{ products: { edges: { node: { promotions: { id: string }[] } }[] } }>(
      stack,
      '{ products(first: 24, channel: "feria-cuida") { edges { node { name promotions { id banner metadata { channel priority } } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.products.edges).toHaveLength(24);
    expect(stack.proxy.count('/graphql')).toBe(1);
    expect(stack.proxy.count('/sales/pbi-v2/api/v1/voucherify/promociones')).toBeLessThanOrEqual(1);
  });

  it('shares one voucher request among concurrent listings of the same products, with the same answer', async () => {
    const listing =
      '{ products(first: 12, channel: "feria-cuida") { edges { node { slug promotions { id banner } } } } }';
    const alone = await gql(stack, listing);
    // The call in flight is what is shared here, not an answer kept from before (promotions-cache.test.ts).
    stack.gateway.services.promotionsCache.clear();
    stack.proxy.reset();
    const together = await Promise.all(Array.from({ length: 6 }, () => gql(stack, listing)));
    for (const answer of together) expect(answer).toEqual(alone);
    expect(stack.proxy.count('/sales/pbi-v2/api/v1/voucherify/promociones')).toBeLessThanOrEqual(3); // 6 without sharing
  });
});

describe('during a voucher-service outage', () => {
  it('still lists products (without promotions) and evaluates carts as empty, never as errors', async () => {
    const outage = await startTestStack({
      restEndpoints: {
        sales: 'http://localhost:9/sales',
        sales2: 'http://localhost:9/sales2',
        pharmacy: 'http://localhost:9/pharmacy',
        agreements: 'http://localhost:9/agreements',
      },
    });
    try {
      const listing = await gql<{ products: { edges: { node: { name: string; promotions: unknown[] } }[] } }>(
        outage,
        '{ products(first: 12, channel: "feria-cuida") { edges { node { name promotions { id } } } } }',
      );
      expect(listing.errors).toBeUndefined();
      expect(listing.data?.products.edges).toHaveLength(12);
      expect(listing.data?.products.edges.every((edge) => edge.node.promotions.length === 0)).toBe(true);
      const evaluation = await gql<{ evaluatePromotions: Evaluation }>(outage, EVALUATE, { lines: babyCart() });
      expect(evaluation.errors).toBeUndefined();
      expect(evaluation.data?.evaluatePromotions).toMatchObject({
        complete: false,
        appliedVouchers: [],
        gifts: [],
        promoDiscount: 0,
      });
    } finally {
      await outage.close();
    }
  });
});
