import type { Metadata } from 'next';
import { Suspense } from 'react';
import cartShared from '@/features/cart/cart.module.css';
import { CheckoutView } from '@/features/checkout/CheckoutView';
import { SESSION_GATEWAY_ENDPOINT } from '@/lib/site';

export const metadata: Metadata = { title: 'Finalizar compra', robots: { index: false } };

/**
 * The checkout lives in the browser with the cart (requirements: "Checkout creation"); the step is in the address
 * (`?step=N`).
 */
export default function CheckoutPage() {
  return (
    <div className={`page ${cartShared.pageFromCart}`}>
      <h1>Finalizar compra</h1>
      <Suspense fallback={<p className="muted">Preparando tu compra…</p>}>
        <CheckoutView endpoint={SESSION_GATEWAY_ENDPOINT} />
      </Suspense>
    </div>
  );
}
