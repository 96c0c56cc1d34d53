/**
 * Dates of the seed. Everything is derived from a fixed base date so the catalogue is identical on every run,
 * except the collections' promotion windows, which are computed relative to "now" (see collections.ts).
 */

/** 2026-01-15 10:00 in Lima (UTC−5, no daylight saving). */
export const BASE_DATE = new Date('2026-01-15T10:00:00-05:00');
export const BASE_TIME = BASE_DATE.getTime();

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export function isoDaysBeforeBase(days: number, hours = 0): string {
  return new Date(BASE_TIME - days * DAY_MS - hours * HOUR_MS).toISOString();
}

const limaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The calendar date in Lima of `date` shifted by `days`, as ddMMyyyy (the voucherify format). */
export function limaDdMmYyyy(date: Date, days = 0): string {
  const parts = limaDate.formatToParts(new Date(date.getTime() + days * DAY_MS));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}`;
}

/** A voucherify window "ddMMyyyy_ddMMyyyy" from `startDays` to `endDays` relative to `now`, in Lima dates. */
export function voucherifyWindow(now: Date, startDays: number, endDays: number): string {
  return `${limaDdMmYyyy(now, startDays)}_${limaDdMmYyyy(now, endDays)}`;
}
