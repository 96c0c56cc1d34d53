import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal, priceLine } from '../../src/cart/line';

describe('lineTotal', () => {
  it('is unit price times quantity, rounded to the cent', () => {
    expect(lineTotal(12.5, 2)).toBe(25);
    expect(lineTotal(1.15, 3)).toBe(3.45); // 3.4499999999999997 in floating point
    expect(lineTotal(0.335, 3)).toBe(1.01); // a half cent rounds up
    expect(lineTotal(0, 1)).toBe(0);
  });

  it('equals the exact product for prices in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 99 }), (cents, quantity) => {
        return lineTotal(cents / 100, quantity) === (cents * quantity) / 100;
      }),
    );
  });
});

describe('priceLine', () => {
  it('keeps unit price, line total and the line total as text together', () => {
    expect(priceLine(12.5, 2)).toEqual({ priceUnit: 12.5, priceValue: 25, price: 'S/\u00a025.00' });
  });

  it('prices a gift line at S/ 0.00', () => {
    expect(priceLine(0, 1)).toEqual({ priceUnit: 0, priceValue: 0, price: 'S/\u00a00.00' });
  });
});
