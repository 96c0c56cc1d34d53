import { fromCents, roundMoney, toCents } from '../money/round';
import { lineTotal } from './line';

/** What a total needs of a line; a gift line is simply unit price 0, quantity 1. */
export interface PricedLine {
  priceUnit: number;
  quantity: number;
}

/**
 * Sum of the line totals (the cart's subtotal). Line totals are recomputed from unit price and quantity rather than
 * read from a stored priceValue, so a stale saved cart cannot skew the sum; they are added as whole cents so the
 * order of the lines cannot change the result.
 */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  let cents = 0;
  for (const line of lines) cents += toCents(lineTotal(line.priceUnit, line.quantity));
  return fromCents(cents);
}

export interface CartTotalInput {
  lines: readonly PricedLine[];
  discount?: number;
  promoDiscount?: number;
}

/**
 * Cart total = sum of line totals − discount − promo discount, rounded (requirements: "Cart totals").
 * Not clamped at zero: a negative total reveals a discount larger than the cart
 * instead of hiding it. Callers that show or charge the total decide what to do with it.
 */
export function cartTotal({ lines, discount = 0, promoDiscount = 0 }: CartTotalInput): number {
  return roundMoney(cartSubtotal(lines) - discount - promoDiscount);
}

export interface CheckoutTotalInput {
  subtotal: number;
  discount?: number;
  /** Delivery fee; the cart starts with 0 (requirements: "Cart actions"). */
  delivery?: number;
  promoDiscount?: number;
}

/**
 * Checkout total after discounts = subtotal − discount + delivery − promo discount, rounded to 2 decimals
 * (requirements: "Cart totals"). Not clamped at zero, for the same reason as {@link cartTotal}.
 */
export function checkoutTotal({ subtotal, discount = 0, delivery = 0, promoDiscount = 0 }: CheckoutTotalInput): number {
  return roundMoney(subtotal - discount + delivery - promoDiscount);
}
