import badges from '@/ui/badge.module.css';
import lineStyles from '@/ui/summary.module.css';
import { Price } from '../../lib/Price';
import shared from './cart.module.css';
import type { CartLineItem } from './cart-state';

/** The cart's lines, read only (checkout review): name, units, gift or subscription mark, line total. */
export function CartSummaryLines({ lines }: { lines: readonly CartLineItem[] }) {
  return (
    <ul className={lineStyles.lines} data-testid="checkout-lines">
      {lines.map((line) => (
        <li key={line.id} className={lineStyles.line} data-testid="checkout-line" data-gift={line.isGift || undefined}>
          <span>
            {line.quantity} × {line.name}
            {line.isGift && <span className={`${badges.badge} ${shared.badgeGift}`}> Regalo</span>}
            {line.typePurchase === 'subscription' && <span className={badges.badge}> Suscripción</span>}
          </span>
          <span>{line.isGift ? <Price amount={0} /> : line.price}</span>
        </li>
      ))}
    </ul>
  );
}
