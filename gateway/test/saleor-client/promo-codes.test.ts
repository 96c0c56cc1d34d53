/**
 * Saleor's promo codes through the gateway, as a Saleor storefront uses them: the code is one of Cuida's coupons,
 * priced into the checkout's lines before the client pays, and the order the commerce API stores (read straight from
 * the sandbox, never the gateway's answer) totals what was paid, with the coupon recorded and redeemed. A checkout
 * whose prices the gateway set never completes at a price it did not check at that moment.
 */
import { roundMoney } from '@cuida/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord, VariantRecord } from '../../../sandbox/src/catalog/model';
import { toGlobalId } from '../../../sandbox/src/commerce/global-id';
import {
  chargedByPaymentApp,
  MIRAFLORES,
  ordersOfCheckout,
  promotedProducts,
  storedOrder,
  windowOf,
} from '../support/orders';
import { gql, startTestStack, type TestStack } from '../support/stack';
import * as doc from './documents';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);
afterAll(() => stack?.close());

interface Money {
  amount: number;
}
interface CheckoutShape {
  id: string;
  voucherCode: string | null;
  chargeStatus: string;
  shippingMethods: { id: string }[];
  lines: { id: string; quantity: number; unitPrice: { gross: Money }; variant: { sku: string } }[];
  subtotalPrice: { gross: Money };
  shippingPrice: { gross: Money };
  totalPrice: { gross: Money };
}
interface Payload {
  checkout: CheckoutShape | null;
  errors: { field: string | null; code: string; message: string }[];
}

async function data<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(stack, document, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data;
}

const cents = (amount: number) => Math.round(amount * 100);
const total = (checkout: CheckoutShape | null) => checkout?.totalPrice.gross.amount ?? Number.NaN;

/** Variants handed out so far: each case gets its own, so stock taken by one never moves another. */
const used = new Set<number>();
let promoted: (product: ProductRecord, found: VariantRecord) => boolean = () => true;
beforeAll(async () => {
  promoted = await promotedProducts(stack);
});

/** A variant no promotion reaches, priced S/ 10–40, with stock; SALUD10 (10 % from S/ 50) applies to 3 units. */
function plainVariant(): VariantRecord {
  const { catalog } = stack.sandbox;
  for (const product of catalog.products) {
    if (!product.isAvailableForPurchase || !catalog.isProductInChannel(product, 'feria-cuida')) continue;
    if (windowOf(stack, product) !== null) continue;
    if (product.attributes.some((a) => a.attributeSlug === 'requiresPrescription' && a.boolean)) continue;
    for (const variant of product.variants) {
      if (used.has(variant.id) || variant.quantityLimitPerCustomer !== null || variant.stock < 20) continue;
      if (variant.price < 20 || variant.price > 40 || promoted(product, variant)) continue;
      used.add(variant.id);
      return variant;
    }
  }
  throw new Error('no plain variant in the seed');
}

/** A Saleor client's checkout of `quantity` units, with e-mail, address and the first delivery method. */
async function readyCheckout(variant: VariantRecord, quantity: number): Promise<CheckoutShape> {
  const created = await data<{ checkoutCreate: Payload }>(doc.CHECKOUT_CREATE, {
    channel: 'feria-cuida',
    lines: [{ variantId: toGlobalId('ProductVariant', variant.id), quantity }],
  });
  const id = created.checkoutCreate.checkout?.id ?? '';
  await data(doc.CHECKOUT_EMAIL_UPDATE, { id, email: 'rosa.huaman@example.pe' });
  const addressed = await data<{ checkoutBillingAddressUpdate: { checkout: { shippingMethods: { id: string }[] } } }>(
    doc.CHECKOUT_ADDRESSES,
    { id, address: MIRAFLORES },
  );
  const delivered = await data<{ checkoutDeliveryMethodUpdate: Payload }>(doc.CHECKOUT_DELIVERY, {
    id,
    deliveryMethodId: addressed.checkoutBillingAddressUpdate.checkout.shippingMethods[0]?.id,
  });
  if (!delivered.checkoutDeliveryMethodUpdate.checkout) throw new Error('no delivery');
  return delivered.checkoutDeliveryMethodUpdate.checkout;
}

