/**
 * The saved cart (requirements: "Saved cart"): local storage under {@link CART_STORAGE_KEY}, restored at start. What is
 * read is validated, never trusted: anything corrupt, of another shape or out of bounds gives the empty cart. Totals
 * are recomputed from the lines, never read back.
 */
// zod's mini build: the saved cart is read on every page with a cart, and the full build's chunk (about 30 kB gzip)
// was one of the longest tasks of a catalogue page's start-up on a throttled phone. The rules are the same.
import { z } from 'zod/mini';
import { type CartState, cartReducer, emptyCart, MAX_LINE_QUANTITY } from './cart-state';

import { SAVED_CART_VERSION } from './saved-cart-format';

// Before any schema is built: without `jitless`, zod probes `new Function('')` to decide whether to compile its
// parsers, and under the storefront's CSP (no 'unsafe-eval', src/lib/security-headers.ts) the browser reports that
// probe as a violation even though zod catches the refusal. A cart of a few lines needs no compiled parser.
z.config({ jitless: true });

const text = (max: number, min = 0) =>
  min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max));
const amountUpTo = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const amount = amountUpTo(100_000);
const count = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

const LineSchema = z.object({
  id: text(200, 1),
  variantId: text(200, 1),
  sku: z.array(text(64)).check(z.minLength(1), z.maxLength(5)),
  quantity: count(1, MAX_LINE_QUANTITY),
  priceUnit: amount,
  priceValue: amountUpTo(100_000 * MAX_LINE_QUANTITY),
  price: text(40),
  typePurchase: z.enum(['once', 'subscription']),
  addedHour: z.int().check(z.minimum(0)),
  isGift: z.boolean(),
  voucherifyData: z.nullable(z.object({ date: text(40) })),
  brand: text(200),
  category: text(200),
  image: z.nullable(z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))),
  isOnlySubscription: z.boolean(),
  metadata: z.object({ originalPrice: z.nullable(amount) }),
  name: text(300, 1),
  presentation: z.nullable(text(300)),
  prescriptionType: z.enum(['simple', 'not-required']),
  slug: text(200),
  maxQuantity: count(1, MAX_LINE_QUANTITY),
});

const VoucherSchema = z.object({
  id: text(200),
  banner: z.nullable(text(1000)),
  object: text(100),
  itemsQuantity: count(0, 1000),
  discount: amount,
  showDiscount: z.boolean(),
  metadata: z.object({ channel: text(20), priority: z.nullable(z.int()) }),
  items: z
    .array(
      z.object({
        productSlug: z.nullable(text(200)),
        sku: z.nullable(text(64)),
        quantity: count(0, 1000),
        effect: z.nullable(text(100)),
      }),
    )
    .check(z.maxLength(100)),
});

const SavedCartSchema = z.object({
  version: z.literal(SAVED_CART_VERSION),
  cartOnce: z.array(LineSchema).check(z.maxLength(100)),
  cartSubscription: z.array(LineSchema).check(z.maxLength(100)),
  discount: amount,
  promoDiscount: amount,
  appliedVouchers: z.array(VoucherSchema).check(z.maxLength(50)),
  delivery: amount,
  checkoutToken: z.nullable(z.uuid()),
  couponCode: z.nullable(text(64)),
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
  const parsed = SavedCartSchema.safeParse(value);
  if (!parsed.success) return emptyCart();
  const { version: _version, ...saved } = parsed.data;
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
