import { describe, expect, it } from 'vitest';
import { GENDER_OPTIONS, isGender } from '../../src/customer/gender';

describe('gender options', () => {
  it('are Mujer, Hombre and Prefiero no decirlo, in that order', () => {
    expect(GENDER_OPTIONS).toEqual(['Mujer', 'Hombre', 'Prefiero no decirlo']);
  });

  it('recognise only the offered options', () => {
    expect(isGender('Mujer')).toBe(true);
    expect(isGender('Prefiero no decirlo')).toBe(true);
    expect(isGender('mujer')).toBe(false);
    expect(isGender('Otro')).toBe(false);
    expect(isGender(undefined)).toBe(false);
  });
});
