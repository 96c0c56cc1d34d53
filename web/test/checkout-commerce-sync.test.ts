import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, type NewLine } from '../src/features/cart/cart-state';
import {
  cartQuantities,
  checkoutIdOfToken,
  commerceAddress,
  isInSync,
  linesSync,
  shippingMethodFor,
  tokenOfCheckoutId,
} from '../src/features/checkout/commerce-sync';
import { forgetLastOrder, readLastOrder, saveLastOrder } from '../src/features/checkout/last-order';
import type { SessionStore } from '../src/lib/session-storage';

const line = (variantId: string, quantity: number, typePurchase: 'once' | 'subscription' = 'once'): NewLine => ({
  variantId,
  sku: `SKU-${variantId}`,
  quantity,
  priceUnit: 10,
  typePurchase,
  voucherifyData: null,
  brand: '',
  category: '',
  image: null,
  isOnlySubscription: false,
  metadata: { originalPrice: null },
  name: variantId,
  presentation: null,
  prescriptionType: 'not-required',
  slug: variantId,
  maxQuantity: 20,
});

const cartOf = (...lines: NewLine[]) =>
  lines.reduce((state, item) => cartReducer(state, { type: 'add', line: item, at: 0 }), emptyCart());

describe('cart ↔ commerce checkout', () => {
  it('adds one-time and subscription units of a variant together and leaves gifts out', () => {
    let cart = cartOf(line('a', 2), line('a', 1, 'subscription'), line('b', 1));
    cart = cartReducer(cart, {
      type: 'applyPromotions',
      vouchers: [],
      gifts: [
        {
          voucherId: 'p',
          variantId: 'g',
          sku: 'G',
          name: 'Regalo',
          slug: 'g',
          image: null,
          presentation: null,
          brand: '',
          category: '',
        },
      ],
      promoDiscount: 0,
      at: 0,
    });
    expect([...cartQuantities(cart)]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('changes only what differs: new variants added, quantities updated, lines not in the cart (or repeated) deleted', () => {
    const cart = cartOf(line('a', 3), line('b', 1), line('c', 2));
    const sync = linesSync(cart, [
      { id: 'L1', quantity: 3, variant: { id: 'a' } },
      { id: 'L2', quantity: 5, variant: { id: 'b' } },
      { id: 'L3', quantity: 1, variant: { id: 'x' } },
      { id: 'L4', quantity: 3, variant: { id: 'a' } },
    ]);
    expect(sync).toEqual({
      add: [{ variantId: 'c', quantity: 2 }],
      update: [{ lineId: 'L2', quantity: 1 }],
      remove: ['L3', 'L4'],
    });
    expect(isInSync(linesSync(cartOf(line('a', 1)), [{ id: 'L1', quantity: 1, variant: { id: 'a' } }]))).toBe(true);
  });

  it('reads the token out of a checkout id and back; anything else is no token', () => {
    const token = '8ebd8e54-83ce-4d3e-84a2-d7207aa3d301';
    expect(tokenOfCheckoutId(checkoutIdOfToken(token))).toBe(token);
    expect(tokenOfCheckoutId(btoa('Order:8ebd8e54-83ce-4d3e-84a2-d7207aa3d301'))).toBeNull();
    expect(tokenOfCheckoutId('%%%')).toBeNull();
  });

  it('names the commerce delivery method of each delivery type by the id the gateway lists it under', () => {
    const types = ['default', 'programado', 'express', 'rimac', 'pickup_for_me', 'pickup_for_someone_else'];
    for (const type of types) {
      expect(atob(shippingMethodFor(type))).toBe(`app:cuida-gateway:${type}`);
    }
  });

  it("builds the commerce address from the shopper's data (Callao districts in Callao)", () => {
    const address = commerceAddress({
      firstName: ' Rosa ',
      paternalLastName: 'Mendoza',
      maternalLastName: 'Salas',
      phone: '912345678',
      districtName: 'Bellavista',
      street: ' Av. Colonial 100 ',
      reference: 'Frente al parque',
      callao: true,
    });
    expect(address).toEqual({
      firstName: 'Rosa',
      lastName: 'Mendoza Salas',
      streetAddress1: 'Av. Colonial 100',
      streetAddress2: 'Frente al parque',
      city: 'Callao',
      cityArea: 'Bellavista',
      country: 'PE',
      phone: '+51912345678',
    });
  });
});

describe('the last order of this tab', () => {
  const memory = (): SessionStore => {
    const data = new Map<string, string>();
    return {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
  };

  it('keeps the access token and number, and refuses anything else', () => {
    const store = memory();
    expect(readLastOrder(store)).toBeNull();
    saveLastOrder({ accessToken: 'uuid.mac', number: '1042' }, store);
    expect(readLastOrder(store)).toEqual({ accessToken: 'uuid.mac', number: '1042' });
    store.setItem('cuida:last-order', JSON.stringify({ accessToken: 42, number: '1' }));
    expect(readLastOrder(store)).toBeNull();
    store.setItem('cuida:last-order', '{');
    expect(readLastOrder(store)).toBeNull();
    forgetLastOrder(store);
    expect(readLastOrder(store)).toBeNull();
  });
});
