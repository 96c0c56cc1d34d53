import { describe, expect, it } from 'vitest';
import { addToCartEvent, removeFromCartEvent } from '../../src/analytics/cart-events';
import { giftSample, paracetamol } from './fixtures';

const item = (quantity: number, discount: number) => ({
  item_id: 'SKU-PARA-500',
  item_name: 'Paracetamol 500 mg x 100 tabletas',
  item_brand: 'Genfar',
  item_category: 'Analgésicos',
  price: 12.5,
  quantity,
  discount,
});

describe('addToCartEvent', () => {
  it('sends the line total for a new line', () => {
    expect(addToCartEvent(paracetamol)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'PEN', value: 25, items: [item(2, 5)] },
    });
  });

  it('sends priceValue + priceUnit for one more unit on an existing line', () => {
    expect(addToCartEvent(paracetamol, { unitStep: true })).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'PEN', value: 37.5, items: [item(3, 7.5)] },
    });
  });

  it('rounds the value to the cent', () => {
    const line = { ...paracetamol, quantity: 1, priceUnit: 0.1, priceValue: 0.2, originalPrice: null };
    expect(addToCartEvent(line, { unitStep: true }).ecommerce.value).toBe(0.3);
  });

  it('falls back to the variant id without a sku and honours another currency', () => {
    const event = addToCartEvent({ ...giftSample, sku: [] }, { currency: 'USD' });
    expect(event.ecommerce.currency).toBe('USD');
    expect(event.ecommerce.items[0]?.item_id).toBe('UHJvZHVjdFZhcmlhbnQ6Mg==');
    expect(event.ecommerce.value).toBe(0);
  });
});

describe('removeFromCartEvent', () => {
  it('sends the line total for a removed line', () => {
    expect(removeFromCartEvent(paracetamol)).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'PEN', value: 25, items: [item(2, 5)] },
    });
  });

  it('sends priceValue − priceUnit for one unit less on a line that stays', () => {
    expect(removeFromCartEvent(paracetamol, { unitStep: true })).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'PEN', value: 12.5, items: [item(1, 2.5)] },
    });
  });
});
