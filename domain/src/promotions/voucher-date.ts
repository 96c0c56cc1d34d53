import { isWindowActive, parsePromotionWindow } from './window';

/** The part of a cart line item that the promotion check reads (requirements: "Cart lines"). */
export interface VoucherDated {
  voucherifyData?: { date?: unknown } | null;
}

/**
 * Whether a cart item's voucher data carries a valid date (requirements: "Lines sent for promotion checks"). The date
 * is the `ddMMyyyy_ddMMyyyy` period copied from the product's collection (`voucherify` metadata), and "valid" is read
 * as "well formed and running at `now`": an expired or not-yet-started period is as useless to the voucher service as a
 * malformed one. Any other value — missing, a bare date, a number — is not valid. The browser passes the 5-minute
 * tolerance (requirements: "Clock tolerance"), since it checks against the shopper's clock.
 */
export function hasValidVoucherDate(item: VoucherDated, now: Date, toleranceMinutes = 0): boolean {
  const window = parsePromotionWindow(item.voucherifyData?.date);
  return window !== null && isWindowActive(window, now, toleranceMinutes);
}

/** Whether an item was added under a collection's promotion window at all (its voucher data carries a date). */
export function hasVoucherDate(item: VoucherDated): boolean {
  const date = item.voucherifyData?.date;
  return date !== undefined && date !== null && !(typeof date === 'string' && date.trim() === '');
}

/**
 * The cart items to send for a promotion check, in cart order: an item added under a collection's promotion window
 * only while that window's date is valid (a closed or malformed one is left out), and an item added outside any
 * window always. The voucher service's own rules (categories, SKUs, minimums, channel, its own validity) decide the
 * promotions that are not a collection's (a partner's store-wide discount, a category's gift); leaving such items
 * out would refuse promotions their banners promise.
 */
export function itemsForPromotionCheck<T extends VoucherDated>(
  items: readonly T[],
  now: Date,
  toleranceMinutes = 0,
): T[] {
  return items.filter((item) => !hasVoucherDate(item) || hasValidVoucherDate(item, now, toleranceMinutes));
}
