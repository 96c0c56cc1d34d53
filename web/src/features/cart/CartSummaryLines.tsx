import { Price } from '../../lib/Price';
import shared from './cart.module.css';
import type { CartLineItem } from './cart-state';

/** The cart's lines, read only (checkout review): name, units, gift or subscription mark, line total. */
export function CartSummaryLines({ lines }: { lines: readonly CartLineItem[] }) {
  return (
    <ul className="cart-lines" data-testid="checkout-lines">
      {lines.map((line) => (
        <li key={line.id} className="summary-line" data-testid="checkout-line" data-gift={line.isGift || undefined}>
          <span>
            {line.quantity} × {line.name}
            {line.isGift && <span className={`badge ${shared.badgeGift}`}> Regalo</span>}
            {line.typePurchase === 'subscription' && <span className="badge"> Suscripción</span>}
          </span>
          <span>{line.isGift ? <Price amount={0} /> : line.price}</span>
        </li>
      ))}
    </ul>
  );
}
