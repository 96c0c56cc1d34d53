import { parseDocumentType } from '@cuida/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartReducer, emptyCart, MAX_LINE_QUANTITY } from '../src/features/cart/cart-state';
import { parseIdleIdentity, parseIdleTimer } from '../src/features/cart/idle-cart';
import { parseSavedCart } from '../src/features/cart/saved-cart';
import { SAVED_CART_VERSION, serializeCart } from '../src/features/cart/saved-cart-format';
import { httpUrl, INVALID, list, number, object, text, uuid } from '../src/lib/stored-shape';

z.config({ jitless: true });

// The zod schemas the saved cart and the idle-cart timer were read with: the readers must accept exactly what they did.
const zText = (max: number) => z.string().max(max);
const zAmount = z.number().finite().min(0).max(100_000);
const ZLine = z.object({
  id: zText(200).min(1),
  variantId: zText(200).min(1),
  sku: z.array(zText(64)).min(1).max(5),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  priceUnit: zAmount,
  priceValue: z
    .number()
    .finite()
    .min(0)
    .max(100_000 * MAX_LINE_QUANTITY),
  price: zText(40),
  typePurchase: z.enum(['once', 'subscription']),
  addedHour: z.number().int().min(0),
  isGift: z.boolean(),
  voucherifyData: z.object({ date: zText(40) }).nullable(),
  brand: zText(200),
  category: zText(200),
  image: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  isOnlySubscription: z.boolean(),
  metadata: z.object({ originalPrice: zAmount.nullable() }),
  name: zText(300).min(1),
  presentation: zText(300).nullable(),
  prescriptionType: z.enum(['simple', 'not-required']),
  slug: zText(200),
  maxQuantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
const ZVoucher = z.object({
  id: zText(200),
  banner: zText(1000).nullable(),
  object: zText(100),
  itemsQuantity: z.number().int().min(0).max(1000),
  discount: zAmount,
  showDiscount: z.boolean(),
  metadata: z.object({ channel: zText(20), priority: z.number().int().nullable() }),
  items: z
    .array(
      z.object({
        productSlug: zText(200).nullable(),
        sku: zText(64).nullable(),
        quantity: z.number().int().min(0).max(1000),
        effect: zText(100).nullable(),
      }),
    )
    .max(100),
});
const ZSavedCart = z.object({
  version: z.literal(SAVED_CART_VERSION),
  cartOnce: z.array(ZLine).max(100),
  cartSubscription: z.array(ZLine).max(100),
  discount: zAmount,
  promoDiscount: zAmount,
  appliedVouchers: z.array(ZVoucher).max(50),
  delivery: zAmount,
  checkoutToken: z.uuid().nullable(),
  couponCode: zText(64).nullable(),
});

const line = {
  id: 'l1',
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  sku: ['SKU-1'],
  quantity: 2,
  priceUnit: 12.5,
  priceValue: 25,
  price: 'S/ 25.00',
  typePurchase: 'once',
  addedHour: 1_764_000_000_000,
  isGift: false,
  voucherifyData: { date: '01112026_30112026' },
  brand: 'Genfar',
  category: 'Analgésicos',
  image: 'http://localhost:4010/media/p/1.png',
  isOnlySubscription: false,
  metadata: { originalPrice: 15 },
  name: 'Paracetamol 500 mg',
  presentation: 'Caja x 100',
  prescriptionType: 'not-required',
  slug: 'paracetamol-500',
  maxQuantity: 10,
};
const voucher = {
  id: 'v1',
  banner: '20 % en Cyber Salud',
  object: 'voucher',
  itemsQuantity: 1,
  discount: 2.5,
  showDiscount: true,
  metadata: { channel: 'feria-cuida', priority: 3 },
  items: [{ productSlug: 'apronax', sku: 'SKU-2', quantity: 1, effect: 'ADD_MISSING_ITEMS' }],
};
const cart = {
  version: SAVED_CART_VERSION,
  cartOnce: [line],
  cartSubscription: [],
  discount: 0,
  promoDiscount: 2.5,
  appliedVouchers: [voucher],
  delivery: 8,
  checkoutToken: '3f2c1e9a-7b4d-4e21-9a0c-5d6e7f8a9b0c',
  couponCode: 'SALUD10',
};

/** Odd values of every kind, tried in each place of the saved cart. */
const ODD: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  1e9,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x',
  'x'.repeat(65),
  'x'.repeat(5000),
  '12.50',
  [],
  ['x'],
  {},
  'javascript:alert(1)',
  'https:/path',
  'http:example.com',
  ' https://cdn.example.com/a b.png ',
  'https://exa\nmple.com/p.png',
  'ftp://example.com/p.png',
  'HTTPS://EXAMPLE.COM/P.PNG',
  `https://example.com/${'a'.repeat(1990)}`,
  '00000000-0000-0000-0000-000000000000',
  '3f2c1e9a-7b4d-9e21-9a0c-5d6e7f8a9b0c',
  'once',
  'subscription',
  'simple',
];

/** Every value of `value` with one place (a key of an object, an item of a list) set to `odd`, or the key removed. */
function* variants(value: unknown): Generator<unknown> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const inner of variants(value[i])) yield value.map((item, at) => (at === i ? inner : item));
    }
    for (const odd of ODD) yield [...value, odd];
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...rest } = record;
      yield rest;
      for (const inner of variants(record[key])) yield { ...record, [key]: inner };
    }
    yield { ...record, extra: 1 };
    return;
  }
  yield* ODD;
}

