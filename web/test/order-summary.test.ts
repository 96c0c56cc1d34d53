import { describe, expect, it } from 'vitest';
import {
  orderDeliverySummary,
  orderPaymentSummary,
  pickupDocumentOf,
  scheduledDateText,
} from '../src/features/orders/order-summary';

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
      pickup: {
        type: 'pickup_for_someone_else',
        person: { name: 'Rosa Díaz', documentType: 2, documentNumber: '41234567' },
      },
    });
  });

  it('reads the pickup document as its type and number', () => {
    expect(pickupDocumentOf('CE 001234567')).toEqual({ documentType: 4, documentNumber: '001234567' });
    expect(pickupDocumentOf('Pasaporte C03845129')).toEqual({ documentType: 3, documentNumber: 'C03845129' });
    expect(pickupDocumentOf('41234567')).toEqual({ documentType: null, documentNumber: '41234567' });
  });

  it('shopper picking up: no person, the pickup to show', () => {
    expect(orderDeliverySummary(meta({ 'entrega.tipo': 'pickup_for_me' }), null).pickup).toEqual({
      type: 'pickup_for_me',
      person: null,
    });
    expect(orderDeliverySummary(meta({ 'entrega.tipo': 'default' }), null).pickup).toBeNull();
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
