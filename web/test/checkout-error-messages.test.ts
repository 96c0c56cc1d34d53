import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ERROR_MESSAGES,
  checkoutErrorMessage,
  GENERIC_ERROR_MESSAGE,
  type KnownCheckoutErrorCode,
  messagesAt,
  placeLabel,
  stepOfField,
} from '../src/features/checkout/error-messages';

const root = new URL('../../', import.meta.url);

/** The commerce backend's codes (checkout and common), plus PRICE_CHANGED and the gateway's codes. */
const LISTED = [
  'BILLING_ADDRESS_NOT_SET',
  'SHIPPING_ADDRESS_NOT_SET',
  'SHIPPING_METHOD_NOT_SET',
  'SHIPPING_METHOD_NOT_APPLICABLE',
  'DELIVERY_METHOD_NOT_APPLICABLE',
  'EMAIL_NOT_SET',
  'INSUFFICIENT_STOCK',
  'NO_LINES',
  'CHANNEL_INACTIVE',
  'PRODUCT_NOT_PUBLISHED',
  'PRODUCT_UNAVAILABLE_FOR_PURCHASE',
  'QUANTITY_GREATER_THAN_LIMIT',
  'ZERO_QUANTITY',
  'UNAVAILABLE_VARIANT_IN_CHANNEL',
  'VOUCHER_NOT_APPLICABLE',
  'GIFT_CARD_NOT_APPLICABLE',
  'TAX_ERROR',
  'PAYMENT_ERROR',
  'CHECKOUT_NOT_FULLY_PAID',
  'GRAPHQL_ERROR',
  'INVALID',
  'NOT_FOUND',
  'REQUIRED',
  'UNIQUE',
  'ALREADY_EXISTS',
  'PRICE_CHANGED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
];

const CART_CODES = [
  'INSUFFICIENT_STOCK',
  'NO_LINES',
  'PRODUCT_NOT_PUBLISHED',
  'PRODUCT_UNAVAILABLE_FOR_PURCHASE',
  'QUANTITY_GREATER_THAN_LIMIT',
  'ZERO_QUANTITY',
  'UNAVAILABLE_VARIANT_IN_CHANNEL',
];

const codes = Object.keys(CHECKOUT_ERROR_MESSAGES) as KnownCheckoutErrorCode[];

