import { roundMoney, toCents } from '@cuida/domain';
import type { GatewayServices } from '../../context';
import { WRITE_PRIVATE_METADATA, type WritePrivateMetadataAnswer } from './commerce';

/** Private metadata on an order whose figures disagreed when it was placed (what staff must look at). */
export const RECONCILIATION_KEY = 'cuida.conciliacion';

export interface PlacedFigures {
  orderId: string;
  /** What the shopper confirmed and, by card, was charged. */
  expectedTotal: number;
  /** The commerce order's total and charged amount, as completion answered them. */
  total: number | null;
  charged: number | null;
  paymentMethod: 'CARD' | 'CASH_ON_DELIVERY';
}

/** Why an order's figures disagree, or null when they agree to the cent. Pure. */
export function imbalanceOf(figures: Omit<PlacedFigures, 'orderId'>): string | null {
  const total = figures.total ?? Number.NaN;
  if (!Number.isFinite(total)) return 'the order has no total';
  if (toCents(total) !== toCents(figures.expectedTotal)) return 'the order total differs from the quoted total';
  if (figures.paymentMethod === 'CARD' && toCents(figures.charged ?? 0) !== toCents(total)) {
    return 'the amount charged differs from the order total';
  }
  if (figures.paymentMethod === 'CASH_ON_DELIVERY' && toCents(figures.charged ?? 0) !== 0) {
    return 'a cash-on-delivery order was charged';
  }
  return null;
}

/**
 * After completion, the order must total what was quoted and (by card) charged. The checkout lock makes a
 * difference impossible through the gateway; should one happen anyway (a change straight at the commerce API), the
 * order is flagged for staff in its private metadata, counted in a metric and logged as an error, and
 * `ordersToReconcile` lists it.
 */
export async function reconcileOrder(services: GatewayServices, figures: PlacedFigures): Promise<void> {
  const reason = imbalanceOf(figures);
  if (!reason) return;
  services.metrics.ordersOutOfBalance.inc({ payment: figures.paymentMethod });
  services.log({
    level: 'error',
    msg: `placeOrder: order out of balance (${reason}); flagged for staff`,
    order: figures.orderId,
    expectedTotal: figures.expectedTotal,
    total: figures.total,
    charged: figures.charged,
  });
  await services.commerce
    .query<WritePrivateMetadataAnswer>(WRITE_PRIVATE_METADATA, {
      id: figures.orderId,
      input: [
        {
          key: RECONCILIATION_KEY,
          value: JSON.stringify({
            motivo: reason,
            totalCotizado: roundMoney(figures.expectedTotal),
            totalPedido: figures.total,
            cobrado: figures.charged,
            pago: figures.paymentMethod,
          }),
        },
      ],
    })
    .catch((error: unknown) =>
      services.log({
        level: 'error',
        msg: 'placeOrder: the out-of-balance flag could not be written',
        error: String(error),
      }),
    );
}
