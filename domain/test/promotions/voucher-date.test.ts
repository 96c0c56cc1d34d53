import { describe, expect, it } from 'vitest';
import { hasValidVoucherDate, itemsForPromotionCheck } from '../../src/promotions/voucher-date';

const now = new Date('2025-03-15T15:00:00Z');
const running = { id: 'running', voucherifyData: { date: '01032025_31032025' } };
const expired = { id: 'expired', voucherifyData: { date: '01022025_28022025' } };
const malformed = { id: 'malformed', voucherifyData: { date: '2025-03-01' } };
const none = { id: 'none', voucherifyData: undefined };

describe('hasValidVoucherDate', () => {
  it('accepts a well-formed period running now', () => {
    expect(hasValidVoucherDate(running, now)).toBe(true);
  });

  it('refuses an expired or future period', () => {
    expect(hasValidVoucherDate(expired, now)).toBe(false);
    expect(hasValidVoucherDate({ voucherifyData: { date: '01042025_30042025' } }, now)).toBe(false);
  });

  it('refuses missing or malformed voucher data', () => {
    expect(hasValidVoucherDate(malformed, now)).toBe(false);
    expect(hasValidVoucherDate(none, now)).toBe(false);
    expect(hasValidVoucherDate({ voucherifyData: null }, now)).toBe(false);
    expect(hasValidVoucherDate({ voucherifyData: {} }, now)).toBe(false);
    expect(hasValidVoucherDate({ voucherifyData: { date: 1740805200000 } }, now)).toBe(false);
  });

  it("applies the tolerance at the period's edges", () => {
    const justBefore = new Date('2025-03-01T04:57:00Z'); // 23:57 in Lima the day before
    expect(hasValidVoucherDate(running, justBefore)).toBe(false);
    expect(hasValidVoucherDate(running, justBefore, 5)).toBe(true);
  });
});

describe('itemsForPromotionCheck', () => {
  it('leaves out the items added under a window that is closed or malformed; keeps the rest in cart order', () => {
    const other = { id: 'other', voucherifyData: { date: '10032025_20032025' } };
    expect(itemsForPromotionCheck([running, expired, none, malformed, other], now).map((i) => i.id)).toEqual([
      'running',
      'none',
      'other',
    ]);
  });

  it('sends an item added outside any window: store-wide and category promotions apply to it', () => {
    const outside = [{ voucherifyData: null }, { voucherifyData: {} }, { voucherifyData: { date: ' ' } }, {}];
    expect(itemsForPromotionCheck(outside, now)).toHaveLength(4);
  });
});
