/**
 * The `purchase` analytics event (requirements: "Purchase event") for a placed order, built by the domain's
 * `purchaseEvent` (items indexed from 1, per-item discount = original − unit price, 0 if not positive, value and
 * shipping to 2 decimals, currency PEN, coupon '' by default), and the guard that lets it be pushed once per order: the
 * confirmation page may be reloaded or opened in a second tab, and each would otherwise count the sale again.
 */
import { type PurchaseEvent, purchaseEvent } from '@cuida/domain';
import { analyticsLine } from '../cart/analytics';
import type { CartLineItem } from '../cart/cart-state';

/** What the event reads of the placed order (the gateway's Order: number, total.gross, shippingPrice.gross). */
export interface PlacedOrder {
  id: string;
  /** The order number shoppers and the pharmacy see; the event's transaction_id. */
  number: string;
  /** What the shopper pays, delivery included. */
  total: number;
  shipping: number;
  currency?: string;
}

export interface PurchaseInput {
  order: PlacedOrder;
  /** The cart's lines at the moment the order was placed (one-time, subscription and gifts). */
  lines: readonly CartLineItem[];
  couponCode?: string | null;
}

/**
 * The purchase event of an order. transaction_id is the order number (what the back office and the shopper see;
 * the order's id is an opaque global id); the coupon is the cart's code, '' without one.
 */
export function purchaseFromOrder({ order, lines, couponCode }: PurchaseInput): PurchaseEvent {
  return purchaseEvent({
    transactionId: order.number,
    totalValue: order.total,
    shippingCost: order.shipping,
    currency: order.currency,
    coupon: couponCode?.trim() || undefined,
    products: lines.map(analyticsLine),
  });
}

/** The part of the Storage API the guard uses (localStorage in the page, a Map-backed fake in tests). */
export type TrackedStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the ids of the orders already pushed are kept (a JSON list, newest last). */
export const TRACKED_ORDERS_KEY = 'cuida:purchase-tracked';
/** Orders remembered; older ones are forgotten (an order is only reloaded soon after it is placed). */
export const TRACKED_ORDERS_LIMIT = 20;

function trackedIds(store: TrackedStore | null): string[] {
  if (!store) return [];
  try {
    const raw = store.getItem(TRACKED_ORDERS_KEY);
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Blocked or corrupt storage: nothing is known to be tracked.
    return [];
  }
}

/** Whether the purchase of this order was already pushed from this browser. */
export function alreadyTracked(orderId: string, store: TrackedStore | null): boolean {
  return trackedIds(store).includes(orderId);
}

/**
 * Remembers that this order's purchase was pushed. Without usable storage nothing is remembered (a reload could then
 * push again — better than never pushing); a failing write is ignored for the same reason.
 */
export function markTracked(orderId: string, store: TrackedStore | null): void {
  if (!store) return;
  const ids = trackedIds(store).filter((id) => id !== orderId);
  ids.push(orderId);
  try {
    store.setItem(TRACKED_ORDERS_KEY, JSON.stringify(ids.slice(-TRACKED_ORDERS_LIMIT)));
  } catch {
    // Storage full or blocked: see above.
  }
}

/**
 * The event to push for an order, or null when it was pushed before; marks it as pushed. The caller pushes what it
 * gets (data layer after an `{ecommerce: null}` reset, native handler), exactly as the cart's events.
 */
export function purchaseOnce(input: PurchaseInput, store: TrackedStore | null): PurchaseEvent | null {
  if (alreadyTracked(input.order.id, store)) return null;
  markTracked(input.order.id, store);
  return purchaseFromOrder(input);
}
