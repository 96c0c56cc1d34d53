/**
 * add_to_cart / remove_from_cart (requirements: "Cart events"): the domain builds the payload; this pushes it to the
 * data layer and to the native iOS handler when the page runs in the app.
 */
import { addToCartEvent, type CartEvent, type CartLine, removeFromCartEvent } from '@cuida/domain';
import { type DataLayerHost, pushDataLayer } from '../navigation/data-layer';
import { type NativeHost, postNativeMessage } from '../navigation/native-bridge';
import type { CartLineItem } from './cart-state';

type Host = DataLayerHost & NativeHost;

/** A cart line as the domain's analytics payloads read it (cart events and the purchase event). */
export const analyticsLine = (line: CartLineItem): CartLine => ({
  id: line.id,
  variantId: line.variantId,
  sku: line.sku,
  name: line.name,
  brand: line.brand,
  category: line.category,
  quantity: line.quantity,
  priceUnit: line.priceUnit,
  priceValue: line.priceValue,
  originalPrice: line.metadata.originalPrice,
  typePurchase: line.typePurchase,
  isGift: line.isGift,
});

/** The units `more` has over `less` (one line, two moments), as a line of their own. */
const change = (more: CartLineItem, less: CartLineItem): CartLineItem => ({
  ...more,
  quantity: more.quantity - less.quantity,
  priceValue: more.priceValue - less.priceValue,
});

/**
 * The event for a change of one line from `before` to `after` (null: not in the cart), or null when nothing a shopper
 * did changed (gifts, price refreshes). One unit more or less on a line that stays is a unit step (requirements:
 * "Cart events").
 */
export function cartChangeEvent(before: CartLineItem | null, after: CartLineItem | null): CartEvent | null {
  if (before?.isGift || after?.isGift) return null;
  if (!before && after) return addToCartEvent(analyticsLine(after));
  if (before && !after) return removeFromCartEvent(analyticsLine(before));
  if (!before || !after || before.quantity === after.quantity) return null;
  const step = Math.abs(after.quantity - before.quantity) === 1;
  if (after.quantity > before.quantity) {
    return addToCartEvent(analyticsLine(step ? before : change(after, before)), { unitStep: step });
  }
  return removeFromCartEvent(analyticsLine(step ? before : change(before, after)), { unitStep: step });
}

export function trackCartEvent(host: Host | undefined, event: CartEvent | null): void {
  if (!event) return;
  pushDataLayer(host, { ecommerce: null });
  pushDataLayer(host, event);
  postNativeMessage(host, { type: 'analytics', ...event });
}
