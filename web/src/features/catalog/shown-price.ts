import { isWindowActive, parsePromotionWindow, roundMoney } from '@cuida/domain';

/** A collection as the price display reads it: its promotion window and advertised percent (metadata). */
export interface PromotedCollection {
  voucherify?: string | null;
  voucherifyDescuento?: string | null;
}

export interface ShownPrice {
  /** The price to show, in PEN. */
  price: number;
  /** The crossed-out "Antes" price, when lower now. */
  before: number | null;
  /** The advertised percent of the collection promotion the price includes, when one is running. */
  collectionPercent: number | null;
}

/**
 * The price a product card or page shows: the catalogue price, less the percent a collection advertises while its
 * window is open (the voucher service holds that very promotion for the collection's products, so the cart takes the
 * same amount off), with the price before as "Antes" (the undiscounted price when the product is on sale).
 */
export function shownPrice(input: {
  price: number;
  undiscounted: number | null | undefined;
  onSale: boolean | null | undefined;
  collections: readonly PromotedCollection[] | null | undefined;
  now: Date;
}): ShownPrice {
  const saleBefore =
    input.onSale && typeof input.undiscounted === 'number' && input.undiscounted > input.price
      ? input.undiscounted
      : null;
  const percents = (input.collections ?? []).flatMap((collection) => {
    const window = parsePromotionWindow(collection.voucherify?.trim());
    const percent = Number(collection.voucherifyDescuento);
    return window && isWindowActive(window, input.now) && Number.isFinite(percent) && percent > 0 && percent < 100
      ? [percent]
      : [];
  });
  if (percents.length === 0) return { price: input.price, before: saleBefore, collectionPercent: null };
  const percent = Math.max(...percents);
  return {
    price: roundMoney((input.price * (100 - percent)) / 100),
    before: saleBefore ?? input.price,
    collectionPercent: percent,
  };
}
