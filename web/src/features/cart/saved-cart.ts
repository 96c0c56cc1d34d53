/**
 * The saved cart (requirements: "Saved cart"): local storage under {@link CART_STORAGE_KEY}, restored at start. What is
 * read is validated, never trusted: anything corrupt, of another shape or out of bounds gives the empty cart. Totals
 * are recomputed from the lines, never read back.
 */
import { boolean, httpUrl, INVALID, list, nullable, number, object, oneOf, text, uuid } from '../../lib/stored-shape';
import { type CartState, cartReducer, emptyCart, MAX_LINE_QUANTITY } from './cart-state';
import { SAVED_CART_VERSION } from './saved-cart-format';

const amount = number({ min: 0, max: 100_000 });
const count = (min: number, max: number) => number({ integer: true, min, max });

const readLine = object({
  id: text(200, 1),
  variantId: text(200, 1),
  sku: list(text(64), { min: 1, max: 5 }),
  quantity: count(1, MAX_LINE_QUANTITY),
  priceUnit: amount,
  priceValue: number({ min: 0, max: 100_000 * MAX_LINE_QUANTITY }),
  price: text(40),
  typePurchase: oneOf('once', 'subscription'),
  addedHour: count(0, Number.MAX_SAFE_INTEGER),
  isGift: boolean,
  voucherifyData: nullable(object({ date: text(40) })),
  brand: text(200),
  category: text(200),
  image: nullable(httpUrl(2000)),
  isOnlySubscription: boolean,
  metadata: object({ originalPrice: nullable(amount) }),
  name: text(300, 1),
  presentation: nullable(text(300)),
  prescriptionType: oneOf('simple', 'not-required'),
  slug: text(200),
  maxQuantity: count(1, MAX_LINE_QUANTITY),
});

const readVoucher = object({
  id: text(200),
  banner: nullable(text(1000)),
  object: text(100),
  itemsQuantity: count(0, 1000),
  discount: amount,
  showDiscount: boolean,
  metadata: object({ channel: text(20), priority: nullable(count(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) }),
  items: list(
    object({
      productSlug: nullable(text(200)),
      sku: nullable(text(64)),
      quantity: count(0, 1000),
      effect: nullable(text(100)),
    }),
    { max: 100 },
  ),
});

const readSavedCart = object({
  version: oneOf(SAVED_CART_VERSION),
  cartOnce: list(readLine, { max: 100 }),
  cartSubscription: list(readLine, { max: 100 }),
  discount: amount,
  promoDiscount: amount,
  appliedVouchers: list(readVoucher, { max: 50 }),
  delivery: amount,
  checkoutToken: nullable(uuid),
  couponCode: nullable(text(64)),
});

/** The cart a saved value stands for: the empty cart for anything that is not a valid saved cart. */
export function parseSavedCart(raw: string | null): CartState {
  if (!raw || raw.length > 500_000) return emptyCart();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyCart();
  }
  const parsed = readSavedCart(value);
  if (parsed === INVALID) return emptyCart();
  const { version: _version, ...saved } = parsed;
  // Lines must be in the list their purchase type says; ids unique.
  const ids = new Set<string>();
  for (const [list, type] of [
    [saved.cartOnce, 'once'],
    [saved.cartSubscription, 'subscription'],
  ] as const) {
    for (const line of list) {
      if (line.typePurchase !== type || ids.has(line.id)) return emptyCart();
      ids.add(line.id);
    }
  }
  return cartReducer(emptyCart(), { type: 'restore', state: { ...emptyCart(), ...saved } });
}
