/**
 * Significant digits kept before rounding. A double carries ~15.9 significant digits, so snapping to 15 removes the
 * noise left by arithmetic (0.145 * 3 = 0.43499999999999994) without changing any value written with 15 digits.
 */
const SIGNIFICANT_DIGITS = 15;
const WHOLE_NUMBERS_ONLY = 2 ** 52;

/**
 * Rounds an amount of money half away from zero to 2 decimals (requirements: "Currency and rounding").
 *
 * Works on the decimal text of the number rather than on `n * 100`, because binary floating point stores 1.005 as
 * 1.00499999…, which plain `Math.round(n * 100) / 100` would round down. Non-finite input is returned unchanged so
 * that a broken amount stays visible instead of turning into a plausible price. Never returns -0.
 */
export function roundMoney(n: number): number {
  if (!Number.isFinite(n)) return n;
  // From 2^52 up every double is a whole number, so there is nothing to round (and the text would need an exponent).
  if (Math.abs(n) >= WHOLE_NUMBERS_ONLY) return n;
  const magnitude = Number(Math.abs(n).toPrecision(SIGNIFICANT_DIGITS));
  // Shift the decimal point by editing the exponent of the text, which is exact, unlike multiplying by 100.
  const [mantissa, exponent] = magnitude.toExponential().split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  const rounded = Number(`${cents}e-2`);
  if (rounded === 0) return 0;
  return n < 0 ? -rounded : rounded;
}

/**
 * Whole cents (hundredths) of an amount, after rounding. Integer sums of cents are exact and independent of order;
 * the voucher redemption also sends prices in hundredths (requirements: "Voucher redemption").
 */
export function toCents(n: number): number {
  return Math.round(roundMoney(n) * 100);
}

/** Amount of money from whole cents. */
export function fromCents(cents: number): number {
  return roundMoney(cents / 100);
}
