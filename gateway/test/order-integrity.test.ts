/**
 * The order the business receives is the one the shopper confirmed and paid: read from the commerce API's stored
 * order (lines, delivery method and fee, total, charge) and the payment app's record, never from what the gateway
 * answered. Includes the attacks on that binding: lines added while an order is placed, a fee moved by
 * client-written metadata, a token-sized charge completed by hand.
 */
import { roundMoney } from '@cuida/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VariantRecord } from '../../sandbox/src/catalog/model';
import {
  chargedByPaymentApp,
  commerceAsApp,
  gid,
  ordersOfCheckout,
  placeOrder,
  shopperCheckout,
  storedOrder,
  windowOf,
} from './support/orders';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const CARD = { paymentMethod: 'CARD', paymentData: { token: 'tok_visa' } };
const CASH = { paymentMethod: 'CASH_ON_DELIVERY' };

function variantNamed(name: string): VariantRecord {
  const product = stack.sandbox.catalog.products.find((candidate) => candidate.name === name);
  const found = product?.variants[0];
  if (!found) throw new Error(`no product ${name}`);
  return found;
}

/** A plain product (no open promotion window), under S/ 100 and with stock. */
function plainVariant(skip: number): VariantRecord {
  const { catalog } = stack.sandbox;
  const found = catalog.products
    .filter((product) => product.isAvailableForPurchase && catalog.isProductInChannel(product, 'feria-cuida'))
    .filter((product) => windowOf(stack, product) === null)
    .flatMap((product) => product.variants)
    .filter((candidate) => candidate.quantityLimitPerCustomer === null && candidate.stock >= 30)
    .filter((candidate) => candidate.price > 5 && candidate.price < 100)[skip];
  if (!found) throw new Error('no plain variant');
  return found;
}

describe('the stored order is what the shopper confirmed', () => {
  it('gift + SALUD10 + Delivery regular by card: gift line at S/ 0.00, discount in the line prices, the method chosen, paid in full', async () => {
    const nan = variantNamed('Fórmula Infantil NAN Optipro 1 Lata 800 g');
    const huggies = variantNamed('Toallitas Húmedas Huggies One & Done Paquete x 48 unidades');
    const product = stack.sandbox.catalog.variant(nan.id)?.product;
    if (!product) throw new Error('unknown variant');
    const lines = [{ variantId: gid(nan), sku: nan.sku, quantity: 1, voucherWindow: windowOf(stack, product) }];
    // What step 3 shows: the promotion's gift, the coupon, the delivery quote.
    const quoted = await gql<{
      evaluatePromotions: { promoDiscount: number; gifts: { sku: string | null }[] };
      validateCoupon: { valid: boolean; discount: number };
      deliveryQuote: { fee: number };
    }>(
      stack,
      `query ($lines: [PromotionLineInput!]!, $subtotal: Float!) {
        evaluatePromotions(lines: $lines) { promoDiscount gifts { sku } }
        validateCoupon(code: "SALUD10", lines: $lines) { valid discount }
        deliveryQuote(districtId: "150122", subtotal: $subtotal, deliveryType: DEFAULT) { fee }
      }`,
      { lines, subtotal: nan.price },
    );
    expect(quoted.errors).toBeUndefined();
    const shown = quoted.data;
    if (!shown) throw new Error('no quote');
    expect(shown.evaluatePromotions.gifts.map((gift) => gift.sku)).toContain(huggies.sku);
    expect(shown.validateCoupon.valid).toBe(true);
    const total = roundMoney(
      nan.price - shown.validateCoupon.discount - shown.evaluatePromotions.promoDiscount + shown.deliveryQuote.fee,
    );

    const made = await shopperCheckout(stack, [{ variant: nan, quantity: 1 }], { deliveryType: 'default' });
    expect(made.chosen).toBe(true);
    const placed = await placeOrder(stack, {
      checkoutId: made.id,
      ...CARD,
      couponCode: 'SALUD10',
      expectedTotal: total,
    });
    expect(placed.errors).toEqual([]);
    expect(placed.totalToPay).toBe(total);

    const order = await storedOrder(stack, placed.order?.id ?? '');
    expect(order.shippingMethodName).toBe('Delivery regular');
    expect(order.shippingPrice.gross.amount).toBe(shown.deliveryQuote.fee);
    expect(order.metafields['entrega.tipo']).toBe('default');
    expect(order.total.gross.amount).toBe(total);
    expect(order.totalCharged.amount).toBe(total);
    expect(order).toMatchObject({ isPaid: true, chargeStatus: 'FULL' });
    expect(await chargedByPaymentApp(stack, made.token)).toBe(total);
    const gift = order.lines.find((line) => line.gift !== null);
    expect(gift).toMatchObject({ productSku: huggies.sku, quantity: 1, unitPrice: { gross: { amount: 0 } } });
    const bought = order.lines.filter((line) => line.gift === null);
    expect(bought.map((line) => line.productSku)).toEqual([nan.sku]);
    expect(bought[0]?.undiscountedUnitPrice.gross.amount).toBe(nan.price);
    const linesTotal = roundMoney(bought.reduce((sum, line) => sum + line.unitPrice.gross.amount * line.quantity, 0));
    expect(linesTotal).toBe(roundMoney(total - shown.deliveryQuote.fee));
  });

  it('cash on delivery: the order is unpaid, nothing charged, its total the confirmed one', async () => {
    const line = plainVariant(0);
    const made = await shopperCheckout(stack, [{ variant: line, quantity: 2 }], { deliveryType: 'programado' });
    const placed = await placeOrder(stack, { checkoutId: made.id, ...CASH });
    expect(placed.errors).toEqual([]);
    const order = await storedOrder(stack, placed.order?.id ?? '');
    expect(order).toMatchObject({ isPaid: false, chargeStatus: 'NONE', shippingMethodName: 'Delivery programado' });
    expect(order.total.gross.amount).toBe(placed.totalToPay);
    expect(order.metafields['pago.metodo']).toBe('CASH_ON_DELIVERY');
    expect(await chargedByPaymentApp(stack, made.token)).toBe(0);
  });
});

