import { formatPrice } from '../money/format';
import { roundMoney } from '../money/round';

/** Line total: unit price times quantity, rounded to the cent (requirements: "Cart lines"). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return roundMoney(unitPrice * quantity);
}

/**
 * The money fields a cart line keeps in step whenever its unit price or quantity changes (requirements:
 * "Cart actions").
 */
export interface LinePricing {
  priceUnit: number;
  priceValue: number;
  /** Display text of the line total (priceValue), e.g. `S/ 25.00`. */
  price: string;
}

/**
 * Prices a line. The price text shows the line total, not the unit price: an update recomputes the line total and
 * the price text together when the quantity changes, which only matters if the text follows the total.
 */
export function priceLine(unitPrice: number, quantity: number): LinePricing {
  const priceValue = lineTotal(unitPrice, quantity);
  return { priceUnit: unitPrice, priceValue, price: formatPrice(priceValue) };
}
