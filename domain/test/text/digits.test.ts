import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly } from '../../src/text/digits';

describe('digitsOnly', () => {
  it('keeps only the digits, in order', () => {
    expect(digitsOnly('+51 987-654-321')).toBe('51987654321');
    expect(digitsOnly('DNI: 1234 5678')).toBe('12345678');
    expect(digitsOnly('abc')).toBe('');
  });

  it('drops non-ASCII digits too', () => {
    expect(digitsOnly('١٢٣4')).toBe('4');
  });

  it('is the input filtered to 0-9 and idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = digitsOnly(s);
        return out === [...s].filter((c) => c >= '0' && c <= '9').join('') && digitsOnly(out) === out;
      }),
    );
  });
});
