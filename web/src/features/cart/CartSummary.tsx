'use client';

import { Price } from '../../lib/Price';
import { CartTotals } from '../orders/Totals';
import styles from './CartSummary.module.css';
import { useCart } from './cart-context';

/**
 * Subtotal, discounts, total; the applied promotions with their banners (kept in the saved cart, so they are drawn at
 * once); the promotion check while it runs, on a line of its own that stays when it ends (no layout shift).
 */
export function CartSummary() {
  const { state } = useCart();
  return (
    <div className="cart-summary" aria-busy={state.promoLoading}>
      {state.appliedVouchers.some((voucher) => voucher.banner) && (
        <ul className={styles.cartVouchers} aria-label="Promociones aplicadas" data-testid="cart-vouchers">
          {state.appliedVouchers
            .filter((voucher) => voucher.banner)
            .map((voucher) => (
              <li key={voucher.id} className={styles.cartVoucher}>
                {voucher.banner}
                {voucher.showDiscount && voucher.discount > 0 && (
                  <strong>
                    {' '}
                    <Price amount={voucher.discount} discount />
                  </strong>
                )}
              </li>
            ))}
        </ul>
      )}
      <CartTotals
        lines={[
          { label: 'Subtotal', amount: state.subTotalCart, testId: 'cart-subtotal' },
          {
            label: 'Descuento por promociones',
            amount: state.promoDiscount,
            kind: 'discount',
            testId: 'cart-promo-discount',
          },
          {
            label: `Cupón ${state.couponCode}`,
            amount: state.discount,
            kind: 'discount',
            testId: 'cart-coupon-discount',
          },
          { label: 'Total', amount: Math.max(0, state.totalCart), kind: 'total', testId: 'cart-total' },
        ]}
      />
      {/* The line is kept while no check runs: its text coming and going must not move what is under it. */}
      <p className={`muted ${styles.promoStatus}`}>
        {state.promoLoading && <span data-testid="cart-promo-loading">Revisando promociones…</span>}
      </p>
    </div>
  );
}
