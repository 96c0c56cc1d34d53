import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, type NewLine } from '../src/features/cart/cart-state';
import { parseSavedCart } from '../src/features/cart/saved-cart';
import { serializeCart } from '../src/features/cart/saved-cart-format';
import { cartCount } from '../src/features/shell/cart-count';

const newLine: NewLine = {
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  sku: 'SKU-1',
  quantity: 2,
  priceUnit: 12.5,
  typePurchase: 'once',
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

const saved = () => {
  let state = cartReducer(emptyCart(), { type: 'add', line: newLine, at: 1 });
  state = cartReducer(state, { type: 'add', line: { ...newLine, typePurchase: 'subscription' }, at: 2 });
  state = cartReducer(state, { type: 'setCouponCode', code: 'SALUD10' });
  state = cartReducer(state, { type: 'setDiscount', amount: 2.5 });
  return state;
};

describe('saved cart', () => {
  it('round-trips a cart (totals recomputed, sidebar and loading not saved) and the header counts it', () => {
    const state = cartReducer(saved(), { type: 'setGlobal', global: { showSidebar: true } });
    const raw = serializeCart(state);
    expect(JSON.parse(raw)).not.toHaveProperty('global');
    expect(JSON.parse(raw)).not.toHaveProperty('totalCart');
    expect(parseSavedCart(raw)).toEqual({ ...state, global: { showSidebar: false } });
    expect(cartCount(raw)).toBe(4);
  });

  it('gives the empty cart for missing, corrupt and foreign-shaped values', () => {
    for (const raw of [null, '', '{', 'null', '[]', '"x"', '42', '{"cartOnce":"x"}', JSON.stringify({ foo: 1 })]) {
      expect(parseSavedCart(raw), String(raw)).toEqual(emptyCart());
    }
  });

  it('gives the empty cart for an old version and for hostile or out-of-bounds values', () => {
    const good = JSON.parse(serializeCart(saved()));
    const variants: Record<string, unknown>[] = [
      { ...good, version: 0 },
      { ...good, cartOnce: [{ ...good.cartOnce[0], quantity: 1e9 }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], priceUnit: -1 }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], priceUnit: '12.50' }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], name: 'x'.repeat(5000) }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], image: 'javascript:alert(1)' }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], typePurchase: 'subscription' }] },
      { ...good, cartOnce: [good.cartOnce[0], good.cartOnce[0]] },
      { ...good, discount: 1e12 },
      { ...good, checkoutToken: 'not-a-token' },
      { ...good, cartOnce: Array.from({ length: 101 }, () => good.cartOnce[0]) },
      { ...good, cartOnce: [{ ...good.cartOnce[0], priceUnit: Number.POSITIVE_INFINITY }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], quantity: 1.5 }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], sku: [] }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], id: '' }] },
      { ...good, cartOnce: [{ ...good.cartOnce[0], priceValue: 100_000 * 50 + 1 }] },
      { ...good, appliedVouchers: [{ id: 'v', object: 'voucher' }] },
    ];
    for (const value of variants) expect(parseSavedCart(JSON.stringify(value))).toEqual(emptyCart());
  });

  it("keeps a line whose total is above one unit's highest price (the bound is per unit times the line limit)", () => {
    const good = JSON.parse(serializeCart(saved()));
    good.cartOnce[0] = { ...good.cartOnce[0], priceUnit: 60_000, quantity: 2, priceValue: 120_000 };
    expect(parseSavedCart(JSON.stringify(good)).cartOnce[0]?.priceValue).toBe(120_000);
  });

  it('ignores unknown keys, including __proto__, without polluting objects', () => {
    const good = JSON.parse(serializeCart(saved()));
    const raw = JSON.stringify(good).replace('{', '{"__proto__":{"polluted":true},"extra":1,');
    const state = parseSavedCart(raw);
    expect(state.cartOnce).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(state).not.toHaveProperty('extra');
  });

  it('recomputes totals rather than trusting stored line totals', () => {
    const good = JSON.parse(serializeCart(saved()));
    good.cartOnce[0].priceValue = 0.01;
    good.totalCart = 0;
    const state = parseSavedCart(JSON.stringify(good));
    expect(state.cartOnce[0]?.priceValue).toBe(25);
    expect(state.subTotalCart).toBe(50);
    expect(state.totalCart).toBe(47.5);
  });
});
