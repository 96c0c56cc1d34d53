import { describe, expect, it } from 'vitest';
import { receiptOf } from '../src/features/orders/receipt';

const money = (amount: number) => ({ gross: { amount } });

const order = {
  isPaid: true,
  shippingMethodName: 'Delivery regular',
  metadata: [
    { key: 'pago.metodo', value: 'CARD' },
    { key: 'descuento.promocion', value: '0.00' },
    { key: 'descuento.cupon', value: 'SALUD10' },
    { key: 'descuento.cuponMonto', value: '10.99' },
  ],
  lines: [
    {
      id: 'a',
      productName: 'Fórmula Infantil NAN Optipro 1 Lata 800 g',
      quantity: 1,
      gift: null,
      unitPrice: money(98.91),
      undiscountedUnitPrice: money(109.9),
    },
    {
      id: 'b',
      productName: 'Toallitas Húmedas Huggies One & Done Paquete x 48 unidades',
      quantity: 1,
      gift: 'promo_tier_bebe_regalo',
      unitPrice: money(0),
      undiscountedUnitPrice: money(8.9),
    },
  ],
  shippingPrice: money(9),
  total: money(107.91),
};

describe('receiptOf', () => {
  it('shows the order as step 3 did: catalogue prices, the gift free, the coupon, the delivery and the total', () => {
    const receipt = receiptOf(order);
    expect(receipt.lines.map((line) => [line.name, line.quantity, line.total, line.gift])).toEqual([
      ['Fórmula Infantil NAN Optipro 1 Lata 800 g', 1, 109.9, false],
      ['Toallitas Húmedas Huggies One & Done Paquete x 48 unidades', 1, 0, true],
    ]);
    expect(receipt).toMatchObject({
      subtotal: 109.9,
      coupon: { code: 'SALUD10', amount: 10.99 },
      delivery: 9,
      deliveryName: 'Delivery regular',
      total: 107.91,
      payment: 'CARD',
    });
    // The figures on the page add up: subtotal − coupon − promotions + delivery = total.
    expect(Math.round((receipt.subtotal - 10.99 - receipt.promoDiscount + receipt.delivery) * 100)).toBe(10791);
  });

  it('joins a product split over two lines by the discounts', () => {
    const receipt = receiptOf({
      ...order,
      isPaid: false,
      metadata: [{ key: 'pago.metodo', value: 'CASH_ON_DELIVERY' }],
      lines: [
        { id: 'a', productName: 'Alcohol', quantity: 2, unitPrice: money(10), undiscountedUnitPrice: money(10) },
        { id: 'b', productName: 'Alcohol', quantity: 1, unitPrice: money(9.99), undiscountedUnitPrice: money(10) },
      ],
    });
    expect(receipt.lines).toEqual([{ key: 'Alcohol|false', name: 'Alcohol', quantity: 3, total: 30, gift: false }]);
    expect(receipt.coupon).toBeNull();
    expect(receipt.payment).toBe('CASH_ON_DELIVERY');
  });
});
