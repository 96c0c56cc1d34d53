import { CURRENCY } from '../money/currency';
import { roundMoney } from '../money/round';
import { type CartLine, primarySku } from './cart-line';
import { lineDiscount } from './discount';
import type { EcommerceItem } from './ecommerce';

export interface CartEvent {
  event: 'add_to_cart' | 'remove_from_cart';
  ecommerce: { currency: string; value: number; items: EcommerceItem[] };
}

export interface CartEventOptions {
  /**
   * The unit-step flag (requirements: "Cart events"): true when the event is one unit more (add) or one unit less
   * (remove) on a line that is in the cart before and after the step; false for a new line or a removed line.
   */
  unitStep?: boolean;
  currency?: string;
}

/**
 * The item and value of a cart event, for `quantity` units. The item's quantity is kept consistent with the value
 * (value = price × quantity), so a unit step reports the line as it is after the step, as the value does.
 */
function cartEvent(
  event: CartEvent['event'],
  line: CartLine,
  value: number,
  quantity: number,
  currency: string,
): CartEvent {
  const item: EcommerceItem = {
    // GA4 expects the catalogue id; the sku is the one the voucher service and merchandising know.
    item_id: primarySku(line) || line.variantId,
    item_name: line.name,
    item_brand: line.brand,
    item_category: line.category,
    price: roundMoney(line.priceUnit),
    quantity,
    discount: lineDiscount(line, quantity),
  };
  return { event, ecommerce: { currency, value: roundMoney(value), items: [item] } };
}

/** add_to_cart: value = priceValue + priceUnit on a unit step, otherwise priceValue (requirements: "Cart events"). */
export function addToCartEvent(
  line: CartLine,
  { unitStep = false, currency = CURRENCY }: CartEventOptions = {},
): CartEvent {
  return unitStep
    ? cartEvent('add_to_cart', line, line.priceValue + line.priceUnit, line.quantity + 1, currency)
    : cartEvent('add_to_cart', line, line.priceValue, line.quantity, currency);
}

/**
 * remove_from_cart: value = priceValue − priceUnit on a unit step, otherwise priceValue (requirements: "Cart events").
 */
export function removeFromCartEvent(
  line: CartLine,
  { unitStep = false, currency = CURRENCY }: CartEventOptions = {},
): CartEvent {
  return unitStep
    ? cartEvent('remove_from_cart', line, line.priceValue - line.priceUnit, line.quantity - 1, currency)
    : cartEvent('remove_from_cart', line, line.priceValue, line.quantity, currency);
}
