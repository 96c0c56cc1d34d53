/** Every date rule of the storefront is read in Lima time, whatever the server's zone (requirements: "Time zone"). */
export const LIMA_TIME_ZONE = 'America/Lima';

const MINUTE_MS = 60_000;

/** Calendar date and wall-clock time in Lima; month is 1–12. */
export interface LimaDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Built on first use, not when the module loads (a formatter costs start-up time on pages that never read a date).
let limaParts: Intl.DateTimeFormat | undefined;
const limaFormat = (): Intl.DateTimeFormat => {
  // h23 avoids the "24" some engines print for midnight with hour12: false.
  limaParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LIMA_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return limaParts;
};

/** Wall-clock reading of an instant in Lima. */
export function toLimaDateTime(date: Date): LimaDateTime {
  const parts = limaFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * Offset of Lima from UTC at an instant, in minutes (−300 today). Read from the time-zone database instead of being
 * hard-coded so that the one place that needs it stays right for historical dates (Peru had summer time until 1994).
 */
export function limaOffsetMinutes(date: Date): number {
  const t = toLimaDateTime(date);
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const instant = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - instant) / MINUTE_MS);
}

/** The instant at which Lima's clock shows the given wall time (month 1–12; overflowing fields roll over). */
export function limaWallTimeToDate(year: number, month: number, day: number, hour = 0, minute = 0, ms = 0): Date {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, 0, ms);
  // Guess with the offset at the wall time read as UTC, then correct once with the offset at the guessed instant:
  // exact whenever no clock change lies within a few hours, which is always the case today.
  const guess = wallAsUtc - limaOffsetMinutes(new Date(wallAsUtc)) * MINUTE_MS;
  return new Date(wallAsUtc - limaOffsetMinutes(new Date(guess)) * MINUTE_MS);
}

/** Minutes since Lima midnight at an instant (0–1439). */
export function limaMinuteOfDay(date: Date): number {
  const t = toLimaDateTime(date);
  return t.hour * 60 + t.minute;
}
