'use client';

import { Price } from '../../lib/Price';
import { useCart } from './cart-context';

/** Subtotal, discounts, total; the applied promotions with their banners; the promotion check while it runs. */
export function CartSummary() {
  const { state } = useCart();
  return (
    <div className="cart-summary" aria-busy={state.promoLoading}>
      {state.appliedVouchers.some((voucher) => voucher.banner) && (
        <ul className="cart-vouchers" aria-label="Promociones aplicadas" data-testid="cart-vouchers">
          {state.appliedVouchers
            .filter((voucher) => voucher.banner)
            .map((voucher) => (
              <li key={voucher.id} className="cart-voucher">
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
      <dl className="cart-totals">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">
            <Price amount={state.subTotalCart} />
          </dd>
        </div>
        {state.promoDiscount > 0 && (
          <div>
            <dt>Descuento por promociones</dt>
            <dd data-testid="cart-promo-discount">
              <Price amount={state.promoDiscount} discount />
            </dd>
          </div>
        )}
        {state.discount > 0 && (
          <div>
            <dt>Cupón {state.couponCode}</dt>
            <dd data-testid="cart-coupon-discount">
              <Price amount={state.discount} discount />
            </dd>
          </div>
        )}
        <div className="cart-total">
          <dt>Total</dt>
          <dd data-testid="cart-total">
            <Price amount={Math.max(0, state.totalCart)} />
          </dd>
        </div>
      </dl>
      {state.promoLoading && (
        <p className="muted" data-testid="cart-promo-loading">
          Revisando promociones…
        </p>
      )}
    </div>
  );
}
