import { cartSubtotal, isWindowActive, parsePrice, parsePromotionWindow, type SessionContext } from '@cuida/domain';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { isSignedIn, verifiedDocument } from '../account/verified-document';
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

/** A line's problem; stock is compared with every unit of its variant in the checkout (a gift line included). */
function lineProblemIn(lines: readonly CheckoutLineState[]) {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.variant) units.set(line.variant.id, (units.get(line.variant.id) ?? 0) + line.quantity);
  }
  return (line: CheckoutLineState): PlaceOrderErrorCode | null => {
    const variant = line.variant;
    if (!variant || parsePrice(line.unitPrice?.gross.amount) === null) return 'UNAVAILABLE_VARIANT_IN_CHANNEL';
    if (variant.product.isAvailableForPurchase === false) return 'PRODUCT_UNAVAILABLE_FOR_PURCHASE';
    if (variant.quantityLimitPerCustomer !== null && line.quantity > variant.quantityLimitPerCustomer) {
      return 'QUANTITY_GREATER_THAN_LIMIT';
    }
    if ((units.get(variant.id) ?? line.quantity) > (variant.quantityAvailable ?? 0)) return 'INSUFFICIENT_STOCK';
    return null;
  };
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
  problemOf: (line: CheckoutLineState) => PlaceOrderErrorCode | null = lineProblemIn(lines),
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

const DOCUMENT = /^[0-9A-Za-z]{5,20}$/;

export interface Priced {
  errors: PlaceOrderError[];
  /** The figures without the delivery fee (the commerce delivery method prices it). */
  figures: Omit<OrderFigures, 'paymentMethod' | 'delivery' | 'totalToPay'>;
  /** The promotion tiers applied (redeemed with the order). */
  promotionIds: string[];
  /** The gifts the promotions add, one line each (variant, quantity, promotion). */
  gifts: { sku: string | null; productSlug: string; quantity: number; promotionId: string }[];
  /** The buyer's document (the signed-in customer's verified one, a guest's cliente.numeroDocumento), when well-formed. */
  documentNumber: string | null;
}

/** The catalogue unit price of a checkout line: the channel's price for its variant, whatever the line was set to. */
export const listPriceOf = (line: CheckoutLineState): number =>
  parsePrice(line.variant?.pricing?.price?.gross.amount) ?? parsePrice(line.unitPrice?.gross.amount) ?? 0;

/**
 * Prices the checkout as the shopper's cart is priced, with `@cuida/domain`'s rules: the bought lines (not the gift
 * lines an earlier attempt added) at the commerce API's catalogue prices, the promotions evaluated for the lines
 * added under an open collection window (the gateway's clock), the gifts they add, and the coupon validated after
 * them. A coupon that no longer applies is an error in the answer (the totals are then those without it); an outage
 * of a service it needs throws a coded error, so that nothing is charged at a price the shopper was not shown.
 */
export async function priceCheckout(
  context: GatewayContext,
  checkout: CheckoutState,
  input: { couponCode: string | null; session: SessionContext },
  now = new Date(),
): Promise<Priced> {
  const errors: PlaceOrderError[] = [];
  const lines = checkout.lines.flatMap((line) =>
    line.variant?.sku && line.gift === null
      ? [
          {
            variantId: line.variant.id,
            sku: line.variant.sku,
            quantity: line.quantity,
            unitPrice: listPriceOf(line),
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
  const gifts = evaluation.appliedVouchers.flatMap((voucher) =>
    voucher.items
      .filter((item) => item.effect === GIFT_EFFECT)
      .map((item) => ({
        sku: item.sku ?? null,
        productSlug: item.productSlug,
        quantity: Math.max(1, item.quantity),
        promotionId: voucher.id,
      })),
  );
  const subtotal = cartSubtotal(lines.map((line) => ({ priceUnit: line.unitPrice, quantity: line.quantity })));
  const promoDiscount = evaluation.promoDiscount;
  const promotionIds = evaluation.appliedVouchers.map((voucher) => voucher.id);
  // Per-document coupons: a signed-in customer's verified document, never one written on the checkout; a guest's is
  // the one the order carries (cliente.numeroDocumento), checked again here at completion.
  const written = checkout.fields?.['cliente.numeroDocumento']?.trim().toUpperCase() ?? '';
  const document = isSignedIn(context) ? ((await verifiedDocument(context))?.toUpperCase() ?? '') : written;
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
  return {
    errors,
    figures: { subtotal, promoDiscount, couponCode, couponDiscount },
    promotionIds,
    gifts,
    documentNumber,
  };
}
