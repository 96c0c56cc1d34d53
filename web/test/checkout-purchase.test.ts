import { describe, expect, it } from 'vitest';
import { type CartLineItem, cartReducer, emptyCart, type NewLine } from '../src/features/cart/cart-state';
import {
  alreadyTracked,
  markTracked,
  purchaseFromOrder,
  purchaseOnce,
  TRACKED_ORDERS_KEY,
  TRACKED_ORDERS_LIMIT,
  type TrackedStore,
} from '../src/features/checkout/purchase';

const AT = Date.UTC(2026, 10, 25, 15);

const newLine = (over: Partial<NewLine>): NewLine => ({
  variantId: 'v1',
  sku: 'SKU-1',
  quantity: 1,
  priceUnit: 10,
  typePurchase: 'once',
  voucherifyData: null,
  brand: 'Genfar',
  category: 'Analgésicos',
  image: null,
  isOnlySubscription: false,
  metadata: { originalPrice: null },
  name: 'Paracetamol 500 mg',
  presentation: null,
  prescriptionType: 'not-required',
  slug: 'paracetamol-500',
  maxQuantity: 10,
  ...over,
});

/** A cart as the shopper left it: a discounted line, a line above its "original", a subscription and a gift. */
function cartLines(): CartLineItem[] {
  const state = [
    {
      type: 'add' as const,
      line: newLine({ quantity: 2, priceUnit: 12.5, metadata: { originalPrice: 15.2 } }),
      at: AT,
    },
    {
      type: 'add' as const,
      line: newLine({
        variantId: 'v2',
        sku: 'SKU-2',
        name: 'Ibuprofeno',
        priceUnit: 8,
        metadata: { originalPrice: 7 },
      }),
      at: AT,
    },
    {
      type: 'add' as const,
      line: newLine({ variantId: 'v3', sku: 'SKU-3', name: 'Pañales', typePurchase: 'subscription', priceUnit: 45.9 }),
      at: AT,
    },
    {
      type: 'applyPromotions' as const,
      vouchers: [],
      gifts: [
        {
          voucherId: 'promo-1',
          variantId: 'g1',
          sku: 'GIFT-1',
          name: 'Toallitas',
          slug: 'toallitas',
          image: null,
          presentation: null,
          brand: 'Huggies',
          category: 'Bebé',
        },
      ],
      promoDiscount: 0,
      at: AT,
    },
  ].reduce(cartReducer, emptyCart());
  return [...state.cartOnce, ...state.cartSubscription];
}

const order = { id: 'T3JkZXI6MQ==', number: '1042', total: 88.904, shipping: 7.005 };

/** A Map-backed store, optionally failing. */
function memoryStore(fail: 'read' | 'write' | null = null): TrackedStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => {
      if (fail === 'read') throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (fail === 'write') throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

describe('purchase event', () => {
  it('carries the order, value and shipping to 2 decimals, the coupon and PEN; items indexed from 1', () => {
    const event = purchaseFromOrder({ order, lines: cartLines(), couponCode: ' BIENVENIDA10 ' });
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '1042',
        value: 88.9,
        shipping: 7.01,
        currency: 'PEN',
        coupon: 'BIENVENIDA10',
        items: [
          {
            item_id: 'SKU-1',
            item_name: 'Paracetamol 500 mg',
            item_brand: 'Genfar',
            item_category: 'Analgésicos',
            price: 12.5,
            quantity: 2,
            discount: 2.7,
            index: 1,
          },
          {
            item_id: 'SKU-2',
            item_name: 'Ibuprofeno',
            item_brand: 'Genfar',
            item_category: 'Analgésicos',
            price: 8,
            quantity: 1,
            discount: 0,
            index: 2,
          },
          {
            item_id: 'GIFT-1',
            item_name: 'Toallitas',
            item_brand: 'Huggies',
            item_category: 'Bebé',
            price: 0,
            quantity: 1,
            discount: 0,
            index: 3,
          },
          {
            item_id: 'SKU-3',
            item_name: 'Pañales',
            item_brand: 'Genfar',
            item_category: 'Analgésicos',
            price: 45.9,
            quantity: 1,
            discount: 0,
            index: 4,
          },
        ],
      },
    });
  });

  it("has coupon '' without one, and the order's currency when given", () => {
    const event = purchaseFromOrder({ order: { ...order, currency: 'USD' }, lines: [], couponCode: null });
    expect(event.ecommerce).toMatchObject({ coupon: '', currency: 'USD', items: [] });
    expect(purchaseFromOrder({ order, lines: [], couponCode: '  ' }).ecommerce.coupon).toBe('');
  });
});

describe('pushed once per order', () => {
  it('alreadyTracked / markTracked with an injected store', () => {
    const store = memoryStore();
    expect(alreadyTracked(order.id, store)).toBe(false);
    markTracked(order.id, store);
    expect(alreadyTracked(order.id, store)).toBe(true);
    expect(alreadyTracked('T3JkZXI6Mg==', store)).toBe(false);
    markTracked(order.id, store);
    expect(JSON.parse(store.data.get(TRACKED_ORDERS_KEY) ?? '[]')).toEqual([order.id]);
  });

  it('purchaseOnce gives the event the first time only (reload, second tab)', () => {
    const store = memoryStore();
    const input = { order, lines: cartLines(), couponCode: null };
    expect(purchaseOnce(input, store)?.ecommerce.transaction_id).toBe('1042');
    expect(purchaseOnce(input, store)).toBeNull();
    expect(purchaseOnce({ ...input, order: { ...order, id: 'other', number: '1043' } }, store)).not.toBeNull();
  });

  it('remembers the last 20 orders', () => {
    const store = memoryStore();
    for (let i = 0; i < TRACKED_ORDERS_LIMIT + 1; i++) markTracked(`order-${i}`, store);
    expect(alreadyTracked('order-0', store)).toBe(false);
    expect(alreadyTracked('order-1', store)).toBe(true);
    expect(alreadyTracked(`order-${TRACKED_ORDERS_LIMIT}`, store)).toBe(true);
  });

  it('without usable storage, pushes rather than never (corrupt, blocked, full or missing storage)', () => {
    const corrupt = memoryStore();
    corrupt.data.set(TRACKED_ORDERS_KEY, '{not json');
    expect(alreadyTracked(order.id, corrupt)).toBe(false);
    markTracked(order.id, corrupt);
    expect(alreadyTracked(order.id, corrupt)).toBe(true);
    expect(alreadyTracked(order.id, memoryStore('read'))).toBe(false);
    expect(() => markTracked(order.id, memoryStore('write'))).not.toThrow();
    expect(alreadyTracked(order.id, null)).toBe(false);
    expect(() => markTracked(order.id, null)).not.toThrow();
    const input = { order, lines: [], couponCode: null };
    expect(purchaseOnce(input, null)).not.toBeNull();
  });
});
