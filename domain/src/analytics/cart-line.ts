/** The cart line fields the analytics payloads read (requirements: "Cart lines"). */
export interface CartLine {
  id: string;
  variantId: string;
  /** The cart keeps a list whose first entry is the sku; a plain string is accepted too. */
  sku: string | readonly string[];
  name: string;
  brand: string;
  category: string;
  /**
   * Units on the line: before the step for a unit step (requirements: "Cart events"), else the new or removed line's
   * units.
   */
  quantity: number;
  priceUnit: number;
  /** Line total, priceUnit × quantity, taken at the same moment as quantity. */
  priceValue: number;
  /** Price before discount (metadata.originalPrice); missing means no discount. */
  originalPrice?: number | null;
  typePurchase: 'once' | 'subscription';
  isGift: boolean;
}

/** The line's sku: the first entry of the list, or the string itself. */
export function primarySku(line: Pick<CartLine, 'sku'>): string {
  return typeof line.sku === 'string' ? line.sku : (line.sku[0] ?? '');
}
