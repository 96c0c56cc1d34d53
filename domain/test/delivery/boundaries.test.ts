import { describe, expect, it } from 'vitest';
import { isExpressAvailable } from '../../src/delivery/express';
import { DEFAULT_TIER, type DeliveryTier, deliveryFee } from '../../src/delivery/fee';

/** Boundary cases: the express window at the minute, and the sandbox's coverage tiers at each threshold. */
describe('express window at the minute (America/Lima)', () => {
  const lima = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00-05:00`);

  it('07:59 closed, 08:00 open, 20:59 open, 21:00 closed', () => {
    expect(isExpressAvailable(lima('07:59'))).toBe(false);
    expect(isExpressAvailable(lima('08:00'))).toBe(true);
    expect(isExpressAvailable(lima('20:59'))).toBe(true);
    expect(isExpressAvailable(lima('21:00'))).toBe(false);
  });
});

describe('delivery fee tiers at each boundary', () => {
  // The coverage service's tiers (sandbox seed): S/ 9 by default, 7 from 149, 0 from 200, 20 from 1279.
  const tiers: DeliveryTier[] = [
    { threshold: DEFAULT_TIER, fee: 9 },
    { threshold: 149, fee: 7 },
    { threshold: 200, fee: 0 },
    { threshold: 1279, fee: 20 },
  ];
  const fee = (orderTotal: number) => deliveryFee({ orderTotal, tiers });

  it.each([
    [0, 9],
    [148.99, 9],
    [149, 7],
    [149.01, 7],
    [199.99, 7],
    [200, 0],
    [1278.99, 0],
    [1279, 20],
    [5000, 20],
  ])('S/ %d → S/ %d', (total, expected) => {
    expect(fee(total)).toBe(expected);
  });

  it('a district with its own price ignores the tiers (El Agustino: 0)', () => {
    expect(deliveryFee({ orderTotal: 148.99, tiers, districtPrice: 0 })).toBe(0);
    expect(deliveryFee({ orderTotal: 1279, tiers, districtPrice: 0 })).toBe(0);
  });
});
