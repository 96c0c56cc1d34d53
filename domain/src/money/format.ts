import { CURRENCY, LOCALE } from './currency';
import { roundMoney } from './round';

// Intl's formatter only for amounts the plain path below does not take (not finite, or too large for whole cents
// to be exact), built on first use: building it (ICU's locale data) took 100–450 ms of a throttled phone's main
// thread, and every page with a saved cart priced its lines at start-up.
let priceFormat: Intl.NumberFormat | undefined;
/** Below this, an amount's whole cents are exact in a double. */
const PLAIN_LIMIT = 1e13;
const NBSP = '\u00a0';

/**
 * Shopper-facing price, e.g. `S/ 12.50`, `S/ 1,279.00`, `-S/ 3.00` (requirements: "Price format"), exactly as
 * `Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' })` writes it: a non-breaking space (U+00A0)
 * after `S/`, so that the prefix never wraps away from the amount, commas between thousands and two decimals. Written
 * out here rather than by Intl because Intl's first use on a page costs far more than formatting. The amount is
 * rounded with {@link roundMoney} first (half away from zero: 1.005 is 1.01).
 */
export function formatPrice(n: number): string {
  const amount = roundMoney(n);
  if (!Number.isFinite(amount) || Math.abs(amount) >= PLAIN_LIMIT) {
    priceFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
    return priceFormat.format(amount);
  }
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}S/${NBSP}${whole}.${fraction}`;
}

/**
 * A price is accepted only if it is a number (requirements: "Accepted prices"): finite numbers pass unchanged,
 * everything else — numeric strings such as "12.50" or "S/12.50", NaN, Infinity, null — is refused with null, so the
 * caller decides what a missing price means instead of this function guessing.
 */
export function parsePrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
