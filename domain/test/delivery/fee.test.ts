import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER, type DeliveryTier, deliveryFee } from '../../src/delivery/fee';

// Coverage-service style data, deliberately unsorted: the rule must not rely on the order of the tiers.
const tiers: DeliveryTier[] = [
  { threshold: 250, fee: 0 },
  { threshold: DEFAULT_TIER, fee: 9 },
  { threshold: 149, fee: 7 },
];

describe('deliveryFee', () => {
  it('applies a tier of 250 from 250 up', () => {
    expect(deliveryFee({ orderTotal: 250, tiers })).toBe(0);
    expect(deliveryFee({ orderTotal: 1279, tiers })).toBe(0);
  });

  it('uses the next lower tier just below a threshold', () => {
    expect(deliveryFee({ orderTotal: 249.99, tiers })).toBe(7);
    expect(deliveryFee({ orderTotal: 149, tiers })).toBe(7);
  });

  it('falls back to the Defecto fee below every numeric tier', () => {
    expect(deliveryFee({ orderTotal: 148.99, tiers })).toBe(9);
    expect(deliveryFee({ orderTotal: 0, tiers })).toBe(9);
  });

  it('compares the total rounded to the cent', () => {
    expect(deliveryFee({ orderTotal: 249.99999999999997, tiers })).toBe(0);
  });

  it("uses a district's own price, 0 included (El Agustino)", () => {
    expect(deliveryFee({ orderTotal: 20, tiers, districtPrice: 0 })).toBe(0);
    expect(deliveryFee({ orderTotal: 1279, tiers, districtPrice: 20 })).toBe(20);
  });

  it('uses the tiers when the district price is null or missing', () => {
    expect(deliveryFee({ orderTotal: 200, tiers, districtPrice: null })).toBe(7);
    expect(deliveryFee({ orderTotal: 200, tiers })).toBe(7);
  });

  it('gives null when no tier applies and there is no default', () => {
    expect(deliveryFee({ orderTotal: 100, tiers: [{ threshold: 149, fee: 7 }] })).toBeNull();
    expect(deliveryFee({ orderTotal: 100, tiers: [] })).toBeNull();
  });

  it('always picks the fee of the highest threshold at or below the total', () => {
    const tier = fc.record({ threshold: fc.integer({ min: 0, max: 2000 }), fee: fc.integer({ min: 0, max: 50 }) });
    fc.assert(
      fc.property(
        fc.uniqueArray(tier, { selector: (t) => t.threshold }),
        fc.integer({ min: 0, max: 3000 }),
        (ts, total) => {
          const applicable = ts.filter((t) => t.threshold <= total).sort((a, b) => b.threshold - a.threshold);
          const expected = applicable[0]?.fee ?? 99;
          return deliveryFee({ orderTotal: total, tiers: [...ts, { threshold: DEFAULT_TIER, fee: 99 }] }) === expected;
        },
      ),
    );
  });
});
