/**
 * A Saleor client against the gateway: Cuida's own documents written the way a Saleor storefront writes them
 * (documents.ts), validated against schema/gateway.graphql and executed through the gateway against the sandbox over
 * real HTTP, checking the data: catalogue with translations and assigned attributes, menus, pages, channels, cart,
 * checkout through the dummy payment app to a paid order, and the order as stored.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../../sandbox/src/commerce/global-id';
import { storedOrder } from '../support/orders';
import { gql, startTestStack, type TestStack } from '../support/stack';
import * as doc from './documents';

const schema = buildSchema(readFileSync(new URL('../../../schema/gateway.graphql', import.meta.url), 'utf8'));

describe('the corpus validates against schema/gateway.graphql', () => {
  it.each(Object.entries(doc.CORPUS))('%s', (_name, document) => {
    expect(validate(schema, parse(document))).toEqual([]);
  });
});

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const channel = 'feria-cuida';
const languageCode = 'ES';

async function data<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(stack, document, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data;
}

const LIMA = {
  firstName: 'Rosa',
  lastName: 'Huamán',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

interface Money {
  amount: number;
  currency: string;
}
interface CheckoutShape {
  id: string;
  chargeStatus: string;
  availablePaymentGateways: { id: string }[];
  delivery: { shippingMethod: { id: string } } | null;
  shippingMethods: { id: string; price: Money }[];
  problems: unknown[];
  giftCards: unknown[];
  lines: {
    id: string;
    quantity: number;
    unitPrice: { gross: Money };
    totalPrice: { gross: Money };
    variant: { sku: string };
  }[];
  subtotalPrice: { gross: Money };
  shippingPrice: { gross: Money };
  totalPrice: { gross: Money };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('catalogue, menus, pages and channels', () => {
  it('lists the sales channels with their public fields', async () => {
    const { channels } = await data<{
      channels: { slug: string; currencyCode: string; isActive: boolean; defaultCountry: { code: string } }[];
    }>(doc.CHANNELS);
    expect(channels).toEqual([
      expect.objectContaining({
        slug: channel,
        currencyCode: 'PEN',
        isActive: true,
        defaultCountry: { code: 'PE', country: 'Perú' },
      }),
    ]);
  });

  it('reads a menu with its items, their targets and translations (none: null)', async () => {
    const { menu } = await data<{
      menu: { items: { name: string; translation: null; category: unknown; page: unknown; collection: unknown }[] };
    }>(doc.MENU, { slug: 'navbar', channel, languageCode });
    expect(menu.items.length).toBeGreaterThan(0);
    for (const item of menu.items) {
      expect(item.translation).toBeNull();
      expect(item.category ?? item.page ?? item.collection).toBeTruthy();
    }
  });

  it('reads the published pages and one by slug', async () => {
    const { pages } = await data<{ pages: { edges: { node: { slug: string } }[] } }>(doc.PAGES, { first: 10 });
    const slugs = pages.edges.map((edge) => edge.node.slug);
    expect(slugs).toContain('preguntas-frecuentes');
    const { page } = await data<{
      page: { slug: string; title: string; translation: null; assignedAttributes: unknown[] };
    }>(doc.PAGE, {
      slug: 'preguntas-frecuentes',
      languageCode,
    });
    expect(page).toMatchObject({ slug: 'preguntas-frecuentes', translation: null, assignedAttributes: [] });
    expect(page.title.length).toBeGreaterThan(0);
  });

  it('lists products with the seed’s prices, and a product’s details with its assigned attributes', async () => {
    const { products } = await data<{
      products: {
        totalCount: number;
        edges: { node: { slug: string; translation: null; pricing: { priceRange: { start: { gross: Money } } } } }[];
      };
    }>(doc.PRODUCT_LIST, { first: 12, channel, languageCode });
    expect(products.edges.length).toBe(12);
    for (const { node } of products.edges) {
      const record = stack.sandbox.catalog.productBySlug(node.slug);
      const lowest = Math.min(...(record?.variants.map((variant) => variant.price) ?? []));
      expect(node.translation).toBeNull();
      expect(node.pricing.priceRange.start.gross).toEqual({ currency: 'PEN', amount: lowest });
    }
    const slug = products.edges[0]?.node.slug;
    const { product } = await data<{
      product: {
        assignedAttributes: { attribute: { slug: string } }[];
        variants: { sku: string; pricing: { price: { gross: Money } } }[];
      };
    }>(doc.PRODUCT_DETAILS, { slug, channel, languageCode });
    const record = stack.sandbox.catalog.productBySlug(slug ?? '');
    expect(product.assignedAttributes.map((a) => a.attribute.slug).sort()).toEqual(
      [...new Set(record?.attributes.map((value) => value.attributeSlug))].sort(),
    );
    expect(product.variants.map((v) => [v.sku, v.pricing.price.gross.amount])).toEqual(
      record?.variants.map((v) => [v.sku, v.price]),
    );
    const variant = record?.variants[0];
    const { productVariant } = await data<{ productVariant: { sku: string; product: { slug: string } } }>(doc.VARIANT, {
      id: toGlobalId('ProductVariant', variant?.id ?? 0),
      channel,
    });
    expect(productVariant).toMatchObject({ sku: variant?.sku, product: { slug } });
  });
});

describe('cart and checkout to a paid order, through the dummy payment app', () => {
  const purchasable = () =>
    stack.sandbox.catalog.products
      .filter(
        (p) =>
          p.isAvailableForPurchase &&
          (p.variants[0]?.stock ?? 0) > 10 &&
          !p.attributes.some((a) => a.attributeSlug === 'requiresPrescription' && a.boolean),
      )
      .map((p) => p.variants[0])
      .filter((v) => v !== undefined);

  it('builds the cart, pays in two transactions (completion refused while unpaid), and the stored order matches', async () => {
    const [first, second] = purchasable();
    if (!first || !second) throw new Error('seed has no purchasable variants');
    const created = await data<{ checkoutCreate: { checkout: CheckoutShape; errors: unknown[] } }>(
      doc.CHECKOUT_CREATE,
      {
        channel,
        lines: [{ variantId: toGlobalId('ProductVariant', first.id), quantity: 1 }],
      },
    );
    expect(created.checkoutCreate.errors).toEqual([]);
    const id = created.checkoutCreate.checkout.id;
    expect(created.checkoutCreate.checkout.availablePaymentGateways).toEqual([
      expect.objectContaining({ id: 'saleor.io.dummy-payment-app' }),
    ]);
    expect(created.checkoutCreate.checkout.giftCards).toEqual([]);

    const added = await data<{ checkoutLinesAdd: { checkout: CheckoutShape } }>(doc.CHECKOUT_LINES_ADD, {
      id,
      lines: [{ variantId: toGlobalId('ProductVariant', second.id), quantity: 2 }],
    });
    const secondLine = added.checkoutLinesAdd.checkout.lines.find((line) => line.variant.sku === second.sku);
    const updated = await data<{ checkoutLinesUpdate: { checkout: CheckoutShape } }>(doc.CHECKOUT_LINES_UPDATE, {
      id,
      lines: [{ lineId: secondLine?.id, quantity: 3 }],
    });
    const cart = updated.checkoutLinesUpdate.checkout;
    expect(cart.lines.map((line) => [line.variant.sku, line.quantity, line.unitPrice.gross.amount])).toEqual([
      [first.sku, 1, first.price],
      [second.sku, 3, second.price],
    ]);
    expect(cents(cart.subtotalPrice.gross.amount)).toBe(cents(first.price) + 3 * cents(second.price));

    await data(doc.CHECKOUT_EMAIL_UPDATE, { id, email: 'rosa.huaman@example.pe' });
    const addressed = await data<{ checkoutBillingAddressUpdate: { checkout: { shippingMethods: { id: string }[] } } }>(
      doc.CHECKOUT_ADDRESSES,
      { id, address: LIMA },
    );
    const methodId = addressed.checkoutBillingAddressUpdate.checkout.shippingMethods[0]?.id;
    expect(methodId).toBeTruthy();
    const delivered = await data<{ checkoutDeliveryMethodUpdate: { checkout: CheckoutShape; errors: unknown[] } }>(
      doc.CHECKOUT_DELIVERY,
      { id, deliveryMethodId: methodId },
    );
    const checkout = delivered.checkoutDeliveryMethodUpdate.checkout;
    expect(checkout.delivery?.shippingMethod.id).toBe(methodId);
    expect(checkout.problems).toEqual([]);
    const total = checkout.totalPrice.gross.amount;
    expect(cents(total)).toBe(cents(checkout.subtotalPrice.gross.amount) + cents(checkout.shippingPrice.gross.amount));

    // A code that is not one of Cuida's coupons changes nothing (promo-codes.test.ts takes one to a paid order).
    const promo = await data<{ checkoutAddPromoCode: { errors: { field: string; code: string }[] } }>(
      doc.PROMO_CODE_ADD,
      { id, promoCode: 'BIENVENIDA10' },
    );
    expect(promo.checkoutAddPromoCode.errors).toEqual([
      expect.objectContaining({ field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE' }),
    ]);

    const init = await data<{ paymentGatewayInitialize: { gatewayConfigs: { id: string }[]; errors: unknown[] } }>(
      doc.PAYMENT_GATEWAY_INITIALIZE,
      { checkoutId: id },
    );
    expect(init.paymentGatewayInitialize.gatewayConfigs.map((config) => config.id)).toEqual([
      'saleor.io.dummy-payment-app',
    ]);

    // Part of the total first: the gateway refuses to complete a checkout its transactions do not cover.
    const part = Math.round(total * 50) / 100;
    const partial = await data<{
      transactionInitialize: { transaction: { id: string }; transactionEvent: { type: string } };
    }>(doc.TRANSACTION_INITIALIZE, { checkoutId: id, amount: part, data: { token: 'tok_visa' } });
    expect(partial.transactionInitialize.transactionEvent.type).toBe('CHARGE_SUCCESS');
    const early = await data<{ checkoutComplete: { order: null; errors: { code: string }[] } }>(doc.CHECKOUT_COMPLETE, {
      checkoutId: id,
    });
    expect(early.checkoutComplete).toMatchObject({ order: null, errors: [{ code: 'CHECKOUT_NOT_FULLY_PAID' }] });

    const rest = await data<{ transactionInitialize: { transaction: { id: string } } }>(doc.TRANSACTION_INITIALIZE, {
      checkoutId: id,
      amount: Math.round((total - part) * 100) / 100,
      data: { token: 'tok_visa' },
    });
    const processed = await data<{ transactionProcess: { transactionEvent: { type: string }; errors: unknown[] } }>(
      doc.TRANSACTION_PROCESS,
      { id: rest.transactionInitialize.transaction.id },
    );
    expect(processed.transactionProcess).toMatchObject({ transactionEvent: { type: 'CHARGE_SUCCESS' }, errors: [] });
    const paid = await data<{ checkoutFind: never; checkout: { chargeStatus: string } }>(doc.CHECKOUT_FIND, { id });
    expect(paid.checkout.chargeStatus).toBe('FULL');

    const completed = await data<{
      checkoutComplete: {
        order: { id: string; isPaid: boolean; chargeStatus: string; statusDisplay: string; total: { gross: Money } };
        errors: unknown[];
      };
    }>(doc.CHECKOUT_COMPLETE, { checkoutId: id });
    const order = completed.checkoutComplete.order;
    expect(completed.checkoutComplete.errors).toEqual([]);
    expect(order).toMatchObject({ isPaid: true, chargeStatus: 'FULL', statusDisplay: 'Unfulfilled' });
    expect(order.total.gross).toEqual({ currency: 'PEN', amount: total });

    // The order as the commerce API stored it (read straight from the sandbox, as the gateway's app).
    const stored = await storedOrder(stack, order.id);
    expect(stored.lines.map((line) => [line.productSku, line.quantity, line.unitPrice.gross.amount])).toEqual([
      [first.sku, 1, first.price],
      [second.sku, 3, second.price],
    ]);
    expect(stored.total.gross.amount).toBe(total);
    expect(stored.totalCharged.amount).toBe(total);
    expect(stored.isPaid).toBe(true);
  });
});
