import { describe, expect, it } from 'vitest';
import { purchaseEvent } from '../../src/analytics/purchase-event';
import { giftSample, paracetamol } from './fixtures';

describe('purchaseEvent', () => {
  it('builds the GA4 purchase with items indexed from 1 and per-unit discounts', () => {
    const event = purchaseEvent({
      transactionId: 'T-1001',
      totalValue: 34.0,
      shippingCost: 9,
      products: [paracetamol, giftSample],
    });
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'T-1001',
        value: 34,
        shipping: 9,
        currency: 'PEN',
        coupon: '',
        items: [
          {
            item_id: 'SKU-PARA-500',
            item_name: 'Paracetamol 500 mg x 100 tabletas',
            item_brand: 'Genfar',
            item_category: 'Analgésicos',
            price: 12.5,
            quantity: 2,
            discount: 2.5,
            index: 1,
          },
          {
            item_id: 'SKU-GIFT-1',
            item_name: 'Muestra gratis',
            item_brand: 'Cuida',
            item_category: 'Regalos',
            price: 0,
            quantity: 1,
            discount: 0,
            index: 2,
          },
        ],
      },
    });
  });

  it('rounds value and shipping to 2 decimals and keeps a given currency and coupon', () => {
    const { ecommerce } = purchaseEvent({
      transactionId: 'T-1002',
      totalValue: 1279.005,
      shippingCost: 0.1 + 0.2,
      currency: 'USD',
      coupon: 'BIENVENIDA10',
      products: [],
    });
    expect(ecommerce).toMatchObject({ value: 1279.01, shipping: 0.3, currency: 'USD', coupon: 'BIENVENIDA10' });
    expect(ecommerce.items).toEqual([]);
  });

  it('reports 0 discount when the price is above the original', () => {
    const { ecommerce } = purchaseEvent({
      transactionId: 'T-1003',
      totalValue: 16,
      shippingCost: 0,
      products: [{ ...paracetamol, quantity: 1, priceUnit: 16, priceValue: 16 }],
    });
    expect(ecommerce.items[0]?.discount).toBe(0);
  });
});
