import {
  cartSubtotal,
  checkoutTotal,
  isWindowActive,
  parsePrice,
  parsePromotionWindow,
  type SessionContext,
} from '@cuida/domain';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { type DeliveryTypeValue, quoteDelivery } from '../delivery/resolvers';
import { checkCoupon } from '../promotions/coupon';
import { evaluatePromotions } from '../promotions/evaluate';
import { GIFT_EFFECT } from '../promotions/voucher-contract';
import type { CheckoutLineState, CheckoutState } from './commerce';
import { MESSAGES, type PlaceOrderError, type PlaceOrderErrorCode, placeOrderError } from './messages';
import type { OrderFigures } from './order-metadata';

/**
 * Saleor's completion checks, made before anything is charged: the checkout's own fields in Saleor's order (one
 * error, as checkoutComplete answers), then every line that cannot be bought now, one error per code naming its
 * variants. The commerce API checks again when it completes (a line can sell out in between): what it answers then
 * is mapped the same way.
 */
export function readinessErrors(checkout: CheckoutState): PlaceOrderError[] {
  if (checkout.lines.length === 0) return [placeOrderError('NO_LINES', MESSAGES.NO_LINES(), { field: 'lines' })];
  if (!checkout.email) return [placeOrderError('EMAIL_NOT_SET', MESSAGES.EMAIL_NOT_SET(), { field: 'email' })];
  if (!checkout.shippingAddress) {
    return [
      placeOrderError('SHIPPING_ADDRESS_NOT_SET', MESSAGES.SHIPPING_ADDRESS_NOT_SET(), { field: 'shippingAddress' }),
    ];
  }
  if (!checkout.billingAddress) {
    return [
      placeOrderError('BILLING_ADDRESS_NOT_SET', MESSAGES.BILLING_ADDRESS_NOT_SET(), { field: 'billingAddress' }),
    ];
  }
  const method = checkout.deliveryMethod;
  if (!method) {
    return [
      placeOrderError('SHIPPING_METHOD_NOT_SET', MESSAGES.SHIPPING_METHOD_NOT_SET(), { field: 'shippingMethod' }),
    ];
  }
  if (method.id && !checkout.shippingMethods.some((offered) => offered.id === method.id)) {
    return [
      placeOrderError('DELIVERY_METHOD_NOT_APPLICABLE', MESSAGES.DELIVERY_METHOD_NOT_APPLICABLE(), {
        field: 'deliveryMethodId',
      }),
    ];
  }
  return lineErrors(checkout.lines);
}

function lineProblem(line: CheckoutLineState): PlaceOrderErrorCode | null {
  const variant = line.variant;
  if (!variant || parsePrice(line.unitPrice?.gross.amount) === null) return 'UNAVAILABLE_VARIANT_IN_CHANNEL';
  if (variant.product.isAvailableForPurchase === false) return 'PRODUCT_UNAVAILABLE_FOR_PURCHASE';
  if (variant.quantityLimitPerCustomer !== null && line.quantity > variant.quantityLimitPerCustomer) {
    return 'QUANTITY_GREATER_THAN_LIMIT';
  }
  if (line.quantity > (variant.quantityAvailable ?? 0)) return 'INSUFFICIENT_STOCK';
  return null;
}

const LINE_MESSAGES = {
  INSUFFICIENT_STOCK: MESSAGES.INSUFFICIENT_STOCK,
  PRODUCT_UNAVAILABLE_FOR_PURCHASE: MESSAGES.PRODUCT_UNAVAILABLE_FOR_PURCHASE,
  UNAVAILABLE_VARIANT_IN_CHANNEL: MESSAGES.UNAVAILABLE_VARIANT_IN_CHANNEL,
  QUANTITY_GREATER_THAN_LIMIT: MESSAGES.QUANTITY_GREATER_THAN_LIMIT,
} as Partial<Record<PlaceOrderErrorCode, (products: readonly string[]) => string>>;

