/**
 * Between the cart and the gateway's promotion operations: which lines are sent (not those added under a collection
 * window that has closed, with the browser's 5-minute tolerance at its edges) and how an answer becomes a cart
 * action. Pure: the engine does the calls.
 */
import { DATE_SYNC_TOLERANCE_MINUTES, itemsForPromotionCheck } from '@cuida/domain';
import type { PartnerFlags } from '../partners/flags';
import type { AppliedVoucherView, CartAction, CartLineItem, CartState, NewGift } from './cart-state';
import { allLines } from './cart-state';

export interface PromotionLine {
  variantId: string;
  sku: string;
  quantity: number;
  voucherWindow: string | null;
  purchaseType: 'ONCE' | 'SUBSCRIPTION';
}

const toInput = (line: CartLineItem): PromotionLine => ({
  variantId: line.variantId,
  sku: line.sku[0] ?? '',
  quantity: line.quantity,
  voucherWindow: line.voucherifyData?.date ?? null,
  purchaseType: line.typePurchase === 'once' ? 'ONCE' : 'SUBSCRIPTION',
});

/** Lines for evaluatePromotions: bought lines (never gifts), less those whose collection window has closed. */
export function promotionLines(state: CartState, now: Date): PromotionLine[] {
  const bought = allLines(state).filter((line) => !line.isGift);
  return itemsForPromotionCheck(bought, now, DATE_SYNC_TOLERANCE_MINUTES).map(toInput);
}

/** Lines for validateCoupon: every bought line (a coupon applies to the whole cart). */
export function couponLines(state: CartState): PromotionLine[] {
  return allLines(state)
    .filter((line) => !line.isGift)
    .map(toInput);
}

/** A key that changes when anything the promotions depend on changes (not when only gifts or totals move). */
export function promotionKey(lines: readonly PromotionLine[], flags: PartnerFlags): string {
  return JSON.stringify([lines.map((line) => [line.variantId, line.purchaseType, line.quantity]), flags]);
}

export const shoppingContext = (flags: PartnerFlags) => ({
  appRimac: flags.appRimac === true,
  appCI: flags.appCI === true,
  zonaNoClientes: flags.zonaNoClientes === true,
});

export interface EvaluationAnswer {
  complete: boolean;
  promoDiscount: number;
  appliedVouchers: AppliedVoucherView[];
  gifts: {
    voucherId: string;
    variantId?: string | null;
    sku?: string | null;
    productSlug: string;
    product?: {
      name: string;
      slug: string;
      presentation?: string | null;
      thumbnail?: { url: string } | null;
      brandOrLaboratory?: { name: string } | null;
      category?: { name: string } | null;
    } | null;
  }[];
}

/** The cart action for an evaluation; gifts the catalogue cannot show (no variant, no product) are left out. */
export function promotionsAction(answer: EvaluationAnswer | null, at: number): CartAction {
  if (!answer?.complete) return { type: 'applyPromotions', vouchers: [], gifts: [], promoDiscount: 0, at };
  const gifts: NewGift[] = answer.gifts.flatMap((gift) =>
    gift.variantId && gift.product
      ? [
          {
            voucherId: gift.voucherId,
            variantId: gift.variantId,
            sku: gift.sku ?? '',
            name: gift.product.name,
            slug: gift.product.slug,
            image: gift.product.thumbnail?.url ?? null,
            presentation: gift.product.presentation ?? null,
            brand: gift.product.brandOrLaboratory?.name ?? '',
            category: gift.product.category?.name ?? '',
          },
        ]
      : [],
  );
  return { type: 'applyPromotions', vouchers: answer.appliedVouchers, gifts, promoDiscount: answer.promoDiscount, at };
}

/**
 * Failure of the promotion flow: gifts, vouchers and promo discount cleared silently (requirements: "Promotion flow").
 */
export const clearedPromotions = (at: number): CartAction => promotionsAction(null, at);
