import { Price } from '../../lib/Price';
import type { Receipt } from './receipt';
import { CartTotals } from './Totals';

/** The order's lines, discounts, delivery fee and total, as step 3 showed them. */
export function ReceiptSummary({ receipt }: { receipt: Receipt }) {
  return (
    <>
      <ul className="cart-lines" data-testid="receipt-lines">
        {receipt.lines.map((line) => (
          <li key={line.key} className="summary-line">
            <span>
              {line.quantity} × {line.name}
              {line.gift && <span className="badge"> Regalo</span>}
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
