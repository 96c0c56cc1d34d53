import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../src/customer/mask-email';

describe('maskEmail', () => {
  it('keeps the first 3 characters, the last one and the domain', () => {
    expect(maskEmail('juanperez@gmail.com')).toBe('jua*****z@gmail.com');
    expect(maskEmail('maria.lopez@cuida.pe')).toBe('mar*******z@cuida.pe');
  });

  it('hides one character in a 5-character local part', () => {
    expect(maskEmail('abcde@x.pe')).toBe('abc*e@x.pe');
  });

  it('shows a local part of 4 or fewer as it is: its first three and its last are all of it', () => {
    expect(maskEmail('luis@x.pe')).toBe('luis@x.pe');
    expect(maskEmail('ana@x.pe')).toBe('ana@x.pe');
    expect(maskEmail('jo@x.pe')).toBe('jo@x.pe');
    expect(maskEmail('a@x.pe')).toBe('a@x.pe');
  });

  it('masks text without @ as a whole', () => {
    expect(maskEmail('juanperez')).toBe('jua*****z');
    expect(maskEmail('')).toBe('');
  });

  it('keeps the length and the domain of any address', () => {
    const local = fc.string({ minLength: 1, maxLength: 30, unit: fc.constantFrom(...'abcdefghij.0123_-') });
    fc.assert(
      fc.property(local, fc.domain(), (l, d) => {
        const masked = maskEmail(`${l}@${d}`);
        const head = Array.from(l);
        const hidden = Math.max(0, head.length - 4);
        return (
          masked.length === l.length + 1 + d.length &&
          masked.endsWith(`@${d}`) &&
          masked.split('*').length - 1 === hidden &&
          masked.startsWith(head.slice(0, 3).join(''))
        );
      }),
    );
  });
});
