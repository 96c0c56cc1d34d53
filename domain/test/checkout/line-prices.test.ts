import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLinesAfterDiscount } from '../../src/checkout/line-prices';
import { toCents } from '../../src/money/round';

const cents = (lines: { quantity: number; unitPrice: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * toCents(line.unitPrice), 0);

describe('priceLinesAfterDiscount', () => {
  it('leaves the lines as they are without a discount', () => {
    const lines = [{ key: 'a', quantity: 2, unitPrice: 12.5 }];
    expect(priceLinesAfterDiscount(lines, 0)).toEqual([{ key: 'a', quantity: 2, unitPrice: 12.5, discount: 0 }]);
  });

  it('spreads SALUD10 on one product exactly (109.90 − 10.99)', () => {
    const priced = priceLinesAfterDiscount([{ key: 'nan', quantity: 1, unitPrice: 109.9 }], 10.99);
    expect(priced).toEqual([{ key: 'nan', quantity: 1, unitPrice: 98.91, discount: 10.99 }]);
  });

  it('splits one unit off a line when the cents cannot be spread per unit', () => {
    const priced = priceLinesAfterDiscount([{ key: 'a', quantity: 3, unitPrice: 10 }], 0.01);
    expect(priced).toEqual([
      { key: 'a', quantity: 2, unitPrice: 10, discount: 0 },
      { key: 'a', quantity: 1, unitPrice: 9.99, discount: 0.01 },
    ]);
  });

  it('takes the last cents one each from several units when no single unit can hold them', () => {
    // 3 × S/ 0.01 less S/ 0.02; 4 × S/ 0.02 less S/ 0.06 (found by the property below).
    expect(cents(priceLinesAfterDiscount([{ key: 'a', quantity: 3, unitPrice: 0.01 }], 0.02))).toBe(1);
    expect(priceLinesAfterDiscount([{ key: 'a', quantity: 4, unitPrice: 0.02 }], 0.06)).toEqual([
      { key: 'a', quantity: 2, unitPrice: 0.01, discount: 0.02 },
      { key: 'a', quantity: 2, unitPrice: 0, discount: 0.04 },
    ]);
  });

  it('caps a discount larger than the lines at their total', () => {
    const priced = priceLinesAfterDiscount([{ key: 'a', quantity: 2, unitPrice: 5 }], 50);
    expect(cents(priced)).toBe(0);
  });

  it('for any lines and discount: the lines add up to the total minus the discount, to the cent', () => {
    const line = fc.record({
      key: fc.string({ maxLength: 4 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      unitPrice: fc.integer({ min: 0, max: 200_000 }).map((value) => value / 100),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 500_000 }), (lines, d) => {
        const discount = d / 100;
        const priced = priceLinesAfterDiscount(lines, discount);
        const before = cents(lines);
        const taken = Math.min(toCents(discount), before);
        expect(cents(priced)).toBe(before - taken);
        expect(priced.reduce((sum, item) => sum + toCents(item.discount), 0)).toBe(taken);
        for (const item of priced) {
          expect(item.unitPrice).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(Math.round(item.unitPrice * 100))).toBe(true);
          expect(toCents(item.unitPrice)).toBe(Math.round(item.unitPrice * 100));
        }
        // Quantities per key are kept, and at most one line is split.
        expect(priced.length).toBeLessThanOrEqual(lines.filter((l) => l.quantity > 0).length + 1);
        expect(priced.reduce((sum, item) => sum + item.quantity, 0)).toBe(
          lines.reduce((sum, item) => sum + item.quantity, 0),
        );
      }),
      { numRuns: 5000 },
    );
  });
});