const zodVerdict = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, data: undefined };
};

describe('stored values read without zod', () => {
  it('accept and give exactly what the saved cart’s zod schema did, place by place', () => {
    const readCart = (value: unknown) => {
      const raw = JSON.stringify(value);
      return raw === undefined ? emptyCart() : parseSavedCart(raw);
    };
    let compared = 0;
    for (const value of [cart, ...variants(cart)]) {
      // Through JSON, as the saved cart is stored (undefined keys vanish, NaN becomes null).
      const stored = JSON.parse(JSON.stringify(value) ?? 'null');
      const expected = zodVerdict(ZSavedCart, stored);
      const read = readCart(stored);
      if (!expected.ok) expect(read, JSON.stringify(stored)).toEqual(emptyCart());
      else {
        const data = expected.data as z.infer<typeof ZSavedCart>;
        const ids = [...data.cartOnce, ...data.cartSubscription].map((item) => item.id);
        const listsRight =
          data.cartOnce.every((item) => item.typePurchase === 'once') &&
          data.cartSubscription.every((item) => item.typePurchase === 'subscription') &&
          new Set(ids).size === ids.length;
        const { version: _version, ...saved } = data;
        const restored = cartReducer(emptyCart(), {
          type: 'restore',
          state: { ...emptyCart(), ...(saved as object) } as never,
        });
        expect(read, JSON.stringify(stored)).toEqual(listsRight ? restored : emptyCart());
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
    expect(parseSavedCart(serializeCart(parseSavedCart(JSON.stringify(cart))))).toEqual(
      parseSavedCart(JSON.stringify(cart)),
    );
  });

  it('read the idle-cart timer and identity as zod did', () => {
    const ZTimer = z.object({
      fingerprint: z.string().max(20_000),
      lastChangeAt: z.number().finite(),
      sentAt: z.number().finite().nullable(),
    });
    const ZIdentity = z.object({
      documentType: z.union([z.number(), z.string()]),
      documentNumber: z.string().max(20),
      name: z.string().max(200),
      phone: z.string().max(20),
      email: z.string().max(254),
      checkoutId: z.string().max(200).nullable(),
    });
    const timer = { fingerprint: 'a:1', lastChangeAt: 1_764_000_000_000, sentAt: null };
    const identity = {
      documentType: 2,
      documentNumber: '45678912',
      name: 'Lucía Ramos',
      phone: '912345678',
      email: 'lucia@example.pe',
      checkoutId: null,
    };
    for (const value of [timer, ...variants(timer)]) {
      const expected = zodVerdict(ZTimer, value);
      expect(parseIdleTimer(value), JSON.stringify(value)).toEqual(expected.ok ? expected.data : null);
    }
    for (const value of [identity, { ...identity, documentType: '2' }, ...variants(identity)]) {
      const expected = zodVerdict(ZIdentity, value);
      const data = expected.data as typeof identity | undefined;
      const documentType = data ? parseDocumentType(data.documentType) : null;
      expect(parseIdleIdentity(value), JSON.stringify(value)).toEqual(
        data && documentType !== null ? { ...data, documentType } : null,
      );
    }
  });

  it('readers: bounds, integers, keys kept in the shape’s order and nothing else', () => {
    expect(text(3, 1)('abc')).toBe('abc');
    expect(text(3, 1)('')).toBe(INVALID);
    expect(number({ integer: true })(1.5)).toBe(INVALID);
    expect(number()(Number.POSITIVE_INFINITY)).toBe(INVALID);
    expect(list(text(1), { max: 1 })(['a', 'b'])).toBe(INVALID);
    expect(object({ b: text(1), a: text(1) })({ a: 'x', b: 'y', c: 'z' })).toEqual({ b: 'y', a: 'x' });
    expect(uuid('3F2C1E9A-7B4D-4E21-9A0C-5D6E7F8A9B0C')).not.toBe(INVALID);
    expect(httpUrl(100)(' https://exa\tmple.com/p.png ')).toBe('https://example.com/p.png');
  });
});