const addCode = async (id: string, promoCode: string) =>
  (await data<{ checkoutAddPromoCode: Payload }>(doc.PROMO_CODE_ADD, { id, promoCode })).checkoutAddPromoCode;

const pay = (id: string, amount: number) =>
  data<{ transactionInitialize: { transactionEvent: { type: string } } }>(doc.TRANSACTION_INITIALIZE, {
    checkoutId: id,
    amount,
    data: { token: 'tok_visa' },
  });

const complete = async (id: string) =>
  (
    await data<{
      checkoutComplete: {
        order: { id: string; isPaid: boolean; total: { gross: Money } } | null;
        errors: { field: string | null; code: string; message: string }[];
      };
    }>(doc.CHECKOUT_COMPLETE, { checkoutId: id })
  ).checkoutComplete;

const tokenOf = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1] ?? '';

describe('a promo code to a paid order', () => {
  it('prices the code into the lines before payment, again when lines change, and the stored order is what was paid', async () => {
    const variant = plainVariant();
    const ready = await readyCheckout(variant, 2);
    const delivery = ready.shippingPrice.gross.amount;
    expect(total(ready)).toBe(roundMoney(2 * variant.price + delivery));

    // Unknown, malformed and not-yet-applicable codes change nothing.
    const unknown = await addCode(ready.id, 'NOEXISTE');
    expect(unknown.errors).toEqual([expect.objectContaining({ field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE' })]);
    expect(unknown.errors[0]?.message).toMatch(/[a-záéíóú]/);
    const malformed = await addCode(ready.id, 'SALUD 10!');
    expect(malformed.errors).toEqual([expect.objectContaining({ field: 'promoCode', code: 'INVALID' })]);
    if (2 * variant.price < 50) {
      const early = await addCode(ready.id, 'SALUD10');
      expect(early.errors).toEqual([expect.objectContaining({ code: 'VOUCHER_NOT_APPLICABLE' })]);
    }
    const unchanged = await data<{ checkout: CheckoutShape }>(doc.CHECKOUT_FIND, { id: ready.id });
    expect(unchanged.checkout.voucherCode).toBeNull();
    expect(total(unchanged.checkout)).toBe(total(ready));

    // Three units reach S/ 50: the code applies, and the totals show its 10 % before anything is paid.
    const line = ready.lines[0];
    await data(doc.CHECKOUT_LINES_UPDATE, { id: ready.id, lines: [{ lineId: line?.id, quantity: 3 }] });
    const applied = await addCode(ready.id, 'salud10');
    expect(applied.errors).toEqual([]);
    const subtotal3 = roundMoney(3 * variant.price);
    const discount3 = roundMoney(subtotal3 * 0.1);
    expect(applied.checkout?.voucherCode).toBe('SALUD10');
    expect(cents(applied.checkout?.subtotalPrice.gross.amount ?? 0)).toBe(cents(subtotal3 - discount3));
    expect(cents(total(applied.checkout))).toBe(cents(subtotal3 - discount3 + delivery));

    // A line change is priced again in the same answer: 5 units, 10 % of the new subtotal.
    const pricedLine = applied.checkout?.lines.find((candidate) => candidate.variant.sku === variant.sku);
    const grown = await data<{ checkoutLinesUpdate: Payload }>(doc.CHECKOUT_LINES_UPDATE, {
      id: ready.id,
      lines: [{ lineId: pricedLine?.id, quantity: 5 }],
    });
    const subtotal5 = roundMoney(5 * variant.price);
    // The delivery fee follows the order's amount (its tiers), so it is read from the same answer.
    const fee = grown.checkoutLinesUpdate.checkout?.shippingPrice.gross.amount ?? Number.NaN;
    const due = roundMoney(subtotal5 - roundMoney(subtotal5 * 0.1) + fee);
    expect(grown.checkoutLinesUpdate.errors).toEqual([]);
    expect(cents(grown.checkoutLinesUpdate.checkout?.subtotalPrice.gross.amount ?? 0)).toBe(
      cents(subtotal5 - roundMoney(subtotal5 * 0.1)),
    );
    expect(grown.checkoutLinesUpdate.checkout?.voucherCode).toBe('SALUD10');
    expect(cents(total(grown.checkoutLinesUpdate.checkout))).toBe(cents(due));

    // Paid in full at that total, completed with Saleor's checkoutComplete.
    await pay(ready.id, due);
    const completed = await complete(ready.id);
    expect(completed.errors).toEqual([]);
    expect(completed.order).toMatchObject({ isPaid: true, total: { gross: { amount: due } } });

    const stored = await storedOrder(stack, completed.order?.id ?? '');
    expect(stored.total.gross.amount).toBe(due);
    expect(stored.totalCharged.amount).toBe(due);
    expect(stored.metafields).toMatchObject({ 'descuento.cupon': 'SALUD10', 'total.pagar': due.toFixed(2) });
    expect(stored.lines.reduce((units, stored) => units + stored.quantity, 0)).toBe(5);
    expect(stored.lines.every((stored) => stored.undiscountedUnitPrice.gross.amount === variant.price)).toBe(true);
    const redemptions = await stack.sandbox.db.query<{ redeemables: unknown }>(
      'SELECT redeemables FROM voucher_redemption WHERE session_key = $1',
      [tokenOf(ready.id)],
    );
    expect(redemptions).toHaveLength(1);
    const redeemables = redemptions[0]?.redeemables;
    expect(typeof redeemables === 'string' ? JSON.parse(redeemables) : redeemables).toEqual([
      { object: 'voucher', id: 'SALUD10' },
    ]);
  });

  it('removing the code gives the catalogue prices back; removing it twice is a coded error', async () => {
    const variant = plainVariant();
    const ready = await readyCheckout(variant, 3);
    const applied = await addCode(ready.id, 'SALUD10');
    expect(total(applied.checkout)).toBeLessThan(total(ready));
    const removed = (await data<{ checkoutRemovePromoCode: Payload }>(doc.PROMO_CODE_REMOVE, { id: ready.id }))
      .checkoutRemovePromoCode;
    expect(removed.errors).toEqual([]);
    expect(removed.checkout?.voucherCode).toBeNull();
    expect(total(removed.checkout)).toBe(total(ready));
    const again = (await data<{ checkoutRemovePromoCode: Payload }>(doc.PROMO_CODE_REMOVE, { id: ready.id }))
      .checkoutRemovePromoCode;
    expect(again.errors).toEqual([expect.objectContaining({ field: 'promoCode', code: 'NOT_FOUND' })]);
  });
});

describe('a checkout the gateway priced completes only at the price checked then', () => {
  it('paid with the code, then the code removed: not fully paid, no order', async () => {
    const variant = plainVariant();
    const ready = await readyCheckout(variant, 3);
    const applied = await addCode(ready.id, 'SALUD10');
    await pay(ready.id, total(applied.checkout));
    await data(doc.PROMO_CODE_REMOVE, { id: ready.id });
    const refused = await complete(ready.id);
    expect(refused.order).toBeNull();
    expect(refused.errors).toEqual([expect.objectContaining({ code: 'CHECKOUT_NOT_FULLY_PAID' })]);
    expect(await ordersOfCheckout(stack, tokenOf(ready.id))).toBe(0);
  });

  it('the coupon withdrawn between payment and completion: the payment is given back, no order', async () => {
    const variant = plainVariant();
    const ready = await readyCheckout(variant, 3);
    const applied = await addCode(ready.id, 'SALUD10');
    await pay(ready.id, total(applied.checkout));
    expect(await chargedByPaymentApp(stack, tokenOf(ready.id))).toBe(total(applied.checkout));
    await stack.sandbox.db.query(
      "UPDATE voucher_coupon SET data = jsonb_set(data, '{activo}', 'false') WHERE code = 'SALUD10'",
    );
    try {
      const refused = await complete(ready.id);
      expect(refused.order).toBeNull();
      expect(refused.errors).toEqual([expect.objectContaining({ field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE' })]);
      expect(refused.errors[0]?.message).toContain('Devolvimos el cobro');
      expect(await ordersOfCheckout(stack, tokenOf(ready.id))).toBe(0);
      expect(await chargedByPaymentApp(stack, tokenOf(ready.id))).toBe(0);
    } finally {
      await stack.sandbox.db.query(
        "UPDATE voucher_coupon SET data = jsonb_set(data, '{activo}', 'true') WHERE code = 'SALUD10'",
      );
    }
  });

  it("placeOrder's discounted lines (a declined card) paid through transactions are not completed at that discount", async () => {
    const variant = plainVariant();
    const ready = await readyCheckout(variant, 3);
    const declined = await gql<{ placeOrder: { errors: { code: string }[]; totalToPay: number } }>(
      stack,
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { totalToPay errors { code } } }',
      {
        input: {
          checkoutId: ready.id,
          paymentMethod: 'CARD',
          paymentData: { token: 'tok_chargeDeclined' },
          couponCode: 'SALUD10',
        },
      },
    );
    expect(declined.data?.placeOrder.errors).toEqual([{ code: 'PAYMENT_ERROR' }]);
    const discounted = await data<{ checkout: CheckoutShape }>(doc.CHECKOUT_FIND, { id: ready.id });
    expect(total(discounted.checkout)).toBeLessThan(total(ready));
    await pay(ready.id, total(discounted.checkout));
    const refused = await complete(ready.id);
    expect(refused.order).toBeNull();
    expect(refused.errors).toEqual([expect.objectContaining({ code: 'CHECKOUT_NOT_FULLY_PAID' })]);
    expect(await ordersOfCheckout(stack, tokenOf(ready.id))).toBe(0);
    expect(await chargedByPaymentApp(stack, tokenOf(ready.id))).toBe(0);
  });
});

describe('the voucher service down', () => {
  // The coupon check (obtenerCupon) fails; the promotions still answer.
  const validationsDown = () =>
    fetch(`${stack.sandbox.url}/__admin/faults/sales`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorEvery: 1, paths: ['/obtener/cupon'] }),
    });
  const validationsUp = () => fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });

  it('adding a code answers a coded error and leaves the checkout as it was', async () => {
    const variant = plainVariant();
    const ready = await readyCheckout(variant, 3);
    await validationsDown();
    try {
      const answer = await gql<{ checkoutAddPromoCode: Payload | null }>(stack, doc.PROMO_CODE_ADD, {
        id: ready.id,
        promoCode: 'SALUD10',
      });
      // An outage is an error of the call, with the gateway's stable code, never a refusal of the code.
      expect(answer.data?.checkoutAddPromoCode).toBeNull();
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/);
    } finally {
      await validationsUp();
    }
    const after = await data<{ checkout: CheckoutShape }>(doc.CHECKOUT_FIND, { id: ready.id });
    expect(after.checkout.voucherCode).toBeNull();
    expect(total(after.checkout)).toBe(total(ready));
  });

  it('a line change during the outage keeps the old prices, which completion never accepts once the code no longer applies', async () => {
    const variant = plainVariant();
    // Three units reach the code's S/ 50; one does not.
    const ready = await readyCheckout(variant, 3);
    const applied = await addCode(ready.id, 'SALUD10');
    expect(applied.checkout?.voucherCode).toBe('SALUD10');
    const line = applied.checkout?.lines.find((candidate) => candidate.variant.sku === variant.sku);
    await validationsDown();
    let shrunk: Payload;
    try {
      shrunk = (
        await data<{ checkoutLinesUpdate: Payload }>(doc.CHECKOUT_LINES_UPDATE, {
          id: ready.id,
          lines: [{ lineId: line?.id, quantity: 1 }],
        })
      ).checkoutLinesUpdate;
    } finally {
      await validationsUp();
    }
    // The change is made (the shopper's quantity is not lost); the price could not be checked again.
    expect(shrunk.errors).toEqual([]);
    expect(shrunk.checkout?.lines.find((candidate) => candidate.variant.sku === variant.sku)?.quantity).toBe(1);
    const shown = total(shrunk.checkout);
    expect(cents(shrunk.checkout?.subtotalPrice.gross.amount ?? 0)).toBeLessThan(cents(variant.price));

    // Paid at the total shown, then completed with the service back: the code no longer applies to one unit, so
    // the discount shown is not honoured and the payment is given back.
    await pay(ready.id, shown);
    const refused = await complete(ready.id);
    expect(refused.order).toBeNull();
    expect(refused.errors).toEqual([expect.objectContaining({ field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE' })]);
    expect(refused.errors[0]?.message).toContain('Devolvimos el cobro');
    expect(await ordersOfCheckout(stack, tokenOf(ready.id))).toBe(0);
    expect(await chargedByPaymentApp(stack, tokenOf(ready.id))).toBe(0);
  });
});
