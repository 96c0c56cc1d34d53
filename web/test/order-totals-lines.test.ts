import { describe, expect, it } from 'vitest';
import { orderTotalsLines } from '../src/features/orders/totals-lines';

describe('orderTotalsLines', () => {
  it('names the lines alike everywhere and keeps their order: subtotal, promotions, coupon, delivery, total', () => {
    const lines = orderTotalsLines(
      {
        subtotal: 120,
        promoDiscount: 12,
        coupon: { code: 'CUIDA10', amount: 10.8 },
        delivery: { label: 'Delivery express', amount: 9.9 },
        total: 107.1,
      },
      { totalLabel: 'Total a pagar', testIds: { delivery: 'fee', total: 'sum' } },
    );
    expect(lines).toEqual([
      { label: 'Subtotal', amount: 120, testId: undefined },
      { label: 'Descuento por promociones', amount: 12, kind: 'discount', testId: undefined },
      { label: 'Cupón CUIDA10', amount: 10.8, kind: 'discount', testId: undefined },
      { label: 'Delivery express', amount: 9.9, kind: 'delivery', testId: 'fee' },
      { label: 'Total a pagar', amount: 107.1, kind: 'total', testId: 'sum' },
    ]);
  });

  it('has no coupon line without a code and no delivery line before one is chosen; the total reads «Total»', () => {
    const lines = orderTotalsLines({ subtotal: 50, promoDiscount: 0, coupon: null, total: 50 });
    expect(lines.map((line) => line.label)).toEqual(['Subtotal', 'Descuento por promociones', 'Total']);
    expect(lines.at(-1)).toMatchObject({ kind: 'total', amount: 50 });
  });
});
