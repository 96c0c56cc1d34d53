import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, limaIsoDate, parseIsoDate } from '../../src/checkout/dates';

describe('checkout dates', () => {
  it('parse only dates that exist', () => {
    expect(parseIsoDate('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('0099-01-01')).toBeNull();
    expect(parseIsoDate('2026-1-1')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it("give today's date in Lima, whatever the server's zone", () => {
    expect(limaIsoDate(new Date('2026-11-25T04:59:59Z'))).toBe('2026-11-24');
    expect(limaIsoDate(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });

  it('move by whole days across months and years', () => {
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDaysToIsoDate('mañana', 1)).toThrow(RangeError);
  });
});
