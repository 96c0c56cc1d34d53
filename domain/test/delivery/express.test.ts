import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_SYNC_TOLERANCE_MINUTES,
  EXPRESS_CUTOFF,
  EXPRESS_START,
  isExpressAvailable,
} from '../../src/delivery/express';

// Lima is UTC−5: 08:00 in Lima is 13:00Z, 21:00 in Lima is 02:00Z the next day.
const at = (iso: string) => new Date(iso);
const originalTz = process.env.TZ;

describe('isExpressAvailable', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('uses the window 08:00 to 21:00 and a 5-minute tolerance', () => {
    expect(EXPRESS_START).toBe('08:00');
    expect(EXPRESS_CUTOFF).toBe('21:00');
    expect(DATE_SYNC_TOLERANCE_MINUTES).toBe(5);
  });

  it('opens at 08:00 Lima time', () => {
    expect(isExpressAvailable(at('2025-03-03T12:59:59Z'))).toBe(false);
    expect(isExpressAvailable(at('2025-03-03T13:00:00Z'))).toBe(true);
  });

  it('closes at the 21:00 cut-off', () => {
    expect(isExpressAvailable(at('2025-03-04T01:59:59Z'))).toBe(true);
    expect(isExpressAvailable(at('2025-03-04T02:00:00Z'))).toBe(false);
  });

  it('is closed overnight', () => {
    expect(isExpressAvailable(at('2025-03-04T08:00:00Z'))).toBe(false); // 03:00 in Lima
  });

  it('widens both ends by the tolerance', () => {
    expect(isExpressAvailable(at('2025-03-03T12:55:00Z'), 5)).toBe(true); // 07:55
    expect(isExpressAvailable(at('2025-03-03T12:54:59Z'), 5)).toBe(false); // 07:54
    expect(isExpressAvailable(at('2025-03-04T02:04:59Z'), 5)).toBe(true); // 21:04
    expect(isExpressAvailable(at('2025-03-04T02:05:00Z'), 5)).toBe(false); // 21:05
  });

  it("does not depend on the server's time zone", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date('2025-03-03T13:00:00Z').getHours()).toBe(22); // the process really runs in Tokyo time
    expect(isExpressAvailable(at('2025-03-03T13:00:00Z'))).toBe(true);
    expect(isExpressAvailable(at('2025-03-04T02:00:00Z'))).toBe(false);
  });
});
