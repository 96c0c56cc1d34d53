/**
 * The saved cart (requirements: "Saved cart"): local storage under {@link CART_STORAGE_KEY}, restored at start. What is
 * read is validated, never trusted: anything corrupt, of another shape or out of bounds gives the empty cart. Totals
 * are recomputed from the lines, never read back.
 */
import { z } from 'zod';
import { type CartState, cartReducer, emptyCart, MAX_LINE_QUANTITY } from './cart-state';

import { SAVED_CART_VERSION } from './saved-cart-format';

// Before any schema is built: without `jitless`, zod probes `new Function('')` to decide whether to compile its
// parsers, and under the storefront's CSP (no 'unsafe-eval', src/lib/security-headers.ts) the browser reports that
// probe as a violation even though zod catches the refusal. A cart of a few lines needs no compiled parser.
z.config({ jitless: true });

const text = (max: number) => z.string().max(max);
const amount = z.number().finite().min(0).max(100_000);

const LineSchema = z.object({
  id: text(200).min(1),
  variantId: text(200).min(1),
  sku: z.array(text(64)).min(1).max(5),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  priceUnit: amount,
  // Its own bound: a second `.max` on `amount` would keep the first one (100,000) as well.
  priceValue: z
    .number()
    .finite()
    .min(0)
    .max(100_000 * MAX_LINE_QUANTITY),
  price: text(40),
  typePurchase: z.enum(['once', 'subscription']),
  addedHour: z.number().int().min(0),
  isGift: z.boolean(),
  voucherifyData: z.object({ date: text(40) }).nullable(),
  brand: text(200),
  category: text(200),
  image: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  isOnlySubscription: z.boolean(),
  metadata: z.object({ originalPrice: amount.nullable() }),
  name: text(300).min(1),
  presentation: text(300).nullable(),
  prescriptionType: z.enum(['simple', 'not-required']),
  slug: text(200),
  maxQuantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

const VoucherSchema = z.object({
  id: text(200),
  banner: text(1000).nullable(),
  object: text(100),
  itemsQuantity: z.number().int().min(0).max(1000),
  discount: amount,
  showDiscount: z.boolean(),
  metadata: z.object({ channel: text(20), priority: z.number().int().nullable() }),
  items: z
    .array(
      z.object({
        productSlug: text(200).nullable(),
        sku: text(64).nullable(),
        quantity: z.number().int().min(0).max(1000),
        effect: text(100).nullable(),
      }),
    )
    .max(100),
});

const SavedCartSchema = z.object({
  version: z.literal(SAVED_CART_VERSION),
  cartOnce: z.array(LineSchema).max(100),
  cartSubscription: z.array(LineSchema).max(100),
  discount: amount,
  promoDiscount: amount,
  appliedVouchers: z.array(VoucherSchema).max(50),
  delivery: amount,
  checkoutToken: z.uuid().nullable(),
  couponCode: text(64).nullable(),
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