describe('the price is bound to the order', () => {
  it('lines added while placeOrder runs wait for it and are refused: the order holds what was charged', async () => {
    const cheap = plainVariant(1);
    const dear = plainVariant(2);
    for (let attempt = 0; attempt < 6; attempt++) {
      const made = await shopperCheckout(stack, [{ variant: cheap, quantity: 1 }], { deliveryType: 'default' });
      // Hold the charge at the commerce API until the concurrent line change has been sent to the gateway.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let sawCharge = false;
      stack.proxy.intercept = async (_path, body) => {
        if (body.includes('PlaceOrderCharge') && !sawCharge) {
          sawCharge = true;
          await held;
        }
      };
      try {
        const placing = placeOrder(stack, { checkoutId: made.id, ...CARD });
        await new Promise((resolve) => setTimeout(resolve, attempt * 2));
        const adding = gql<{ checkoutLinesAdd: { errors: { code: string }[] } | null }>(
          stack,
          'mutation ($id: ID!, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { errors { code } } }',
          { id: made.id, lines: [{ variantId: gid(dear), quantity: 4 }] },
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
        release();
        const [placed, added] = await Promise.all([placing, adding]);
        expect(placed.errors).toEqual([]);
        // The line change ran after the order: the checkout is gone.
        const refusedCodes = [
          ...(added.errors ?? []).map((error) => error.extensions?.code),
          ...(added.data?.checkoutLinesAdd?.errors ?? []).map((error) => error.code),
        ];
        expect(refusedCodes).toContain('NOT_FOUND');
        const order = await storedOrder(stack, placed.order?.id ?? '');
        expect(order.lines.map((line) => line.productSku)).toEqual([cheap.sku]);
        expect(order.total.gross.amount).toBe(placed.totalToPay);
        expect(await chargedByPaymentApp(stack, made.token)).toBe(order.total.gross.amount);
      } finally {
        stack.proxy.intercept = undefined;
      }
    }
  });

  it('concurrent line changes and placeOrder, many times: every stored order totals exactly what was charged', async () => {
    const cheap = plainVariant(3);
    const dear = plainVariant(4);
    for (let attempt = 0; attempt < 8; attempt++) {
      const made = await shopperCheckout(stack, [{ variant: cheap, quantity: 1 }], { deliveryType: 'default' });
      const [placed] = await Promise.all([
        placeOrder(stack, { checkoutId: made.id, ...CARD }),
        new Promise((resolve) => setTimeout(resolve, attempt % 4)).then(() =>
          gql(
            stack,
            'mutation ($id: ID!, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { errors { code } } }',
            { id: made.id, lines: [{ variantId: gid(dear), quantity: 1 }] },
          ),
        ),
      ]);
      // Whichever came first, the order holds the lines that were charged: one line or both, never more.
      expect(placed.errors).toEqual([]);
      const order = await storedOrder(stack, placed.order?.id ?? '');
      expect(order.total.gross.amount).toBe(placed.totalToPay);
      expect(await chargedByPaymentApp(stack, made.token)).toBe(order.total.gross.amount);
      expect(order.chargeStatus).toBe('FULL');
    }
  });

  it('a line added straight at the commerce API during the charge (around the lock): refunded, PRICE_CHANGED, no order', async () => {
    const cheap = plainVariant(9);
    const dear = plainVariant(10);
    const made = await shopperCheckout(stack, [{ variant: cheap, quantity: 1 }], { deliveryType: 'default' });
    let done = false;
    stack.proxy.intercept = async (_path, body) => {
      if (body.includes('PlaceOrderCharge') && !done) {
        done = true;
        await commerceAsApp(
          stack,
          'mutation ($id: ID!, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { errors { code } } }',
          { id: made.id, lines: [{ variantId: gid(dear), quantity: 2 }] },
        );
      }
    };
    try {
      const placed = await placeOrder(stack, { checkoutId: made.id, ...CARD });
      expect(placed.order).toBeNull();
      expect(placed.errors.map((error) => error.code)).toEqual(['PRICE_CHANGED']);
      expect(placed.errors[0]?.message).toMatch(/Devolvimos el cobro/);
    } finally {
      stack.proxy.intercept = undefined;
    }
    expect(await ordersOfCheckout(stack, made.token)).toBe(0);
    expect(await chargedByPaymentApp(stack, made.token)).toBe(0);
  });

  it("a once-per-document coupon counts the signed-in customer's verified document, whatever the checkout says", async () => {
    const jorge = await signIn(stack, 'jorge.ramirez@cuida.pe');
    const headers = authHeaders(jorge);
    const line = plainVariant(11);
    const units = Math.max(1, Math.ceil(60 / line.price));
    const first = await shopperCheckout(stack, [{ variant: line, quantity: units }], {
      deliveryType: 'pickup_for_me',
      headers,
      metadata: [{ key: 'cliente.numeroDocumento', value: '70125489' }],
    });
    const used = await placeOrder(stack, { checkoutId: first.id, ...CASH, couponCode: 'BIENVENIDA15' }, headers);
    expect(used.errors).toEqual([]);
    expect(used.couponDiscount).toBeGreaterThan(0);
    // The same customer writes another document on a new checkout: the coupon is still his, already used.
    const again = await shopperCheckout(stack, [{ variant: line, quantity: units }], {
      deliveryType: 'pickup_for_me',
      headers,
      metadata: [{ key: 'cliente.numeroDocumento', value: '41234567' }],
    });
    const reused = await placeOrder(stack, { checkoutId: again.id, ...CASH, couponCode: 'BIENVENIDA15' }, headers);
    expect(reused.order).toBeNull();
    expect(reused.errors.map((error) => error.code)).toEqual(['VOUCHER_NOT_APPLICABLE']);
    expect(await ordersOfCheckout(stack, again.token)).toBe(0);
  });

  it('the fee follows the delivery method and address set, not client-written metadata', async () => {
    const line = plainVariant(5);
    const made = await shopperCheckout(stack, [{ variant: line, quantity: 1 }], {
      deliveryType: 'programado',
      metadata: [
        { key: 'entrega.tipo', value: 'pickup_for_me' },
        { key: 'entrega.distrito', value: '150111 El Agustino' },
      ],
    });
    const placed = await placeOrder(stack, { checkoutId: made.id, ...CASH });
    expect(placed.errors).toEqual([]);
    const order = await storedOrder(stack, placed.order?.id ?? '');
    expect(placed.delivery).toBeGreaterThan(0);
    expect(order.shippingPrice.gross.amount).toBe(placed.delivery);
    expect(order.shippingMethodName).toBe('Delivery programado');
    // The order says what it is: the method's type overwrites what the client wrote.
    expect(order.metafields['entrega.tipo']).toBe('programado');
  });

  it('a token charge (transactionInitialize 0.01) then checkoutComplete through the gateway: refused, no order', async () => {
    const line = plainVariant(6);
    const made = await shopperCheckout(stack, [{ variant: line, quantity: 1 }], { deliveryType: 'default' });
    const charged = await gql<{ transactionInitialize: { errors: unknown[] } }>(
      stack,
      `mutation ($id: ID!) { transactionInitialize(id: $id, amount: 0.01, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) { errors { code } } }`,
      { id: made.id },
    );
    expect(charged.errors).toBeUndefined();
    const completed = await gql<{ checkoutComplete: { order: unknown; errors: { code: string }[] } }>(
      stack,
      'mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { code } } }',
      { id: made.id },
    );
    expect(completed.data?.checkoutComplete.order).toBeNull();
    expect(completed.data?.checkoutComplete.errors.map((error) => error.code)).toEqual(['CHECKOUT_NOT_FULLY_PAID']);
    expect(await ordersOfCheckout(stack, made.token)).toBe(0);
  });

  it("clients cannot set line prices or the gateway's line marks", async () => {
    const line = plainVariant(7);
    const made = await shopperCheckout(stack, [{ variant: line, quantity: 1 }], { deliveryType: 'default' });
    const priced = await gql(
      stack,
      'mutation ($id: ID!, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { errors { code } } }',
      { id: made.id, lines: [{ variantId: gid(line), quantity: 1, price: 0.01 }] },
    );
    expect(priced.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const marked = await gql(
      stack,
      'mutation ($id: ID!, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { errors { code } } }',
      { id: made.id, lines: [{ variantId: gid(line), quantity: 1, metadata: [{ key: 'cuida.regalo', value: 'x' }] }] },
    );
    expect(marked.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('reconciliation for operations', () => {
  it('lists, for staff only, the orders whose total, charge and quote disagree: none of those placed through the gateway', async () => {
    const QUERY =
      'query { ordersToReconcile(last: 200) { orderId number reason total charged quotedTotal paymentMethod } }';
    const staff = await signIn(stack, 'farmacia@cuida.pe');
    const clean = await gql<{ ordersToReconcile: { orderId: string; reason: string }[] }>(
      stack,
      QUERY,
      {},
      authHeaders(staff),
    );
    expect(clean.errors).toBeUndefined();
    expect(clean.data?.ordersToReconcile).toEqual([]);

    // An order completed straight at the commerce API, bypassing the gateway: charged S/ 0.01 of its total.
    const line = plainVariant(8);
    const made = await shopperCheckout(stack, [{ variant: line, quantity: 1 }], { deliveryType: 'default' });
    await commerceAsApp(
      stack,
      `mutation ($id: ID!) { transactionInitialize(id: $id, amount: 0.01, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) { errors { code } } }`,
      { id: made.id },
    );
    const bypass = await commerceAsApp<{ checkoutComplete: { order: { id: string } | null } }>(
      stack,
      'mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { code } } }',
      { id: made.id },
    );
    const orderId = bypass.data?.checkoutComplete.order?.id;
    expect(orderId).toBeTruthy();
    const listed = await gql<{ ordersToReconcile: { orderId: string; reason: string; charged: number }[] }>(
      stack,
      QUERY,
      {},
      authHeaders(staff),
    );
    expect(listed.data?.ordersToReconcile).toEqual([
      expect.objectContaining({ orderId, charged: 0.01, reason: 'the amount charged differs from the order total' }),
    ]);

    const customer = await signIn(stack, 'jorge.ramirez@cuida.pe');
    expect(codesOf(await gql(stack, QUERY, {}, authHeaders(customer)))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, QUERY))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('the shipping app webhook', () => {
  const post = (body: string) =>
    fetch(new URL('/webhooks/commerce/shipping-methods', stack.gateway.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('prices the six delivery types for a covered district; only the pickups elsewhere; 400 for a foreign body', async () => {
    const line = (amount: number, quantity: number) => ({
      quantity,
      unitPrice: { gross: { amount, currency: 'PEN' } },
      variant: { pricing: { price: { gross: { amount, currency: 'PEN' } } } },
    });
    const payload = (cityArea: string) =>
      JSON.stringify({ checkout: { id: 'x', shippingAddress: { cityArea, country: 'PE' }, lines: [line(20, 2)] } });
    const miraflores = (await (await post(payload('Miraflores'))).json()) as { id: string; amount: number }[];
    expect(miraflores.map((method) => method.id)).toEqual(
      expect.arrayContaining(['default', 'programado', 'rimac', 'pickup_for_me', 'pickup_for_someone_else']),
    );
    expect(miraflores.find((method) => method.id === 'pickup_for_me')?.amount).toBe(0);
    const ancon = (await (await post(payload('Ancón'))).json()) as { id: string }[];
    expect(ancon.map((method) => method.id).sort()).toEqual(['pickup_for_me', 'pickup_for_someone_else']);
    expect((await post('{"not":"a checkout"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
  });
});
