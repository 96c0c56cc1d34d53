import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, DEFAULT_CHANNEL, LOCALE } from '../../src/money/currency';
import { formatPrice, parsePrice } from '../../src/money/format';
import { roundMoney } from '../../src/money/round';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('prints soles with S/, a non-breaking space and 2 decimals', () => {
    expect(formatPrice(12.5)).toBe(`S/${NBSP}12.50`);
    expect(formatPrice(0)).toBe(`S/${NBSP}0.00`);
  });

  it('groups thousands with commas', () => {
    expect(formatPrice(1279)).toBe(`S/${NBSP}1,279.00`);
    expect(formatPrice(1234567.8)).toBe(`S/${NBSP}1,234,567.80`);
  });

  it('rounds half away from zero like the rest of the money code', () => {
    expect(formatPrice(1.005)).toBe(`S/${NBSP}1.01`);
    expect(formatPrice(2.675)).toBe(`S/${NBSP}2.68`);
  });

  it('always has the S/ prefix and exactly 2 decimals for non-negative amounts', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (n) =>
        /^S\/\u00a0\d{1,3}(,\d{3})*\.\d{2}$/.test(formatPrice(n)),
      ),
    );
  });
});

describe('formatPrice against Intl', () => {
  // The plain formatter must write exactly what Intl writes for es-PE soles (it replaced Intl for speed).
  const intl = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

  it('matches Intl for amounts of money, negative ones included', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (n) => {
        expect(formatPrice(n)).toBe(intl.format(roundMoney(n)));
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5_000 },
    );
  });

  it('matches Intl at the edges', () => {
    for (const n of [
      0,
      -0,
      0.004,
      -0.004,
      0.005,
      999.995,
      1000,
      -1000,
      1e13,
      -1e13,
      9_999_999_999_999.99,
      Number.NaN,
    ]) {
      expect(formatPrice(n)).toBe(intl.format(roundMoney(n)));
    }
  });
});

describe('parsePrice', () => {
  it('accepts finite numbers unchanged', () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice(0)).toBe(0);
  });

  it('refuses anything that is not a finite number', () => {
    expect(parsePrice('S/12.50')).toBeNull();
    expect(parsePrice('12.50')).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice({ amount: 12.5 })).toBeNull();
  });

  it('never accepts a string', () => {
    fc.assert(fc.property(fc.string(), (s) => parsePrice(s) === null));
  });
});

describe('constants', () => {
  it('are PEN, es-PE and feria-cuida', () => {
    expect(CURRENCY).toBe('PEN');
    expect(DEFAULT_CHANNEL).toBe('feria-cuida');
    expect(LOCALE).toBe('es-PE');
  });
});
