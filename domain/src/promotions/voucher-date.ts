import { isWindowActive, parsePromotionWindow } from './window';

/** The part of a cart line item that the promotion check reads (spec §3 "voucherifyData (with date)"). */
export interface VoucherDated {
  voucherifyData?: { date?: unknown } | null;
}

/**
 * Whether a cart item's voucher data carries a valid date (spec §4, §5; decisions 1). The date is the
 * `ddMMyyyy_ddMMyyyy` period copied from the product's collection (`voucherify` metadata), and "valid" is read as
 * "well formed and running at `now`": an expired or not-yet-started period is as useless to the voucher service as a
 * malformed one. Any other value — missing, a bare date, a number — is not valid. The browser passes the 5-minute
 * tolerance of decisions 15, since it checks against the shopper's clock.
 */
export function hasValidVoucherDate(item: VoucherDated, now: Date, toleranceMinutes = 0): boolean {
  const window = parsePromotionWindow(item.voucherifyData?.date);
  return window !== null && isWindowActive(window, now, toleranceMinutes);
}

/** The cart items to send for a promotion check (spec §5): those with a valid voucher date, in cart order. */
export function itemsForPromotionCheck<T extends VoucherDated>(
  items: readonly T[],
  now: Date,
  toleranceMinutes = 0,
): T[] {
  return items.filter((item) => hasValidVoucherDate(item, now, toleranceMinutes));
}