/** The Spanish sentence of a line code, naming the products concerned. */
export function lineMessage(code: PlaceOrderErrorCode, products: readonly string[]): string {
  return (LINE_MESSAGES[code] ?? MESSAGES.INSUFFICIENT_STOCK)(products);
}

/** Errors about lines, one per code, each naming its variants (ids) and, in the message, its products. */
export function lineErrors(
  lines: readonly CheckoutLineState[],
  problemOf: (line: CheckoutLineState) => PlaceOrderErrorCode | null = lineProblem,
): PlaceOrderError[] {
  const byCode = new Map<PlaceOrderErrorCode, CheckoutLineState[]>();
  for (const line of lines) {
    const code = problemOf(line);
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), line]);
  }
  return [...byCode].map(([code, concerned]) =>
    placeOrderError(
      code,
      lineMessage(
        code,
        concerned.map((line) => line.variant?.product.name ?? ''),
      ),
      { field: 'lines', variants: concerned.flatMap((line) => (line.variant ? [line.variant.id] : [])) },
    ),
  );
}

/** The products' names for variants the commerce API named, from the checkout's lines. */
export function productNames(lines: readonly CheckoutLineState[], variants: readonly string[]): string[] {
  return variants.map((id) => lines.find((line) => line.variant?.id === id)?.variant?.product.name ?? '');
}

/** The open promotion window among a product's collections (metadata voucherify), by the gateway's clock. */
function openWindow(collections: readonly { voucherify: string | null }[] | null, now: Date): string | null {
  return (
    (collections ?? [])
      .map((collection) => collection.voucherify?.trim() ?? '')
      .find((value) => {
        const window = parsePromotionWindow(value);
        return window !== null && isWindowActive(window, now);
      }) ?? null
  );
}

const DELIVERY_TYPES: Record<string, DeliveryTypeValue> = {
  programado: 'PROGRAMADO',
  express: 'EXPRESS',
  default: 'DEFAULT',
  rimac: 'RIMAC',
  pickup_for_me: 'PICKUP_FOR_ME',
  pickup_for_someone_else: 'PICKUP_FOR_SOMEONE_ELSE',
};

const DOCUMENT = /^[0-9A-Za-z]{5,20}$/;

export interface Priced {
  errors: PlaceOrderError[];
  figures: Omit<OrderFigures, 'paymentMethod'>;
  /** The promotion tiers applied (redeemed with the order). */
  promotionIds: string[];
  /** The buyer's document (checkout metadata cliente.numeroDocumento), when well-formed. */
  documentNumber: string | null;
}

/**
 * Prices the checkout as the shopper's cart is priced, with one total computed once by `@cuida/domain`: the lines
 * at the commerce API's current prices (promotion gifts at S/ 0), the promotions evaluated for the lines added
 * under an open collection window (the gateway's clock), the coupon validated after them, and the delivery fee —
 * the coverage tiers for the checkout's entrega.tipo and entrega.distrito (compared with the subtotal, as the
 * storefront asks deliveryQuote), else the commerce shipping method's price. A coupon or delivery that no longer applies is an error
 * in the answer (the totals are then those without it); an outage of a service it needs throws a coded error, so
 * that nothing is charged at a price the shopper was not shown.
 */
