import { describe, expect, it } from 'vitest';
import {
  allLines,
  type CartState,
  cartReducer,
  cartUnits,
  emptyCart,
  linesLosingPrice,
  type NewLine,
} from '../src/features/cart/cart-state';

const AT = Date.UTC(2026, 10, 25, 15);

const line = (over: Partial<NewLine> = {}): NewLine => ({
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  sku: 'SKU-1',
  quantity: 1,
  priceUnit: 12.5,
  typePurchase: 'once',
  voucherifyData: null,
  brand: 'Genfar',
  category: 'Analgésicos',
  image: null,
  isOnlySubscription: false,
  metadata: { originalPrice: null },
  name: 'Paracetamol 500 mg',
  presentation: 'Caja x 100',
  prescriptionType: 'not-required',
  slug: 'paracetamol-500',
  maxQuantity: 10,
  ...over,
});

const run = (...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, emptyCart());

describe('cart reducer', () => {
  it('add: prices the line (domain money) and keeps one-time and subscription lines apart', () => {
    const state = run(
      { type: 'add', line: line({ quantity: 2 }), at: AT },
      { type: 'add', line: line({ typePurchase: 'subscription' }), at: AT },
    );
    expect(state.cartOnce).toHaveLength(1);
    expect(state.cartSubscription).toHaveLength(1);
    expect(state.cartOnce[0]).toMatchObject({
      sku: ['SKU-1'],
      quantity: 2,
      priceUnit: 12.5,
      priceValue: 25,
      addedHour: AT,
    });
    expect(state.cartOnce[0]?.price).toBe('S/\u00a025.00');
    expect(state.subTotalCart).toBe(37.5);
    expect(state.totalCart).toBe(37.5);
  });

  it('add: merges the same variant and type, bounded by the stock; only-subscription products go to subscription', () => {
    const state = run(
      { type: 'add', line: line({ quantity: 6 }), at: AT },
      { type: 'add', line: line({ quantity: 6 }), at: AT + 1 },
      { type: 'add', line: line({ variantId: 'v2', isOnlySubscription: true, typePurchase: 'once' }), at: AT },
    );
    expect(state.cartOnce).toHaveLength(1);
    expect(state.cartOnce[0]?.quantity).toBe(10);
    expect(state.cartSubscription.map((item) => item.variantId)).toEqual(['v2']);
  });

  it('add: refuses a line without units or with a negative or non-finite price', () => {
    for (const bad of [line({ quantity: 0 }), line({ priceUnit: -1 }), line({ priceUnit: Number.NaN })]) {
      expect(run({ type: 'add', line: bad, at: AT })).toEqual(emptyCart());
    }
  });

  it('update: quantity (bounded), unit price and sku; recomputes the line total and text and the added time', () => {
    const added = run({ type: 'add', line: line(), at: AT });
    const id = added.cartOnce[0]?.id ?? '';
    const updated = cartReducer(added, {
      type: 'update',
      id,
      quantity: 3,
      priceUnit: 10.005,
      sku: 'SKU-9',
      at: AT + 5,
    });
    expect(updated.cartOnce[0]).toMatchObject({
      quantity: 3,
      priceUnit: 10.01,
      priceValue: 30.03,
      sku: ['SKU-9'],
      addedHour: AT + 5,
    });
    expect(cartReducer(updated, { type: 'update', id, quantity: 99, at: AT }).cartOnce[0]?.quantity).toBe(10);
    expect(cartReducer(updated, { type: 'update', id, quantity: 0, at: AT }).cartOnce[0]?.quantity).toBe(1);
  });

  it('remove: drops the line and recomputes the totals; gifts are not removed by the shopper', () => {
    const state = run(
      { type: 'add', line: line(), at: AT },
      { type: 'add', line: line({ variantId: 'v2', priceUnit: 5 }), at: AT },
    );
    const removed = cartReducer(state, { type: 'remove', id: state.cartOnce[0]?.id ?? '' });
    expect(allLines(removed).map((item) => item.variantId)).toEqual(['v2']);
    expect(removed.subTotalCart).toBe(5);
    const withGift = cartReducer(removed, {
      type: 'applyPromotions',
      vouchers: [],
      gifts: [gift()],
      promoDiscount: 0,
      at: AT,
    });
    const giftId = withGift.cartOnce.find((item) => item.isGift)?.id ?? '';
    expect(cartReducer(withGift, { type: 'remove', id: giftId }).cartOnce.some((item) => item.isGift)).toBe(true);
    expect(
      cartReducer(withGift, { type: 'update', id: giftId, quantity: 4, at: AT }).cartOnce.find((i) => i.isGift)
        ?.quantity,
    ).toBe(1);
  });

  it('the units shown on the cart button leave the gifts out', () => {
    const state = run(
      { type: 'add', line: line({ quantity: 2 }), at: AT },
      { type: 'applyPromotions', vouchers: [], gifts: [gift()], promoDiscount: 0, at: AT },
    );
    expect(state.cartOnce.some((item) => item.isGift)).toBe(true);
    expect(cartUnits(state)).toBe(2);
  });

  it('an answer that changes nothing keeps the same state object (no re-render, no effect re-run)', () => {
    const state = run(
      { type: 'add', line: line({ quantity: 3 }), at: AT },
      { type: 'setCouponCode', code: 'SALUD10' },
      { type: 'setDiscount', amount: 3.75 },
      { type: 'setPromoDiscount', amount: 1 },
    );
    expect(cartReducer(state, { type: 'setDiscount', amount: 3.75 })).toBe(state);
    expect(cartReducer(state, { type: 'setPromoDiscount', amount: 1 })).toBe(state);
    expect(cartReducer(state, { type: 'setCouponCode', code: 'SALUD10' })).toBe(state);
    expect(cartReducer(state, { type: 'setPromoLoading', loading: false })).toBe(state);
    expect(cartReducer(state, { type: 'setDiscount', amount: 2 }).discount).toBe(2);
  });

  it('discount and promo discount lower the total (rounded), never below what the lines say twice', () => {
    const state = run(
      { type: 'add', line: line({ quantity: 3 }), at: AT },
      { type: 'setDiscount', amount: 3.333 },
      { type: 'setPromoDiscount', amount: 1.005 },
    );
    expect(state.discount).toBe(3.33);
    expect(state.promoDiscount).toBe(1.01);
    expect(state.totalCart).toBe(33.16);
    expect(cartReducer(state, { type: 'setDiscount', amount: -5 }).discount).toBe(0);
    expect(cartReducer(state, { type: 'setDiscount', amount: Number.POSITIVE_INFINITY }).discount).toBe(0);
  });

  it('applyPromotions: replaces the previous gifts (S/ 0.00, quantity 1, "once"), sets vouchers and promo discount, stops loading', () => {
    const voucher = {
      id: 'promo_tier_bebe_regalo',
      banner: 'Llévate un regalo',
      object: 'promotion_tier',
      itemsQuantity: 1,
      discount: 0,
      showDiscount: false,
      metadata: { channel: 'WEB', priority: 1 },
      items: [],
    };
    let state = run(
      { type: 'add', line: line({ priceUnit: 70 }), at: AT },
      { type: 'setPromoLoading', loading: true },
      { type: 'applyPromotions', vouchers: [voucher], gifts: [gift(), gift('v9')], promoDiscount: 5, at: AT },
    );
    expect(state.promoLoading).toBe(false);
    expect(state.appliedVouchers).toEqual([voucher]);
    const gifts = state.cartOnce.filter((item) => item.isGift);
    expect(gifts.map((item) => [item.quantity, item.priceUnit, item.price, item.typePurchase])).toEqual([
      [1, 0, 'S/\u00a00.00', 'once'],
      [1, 0, 'S/\u00a00.00', 'once'],
    ]);
    expect(state.subTotalCart).toBe(70);
    expect(state.totalCart).toBe(65);
    state = cartReducer(state, { type: 'applyPromotions', vouchers: [], gifts: [], promoDiscount: 0, at: AT });
    expect(state.cartOnce.filter((item) => item.isGift)).toEqual([]);
    expect(state.totalCart).toBe(70);
  });

  it('setAppliedVouchers, setDelivery, setCheckoutToken, setCouponCode, setGlobal, setPromoLoading', () => {
    let state = emptyCart();
    state = cartReducer(state, { type: 'setAppliedVouchers', vouchers: [] });
    state = cartReducer(state, { type: 'setDelivery', amount: 9.999 });
    state = cartReducer(state, { type: 'setCheckoutToken', token: '7e0a3a70-8f7f-4f8e-9d0a-0a0a0a0a0a0a' });
    state = cartReducer(state, { type: 'setCouponCode', code: 'SALUD10' });
    state = cartReducer(state, { type: 'setGlobal', global: { showSidebar: true } });
    state = cartReducer(state, { type: 'setPromoLoading', loading: true });
    expect(state).toMatchObject({
      delivery: 10,
      checkoutToken: '7e0a3a70-8f7f-4f8e-9d0a-0a0a0a0a0a0a',
      couponCode: 'SALUD10',
      global: { showSidebar: true },
      promoLoading: true,
    });
  });

  it('restore recomputes the totals and closes the sidebar; recalculate and persist keep the state consistent', () => {
    const saved: CartState = {
      ...run({ type: 'add', line: line({ quantity: 2 }), at: AT }),
      totalCart: 999,
      subTotalCart: 999,
    };
    const restored = cartReducer(emptyCart(), {
      type: 'restore',
      state: { ...saved, global: { showSidebar: true }, promoLoading: true },
    });
    expect(restored.totalCart).toBe(25);
    expect(restored.global.showSidebar).toBe(false);
    expect(restored.promoLoading).toBe(false);
    expect(cartReducer({ ...restored, totalCart: 1 }, { type: 'recalculate' }).totalCart).toBe(25);
    expect(cartReducer({ ...restored, subTotalCart: 1 }, { type: 'persist' }).subTotalCart).toBe(25);
  });

  it('reset empties both carts, zeroes totals, discount and delivery, and closes the sidebar', () => {
    const state = run(
      { type: 'add', line: line(), at: AT },
      { type: 'add', line: line({ typePurchase: 'subscription' }), at: AT },
      { type: 'setDiscount', amount: 2 },
      { type: 'setDelivery', amount: 9 },
      { type: 'setGlobal', global: { showSidebar: true } },
      { type: 'reset' },
    );
    expect(state).toEqual(emptyCart());
  });

  it('refreshPrices updates changed prices and drops lines without a valid price; tells which', () => {
    const state = run(
      { type: 'add', line: line(), at: AT },
      { type: 'add', line: line({ variantId: 'v2', name: 'Ibuprofeno' }), at: AT },
      { type: 'add', line: line({ variantId: 'v3', name: 'Sin cambios' }), at: AT },
    );
    const prices = new Map<string, number | null>([
      [line().variantId, 13],
      ['v2', null],
    ]);
    expect(linesLosingPrice(state, prices)).toEqual(['Ibuprofeno']);
    const refreshed = cartReducer(state, { type: 'refreshPrices', prices, at: AT });
    expect(allLines(refreshed).map((item) => [item.variantId, item.priceUnit])).toEqual([
      [line().variantId, 13],
      ['v3', 12.5],
    ]);
    expect(refreshed.subTotalCart).toBe(25.5);
    expect(cartUnits(refreshed)).toBe(2);
  });
});

function gift(variantId = 'v8') {
  return {
    voucherId: 'promo_tier_bebe_regalo',
    variantId,
    sku: `GIFT-${variantId}`,
    name: 'Toallitas húmedas',
    slug: 'toallitas',
    image: null,
    presentation: null,
    brand: 'Huggies',
    category: 'Bebé',
  };
}
