import { formatPrice } from '@cuida/domain';

export interface PriceProps {
  /** In soles. */
  amount: number;
  /** Taken off a total: shown after a minus sign (−S/ 5.00). */
  discount?: boolean;
  /** 0 is shown as «Gratis» (delivery, a gift line). */
  freeWhenZero?: boolean;
}

/**
 * Every price the storefront shows, as shoppers read it (`S/ 12.50`): the formatting itself is the domain's
 * (`formatPrice`, requirements: "Price format"), so that the pages, the cart, the checkout and the receipts never
 * format money on their own. Renders text only, for server and client components alike.
 */
export function Price({ amount, discount = false, freeWhenZero = false }: PriceProps) {
  if (freeWhenZero && amount === 0) return 'Gratis';
  return discount ? `−${formatPrice(amount)}` : formatPrice(amount);
}
