import { describe, expect, it } from 'vitest';
import { cartChangeEvent } from '../src/features/cart/analytics';
import { type CartLineItem, cartReducer, emptyCart, type NewLine } from '../src/features/cart/cart-state';
import { latestRequest } from '../src/features/cart/latest-request';
import { couponLines, promotionKey, promotionLines, promotionsAction } from '../src/features/cart/promotions';
import { voucherWindowOf } from '../src/features/cart/voucher-window';

const NOW = new Date('2026-11-25T15:00:00Z');
const base: NewLine = {
  variantId: 'v1',
  sku: 'SKU-1',
  quantity: 1,
  priceUnit: 20,
  typePurchase: 'once',
  voucherifyData: { date: '20112026_05122026' },
  brand: 'Genfar',
  category: 'Analgésicos',
  image: null,
  isOnlySubscription: false,
  metadata: { originalPrice: 25 },
  name: 'Paracetamol',
  presentation: null,
  prescriptionType: 'not-required',
  slug: 'paracetamol',
  maxQuantity: 10,
};

describe('promotion lines: open windows with the clock tolerance, lines outside any window', () => {
  const state = [
    { ...base },
    { ...base, variantId: 'v2', sku: 'SKU-2', voucherifyData: { date: '01012025_31012025' } },
    { ...base, variantId: 'v3', sku: 'SKU-3', voucherifyData: null },
    { ...base, variantId: 'v4', sku: 'SKU-4', typePurchase: 'subscription' as const },
  ].reduce((cart, line) => cartReducer(cart, { type: 'add', line, at: 0 }), emptyCart());

  it('sends the bought lines, leaving out those added under a window that has closed', () => {
    expect(promotionLines(state, NOW)).toEqual([
      { variantId: 'v1', sku: 'SKU-1', quantity: 1, voucherWindow: '20112026_05122026', purchaseType: 'ONCE' },
      { variantId: 'v3', sku: 'SKU-3', quantity: 1, voucherWindow: null, purchaseType: 'ONCE' },
      { variantId: 'v4', sku: 'SKU-4', quantity: 1, voucherWindow: '20112026_05122026', purchaseType: 'SUBSCRIPTION' },
    ]);
    expect(couponLines(state).map((line) => line.variantId)).toEqual(['v1', 'v2', 'v3', 'v4']);
  });

  it('the key changes with quantities and the partner context, not with gifts or totals', () => {
    const lines = promotionLines(state, NOW);
    const withGift = cartReducer(state, {
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
      promoDiscount: 3,
      at: 0,
    });
    expect(promotionKey(promotionLines(withGift, NOW), {})).toBe(promotionKey(lines, {}));
    const more = cartReducer(state, { type: 'update', id: 'v1:once', quantity: 2, at: 0 });
    expect(promotionKey(promotionLines(more, NOW), {})).not.toBe(promotionKey(lines, {}));
    expect(promotionKey(lines, { appRimac: true })).not.toBe(promotionKey(lines, {}));
  });

  it('an answer becomes gifts, vouchers and promo discount; incomplete or missing answers clear them', () => {
    const answer = {
      complete: true,
      promoDiscount: 4.5,
      appliedVouchers: [],
      gifts: [
        {
          voucherId: 'p1',
          variantId: 'g1',
          sku: 'G1',
          productSlug: 'toallitas',
          product: { name: 'Toallitas', slug: 'toallitas' },
        },
        { voucherId: 'p1', variantId: null, sku: null, productSlug: 'desconocido', product: null },
      ],
    };
    expect(promotionsAction(answer, 7)).toEqual({
      type: 'applyPromotions',
      vouchers: [],
      gifts: [
        {
          voucherId: 'p1',
          variantId: 'g1',
          sku: 'G1',
          name: 'Toallitas',
          slug: 'toallitas',
          image: null,
          presentation: null,
          brand: '',
          category: '',
        },
      ],
      promoDiscount: 4.5,
      at: 7,
    });
    expect(promotionsAction({ ...answer, complete: false }, 7)).toEqual({
      type: 'applyPromotions',
      vouchers: [],
      gifts: [],
      promoDiscount: 0,
      at: 7,
    });
    expect(promotionsAction(null, 7)).toMatchObject({ gifts: [], promoDiscount: 0 });
  });

  it('drops the answer to an older cart (stale answers never applied)', () => {
    const gate = latestRequest();
    const first = gate.begin();
    const second = gate.begin();
    expect(gate.isCurrent(first)).toBe(false);
    expect(gate.isCurrent(second)).toBe(true);
  });

  it('picks an open collection window, else the first well-formed one', () => {
    expect(voucherWindowOf([{ voucherify: '01012025_31012025' }, { voucherify: '20112026_05122026' }], NOW)).toBe(
      '20112026_05122026',
    );
    expect(voucherWindowOf([{ voucherify: 'x' }, { voucherify: '01012025_31012025' }], NOW)).toBe('01012025_31012025');
    expect(voucherWindowOf([{ voucherify: null }], NOW)).toBeNull();
    expect(voucherWindowOf(undefined, NOW)).toBeNull();
  });
});

describe('cart analytics: values of add_to_cart and remove_from_cart', () => {
  const line = (quantity: number): CartLineItem =>
    cartReducer(emptyCart(), { type: 'add', line: { ...base, quantity }, at: 0 }).cartOnce[0] as CartLineItem;

  it('a new line sends its line total; one more unit sends priceValue + priceUnit', () => {
    expect(cartChangeEvent(null, line(2))).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'PEN', value: 40, items: [{ item_id: 'SKU-1', price: 20, quantity: 2, discount: 10 }] },
    });
    expect(cartChangeEvent(line(2), line(3))).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 60 } });
  });

  it('one unit less sends priceValue − priceUnit; a removed line its total; gifts and no-ops send nothing', () => {
    expect(cartChangeEvent(line(3), line(2))).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 40 } });
    expect(cartChangeEvent(line(3), null)).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 60 } });
    expect(cartChangeEvent(line(3), line(3))).toBeNull();
    expect(cartChangeEvent(null, { ...line(1), isGift: true })).toBeNull();
  });

  it('a jump of several units reports the units and value added', () => {
    expect(cartChangeEvent(line(1), line(4))).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 60, items: [{ quantity: 3 }] },
    });
  });
});
