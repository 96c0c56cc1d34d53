'use client';

import { type ComponentType, useEffect, useState } from 'react';
import buttons from '@/ui/button.module.css';
import notices from '@/ui/notice.module.css';
import { loadOnce } from '../../lib/load-once';
import { useCart } from '../cart/cart-context';
import { allLines } from '../cart/cart-state';
import { CART_STORAGE_KEY } from '../cart/saved-cart-format';
import { CheckoutEmpty } from './CheckoutEmpty';

type App = ComponentType<{ endpoint: string }>;

/** The checkout's module, requested once per page (a failed request is tried again on the next call). */
const loadApp = loadOnce<App>(() => import('./CheckoutApp').then((module) => module.default));

function hasSavedCart(): boolean {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * `/checkout`'s first load: the cart's state only. The checkout itself (`CheckoutApp`: the steps, their rules, Apollo
 * Client and the commerce checkout's start) is loaded once the saved cart is read and has lines — it cannot show
 * anything before the commerce checkout answers anyway —, so it no longer weighs on the page's start-up (about 80 kB
 * gzip). Its request starts as the page mounts when a saved cart exists (in parallel with reading it), so a buyer
 * waits no longer; a visitor without a saved cart never downloads it.
 */
export function CheckoutView({ endpoint }: { endpoint: string }) {
  const cart = useCart();
  const [app, setApp] = useState<{ Component: App } | null>(null);
  const [failed, setFailed] = useState(false);
  const hasLines = cart.ready && allLines(cart.state).length > 0;

  useEffect(() => {
    if (hasSavedCart()) loadApp().catch(() => undefined);
  }, []);

  // The checkout shows the cart's promotions and refreshed prices: the cart's engine starts with it (other pages
  // start it on the first use of the cart).
  const { startEngine } = cart;
  useEffect(() => {
    if (hasLines) startEngine();
  }, [hasLines, startEngine]);

  useEffect(() => {
    if (!hasLines || app) return;
    let live = true;
    loadApp().then(
      (Component) => {
        if (live) setApp({ Component });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [hasLines, app]);

  // Once loaded, the checkout decides what to show (an emptied cart, a failed start) as it always has.
  if (app) return <app.Component endpoint={endpoint} />;
  if (!cart.ready) return <p className="muted">Cargando tu carrito…</p>;
  if (!hasLines) {
    return <CheckoutEmpty />;
  }
  if (failed) {
    return (
      <div className={`${notices.notice} ${notices.warning}`} role="alert" data-testid="checkout-start-error">
        <p>No pudimos abrir el checkout. Revisa tu conexión y vuelve a intentarlo.</p>
        <a href="/carrito" className={buttons.secondary}>
          Volver al carrito
        </a>
      </div>
    );
  }
  return <p className="muted">Preparando tu compra…</p>;
}