describe('checkout error messages: one Spanish sentence per code, at its step', () => {
  it('cover every listed code with one Spanish sentence', () => {
    for (const code of LISTED) {
      expect(codes, code).toContain(code);
      const { message } = checkoutErrorMessage({ code }, 1);
      expect(message).not.toBe(GENERIC_ERROR_MESSAGE);
      // One sentence: a capital (or ¿¡) first, one final period, no English.
      expect(message).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡][^.]*\.$/);
    }
    for (const code of codes) {
      expect(CHECKOUT_ERROR_MESSAGES[code].message).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡][^.]*\.$/);
    }
  });

  it("cover every member of the commerce backend's CheckoutErrorCode enum", () => {
    const schema = readFileSync(new URL('schema/commerce.graphql', root), 'utf8');
    const body = /enum CheckoutErrorCode \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const members = body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[A-Z_]+$/.test(line));
    expect(members.length).toBeGreaterThan(20);
    for (const member of members) expect(codes, member).toContain(member);
  });

  it('show stock and line codes at the cart, client codes at 1, delivery at 2, payment at 3', () => {
    for (const code of CART_CODES) expect(checkoutErrorMessage({ code }, 3).step, code).toBe('cart');
    expect(checkoutErrorMessage({ code: 'EMAIL_NOT_SET' }, 3).step).toBe(1);
    expect(checkoutErrorMessage({ code: 'BILLING_ADDRESS_NOT_SET' }, 3).step).toBe(1);
    for (const code of [
      'SHIPPING_ADDRESS_NOT_SET',
      'SHIPPING_METHOD_NOT_SET',
      'SHIPPING_METHOD_NOT_APPLICABLE',
      'DELIVERY_METHOD_NOT_APPLICABLE',
    ]) {
      expect(checkoutErrorMessage({ code }, 3).step, code).toBe(2);
    }
    for (const code of [
      'PAYMENT_ERROR',
      'CHECKOUT_NOT_FULLY_PAID',
      'VOUCHER_NOT_APPLICABLE',
      'GIFT_CARD_NOT_APPLICABLE',
      'TAX_ERROR',
      'PRICE_CHANGED',
    ]) {
      expect(checkoutErrorMessage({ code }, 1).step, code).toBe(3);
    }
  });

  it('show the common codes at the step of the field named, else where the shopper acted', () => {
    expect(checkoutErrorMessage({ code: 'INVALID', field: 'email' }, 3)).toEqual({
      code: 'INVALID',
      message: 'Hay un dato que no es válido: revísalo y vuelve a intentarlo.',
      step: 1,
    });
    expect(checkoutErrorMessage({ code: 'REQUIRED', field: 'shippingAddress.streetAddress1' }, 1).step).toBe(2);
    expect(checkoutErrorMessage({ code: 'INVALID', field: 'lines' }, 3).step).toBe('cart');
    expect(checkoutErrorMessage({ code: 'GRAPHQL_ERROR', field: null }, 2).step).toBe(2);
    expect(checkoutErrorMessage({ code: 'UPSTREAM_TIMEOUT' }, 3).step).toBe(3);
    expect(checkoutErrorMessage({ code: 'NOT_FOUND' }, 2).step).toBe('cart');
    expect(checkoutErrorMessage({ code: 'NOT_FOUND', field: 'shippingMethodId' }, 3).step).toBe(2);
    // A fixed place wins over the field.
    expect(checkoutErrorMessage({ code: 'INSUFFICIENT_STOCK', field: 'email' }, 1).step).toBe('cart');
    expect(stepOfField('voucherCode')).toBe(3);
    expect(stepOfField('nothing')).toBeNull();
    expect(stepOfField('__proto__')).toBeNull();
  });

  it("show the gateway's own sentence when it wrote one: a declined card says so, at the payment step", () => {
    const declined =
      'Tu tarjeta fue rechazada y no se hizo ningún cobro. Prueba con otra tarjeta o elige pago contra entrega.';
    expect(checkoutErrorMessage({ code: 'PAYMENT_ERROR', field: 'paymentData', message: declined }, 3)).toEqual({
      code: 'PAYMENT_ERROR',
      message: declined,
      step: 3,
    });
    expect(messagesAt(3, [{ code: 'PAYMENT_ERROR', field: null, message: declined }], 3)[0]?.message).toBe(declined);
    // Without one (the commerce backend's errors), the code's sentence.
    expect(checkoutErrorMessage({ code: 'PAYMENT_ERROR', field: null, message: '  ' }, 3).message).toBe(
      CHECKOUT_ERROR_MESSAGES.PAYMENT_ERROR.message,
    );
  });

  it('give unknown codes a generic Spanish retry message', () => {
    expect(checkoutErrorMessage({ code: 'SOMETHING_NEW' }, 2)).toEqual({
      code: 'SOMETHING_NEW',
      message: 'Algo salió mal: vuelve a intentarlo; tus datos se mantienen.',
      step: 2,
    });
    expect(checkoutErrorMessage({ code: 'toString' }, 1).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(checkoutErrorMessage({ code: 'SOMETHING_NEW', field: 'email' }, 3).step).toBe(1);
  });

  it('list the messages of one place, one per code', () => {
    const errors = [
      { code: 'INSUFFICIENT_STOCK', field: 'lines' },
      { code: 'PAYMENT_ERROR' },
      { code: 'INSUFFICIENT_STOCK', field: 'lines' },
      { code: 'EMAIL_NOT_SET' },
    ];
    expect(messagesAt('cart', errors, 3).map((shown) => shown.code)).toEqual(['INSUFFICIENT_STOCK']);
    expect(messagesAt(3, errors, 3).map((shown) => shown.code)).toEqual(['PAYMENT_ERROR']);
    expect(messagesAt(1, errors, 3).map((shown) => shown.code)).toEqual(['EMAIL_NOT_SET']);
    expect(messagesAt(2, errors, 3)).toEqual([]);
  });

  it('are the table of docs/storefront.md ("### Error messages")', () => {
    const docs = readFileSync(new URL('docs/storefront.md', root), 'utf8');
    const section = docs.slice(docs.indexOf('### Error messages'));
    expect(section.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(section, code).toContain(
        `| \`${code}\` | ${placeLabel(code)} | ${CHECKOUT_ERROR_MESSAGES[code].message} |`,
      );
    }
    expect(section).toContain(`| any other code | step of the field, else current step | ${GENERIC_ERROR_MESSAGE} |`);
  });
});
