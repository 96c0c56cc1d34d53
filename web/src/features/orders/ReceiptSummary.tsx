import { Price } from '../../lib/Price';
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
            <span>{line.gift ? 'Gratis' : <Price amount={line.total} />}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals" data-testid="receipt-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Price amount={receipt.subtotal} />
          </dd>
        </div>
        {receipt.promoDiscount > 0 && (
          <div>
            <dt>Promociones</dt>
            <dd>
              <Price amount={receipt.promoDiscount} discount />
            </dd>
          </div>
        )}
        {receipt.coupon && receipt.coupon.amount > 0 && (
          <div>
            <dt>Cupón {receipt.coupon.code}</dt>
            <dd>
              <Price amount={receipt.coupon.amount} discount />
            </dd>
          </div>
        )}
        <div>
          <dt>{receipt.deliveryName ?? 'Entrega'}</dt>
          <dd>
            <Price amount={receipt.delivery} freeWhenZero />
          </dd>
        </div>
        <div className="cart-total">
          <dt>Total</dt>
          <dd data-testid="order-total">
            <Price amount={receipt.total} />
          </dd>
        </div>
      </dl>
    </>
  );
}
