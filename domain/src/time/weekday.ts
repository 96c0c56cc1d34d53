import { toLimaDateTime } from './lima';

/** Day names as the storefront shows them, indexed like `Date#getDay` (0 = Sunday). */
export const WEEKDAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Spanish name of the day an instant falls on in Lima (requirements: "Weekday names"), e.g. Domingo. */
export function weekdayName(date: Date): WeekdayName {
  const { year, month, day } = toLimaDateTime(date);
  // The Lima calendar date read as a UTC date has the same weekday, with no dependence on the server's zone.
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return WEEKDAY_NAMES[index] ?? 'Domingo';
}
