import { describe, expect, it } from 'vitest';
import { GIFT_LINE_KEY, lineChanges, planOrderLines } from '../src/features/place-order/order-lines';
import { imbalanceOf } from '../src/features/place-order/reconcile';

const line = (id: string, variantId: string, quantity: number, listPrice: number, gift: string | null = null) => ({
  id,
  variantId,
  quantity,
  unitPrice: gift ? 0 : listPrice,
  listPrice,
  gift,
});

describe('planOrderLines and lineChanges', () => {
  it('merges a variant bought on two lines, adds each gift as its own line at 0, and spreads the discount', () => {
    const current = [line('L1', 'V1', 1, 109.9), line('L2', 'V2', 2, 10), line('L3', 'V2', 1, 10)];
    const planned = planOrderLines({
      lines: current,
      gifts: [{ variantId: 'V9', quantity: 1, promotionId: 'promo_tier_bebe_regalo' }],
      discount: 10.99,
      discountNames: ['cupón SALUD10'],
    });
    const bought = planned.filter((item) => item.price > 0);
    expect(bought.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)).toBe(
      10990 + 3000 - 1099,
    );
    expect(planned.find((item) => item.variantId === 'V9')).toMatchObject({
      price: 0,
      lineId: null,
      metadata: [{ key: GIFT_LINE_KEY, value: 'promo_tier_bebe_regalo' }],
    });
    const changes = lineChanges(current, planned);
    expect(changes.delete).toEqual(['L3']);
    expect(changes.update.map((item) => item.lineId).sort()).toEqual(['L1', 'L2']);
    expect(changes.add.some((item) => item.variantId === 'V9' && item.forceNewLine)).toBe(true);
    expect(changes.update.find((item) => item.lineId === 'L1')?.priceOverrideReason).toMatch(/cupón SALUD10/);
  });

  it('sends nothing when the checkout already holds the planned lines (a repeated attempt)', () => {
    const planned = planOrderLines({ lines: [line('L1', 'V1', 2, 12.5)], gifts: [], discount: 0, discountNames: [] });
    const held = [line('L1', 'V1', 2, 12.5)];
    expect(lineChanges(held, planned)).toEqual({ delete: [], update: [], add: [] });
    // An old gift line of an earlier attempt no longer planned is removed.
    const withOldGift = [...held, line('G1', 'V9', 1, 8.9, 'promo')];
    expect(lineChanges(withOldGift, planned).delete).toEqual(['G1']);
  });
});

describe('imbalanceOf', () => {
  it('agrees to the cent, or says what disagrees', () => {
    expect(imbalanceOf({ expectedTotal: 107.91, total: 107.91, charged: 107.91, paymentMethod: 'CARD' })).toBeNull();
    expect(imbalanceOf({ expectedTotal: 78.9, total: 78.9, charged: 0, paymentMethod: 'CASH_ON_DELIVERY' })).toBeNull();
    expect(imbalanceOf({ expectedTotal: 12.9, total: 1013.4, charged: 12.9, paymentMethod: 'CARD' })).toMatch(/total/);
    expect(imbalanceOf({ expectedTotal: 509.7, total: 509.7, charged: 0.01, paymentMethod: 'CARD' })).toMatch(
      /charged/,
    );
    expect(imbalanceOf({ expectedTotal: 10, total: 10, charged: 10, paymentMethod: 'CASH_ON_DELIVERY' })).toMatch(
      /cash/,
    );
  });
});
