/** A cart left alone this long is reported as abandoned (requirements: "Idle-cart timer"). */
export const IDLE_CART_LIMIT_MS = 5 * 60_000;
/** How often the idle timer is evaluated (requirements: "Idle-cart timer"). */
export const IDLE_CHECK_INTERVAL_MS = 60_000;

/**
 * Whether a document number identifies the shopper well enough to report an abandoned cart: present,
 * not blank, and not the '-' placeholder that idle tracking ignores.
 */
export function hasTrackableDocument(documentNumber: string | null | undefined): boolean {
  const value = documentNumber?.trim() ?? '';
  return value !== '' && value !== '-';
}

/**
 * Whether a cart with items has been idle for the limit: the last change is at least 5 minutes before `now`.
 * An empty cart is never idle, since there is nothing to report.
 */
export function isCartIdle(itemCount: number, lastChange: Date, now: Date): boolean {
  return itemCount > 0 && now.getTime() - lastChange.getTime() >= IDLE_CART_LIMIT_MS;
}
