/** The cart line fields the analytics payloads read (spec §3 "Cart line item"). */
export interface CartLine {
  id: string;
  variantId: string;
  /** The cart keeps a list whose first entry is the sku (spec §3); a plain string is accepted too. */
  sku: string | readonly string[];
  name: string;
  brand: string;
  category: string;
  /** Units on the line: before the step for a unit step (decisions 13), else the new or removed line's units. */
  quantity: number;
  priceUnit: number;
  /** Line total, priceUnit × quantity, taken at the same moment as quantity. */
  priceValue: number;
  /** Price before discount (spec §3 metadata.originalPrice); missing means no discount. */
  originalPrice?: number | null;
  typePurchase: 'once' | 'subscription';
  isGift: boolean;
}

/** The line's sku: the first entry of the list, or the string itself. */
export function primarySku(line: Pick<CartLine, 'sku'>): string {
  return typeof line.sku === 'string' ? line.sku : (line.sku[0] ?? '');
}
