import type { TotalsLine } from './Totals';

/** The figures every totals list shows: the cart's, the checkout review's and a placed order's. */
export interface OrderFigures {
  subtotal: number;
  promoDiscount: number;
  /** The promo code and what it takes off; absent or 0 hides the line. */
  coupon?: { code: string; amount: number } | null;
  /** The delivery chosen and its fee; the cart has none yet. */
  delivery?: { label: string; amount: number } | null;
  total: number;
}

type LineName = 'subtotal' | 'promoDiscount' | 'coupon' | 'delivery' | 'total';

/**
 * One order of lines and one wording for all three places, so the shopper reads the same figures under the same
 * names from the cart to the receipt; only the total's label and the test ids the journeys read differ.
 */
export function orderTotalsLines(
  figures: OrderFigures,
  options: { totalLabel?: string; testIds?: Partial<Record<LineName, string>> } = {},
): TotalsLine[] {
  const testIds = options.testIds ?? {};
  const lines: TotalsLine[] = [
    { label: 'Subtotal', amount: figures.subtotal, testId: testIds.subtotal },
    {
      label: 'Descuento por promociones',
      amount: figures.promoDiscount,
      kind: 'discount',
      testId: testIds.promoDiscount,
    },
  ];
  if (figures.coupon) {
    lines.push({
      label: `Cupón ${figures.coupon.code}`,
      amount: figures.coupon.amount,
      kind: 'discount',
      testId: testIds.coupon,
    });
  }
  if (figures.delivery) {
    lines.push({
      label: figures.delivery.label,
      amount: figures.delivery.amount,
      kind: 'delivery',
      testId: testIds.delivery,
    });
  }
  lines.push({ label: options.totalLabel ?? 'Total', amount: figures.total, kind: 'total', testId: testIds.total });
  return lines;
}
