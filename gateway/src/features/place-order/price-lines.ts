import { checkoutTotal, parsePrice, roundMoney, type SessionContext } from '@cuida/domain';
import type { GatewayContext } from '../../context';
import type { CheckoutState } from './commerce';
import { giftLines } from './gift-lines';
import { isPlaceOrderErrorCode, MESSAGES, type PlaceOrderError, placeOrderError } from './messages';
import {
  errorsOfWrite,
  hasChanges,
  lineChanges,
  planOrderLines,
  WRITE_LINES,
  type WriteLinesAnswer,
  writeLinesVariables,
} from './order-lines';
import type { OrderFigures } from './order-metadata';
import { lineMessage, listPriceOf, type Priced, priceCheckout, productNames } from './revalidate';

export type Figures = Omit<OrderFigures, 'paymentMethod' | 'couponCode'>;

export type LinePricing =
  /** The checkout holds the priced lines (read again when they were written). */
  | { kind: 'priced'; checkout: CheckoutState; priced: Priced; written: boolean }
  /** Not priced: the coupon does not apply, a gift is gone, or the commerce API refused the lines. Nothing written. */
  | { kind: 'refused'; errors: PlaceOrderError[]; figures: Figures }
  /** The checkout is an order now (completed meanwhile). */
  | { kind: 'gone' };

export interface PriceLinesOptions {
  couponCode: string | null;
  session: SessionContext;
  /**
   * When false, lines that are not priced yet are a refusal (PRICE_CHANGED) instead of being written: a checkout
   * already paid at its current total must not change under its payment.
   */
  write: boolean;
  /** Runs once the checkout is priced without a refusal, before any line is written. */
  onPriced?: () => Promise<void>;
}

/**
 * Prices a checkout as the shopper's cart is priced (promotions, gifts, coupon: revalidate.ts) and makes its lines
 * say so: gifts at S/ 0.00, prices less the discounts, so that the commerce checkout totals what the shopper pays.
 * placeOrder does this before charging; a Saleor client's promo code does it when added, and again when its lines
 * change. Runs under the checkout's lock (the caller holds it).
 */
export async function priceLines(
  context: GatewayContext,
  checkout: CheckoutState,
  options: PriceLinesOptions,
  readAgain: () => Promise<CheckoutState | null>,
): Promise<LinePricing> {
  const { services } = context;
  const priced = await priceCheckout(context, checkout, { couponCode: options.couponCode, session: options.session });
  if (priced.errors.length > 0)
    return { kind: 'refused', errors: priced.errors, figures: figuresWith(priced, checkout) };

  const gifts = await giftLines(services, checkout.channel.slug, priced.gifts);
  if ('error' in gifts) return { kind: 'refused', errors: [gifts.error], figures: figuresWith(priced, checkout) };
  const current = checkout.lines.flatMap((line) =>
    line.variant
      ? [
          {
            id: line.id,
            variantId: line.variant.id,
            quantity: line.quantity,
            unitPrice: parsePrice(line.unitPrice?.gross.amount) ?? 0,
            listPrice: listPriceOf(line),
            gift: line.gift,
          },
        ]
      : [],
  );
  const discountNames = [
    ...(priced.figures.promoDiscount > 0 ? ['promociones'] : []),
    ...(priced.figures.couponCode ? [`cupón ${priced.figures.couponCode}`] : []),
  ];
  const planned = planOrderLines({
    lines: current,
    gifts: gifts.lines,
    discount: roundMoney(priced.figures.promoDiscount + priced.figures.couponDiscount),
    discountNames,
  });
  const changes = lineChanges(current, planned);
  await options.onPriced?.();
  if (!hasChanges(changes)) return { kind: 'priced', checkout, priced, written: false };
  if (!options.write) {
    const figures = figuresWith(priced, checkout);
    return {
      kind: 'refused',
      errors: [placeOrderError('PRICE_CHANGED', MESSAGES.PRICE_CHANGED(figures.totalToPay))],
      figures,
    };
  }

  const written = await services.commerce.query<WriteLinesAnswer>(
    WRITE_LINES,
    writeLinesVariables(checkout.id, changes),
  );
  const errors = errorsOfWrite(written);
  if (errors.some((error) => error.code === 'NOT_FOUND' && error.field === 'id')) return { kind: 'gone' };
  if (errors.length > 0) {
    return { kind: 'refused', errors: linesRefused(checkout, errors), figures: figuresWith(priced, checkout) };
  }
  const after = await readAgain();
  if (!after) return { kind: 'gone' };
  return { kind: 'priced', checkout: after, priced, written: true };
}

/** The commerce API refused the lines as priced (a gift or a line sold out meanwhile): one error per refusal. */
function linesRefused(
  checkout: CheckoutState,
  errors: { field: string | null; code: string; message: string | null; variants: string[] | null }[],
): PlaceOrderError[] {
  return errors.map((error) => {
    const code = isPlaceOrderErrorCode(error.code) ? error.code : 'INSUFFICIENT_STOCK';
    const variants = error.variants ?? [];
    return placeOrderError(code, lineMessage(code, productNames(checkout.lines, variants)), {
      field: 'lines',
      variants,
    });
  });
}

/** The order's figures: the priced lines and discounts, and the delivery fee of the commerce method chosen. */
export function figuresWith(priced: Priced, checkout: CheckoutState): Figures {
  const delivery = parsePrice(checkout.shippingPrice?.gross.amount) ?? 0;
  const { subtotal, promoDiscount, couponDiscount } = priced.figures;
  return {
    subtotal,
    delivery,
    promoDiscount,
    couponDiscount,
    totalToPay: checkoutTotal({ subtotal, discount: couponDiscount, delivery, promoDiscount }),
  };
}
