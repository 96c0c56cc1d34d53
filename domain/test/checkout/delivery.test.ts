import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TYPE,
  DELIVERY_TYPES,
  type DeliverySelection,
  EXPRESS_REASONS,
  earliestScheduledDate,
  expressAvailability,
  isDeliveryType,
  isPickup,
  latestScheduledDate,
  needsAddress,
  RIMAC_ONLY,
  validateDelivery,
  validateScheduledDate,
} from '../../src/checkout/delivery';

// 10:00 in Lima on 25 November 2026.
const NOW = new Date('2026-11-25T15:00:00Z');
const OPEN = { available: true, reason: null };
const context = { now: NOW, appRimac: false, express: OPEN };
const limaAt = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00-05:00`);
const covered = { covered: true };

const selection = (over: Partial<DeliverySelection> = {}): DeliverySelection => ({
  deliveryType: 'default',
  deliveryDate: null,
  address: { districtId: '150122', street: 'Av. Larco 345, dpto. 501', reference: 'Frente al parque' },
  pickup: { name: '', documentType: 2, documentNumber: '' },
  ...over,
});

describe('delivery types', () => {
  it('are the six types, default first choice "default"', () => {
    expect(DELIVERY_TYPES).toEqual([
      'programado',
      'express',
      'default',
      'rimac',
      'pickup_for_me',
      'pickup_for_someone_else',
    ]);
    expect(DEFAULT_DELIVERY_TYPE).toBe('default');
    expect(isDeliveryType('express')).toBe(true);
    expect(isDeliveryType('EXPRESS')).toBe(false);
    expect(isPickup('pickup_for_me')).toBe(true);
    expect(needsAddress('pickup_for_someone_else')).toBe(false);
    expect(needsAddress('rimac')).toBe(true);
  });
});

describe('expressAvailability', () => {
  it('is available at 08:00 and 20:59 Lima, not at 07:59 nor 21:00', () => {
    const at = (hhmm: string) => expressAvailability({ now: limaAt(hhmm), district: covered, offered: true });
    expect(at('07:59')).toEqual({ available: false, reason: EXPRESS_REASONS.closed });
    expect(at('08:00')).toEqual({ available: true, reason: null });
    expect(at('20:59')).toEqual({ available: true, reason: null });
    expect(at('21:00')).toEqual({ available: false, reason: EXPRESS_REASONS.closed });
    expect(EXPRESS_REASONS.closed).toBe('El delivery express se puede pedir de 08:00 a 21:00 (hora de Lima).');
  });

  it("widens by the browser's clock tolerance", () => {
    const at = (hhmm: string) =>
      expressAvailability({ now: limaAt(hhmm), district: covered, offered: true, toleranceMinutes: 5 }).available;
    expect(at('07:55')).toBe(true);
    expect(at('07:54')).toBe(false);
    expect(at('21:04')).toBe(true);
    expect(at('21:05')).toBe(false);
  });

  it('only where coverage offers it, the district checked before the clock', () => {
    const night = limaAt('23:00');
    expect(expressAvailability({ now: night, district: null, offered: true }).reason).toBe(EXPRESS_REASONS.noDistrict);
    expect(expressAvailability({ now: night, district: { covered: false }, offered: true }).reason).toBe(
      EXPRESS_REASONS.notCovered,
    );
    expect(expressAvailability({ now: NOW, district: covered, offered: false })).toEqual({
      available: false,
      reason: 'El delivery express no está disponible en tu distrito.',
    });
  });
});

describe('programado dates', () => {
  it('run from tomorrow to 30 days ahead, in Lima', () => {
    expect(earliestScheduledDate(NOW)).toBe('2026-11-26');
    expect(latestScheduledDate(NOW)).toBe('2026-12-25');
    // 23:30 on the 25th in Lima is the 26th in UTC: tomorrow is still the 26th.
    expect(earliestScheduledDate(new Date('2026-11-26T04:30:00Z'))).toBe('2026-11-26');
  });

  it('refuse today, past, inexistent and too distant dates', () => {
    expect(validateScheduledDate(null, NOW)).toBe('Elige la fecha de entrega.');
    expect(validateScheduledDate('2026-11-25', NOW)).toBe(
      'El delivery programado se entrega desde mañana: elige otra fecha.',
    );
    expect(validateScheduledDate('2026-11-26', NOW)).toBeNull();
    expect(validateScheduledDate('2026-12-25', NOW)).toBeNull();
    expect(validateScheduledDate('2026-12-26', NOW)).toBe('Elige una fecha dentro de los próximos 30 días.');
    expect(validateScheduledDate('2026-11-31', NOW)).toBe('Elige una fecha de entrega válida.');
  });
});

describe('validateDelivery', () => {
  it('accepts the default delivery with an address', () => {
    expect(validateDelivery(selection(), context)).toEqual({});
  });

  it('needs district, street within bounds and a short reference for delivered types', () => {
    expect(
      validateDelivery(
        selection({ address: { districtId: 'Miraflores', street: 'Av', reference: 'x'.repeat(121) } }),
        context,
      ),
    ).toEqual({
      districtId: 'Elige tu distrito.',
      street: 'La dirección debe tener entre 5 y 120 caracteres.',
      reference: 'La referencia puede tener hasta 120 caracteres.',
    });
    expect(validateDelivery(selection({ address: { districtId: '', street: ' ', reference: '' } }), context)).toEqual({
      districtId: 'Elige tu distrito.',
      street: 'Ingresa tu dirección: calle, número y, si aplica, departamento.',
    });
  });

  it('programado needs a date from tomorrow', () => {
    expect(validateDelivery(selection({ deliveryType: 'programado' }), context)).toEqual({
      deliveryDate: 'Elige la fecha de entrega.',
    });
    expect(validateDelivery(selection({ deliveryType: 'programado', deliveryDate: '2026-11-27' }), context)).toEqual(
      {},
    );
  });

  it('express only when available, with the reason given', () => {
    const closed = { available: false, reason: EXPRESS_REASONS.closed };
    expect(validateDelivery(selection({ deliveryType: 'express' }), { ...context, express: closed })).toEqual({
      deliveryType: EXPRESS_REASONS.closed,
    });
    expect(validateDelivery(selection({ deliveryType: 'express' }), context)).toEqual({});
  });

  it('rimac only in the insurer app', () => {
    expect(validateDelivery(selection({ deliveryType: 'rimac' }), context)).toEqual({ deliveryType: RIMAC_ONLY });
    expect(validateDelivery(selection({ deliveryType: 'rimac' }), { ...context, appRimac: true })).toEqual({});
  });

  it('pickup for me needs no address; for someone else, the name and document of that person', () => {
    const noAddress = { districtId: '', street: '', reference: '' };
    expect(validateDelivery(selection({ deliveryType: 'pickup_for_me', address: noAddress }), context)).toEqual({});
    expect(
      validateDelivery(selection({ deliveryType: 'pickup_for_someone_else', address: noAddress }), context),
    ).toEqual({
      pickupName: 'Ingresa el nombre de la persona que recogerá el pedido.',
      pickupDocumentNumber: 'Ingresa el número de documento de la persona que recogerá el pedido.',
    });
    expect(
      validateDelivery(
        selection({
          deliveryType: 'pickup_for_someone_else',
          pickup: { name: 'Rosa Quispe', documentType: 4, documentNumber: '12345' },
        }),
        context,
      ),
    ).toEqual({ pickupDocumentNumber: 'El CE debe tener entre 9 y 12 letras o números.' });
    expect(
      validateDelivery(
        selection({
          deliveryType: 'pickup_for_someone_else',
          pickup: { name: 'Rosa Quispe', documentType: 7, documentNumber: '12345678' },
        }),
        context,
      ),
    ).toEqual({ pickupDocumentType: 'Selecciona un tipo de documento.' });
    expect(
      validateDelivery(
        selection({
          deliveryType: 'pickup_for_someone_else',
          pickup: { name: 'Rosa Quispe', documentType: 2, documentNumber: '45871236' },
        }),
        context,
      ),
    ).toEqual({});
  });

  it('refuses an unknown type', () => {
    expect(validateDelivery(selection({ deliveryType: 'drone' }), context)).toEqual({
      deliveryType: 'Elige cómo quieres recibir tu pedido.',
    });
  });
});
