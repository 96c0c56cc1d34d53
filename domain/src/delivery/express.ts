import { limaMinuteOfDay } from '../time/lima';

/** Express delivery can be chosen from 08:00 (requirements: "Express window"). */
export const EXPRESS_START = '08:00';
/** …until the 21:00 cut-off, read in Lima time. */
export const EXPRESS_CUTOFF = '21:00';

/** Clock-skew allowance for windows checked against the shopper's clock (requirements: "Clock tolerance"). */
export const DATE_SYNC_TOLERANCE_MINUTES = 5;

const START_MINUTE = 8 * 60;
const CUTOFF_MINUTE = 21 * 60;

/**
 * Whether express delivery is offered at an instant: from 08:00 inclusive to the 21:00 cut-off exclusive, in Lima.
 * The cut-off is exclusive because at 21:00 the cut-off has been reached. `toleranceMinutes` widens both ends
 * (requirements: "Clock tolerance": 5 minutes when the browser checks the shopper's clock; the gateway uses 0 and its
 * own clock).
 */
export function isExpressAvailable(now: Date, toleranceMinutes = 0): boolean {
  const minute = limaMinuteOfDay(now);
  return minute >= START_MINUTE - toleranceMinutes && minute < CUTOFF_MINUTE + toleranceMinutes;
}
