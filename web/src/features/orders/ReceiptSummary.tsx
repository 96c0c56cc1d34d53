import badges from '@/ui/badge.module.css';
import lineStyles from '@/ui/summary.module.css';
import { Price } from '../../lib/Price';
import type { Receipt } from './receipt';
import { CartTotals } from './Totals';
import { orderTotalsLines } from './totals-lines';

/** The order's lines, discounts, delivery fee and total, as step 3 showed them. */
export function ReceiptSummary({ receipt }: { receipt: Receipt }) {
  return (
    <>
      <ul className={lineStyles.lines} data-testid="receipt-lines">
        {receipt.lines.map((line) => (
          <li key={line.key} className={lineStyles.line}>
            <span>
              {line.quantity} × {line.name}
              {line.gift && <span className={badges.badge}> Regalo</span>}
            </span>
            <span>{line.gift ? 'Gratis' : <Price amount={line.total} />}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        testId="receipt-totals"
        lines={orderTotalsLines(
          // The receipt carries the subtotal, promotions, coupon and total under the same names.
          { ...receipt, delivery: { label: receipt.deliveryName ?? 'Entrega', amount: receipt.delivery } },
          { testIds: { total: 'order-total' } },
        )}
      />
    </>
  );
}
