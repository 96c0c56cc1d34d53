import { describe, expect, it } from 'vitest';
import { hasTrackableDocument, IDLE_CART_LIMIT_MS, IDLE_CHECK_INTERVAL_MS, isCartIdle } from '../../src/cart/idle';

describe('idle cart', () => {
  it('uses the limits: 5 minutes, checked every 60 s', () => {
    expect(IDLE_CART_LIMIT_MS).toBe(300_000);
    expect(IDLE_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it('ignores a missing, blank or "-" document', () => {
    expect(hasTrackableDocument('12345678')).toBe(true);
    expect(hasTrackableDocument('-')).toBe(false);
    expect(hasTrackableDocument(' - ')).toBe(false);
    expect(hasTrackableDocument('')).toBe(false);
    expect(hasTrackableDocument(null)).toBe(false);
    expect(hasTrackableDocument(undefined)).toBe(false);
  });

  it('is idle from 5 minutes after the last change, only with items', () => {
    const last = new Date('2025-03-01T15:00:00Z');
    expect(isCartIdle(2, last, new Date('2025-03-01T15:04:59.999Z'))).toBe(false);
    expect(isCartIdle(2, last, new Date('2025-03-01T15:05:00Z'))).toBe(true);
    expect(isCartIdle(0, last, new Date('2025-03-01T16:00:00Z'))).toBe(false);
  });
});
