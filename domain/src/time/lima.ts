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

/**
 * Lima's clock has read UTC−5 all year since summer time ended on 1994-04-01 (the time-zone database's America/Lima);
 * instants from the next day on are read with that offset, earlier ones from the database. The first time-zone formatter
 * of a page loads the zone's data: 150–250 ms of main thread on a throttled phone, paid by every checkout step (its
 * date rules read "today in Lima"). A test compares both readings hour by hour up to 2040, so a change to Peru's rules
 * in the database fails it.
 */
const FIXED_OFFSET_SINCE = Date.UTC(1994, 3, 2);
const LIMA_OFFSET_MS = -5 * 60 * MINUTE_MS;

/** Wall-clock reading of an instant in Lima, from the time-zone database. */
export function toLimaDateTimeFromDatabase(date: Date): LimaDateTime {
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

/** Wall-clock reading of an instant in Lima. */
export function toLimaDateTime(date: Date): LimaDateTime {
  const time = date.getTime();
  // NaN fails the comparison too: the database's formatter refuses an invalid date as it always did.
  if (!(time >= FIXED_OFFSET_SINCE)) return toLimaDateTimeFromDatabase(date);
  const wall = new Date(time + LIMA_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
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
