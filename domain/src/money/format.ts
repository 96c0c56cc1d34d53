import { roundMoney } from './round';

/**
 * Shopper-facing price, e.g. `S/ 12.50`, `S/ 1,279.00`, `-S/ 3.00` (requirements: "Price format"), exactly as
 * `Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' })` writes any amount below 10^13: a non-breaking
 * space (U+00A0) after `S/`, so that the prefix never wraps away from the amount, commas between thousands and two
 * decimals. Written out rather than by Intl: the first Intl formatter of a page loads ICU's locale data (100–450 ms of
 * a throttled phone's main thread), and every page with a saved cart prices its lines at start-up. The amount is
 * rounded with {@link roundMoney} first (half away from zero: 1.005 is 1.01), so `toFixed` only writes its cents;
 * commas go before each group of three digits left of the point.
 */
export function formatPrice(n: number): string {
  const amount = roundMoney(n);
  return `${amount < 0 ? '-' : ''}S/\u00a0${Math.abs(amount)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+\.)/g, ',')}`;
}

/**
 * A price is accepted only if it is a number (requirements: "Accepted prices"): finite numbers pass unchanged,
 * everything else — numeric strings such as "12.50" or "S/12.50", NaN, Infinity, null — is refused with null, so the
 * caller decides what a missing price means instead of this function guessing.
 */
export function parsePrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
