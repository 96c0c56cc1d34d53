import { describe, expect, it } from 'vitest';
import { PICKUP_POINT, pickupAddress, pickupHours, pickupRequirements } from '../../src/delivery/pickup';

describe('store pickup', () => {
  it('is the main pharmacy in Miraflores (150122)', () => {
    expect(PICKUP_POINT).toMatchObject({ ubigeo: '150122', district: 'Miraflores' });
    expect(pickupAddress()).toBe('Av. José Larco 1232, Miraflores, Lima');
    expect(pickupHours()).toEqual(['Lunes a sábado de 08:00 a 21:00', 'Domingos y feriados de 09:00 a 18:00']);
  });

  it('asks the shopper for their own document when they pick up', () => {
    const lines = pickupRequirements('pickup_for_me');
    expect(lines.join(' ')).toMatch(/Tu documento de identidad/);
    expect(lines.join(' ')).toMatch(/número de pedido/);
  });

  it('names the other person and their document when someone else picks up', () => {
    const lines = pickupRequirements('pickup_for_someone_else', {
      name: 'Rosa Díaz',
      documentType: 2,
      documentNumber: '41234567',
    });
    expect(lines).toContain('Rosa Díaz debe presentar su DNI N.° 41234567.');
    expect(lines).toContain('Solo esa persona puede recoger el pedido.');
    expect(pickupRequirements('pickup_for_someone_else', null).join(' ')).toMatch(/La persona que recoge/);
  });
});
