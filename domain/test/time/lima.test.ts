import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIMA_TIME_ZONE,
  limaMinuteOfDay,
  limaOffsetMinutes,
  limaWallTimeToDate,
  toLimaDateTime,
  toLimaDateTimeFromDatabase,
} from '../../src/time/lima';

describe('Lima time', () => {
  it('is America/Lima at UTC−5', () => {
    expect(LIMA_TIME_ZONE).toBe('America/Lima');
    expect(limaOffsetMinutes(new Date('2025-03-01T12:00:00Z'))).toBe(-300);
    expect(limaOffsetMinutes(new Date('2025-07-01T12:00:00Z'))).toBe(-300); // no summer time
  });

  it('reads the same wall clock as the time-zone database from 1994-04-02 to 2040 (no formatter needed)', () => {
    const hour = 3_600_000;
    // Every 7 h 13 min 7 s: every hour of the day, minute and second moves through the years.
    const step = 7 * hour + 13 * 60_000 + 7_000;
    let differing = 0;
    for (let time = Date.UTC(1994, 3, 2); time < Date.UTC(2040, 0, 1); time += step) {
      const date = new Date(time);
      if (JSON.stringify(toLimaDateTime(date)) !== JSON.stringify(toLimaDateTimeFromDatabase(date))) differing++;
    }
    expect(differing).toBe(0);
    // Before that, Peru's summer times come from the database (1994: UTC−4 from 1 January to 1 April).
    expect(limaOffsetMinutes(new Date('1994-02-01T12:00:00Z'))).toBe(-240);
    expect(toLimaDateTime(new Date('1994-02-01T12:00:00Z'))).toMatchObject({ day: 1, hour: 8 });
    expect(() => toLimaDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads the wall clock of an instant', () => {
    expect(toLimaDateTime(new Date('2025-03-01T04:30:15Z'))).toEqual({
      year: 2025,
      month: 2,
      day: 28,
      hour: 23,
      minute: 30,
      second: 15,
    });
    expect(limaMinuteOfDay(new Date('2025-03-01T05:00:00Z'))).toBe(0);
    expect(limaMinuteOfDay(new Date('2025-03-01T13:30:00Z'))).toBe(8 * 60 + 30);
  });

  it('finds the instant of a wall time', () => {
    expect(limaWallTimeToDate(2025, 3, 1)).toEqual(new Date('2025-03-01T05:00:00Z'));
    expect(limaWallTimeToDate(2025, 12, 31, 23, 59)).toEqual(new Date('2026-01-01T04:59:00Z'));
  });

  it('round-trips wall times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const t = toLimaDateTime(limaWallTimeToDate(year, month, day, hour, minute));
          expect(t).toEqual({ year, month, day, hour, minute, second: 0 });
        },
      ),
    );
  });
});
