import { limaWallTimeToDate } from '../time/lima';

/** An inclusive promotion period: both instants belong to it. */
export interface PromotionWindow {
  start: Date;
  end: Date;
}

const WINDOW_PATTERN = /^(\d{2})(\d{2})(\d{4})_(\d{2})(\d{2})(\d{4})$/;
const MINUTE_MS = 60_000;

/** Lima midnight starting a ddMMyyyy day, or null when that day does not exist (e.g. 31022024). */
function limaDayStart(dd: string, mm: string, yyyy: string): Date | null {
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  // Date.UTC rolls 31 Feb over into March; a real day maps back onto itself.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return limaWallTimeToDate(year, month, day);
}

/**
 * Parses a collection's `voucherify` metadata, `ddMMyyyy_ddMMyyyy` (requirements: "Collection promotion windows"), into
 * the period it is active: from 00:00 of the first day to 23:59:59.999 of the last day, inclusive, in Lima. The
 * "until 23:59" of the rule is read as the whole last minute. Null for anything malformed: wrong shape, a day that does
 * not exist, or an end before the start. Surrounding spaces are ignored.
 */
export function parsePromotionWindow(value: unknown): PromotionWindow | null {
  if (typeof value !== 'string') return null;
  // A window reads Lima's clock six times (Intl, slow); carts and category pages read the same few windows on every
  // request, so each is read once. Fresh Dates each time: callers own what they are given.
  let known = parsedWindows.get(value);
  if (known === undefined) {
    const window = readPromotionWindow(value);
    known = window ? { start: window.start.getTime(), end: window.end.getTime() } : null;
    if (parsedWindows.size >= PARSED_WINDOWS_MAX) parsedWindows.clear();
    parsedWindows.set(value, known);
  }
  return known ? { start: new Date(known.start), end: new Date(known.end) } : null;
}

/** Windows already read, by their text (bounded: the catalogue has a few dozen). */
const parsedWindows = new Map<string, { start: number; end: number } | null>();
const PARSED_WINDOWS_MAX = 1000;

function readPromotionWindow(value: string): PromotionWindow | null {
  const match = WINDOW_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, d1 = '', m1 = '', y1 = '', d2 = '', m2 = '', y2 = ''] = match;
  const start = limaDayStart(d1, m1, y1);
  const lastDay = limaDayStart(d2, m2, y2);
  if (!start || !lastDay || lastDay < start) return null;
  const nextDay = limaWallTimeToDate(Number(y2), Number(m2), Number(d2) + 1);
  return { start, end: new Date(nextDay.getTime() - 1) };
}

/**
 * Whether an instant lies in a window, ends included. `toleranceMinutes` widens both ends for checks made against
 * the shopper's clock (requirements: "Clock tolerance": 5 minutes); the gateway passes 0.
 */
export function isWindowActive(window: PromotionWindow, now: Date, toleranceMinutes = 0): boolean {
  const slack = toleranceMinutes * MINUTE_MS;
  const t = now.getTime();
  return t >= window.start.getTime() - slack && t <= window.end.getTime() + slack;
}
