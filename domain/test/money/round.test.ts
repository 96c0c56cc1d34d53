import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, roundMoney, toCents } from '../../src/money/round';

// Amounts a storefront can meet, with room to spare; beyond 1e9 soles the 15-digit snap leaves fewer decimals.
const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });

describe('roundMoney', () => {
  it('rounds halves away from zero despite their binary representation', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(0.005)).toBe(0.01);
  });

  it('rounds away the noise left by arithmetic', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(0.145 * 3)).toBe(0.44); // 0.43499999999999994 stands for 0.435
    expect(roundMoney(1.15 * 3)).toBe(3.45);
  });

  it('rounds below half towards zero and keeps whole cents', () => {
    expect(roundMoney(12.344)).toBe(12.34);
    expect(roundMoney(12.5)).toBe(12.5);
    expect(roundMoney(1279)).toBe(1279);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(Object.is(roundMoney(-0), 0)).toBe(true);
  });

  it('returns non-finite input and huge whole numbers unchanged', () => {
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundMoney(1e21)).toBe(1e21);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(amount, (x) => roundMoney(roundMoney(x)) === roundMoney(x)));
  });

  it('moves a value by at most half a cent (plus the float noise it removes)', () => {
    fc.assert(
      fc.property(amount, (x) => {
        const eps = 1e-13 * Math.max(1, Math.abs(x));
        return Math.abs(roundMoney(x) - x) <= 0.005 + eps;
      }),
    );
  });

  it('is symmetric for negatives', () => {
    fc.assert(
      fc.property(amount, (x) => {
        const r = roundMoney(x);
        return Object.is(roundMoney(-x), r === 0 ? 0 : -r);
      }),
    );
  });

  it('leaves at most 2 decimals', () => {
    fc.assert(fc.property(amount, (x) => Number(roundMoney(x).toFixed(2)) === roundMoney(x)));
  });

  it('rounds every decimal half cent away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.boolean(), (cents, negative) => {
        const sign = negative ? -1 : 1;
        const half = sign * Number(`${cents}5e-3`); // e.g. 100 → 1.005
        return roundMoney(half) === sign * Number(`${cents + 1}e-2`);
      }),
    );
  });
});

describe('toCents / fromCents', () => {
  it('converts through rounded cents (redemption prices go in hundredths)', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(1.005)).toBe(101);
    expect(fromCents(1250)).toBe(12.5);
  });

  it('round-trips any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (c) => toCents(fromCents(c)) === c),
    );
  });
});
