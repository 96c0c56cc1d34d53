import { fromCents, toCents } from '../money/round';

/** A line the shopper pays for, at its catalogue unit price. */
export interface PaidLine<K> {
  key: K;
  quantity: number;
  /** PEN, the catalogue price (promotion prices of the commerce catalogue included). */
  unitPrice: number;
}

/** A line as the order records it: `quantity` units at `unitPrice`; a paid line may come out as two of these. */
export interface PricedOrderLine<K> {
  key: K;
  quantity: number;
  unitPrice: number;
  /** PEN taken off this line by the order's discounts (promotions and coupon). */
  discount: number;
}

/**
 * Spreads the order's discounts over the paid lines so that the lines alone add up to what the shopper pays for
 * them, to the cent: `Σ quantity × unitPrice = Σ catalogue line totals − discount`. Each line takes a share
 * proportional to its total (in whole cents per unit, so unit prices stay in cents); the few cents that no line can
 * take as a whole per-unit step are taken one cent each from as many units of one line, which then shows two unit
 * prices. A discount larger than the lines is capped at their total. Pure.
 */
export function priceLinesAfterDiscount<K>(lines: readonly PaidLine<K>[], discount: number): PricedOrderLine<K>[] {
  const items = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ line, unit: toCents(line.unitPrice), quantity: line.quantity, taken: 0 }));
  const totalCents = items.reduce((sum, item) => sum + item.unit * item.quantity, 0);
  let remaining = Math.min(Math.max(0, toCents(discount)), totalCents);
  if (remaining === 0 || totalCents === 0) {
    return items.map((item) => ({
      key: item.line.key,
      quantity: item.quantity,
      unitPrice: fromCents(item.unit),
      discount: 0,
    }));
  }
  // Proportional shares in whole cents per unit.
  const wanted = remaining;
  for (const item of items) {
    const share = Math.floor((wanted * item.unit * item.quantity) / totalCents);
    const perUnit = Math.min(item.unit, Math.floor(share / item.quantity));
    item.taken = perUnit * item.quantity;
    remaining -= item.taken;
  }
  // Whole per-unit steps for what is left, largest lines first.
  const byTotal = [...items].sort((a, b) => b.unit * b.quantity - a.unit * a.quantity);
  let progressed = true;
  while (remaining > 0 && progressed) {
    progressed = false;
    for (const item of byTotal) {
      const perUnitLeft = unitAfterDiscount(item);
      if (remaining >= item.quantity && perUnitLeft >= 1) {
        item.taken += item.quantity;
        remaining -= item.quantity;
        progressed = true;
      }
    }
  }
  const result: PricedOrderLine<K>[] = [];
  for (const item of items) {
    result.push({
      key: item.line.key,
      quantity: item.quantity,
      unitPrice: fromCents(item.unit - item.taken / item.quantity),
      discount: fromCents(item.taken),
    });
  }
  if (remaining === 0) return result;
  // Fewer cents are left than the quantity of any line with room: `remaining` units of one such line take one cent
  // more each (the line is split into two unit prices).
  const index = items.findIndex((item) => unitAfterDiscount(item) >= 1 && item.quantity > remaining);
  const target = items[index];
  const priced = result[index];
  if (!target || !priced) return result;
  const unitAfter = unitAfterDiscount(target);
  const perUnitTaken = target.taken / target.quantity;
  priced.quantity = target.quantity - remaining;
  priced.discount = fromCents(perUnitTaken * priced.quantity);
  result.splice(index + 1, 0, {
    key: target.line.key,
    quantity: remaining,
    unitPrice: fromCents(unitAfter - 1),
    discount: fromCents((perUnitTaken + 1) * remaining),
  });
  return result;
}

/** Cents per unit left after the whole-cent steps a line has taken. */
const unitAfterDiscount = (item: { unit: number; taken: number; quantity: number }) =>
  item.unit - item.taken / item.quantity;
