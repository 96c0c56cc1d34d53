import type { Metadata } from 'next';
import { CartPageView } from '@/features/cart/CartPageView';
import cartShared from '@/features/cart/cart.module.css';
import { SESSION_GATEWAY_ENDPOINT } from '@/lib/site';

export const metadata: Metadata = { title: 'Tu carrito', robots: { index: false } };

/** The cart lives in the browser (requirements: "Saved cart"): the page is its view. */
export default function CartPage() {
  return (
    <div className={`page ${cartShared.pageFromCart}`}>
      <h1>Tu carrito</h1>
      <CartPageView endpoint={SESSION_GATEWAY_ENDPOINT} />
    </div>
  );
}
