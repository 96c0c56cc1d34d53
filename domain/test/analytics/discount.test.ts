import { describe, expect, it } from 'vitest';
import { lineDiscount, unitDiscount } from '../../src/analytics/discount';

describe('unitDiscount', () => {
  it('is original price minus unit price, to 2 decimals', () => {
    expect(unitDiscount({ priceUnit: 12.5, originalPrice: 15 })).toBe(2.5);
    expect(unitDiscount({ priceUnit: 0.7, originalPrice: 1 })).toBe(0.3); // 0.30000000000000004 in floating point
  });

  it('is 0 when not positive or without an original price', () => {
    expect(unitDiscount({ priceUnit: 15, originalPrice: 15 })).toBe(0);
    expect(unitDiscount({ priceUnit: 16, originalPrice: 15 })).toBe(0);
    expect(unitDiscount({ priceUnit: 15 })).toBe(0);
    expect(unitDiscount({ priceUnit: 15, originalPrice: null })).toBe(0);
  });
});

describe('lineDiscount', () => {
  it('is (original − unit price) × quantity, to 2 decimals', () => {
    expect(lineDiscount({ priceUnit: 12.5, originalPrice: 15 }, 2)).toBe(5);
    expect(lineDiscount({ priceUnit: 9.99, originalPrice: 10.325 }, 3)).toBe(1.01); // 1.005 rounds up
  });

  it('is 0 when not positive or without an original price', () => {
    expect(lineDiscount({ priceUnit: 16, originalPrice: 15 }, 2)).toBe(0);
    expect(lineDiscount({ priceUnit: 12.5 }, 2)).toBe(0);
  });
});
