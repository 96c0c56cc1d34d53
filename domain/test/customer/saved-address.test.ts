import { describe, expect, it } from 'vitest';
import { validateSavedAddress } from '../../src/customer/saved-address';

const valid = {
  firstName: 'Jorge',
  lastName: 'Ramírez Soto',
  phone: '+51 912 345 678',
  street: 'Av. Larco 345, dpto. 402',
  reference: 'Frente al parque',
  district: 'Miraflores',
};

describe('validateSavedAddress', () => {
  it('accepts a complete address (the reference is optional)', () => {
    expect(validateSavedAddress(valid)).toEqual({});
    expect(validateSavedAddress({ ...valid, reference: '' })).toEqual({});
  });

  it('names each missing field in Spanish', () => {
    expect(
      validateSavedAddress({ firstName: '', lastName: '', phone: '', street: ' ', reference: '', district: '' }),
    ).toEqual({
      firstName: 'Ingresa tus nombres.',
      lastName: 'Ingresa los apellidos.',
      phone: 'Ingresa tu número de celular.',
      street: 'Ingresa la dirección.',
      district: 'Elige el distrito.',
    });
  });

  it('refuses a phone that is not a Peruvian mobile, a short street, a long reference and control characters', () => {
    const errors = validateSavedAddress({
      ...valid,
      phone: '012345678',
      street: 'Av.',
      reference: 'x'.repeat(121),
      lastName: 'R4mírez',
    });
    expect(Object.keys(errors).sort()).toEqual(['lastName', 'phone', 'reference', 'street']);
    expect(validateSavedAddress({ ...valid, street: 'Av. Larco\u0000 345' }).street).toBeDefined();
  });
});
