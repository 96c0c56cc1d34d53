import { describe, expect, it } from 'vitest';
import { orderDeliverySummary, orderPaymentSummary, scheduledDateText } from '../src/features/orders/order-summary';

const meta = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('how a placed order reads to its customer', () => {
  it('someone else picking up: the type as chosen and the person, not the store pickup method', () => {
    const summary = orderDeliverySummary(
      meta({
        'entrega.tipo': 'pickup_for_someone_else',
        'entrega.recogeNombre': 'Rosa Díaz',
        'entrega.recogeDocumento': 'DNI 41234567',
      }),
      'Recojo en tienda',
    );
    expect(summary).toEqual({
      label: 'Recoge otra persona',
      pickupPerson: 'Rosa Díaz (DNI 41234567)',
      date: null,
      delivered: false,
    });
  });

  it('a programado date in Spanish, in Lima, whatever the reader’s time zone', () => {
    expect(scheduledDateText('2026-11-30')).toBe('lunes, 30 de noviembre de 2026');
    const summary = orderDeliverySummary(
      meta({ 'entrega.tipo': 'programado', 'entrega.fecha': '2026-11-30' }),
      'Delivery programado',
    );
    expect(summary.date).toBe('lunes, 30 de noviembre de 2026');
    expect(summary.delivered).toBe(true);
    expect(scheduledDateText('2026-02-30')).toBeNull();
    expect(scheduledDateText('30/11/2026')).toBeNull();
    expect(scheduledDateText(undefined)).toBeNull();
  });

  it("falls back on the shipping method's name for an order without the delivery type", () => {
    expect(orderDeliverySummary([], 'Delivery express').label).toBe('Delivery express');
  });

  it('names the payment method; a card order is never told to pay on delivery', () => {
    expect(orderPaymentSummary(meta({ 'pago.metodo': 'CARD' }), true)).toEqual({
      method: 'Tarjeta de crédito o débito',
      status: 'El pago con tu tarjeta fue aprobado.',
    });
    expect(orderPaymentSummary(meta({ 'pago.metodo': 'CARD' }), false).status).not.toContain('al recibir');
    expect(orderPaymentSummary(meta({ 'pago.metodo': 'CASH_ON_DELIVERY' }), false)).toEqual({
      method: 'Pago contra entrega',
      status: 'Pagarás al recibir tu pedido.',
    });
  });
});
