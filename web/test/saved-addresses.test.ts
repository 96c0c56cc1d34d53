import { describe, expect, it } from 'vitest';
import {
  addressInputOf,
  addressLine,
  EMPTY_ADDRESS,
  formFieldOf,
  formOf,
  formProblems,
} from '../src/features/account/addresses/address-form';
import { deliveryAddressOf } from '../src/features/checkout/SavedAddressPicker';

const SAVED = {
  __typename: 'Address' as const,
  id: 'QWRkcmVzczox',
  firstName: 'María',
  lastName: 'Quispe',
  phone: '+51987654321',
  streetAddress1: 'Av. José Larco 345',
  streetAddress2: 'Frente al parque',
  cityArea: 'Miraflores',
  postalCode: '150122',
  isDefaultShippingAddress: true,
};

describe('the address book form', () => {
  it('a saved address fills the form (phone without +51) and goes back as the same AddressInput', () => {
    const values = formOf(SAVED);
    expect(values).toEqual({
      firstName: 'María',
      lastName: 'Quispe',
      phone: '987654321',
      street: 'Av. José Larco 345',
      reference: 'Frente al parque',
      district: 'Miraflores',
      districtId: '150122',
    });
    expect(formProblems(values)).toEqual({});
    expect(addressInputOf(values)).toEqual({
      firstName: 'María',
      lastName: 'Quispe',
      phone: '987654321',
      streetAddress1: 'Av. José Larco 345',
      streetAddress2: 'Frente al parque',
      cityArea: 'Miraflores',
      country: 'PE',
    });
  });

  it('an empty form names every required field in Spanish', () => {
    expect(Object.keys(formProblems(EMPTY_ADDRESS)).sort()).toEqual([
      'district',
      'firstName',
      'lastName',
      'phone',
      'street',
    ]);
  });

  it("the gateway's AccountError fields land on the form's fields", () => {
    expect(formFieldOf('cityArea')).toBe('district');
    expect(formFieldOf('streetAddress1')).toBe('street');
    expect(formFieldOf('input')).toBeNull();
    expect(formFieldOf(null)).toBeNull();
    expect(addressLine(SAVED)).toBe('Av. José Larco 345, Miraflores');
  });
});

describe("checkout's saved addresses", () => {
  it('a saved address becomes the delivery step’s district (by ubigeo), street and reference', () => {
    expect(deliveryAddressOf(SAVED)).toEqual({
      districtId: '150122',
      districtName: 'Miraflores',
      street: 'Av. José Larco 345',
      reference: 'Frente al parque',
    });
  });
});
