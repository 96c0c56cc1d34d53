'use client';

import { createContext, use } from 'react';
import type { CartAction, CartState, NewLine } from './cart-state';

/**
 * The cart as components use it. Its own module, so that the parts CartProvider loads on demand (engine, sidebar,
 * idle timer) read the cart without importing the provider that loads them.
 */
export interface CartApi {
  state: CartState;
  /** The saved cart has been read (before that the cart is shown empty). */
  ready: boolean;
  dispatch: (action: CartAction) => void;
  add: (line: NewLine) => void;
  setQuantity: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  openSidebar: () => void;
  closeSidebar: () => void;
  /** Messages for the shopper (lines removed by a price refresh, a coupon that stopped applying). */
  notices: string[];
  notify: (message: string) => void;
  dismissNotice: (message: string) => void;
  /** Announced by the live region after each change. */
  announcement: string;
  /** Loads the engine (Apollo, promotions, price refresh, sidebar): on the first use of the cart. */
  startEngine: () => void;
}

export const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart fuera de CartProvider');
  return cart;
}
