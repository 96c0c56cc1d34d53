import { toLimaDateTime } from '../time/lima';

/** A calendar date as `YYYY-MM-DD` (the form checkout dates travel in: metadata, inputs of type date, the gateway). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Calendar parts of an ISO date that really exists (2026-02-30 does not), else null. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; a year below 1000 is not a date anyone means here.
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Today's date in Lima at an instant, `YYYY-MM-DD` (requirements: "Time zone"). */
export function limaIsoDate(now: Date): string {
  const t = toLimaDateTime(now);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

/** An ISO date moved by whole days (negative goes back); calendar arithmetic, no time zone involved. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`Not a date: ${isoDate}`);
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
