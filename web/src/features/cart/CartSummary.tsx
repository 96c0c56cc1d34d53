'use client';

import { Price } from '../../lib/Price';
import { CartTotals } from '../orders/Totals';
import { orderTotalsLines } from '../orders/totals-lines';
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
        lines={orderTotalsLines(
          {
            subtotal: state.subTotalCart,
            promoDiscount: state.promoDiscount,
            coupon: state.couponCode ? { code: state.couponCode, amount: state.discount } : null,
            total: Math.max(0, state.totalCart),
          },
          {
            testIds: {
              subtotal: 'cart-subtotal',
              promoDiscount: 'cart-promo-discount',
              coupon: 'cart-coupon-discount',
              total: 'cart-total',
            },
          },
        )}
      />
      {/* The line is kept while no check runs: its text coming and going must not move what is under it. */}
      <p className={`muted ${styles.promoStatus}`}>
        {state.promoLoading && <span data-testid="cart-promo-loading">Revisando promociones…</span>}
      </p>
    </div>
  );
}
