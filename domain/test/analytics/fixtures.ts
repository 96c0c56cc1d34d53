import type { CartLine } from '../../src/analytics/cart-line';

/** Two units of a discounted product (S/ 15.00 → S/ 12.50), as the cart holds it. */
export const paracetamol: CartLine = {
  id: 'line-1',
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  sku: ['SKU-PARA-500'],
  name: 'Paracetamol 500 mg x 100 tabletas',
  brand: 'Genfar',
  category: 'Analgésicos',
  quantity: 2,
  priceUnit: 12.5,
  priceValue: 25,
  originalPrice: 15,
  typePurchase: 'once',
  isGift: false,
};

/** A gift added by a promotion: quantity 1, price S/ 0. */
export const giftSample: CartLine = {
  id: 'line-2',
  variantId: 'UHJvZHVjdFZhcmlhbnQ6Mg==',
  sku: 'SKU-GIFT-1',
  name: 'Muestra gratis',
  brand: 'Cuida',
  category: 'Regalos',
  quantity: 1,
  priceUnit: 0,
  priceValue: 0,
  typePurchase: 'once',
  isGift: true,
};
