import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal } from '../../src/cart/line';
import { cartSubtotal, cartTotal, checkoutTotal, type PricedLine } from '../../src/cart/totals';
import { roundMoney } from '../../src/money/round';

const money = fc.integer({ min: 0, max: 300_000 }).map((cents) => cents / 100);
const line: fc.Arbitrary<PricedLine> = fc.record({ priceUnit: money, quantity: fc.integer({ min: 1, max: 20 }) });
const lines = fc.array(line, { maxLength: 15 });
const gift: PricedLine = { priceUnit: 0, quantity: 1 };

describe('cartSubtotal', () => {
  it('adds the line totals', () => {
    expect(
      cartSubtotal([
        { priceUnit: 12.5, quantity: 2 },
        { priceUnit: 1279, quantity: 1 },
      ]),
    ).toBe(1304);
    expect(
      cartSubtotal([
        { priceUnit: 0.1, quantity: 1 },
        { priceUnit: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('cartTotal', () => {
  it('is the sum of line totals minus discount and promo discount', () => {
    const total = cartTotal({
      lines: [
        { priceUnit: 12.5, quantity: 2 },
        { priceUnit: 1279, quantity: 1 },
      ],
      discount: 10,
      promoDiscount: 5.25,
    });
    expect(total).toBe(1288.75);
  });

  it('treats missing discounts as 0', () => {
    expect(cartTotal({ lines: [{ priceUnit: 149, quantity: 1 }] })).toBe(149);
  });

  it('rounds the result to the cent', () => {
    expect(cartTotal({ lines: [{ priceUnit: 10, quantity: 1 }], discount: 0.005 })).toBe(10); // 9.995 → 10.00
  });

  it('is not clamped at zero: a discount larger than the cart shows as a negative total', () => {
    expect(cartTotal({ lines: [{ priceUnit: 10, quantity: 1 }], discount: 15 })).toBe(-5);
  });

  it('equals the rounded sum of line totals minus the discounts', () => {
    fc.assert(
      fc.property(lines, money, money, (ls, discount, promoDiscount) => {
        const sum = ls.reduce((acc, l) => acc + lineTotal(l.priceUnit, l.quantity), 0);
        return cartTotal({ lines: ls, discount, promoDiscount }) === roundMoney(sum - discount - promoDiscount);
      }),
    );
  });

  it('does not change when a zero-price gift line is added anywhere', () => {
    fc.assert(
      fc.property(lines, fc.nat(), money, (ls, at, discount) => {
        const position = ls.length === 0 ? 0 : at % (ls.length + 1);
        const withGift = [...ls.slice(0, position), gift, ...ls.slice(position)];
        return cartTotal({ lines: withGift, discount }) === cartTotal({ lines: ls, discount });
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        lines.chain((ls) =>
          fc.tuple(fc.constant(ls), fc.shuffledSubarray(ls, { minLength: ls.length, maxLength: ls.length })),
        ),
        money,
        ([ls, shuffled], promoDiscount) =>
          cartTotal({ lines: shuffled, promoDiscount }) === cartTotal({ lines: ls, promoDiscount }),
      ),
    );
  });
});

describe('checkoutTotal', () => {
  it('is subtotal − discount + delivery − promo discount', () => {
    expect(checkoutTotal({ subtotal: 149, discount: 10, delivery: 9, promoDiscount: 5.5 })).toBe(142.5);
  });

  it('rounds to 2 decimals', () => {
    expect(checkoutTotal({ subtotal: 0.1, delivery: 0.2 })).toBe(0.3);
    expect(checkoutTotal({ subtotal: 1.0, discount: 0.005 })).toBe(1); // 0.995 → 1.00
  });

  it('defaults delivery and discounts to 0', () => {
    expect(checkoutTotal({ subtotal: 1279 })).toBe(1279);
  });

  it('is not clamped at zero', () => {
    expect(checkoutTotal({ subtotal: 20, discount: 25, delivery: 0 })).toBe(-5);
  });

  it('equals the rounded formula for any amounts in cents', () => {
    fc.assert(
      fc.property(money, money, money, money, (subtotal, discount, delivery, promoDiscount) => {
        const total = checkoutTotal({ subtotal, discount, delivery, promoDiscount });
        return total === roundMoney(subtotal - discount + delivery - promoDiscount);
      }),
    );
  });
});
