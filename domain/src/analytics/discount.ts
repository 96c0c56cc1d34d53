import { roundMoney } from '../money/round';
import type { CartLine } from './cart-line';

type Priced = Pick<CartLine, 'priceUnit' | 'originalPrice'>;

/**
 * Discount on a line: (original price − unit price) × quantity, 2 decimals, 0 without an original price or when not
 * positive (requirements: "Cart events"). The per-unit discount of the purchase event has the same floor: a negative
 * discount (a price above its original) means a data error, not a surcharge analytics should report.
 */
export function lineDiscount(line: Priced, quantity: number): number {
  if (typeof line.originalPrice !== 'number' || !Number.isFinite(line.originalPrice)) return 0;
  return Math.max(roundMoney((line.originalPrice - line.priceUnit) * quantity), 0);
}

/**
 * Discount on one unit: original price − unit price, 2 decimals, 0 if not positive (requirements: "Purchase event").
 */
export function unitDiscount(line: Priced): number {
  return lineDiscount(line, 1);
}
