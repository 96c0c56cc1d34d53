/**
 * The number shown on the cart button. The cart itself belongs to another feature: it saves its state in local
 * storage under {@link CART_STORAGE_KEY} (requirements: "Saved cart"). This reads
 * whatever is there without trusting it: the units of the one-time and subscription lines the shopper chose (gifts
 * left out), and 0 for
 * a missing or corrupt value.
 */
export const CART_STORAGE_KEY = 'cuida:cart';
/** Window event the cart dispatches after saving, so the button updates in the same tab (other tabs get `storage`). */
export const CART_UPDATED_EVENT = 'cuida:cart-updated';

function units(line: unknown): number {
  if (!line || typeof line !== 'object') return 0;
  // A gift is not something the shopper put in the cart: the count is what they chose.
  if ((line as { isGift?: unknown }).isGift === true) return 0;
  const quantity = (line as { quantity?: unknown }).quantity;
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
}

function sumLines(lines: unknown): number {
  return Array.isArray(lines) ? lines.reduce<number>((total, line) => total + units(line), 0) : 0;
}

export function cartCount(raw: string | null): number {
  if (!raw) return 0;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (Array.isArray(value)) return sumLines(value);
  if (!value || typeof value !== 'object') return 0;
  const cart = value as Record<string, unknown>;
  // Some callers keep the cart state under a `cart` property.
  const state = cart.cart && typeof cart.cart === 'object' ? (cart.cart as Record<string, unknown>) : cart;
  return sumLines(state.cartOnce) + sumLines(state.cartSubscription);
}
