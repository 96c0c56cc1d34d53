import { formatPrice } from '@cuida/domain';
import type { Receipt } from './receipt';

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
            <span>{line.gift ? 'Gratis' : formatPrice(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals" data-testid="receipt-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(receipt.subtotal)}</dd>
        </div>
        {receipt.promoDiscount > 0 && (
          <div>
            <dt>Promociones</dt>
            <dd>−{formatPrice(receipt.promoDiscount)}</dd>
          </div>
        )}
        {receipt.coupon && receipt.coupon.amount > 0 && (
          <div>
            <dt>Cupón {receipt.coupon.code}</dt>
            <dd>−{formatPrice(receipt.coupon.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{receipt.deliveryName ?? 'Entrega'}</dt>
          <dd>{receipt.delivery === 0 ? 'Gratis' : formatPrice(receipt.delivery)}</dd>
        </div>
        <div className="cart-total">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(receipt.total)}</dd>
        </div>
      </dl>
    </>
  );
}
