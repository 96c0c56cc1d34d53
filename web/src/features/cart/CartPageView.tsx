'use client';

import { useEffect } from 'react';
import buttons from '@/ui/button.module.css';
import lineStyles from '@/ui/summary.module.css';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import styles from './CartPageView.module.css';
import { CartSummary } from './CartSummary';
import { CouponForm } from './CouponForm';
import { useCart } from './cart-context';
import { allLines } from './cart-state';

/** `/carrito`: the whole cart with its coupon, or the way back to the catalogue when it is empty. */
export function CartPageView({ endpoint }: { endpoint: string }) {
  const { state, ready, startEngine } = useCart();
  useEffect(() => startEngine(), [startEngine]);

  if (!ready) {
    return <p className="muted">Cargando tu carrito…</p>;
  }
  if (allLines(state).length === 0) {
    return (
      <div className={lineStyles.emptyState} data-testid="cart-empty">
        <CartNotices />
        <p>Tu carrito está vacío.</p>
        <a href="/productos" className={buttons.button}>
          Ver productos
        </a>
      </div>
    );
  }
  return (
    <div className={styles.cartPage}>
      <div className="cart-page-lines">
        <CartNotices />
        <CartLines />
      </div>
      <aside className="cart-page-summary" aria-label="Resumen de tu compra">
        <CouponForm endpoint={endpoint} />
        <CartSummary />
        <a href="/checkout?step=1" className={`${buttons.button} ${buttons.block}`} data-testid="continue-checkout">
          Continuar compra
        </a>
      </aside>
    </div>
  );
}
