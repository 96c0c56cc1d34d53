'use client';

import { useSyncExternalStore } from 'react';
import { Icon } from '../../lib/Icon';
import { CART_STORAGE_KEY, CART_UPDATED_EVENT, cartCount } from './cart-count';
import header from './Header.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
  };
}

function readCount(): number {
  try {
    return cartCount(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0;
  }
}

/** The header's cart link with its number of units (0 on the server and until the saved cart is read). */
export function CartButton() {
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  const label = count === 1 ? 'Carrito: 1 producto' : `Carrito: ${count} productos`;
  return (
    <a href="/carrito" className={header.cartButton} data-testid="cart-button">
      <Icon path="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 6l.3 2h12.3l-1.5 6H8.1L5.6 2H2v2h2l2.2 10.4A2 2 0 0 0 8.1 16H17a2 2 0 0 0 1.9-1.5L21 6H6.2Z" />
      <span className="visually-hidden">{label}</span>
      <span className={header.cartCount} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
