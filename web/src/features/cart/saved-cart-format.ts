/**
 * How the cart is written to local storage. Kept apart from the parser (saved-cart.ts), whose validator (zod) is
 * loaded only when a saved cart is read, not with every page.
 */
import { CART_STORAGE_KEY } from '../shell/cart-count';
import type { CartState } from './cart-state';

export { CART_STORAGE_KEY };
/** Bumped when the saved shape changes; other versions are dropped (an old cart is re-built by the shopper). */
export const SAVED_CART_VERSION = 1;

/** What is saved: the state without what belongs to this page only (loading flag, sidebar). */
export function serializeCart(state: CartState): string {
  const { promoLoading: _loading, global: _global, totalCart: _total, subTotalCart: _subtotal, ...saved } = state;
  return JSON.stringify({ version: SAVED_CART_VERSION, ...saved });
}
