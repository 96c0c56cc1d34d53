import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPeruvianMobile, toNationalPhone, validatePhone } from '../../src/customer/phone';

describe('toNationalPhone', () => {
  it('strips the +51 prefix to the last 9 digits', () => {
    expect(toNationalPhone('+51987654321')).toBe('987654321');
    expect(toNationalPhone('+51 987 654 321')).toBe('987654321');
    expect(toNationalPhone('0051987654321')).toBe('987654321');
  });

  it('cuts an 11-character phone string to its last 9', () => {
    expect(toNationalPhone('51987654321')).toBe('987654321');
  });

  it('leaves 9 digits or fewer as their digits', () => {
    expect(toNationalPhone('987654321')).toBe('987654321');
    expect(toNationalPhone('987-654')).toBe('987654');
    expect(toNationalPhone('')).toBe('');
  });

  it('never returns more than 9 digits', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,9}$/.test(toNationalPhone(s))));
  });
});

describe('isPeruvianMobile', () => {
  it('accepts 9 digits starting with 9, with or without the country code', () => {
    expect(isPeruvianMobile('987654321')).toBe(true);
    expect(isPeruvianMobile('+51 987 654 321')).toBe(true);
    expect(isPeruvianMobile('51987654321')).toBe(true);
    expect(isPeruvianMobile('(51) 987-654-321')).toBe(true);
  });

  it('refuses other numbers', () => {
    expect(isPeruvianMobile('887654321')).toBe(false); // does not start with 9
    expect(isPeruvianMobile('98765432')).toBe(false); // 8 digits
    expect(isPeruvianMobile('9876543210')).toBe(false); // 10 digits
    expect(isPeruvianMobile('12345987654321')).toBe(false); // only the tail looks right
    expect(isPeruvianMobile('98765432a1')).toBe(false); // letters
  });
});

describe('validatePhone', () => {
  it('gives Spanish messages', () => {
    expect(validatePhone('987654321')).toBeNull();
    expect(validatePhone('')).toBe('Ingresa tu número de celular.');
    expect(validatePhone('12345')).toBe('Ingresa un celular de 9 dígitos que empiece con 9.');
  });
});
