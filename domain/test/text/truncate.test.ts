import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, TRUNCATE_AFTER, TRUNCATE_KEEP, truncateText } from '../../src/text/truncate';

describe('truncateText', () => {
  it('uses the limits 65 and 50 and three dots', () => {
    expect([TRUNCATE_AFTER, TRUNCATE_KEEP, ELLIPSIS]).toEqual([65, 50, '...']);
  });

  it('leaves text of up to 65 characters unchanged', () => {
    expect(truncateText('Paracetamol 500 mg')).toBe('Paracetamol 500 mg');
    const exactly65 = 'a'.repeat(65);
    expect(truncateText(exactly65)).toBe(exactly65);
  });

  it('cuts text longer than 65 to its first 50 characters plus ...', () => {
    const text = `${'b'.repeat(50)}${'c'.repeat(16)}`;
    expect(truncateText(text)).toBe(`${'b'.repeat(50)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'x'.repeat(49)}💊${'y'.repeat(20)}`;
    expect(truncateText(text)).toBe(`${'x'.repeat(49)}💊...`);
  });

  it('always yields at most 53 characters, starting like the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const out = truncateText(s);
        return s.length <= 65 ? out === s : out.length === 53 && s.startsWith(out.slice(0, 50));
      }),
    );
  });
});