export async function priceCheckout(
  context: GatewayContext,
  checkout: CheckoutState,
  input: { couponCode: string | null; session: SessionContext },
  now = new Date(),
): Promise<Priced> {
  const errors: PlaceOrderError[] = [];
  const lines = checkout.lines.flatMap((line) =>
    line.variant?.sku
      ? [
          {
            variantId: line.variant.id,
            sku: line.variant.sku,
            quantity: line.quantity,
            unitPrice: parsePrice(line.unitPrice?.gross.amount) ?? 0,
            voucherWindow: openWindow(line.variant.product.collections, now),
          },
        ]
      : [],
  );
  const evaluation = await evaluatePromotions(context, lines, input.session, now);
  if (!evaluation.complete) {
    throw gatewayError(
      ErrorCode.UPSTREAM_UNAVAILABLE,
      'The promotions of this checkout could not be checked: nothing was charged, try again.',
      { upstream: 'sales' },
    );
  }
  // Gift units (quantity 1 each, S/ 0) that the checkout holds are not charged.
  const giftUnits = new Map<string, number>();
  for (const voucher of evaluation.appliedVouchers) {
    for (const item of voucher.items) {
      if (item.effect === GIFT_EFFECT && item.sku)
        giftUnits.set(item.sku, (giftUnits.get(item.sku) ?? 0) + item.quantity);
    }
  }
  const priced = lines.map((line) => {
    const gift = Math.min(giftUnits.get(line.sku) ?? 0, line.quantity);
    giftUnits.set(line.sku, (giftUnits.get(line.sku) ?? 0) - gift);
    return { priceUnit: line.unitPrice, quantity: line.quantity - gift };
  });
  const subtotal = cartSubtotal(priced);
  const promoDiscount = evaluation.promoDiscount;
  const promotionIds = evaluation.appliedVouchers.map((voucher) => voucher.id);
  const document = checkout.fields?.['cliente.numeroDocumento']?.trim().toUpperCase() ?? '';
  const documentNumber = DOCUMENT.test(document) ? document : null;

  let couponCode: string | null = null;
  let couponDiscount = 0;
  if (input.couponCode) {
    const coupon = await checkCoupon(context, {
      code: input.couponCode,
      lines,
      promotionIds,
      documentNumber,
      session: input.session,
    });
    if (coupon.valid) {
      couponCode = coupon.code;
      couponDiscount = coupon.discount;
    } else {
      errors.push(
        placeOrderError('VOUCHER_NOT_APPLICABLE', MESSAGES.VOUCHER_NOT_APPLICABLE(coupon.code, coupon.message), {
          field: 'couponCode',
        }),
      );
    }
  }

  const delivery = await deliveryFee(context, checkout, { subtotal, appRimac: input.session.appRimac });
  if ('error' in delivery) errors.push(delivery.error);
  const fee = 'fee' in delivery ? delivery.fee : 0;
  return {
    errors,
    figures: {
      subtotal,
      delivery: fee,
      promoDiscount,
      couponCode,
      couponDiscount,
      totalToPay: checkoutTotal({ subtotal, discount: couponDiscount, delivery: fee, promoDiscount }),
    },
    promotionIds,
    documentNumber,
  };
}

async function deliveryFee(
  context: GatewayContext,
  checkout: CheckoutState,
  input: { subtotal: number; appRimac: boolean },
): Promise<{ fee: number } | { error: PlaceOrderError }> {
  const chosen = checkout.fields?.['entrega.tipo']?.trim().toLowerCase() ?? '';
  // A checkout without the storefront's delivery choice (a partner's) pays the commerce shipping method's price.
  if (chosen === '') return { fee: parsePrice(checkout.shippingPrice?.gross.amount) ?? 0 };
  const notApplicable = (reason: string | null) => ({
    error: placeOrderError('DELIVERY_METHOD_NOT_APPLICABLE', MESSAGES.DELIVERY_METHOD_NOT_APPLICABLE(reason), {
      field: 'entrega.tipo',
    }),
  });
  const deliveryType = DELIVERY_TYPES[chosen];
  if (!deliveryType) return notApplicable(null);
  if (deliveryType === 'PICKUP_FOR_ME' || deliveryType === 'PICKUP_FOR_SOMEONE_ELSE') return { fee: 0 };
  // entrega.distrito: the ubigeo, then the district's name ("150122 Miraflores").
  const districtId = /^(\d{6})(?:\s|$)/.exec(checkout.fields?.['entrega.distrito']?.trim() ?? '')?.[1];
  if (!districtId) return notApplicable('elige el distrito de entrega.');
  const quote = await quoteDelivery(context, {
    districtId,
    subtotal: input.subtotal,
    deliveryType,
    appRimac: input.appRimac,
  });
  if (!quote.available || quote.fee === null) return notApplicable(quote.unavailableReason);
  return { fee: quote.fee };
}
