import { describe, expect, it, vi } from 'vitest';
import { isWindowActive, parsePromotionWindow } from '../../src/promotions/window';

describe('parsePromotionWindow', () => {
  it("reads a window's text once: the same window again costs no reading of Lima's clock, and gives fresh dates", () => {
    const first = parsePromotionWindow('02062031_09062031');
    const malformed = parsePromotionWindow('31022031_01032031');
    const reading = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const again = parsePromotionWindow('02062031_09062031');
    const malformedTwice = [malformed, parsePromotionWindow('31022031_01032031')];
    const readings = reading.mock.calls.length;
    reading.mockRestore();
    expect(again).toEqual(first);
    expect(again?.start).not.toBe(first?.start);
    expect(malformedTwice).toEqual([null, null]);
    expect(readings).toBe(0);
  });

  it('runs from Lima midnight of the first day to the last millisecond of the last day', () => {
    expect(parsePromotionWindow('01032025_31032025')).toEqual({
      start: new Date('2025-03-01T05:00:00.000Z'),
      end: new Date('2025-04-01T04:59:59.999Z'),
    });
  });

  it('accepts a one-day window and a leap day', () => {
    expect(parsePromotionWindow('15052025_15052025')).toEqual({
      start: new Date('2025-05-15T05:00:00.000Z'),
      end: new Date('2025-05-16T04:59:59.999Z'),
    });
    expect(parsePromotionWindow('29022024_01032024')?.start).toEqual(new Date('2024-02-29T05:00:00.000Z'));
  });

  it('crosses a year end', () => {
    expect(parsePromotionWindow('31122024_01012025')?.end).toEqual(new Date('2025-01-02T04:59:59.999Z'));
  });

  it('ignores surrounding spaces', () => {
    expect(parsePromotionWindow(' 01032025_31032025 ')).not.toBeNull();
  });

  it.each([
    '',
    '0103202531032025',
    '01-03-2025_31-03-2025',
    '1032025_31032025',
    '01032025_31032025_',
    '32012025_01022025',
    '29022025_01032025',
    '01132025_01012026',
    '00012025_01012025',
    '31032025_01032025',
  ])('refuses %j', (value) => {
    expect(parsePromotionWindow(value)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parsePromotionWindow(undefined)).toBeNull();
    expect(parsePromotionWindow(1032025)).toBeNull();
  });
});

describe('isWindowActive', () => {
  const window = parsePromotionWindow('01032025_31032025');
  if (!window) throw new Error('fixture must parse');

  it('includes both ends', () => {
    expect(isWindowActive(window, new Date('2025-03-01T05:00:00.000Z'))).toBe(true);
    expect(isWindowActive(window, new Date('2025-04-01T04:59:59.999Z'))).toBe(true);
    expect(isWindowActive(window, new Date('2025-03-15T12:00:00.000Z'))).toBe(true);
  });

  it('excludes the instants just outside', () => {
    expect(isWindowActive(window, new Date('2025-03-01T04:59:59.999Z'))).toBe(false);
    expect(isWindowActive(window, new Date('2025-04-01T05:00:00.000Z'))).toBe(false);
  });

  it('widens each end by the tolerance', () => {
    expect(isWindowActive(window, new Date('2025-03-01T04:55:00.000Z'), 5)).toBe(true);
    expect(isWindowActive(window, new Date('2025-03-01T04:54:59.999Z'), 5)).toBe(false);
    expect(isWindowActive(window, new Date('2025-04-01T05:04:59.999Z'), 5)).toBe(true);
    expect(isWindowActive(window, new Date('2025-04-01T05:05:00.000Z'), 5)).toBe(false);
  });
});
