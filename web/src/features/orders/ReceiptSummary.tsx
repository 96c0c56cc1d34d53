import badges from '@/ui/badge.module.css';
import lineStyles from '@/ui/summary.module.css';
import { Price } from '../../lib/Price';
import type { Receipt } from './receipt';
import { CartTotals } from './Totals';

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
        lines={[
          { label: 'Subtotal', amount: receipt.subtotal },
          { label: 'Promociones', amount: receipt.promoDiscount, kind: 'discount' },
          ...(receipt.coupon
            ? [{ label: `Cupón ${receipt.coupon.code}`, amount: receipt.coupon.amount, kind: 'discount' as const }]
            : []),
          { label: receipt.deliveryName ?? 'Entrega', amount: receipt.delivery, kind: 'delivery' },
          { label: 'Total', amount: receipt.total, kind: 'total', testId: 'order-total' },
        ]}
      />
    </>
  );
}
