import { CURRENCY } from '../money/currency';
import { roundMoney } from '../money/round';
import { type CartLine, primarySku } from './cart-line';
import { unitDiscount } from './discount';
import type { EcommerceItem } from './ecommerce';

/** Purchase summary (requirements: "Purchase event"). */
export interface PurchaseSummary {
  transactionId: string;
  totalValue: number;
  shippingCost: number;
  /** Defaults to PEN. */
  currency?: string;
  /** Defaults to '' (no coupon). */
  coupon?: string;
  products: readonly CartLine[];
}

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    shipping: number;
    currency: string;
    coupon: string;
    items: EcommerceItem[];
  };
}

/**
 * purchase (requirements: "Purchase event"): value and shipping to 2 decimals, currency PEN and coupon '' by default,
 * items indexed from 1 with a per-unit discount (original − unit price, 0 if not positive). Gift lines are reported
 * like any other line, at price 0, since they leave the warehouse too.
 */
export function purchaseEvent(summary: PurchaseSummary): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: summary.transactionId,
      value: roundMoney(summary.totalValue),
      shipping: roundMoney(summary.shippingCost),
      currency: summary.currency ?? CURRENCY,
      coupon: summary.coupon ?? '',
      items: summary.products.map((line, i) => ({
        item_id: primarySku(line) || line.variantId,
        item_name: line.name,
        item_brand: line.brand,
        item_category: line.category,
        price: roundMoney(line.priceUnit),
        quantity: line.quantity,
        discount: unitDiscount(line),
        index: i + 1,
      })),
    },
  };
}
