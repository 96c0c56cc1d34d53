import { CURRENCY, LOCALE } from './currency';
import { roundMoney } from './round';

// One formatter, built on the first price formatted, not when the module loads: building it (ICU's locale data) took
// 100–400 ms of a throttled phone's start-up on every page whose script imports this module and formats nothing.
let priceFormat: Intl.NumberFormat | undefined;

/**
 * Shopper-facing price, e.g. `S/ 12.50`, `S/ 1,279.00` (requirements: "Price format"). Intl puts a non-breaking space
 * (U+00A0) after `S/`; it is kept so that the prefix never wraps away from the amount. The amount is rounded with
 * {@link roundMoney} first because Intl would round 1.005 down (it sees the binary value 1.00499…).
 */
export function formatPrice(n: number): string {
  priceFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
  return priceFormat.format(roundMoney(n));
}

/**
 * A price is accepted only if it is a number (requirements: "Accepted prices"): finite numbers pass unchanged,
 * everything else — numeric strings such as "12.50" or "S/12.50", NaN, Infinity, null — is refused with null, so the
 * caller decides what a missing price means instead of this function guessing.
 */
export function parsePrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
