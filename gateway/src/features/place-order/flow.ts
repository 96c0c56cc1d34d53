import { parsePrice, type SessionContext, toCents } from '@cuida/domain';
import { GraphQLError } from 'graphql';
import type { GatewayContext, GatewayServices } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { authorizeCheckout, authorizeCheckoutOwner } from '../checkout/access';
import { globalIdOf } from '../checkout/references';
import { deliveryTypeOfMethod } from '../delivery/shipping-methods';
import {
  CHECKOUT_KEYS_READ,
  CHECKOUT_STATE,
  type CheckoutState,
  COMPLETE,
  type CompleteAnswer,
  ORDER_KEYS_READ,
  ORDER_STATE,
  type OrderState,
  PROMO_CODE_KEY,
} from './commerce';
import { pendingConfirmation, sendOrderConfirmation } from './confirmation';
import { crashPoint } from './crash-points';
import {
  isPlaceOrderErrorCode,
  MESSAGES,
  type PlaceOrderError,
  type PlaceOrderErrorCode,
  placeOrderError,
} from './messages';
import { figuresOf, type OrderFigures, orderMetadata } from './order-metadata';
import { chargeCard, chargedSoFar, refundCharges } from './payment';
import { type Figures, figuresWith, priceLines } from './price-lines';
import { reconcileOrder } from './reconcile';
import {
  parseRedemption,
  RedemptionRetries,
  type RedemptionStatus,
  redeem,
  redemptionFor,
  writeRedemption,
} from './redemption';
import { lineMessage, listPriceOf, productNames, readinessErrors } from './revalidate';
import { SingleFlight } from './single-flight';

/**
 * How the order is paid: by card (placeOrder charges it), cash on delivery, or already by the checkout's own
 * transactions (a Saleor client paid through transactionInitialize and completes with checkoutComplete).
 */
export type PaymentMethod = 'CARD' | 'CASH_ON_DELIVERY' | 'TRANSACTIONS';

export interface PlaceOrderRequest {
  /** The checkout's token. */
  token: string;
  paymentMethod: PaymentMethod;
  paymentData: unknown;
  couponCode: string | null;
  session: SessionContext;
  expectedTotal: number | null;
}

export interface PlaceOrderResult {
  /** The order's global id; null when refused. */
  orderId: string | null;
  figures: Figures;
  paid: boolean;
  redemption: RedemptionStatus;
  errors: PlaceOrderError[];
  /**
   * Set only by the call that completed the checkout (never by a repeat answering the order it became): the order's
   * number and buyer's e-mail, for its confirmation e-mail (confirmation.ts).
   */
  placed?: { number: string; email: string | null; deliveryType: string | null };
}

const NOT_PRICED: Figures = { subtotal: 0, delivery: 0, promoDiscount: 0, couponDiscount: 0, totalToPay: 0 };

const refused = (errors: PlaceOrderError[], figures: Figures = NOT_PRICED): PlaceOrderResult => ({
  orderId: null,
  figures,
  paid: false,
  redemption: 'NONE',
  errors,
});

/** Saleor's completion codes that placeOrder answers under another name. */
const COMMERCE_CODE_ALIASES: Record<string, PlaceOrderErrorCode> = {
  SHIPPING_METHOD_NOT_APPLICABLE: 'DELIVERY_METHOD_NOT_APPLICABLE',
};

/**
 * Places orders for one gateway instance: the single flight per checkout, the redemption retries, and the flow of
 * docs/operations.md ("Placing an order").
 */
export class PlaceOrders {
  private readonly flights = new SingleFlight<PlaceOrderResult>();
  readonly retries: RedemptionRetries;

  constructor(private readonly services: GatewayServices) {
    this.retries = new RedemptionRetries(services);
  }

  /**
   * Authorizes the caller exactly as for the checkout mutations, then runs the flow once per checkout at a time:
   * identical concurrent requests share one run and its answer; different ones run after it (and find the order).
   * A checkout that is already an order answers that order to whoever the checkout's rule lets in.
   */
  async place(context: GatewayContext, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
    let completed = false;
    try {
      await authorizeCheckout(context, request.token);
    } catch (error) {
      if (!(error instanceof GraphQLError) || error.extensions.code !== ErrorCode.NOT_FOUND) throw error;
      completed = true;
    }
    if (completed) {
      await this.flights.settled(request.token);
      return this.completedOrder(context, request.token);
    }
    const caller = context.viewer.kind === 'customer' ? context.viewer.claims.sub : context.viewer.kind;
    const signature = JSON.stringify([
      caller,
      request.paymentMethod,
      request.paymentData ?? null,
      request.couponCode,
      request.session,
      request.expectedTotal,
    ]);
    return this.flights.run(request.token, signature, () => this.flow(context, request));
  }

  stop(): void {
    this.retries.stop();
  }

  /**
   * Saleor's checkoutComplete on a checkout its transactions paid (the caller authorized it). A checkout whose prices
   * the gateway set (a client's promo code, or the discounts and gifts of an earlier placeOrder attempt) is placed by
   * this flow without charging, so that it is priced again, its coupon and promotions redeemed and the order's
   * figures recorded, exactly as placeOrder does; any other completes as Saleor completes it (`plain`), at its
   * catalogue prices. Both under the checkout's lock. `unpaid` answers a checkout its transactions do not cover.
   */
  completePaid<T>(
    context: GatewayContext,
    token: string,
    session: SessionContext,
    answers: { plain: () => Promise<T>; unpaid: () => T; placed: (result: PlaceOrderResult) => T },
  ): Promise<T> {
    return this.services.checkoutLocks.run(token, async () => {
      const checkout = await this.readCheckout(globalIdOf('Checkout', token));
      if (!checkout) return answers.plain();
      if (checkout.chargeStatus !== 'FULL' && checkout.chargeStatus !== 'OVERCHARGED') return answers.unpaid();
      if (!isPricedByGateway(checkout)) return answers.plain();
      const result = await this.lockedFlow(context, {
        token,
        paymentMethod: 'TRANSACTIONS',
        paymentData: null,
        couponCode: checkout.fields?.[PROMO_CODE_KEY] ?? null,
        session,
        expectedTotal: null,
      });
      return answers.placed(result);
    });
  }

  /** The flow under the checkout's lock: no line can change between the pricing and the completion. */
  private flow(context: GatewayContext, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
    return this.services.checkoutLocks.run(request.token, () => this.lockedFlow(context, request));
  }

  private readCheckout(id: string): Promise<CheckoutState | null> {
    return this.services.commerce
      .query<{ checkout: CheckoutState | null }>(CHECKOUT_STATE, { id, keys: CHECKOUT_KEYS_READ })
      .then((answer) => answer.checkout);
  }

  private async lockedFlow(context: GatewayContext, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
    const { services } = this;
    const id = globalIdOf('Checkout', request.token);
    let checkout = await this.readCheckout(id);
    // Completed meanwhile (another replica, an earlier request whose answer was lost).
    if (!checkout) return this.completedOrder(context, request.token);

    const notReady = readinessErrors(checkout);
    if (notReady.length > 0) return refused(notReady);
    // The delivery is the commerce delivery method chosen (priced by the coverage data through the gateway's
    // shipping app), never what a client wrote in metadata; the insurer's delivery only inside its app.
    const deliveryType = deliveryTypeOfMethod(checkout.deliveryMethod?.id);
    if (deliveryType === 'rimac' && !request.session.appRimac) {
      return refused([
        placeOrderError(
          'DELIVERY_METHOD_NOT_APPLICABLE',
          MESSAGES.DELIVERY_METHOD_NOT_APPLICABLE('solo está disponible desde la app de Rímac.'),
          { field: 'deliveryMethodId' },
        ),
      ]);
    }

    const pricing = await priceLines(
      context,
      checkout,
      { couponCode: request.couponCode, session: request.session, write: request.paymentMethod !== 'TRANSACTIONS' },
      () => this.readCheckout(id),
    );
    if (pricing.kind === 'gone') return this.completedOrder(context, request.token);
    if (pricing.kind === 'refused') {
      return request.paymentMethod === 'TRANSACTIONS'
        ? this.paidRefused(id, pricing.errors, pricing.figures)
        : refused(pricing.errors, pricing.figures);
    }
    const { priced } = pricing;
    checkout = pricing.checkout;
    if (pricing.written) {
      crashPoint(services.config.testCrashFile, 'after-lines');
      const stillReady = readinessErrors(checkout);
      if (stillReady.length > 0) return refused(stillReady, figuresWith(priced, checkout));
    }

    const figures = figuresWith(priced, checkout);
    if (request.expectedTotal !== null && toCents(request.expectedTotal) !== toCents(figures.totalToPay)) {
      return refused([placeOrderError('PRICE_CHANGED', MESSAGES.PRICE_CHANGED(figures.totalToPay))], figures);
    }
    // The commerce checkout must total what the shopper is charged, to the cent: otherwise nothing is charged.
    const commerceTotal = parsePrice(checkout.totalPrice?.gross.amount) ?? 0;
    if (toCents(commerceTotal) !== toCents(figures.totalToPay)) {
      services.log({
        level: 'error',
        msg: 'placeOrder: the commerce checkout does not total what the shopper was quoted; nothing charged',
        checkout: request.token,
        commerceTotal,
        quoted: figures.totalToPay,
      });
      return refused([placeOrderError('PRICE_CHANGED', MESSAGES.PRICE_CHANGED(commerceTotal))], figures);
    }

    if (!checkout.channel.orderSettings?.allowUnpaidOrders && request.paymentMethod === 'CASH_ON_DELIVERY') {
      return refused(
        [
          placeOrderError('CHECKOUT_NOT_FULLY_PAID', MESSAGES.CASH_ON_DELIVERY_UNAVAILABLE(), {
            field: 'paymentMethod',
          }),
        ],
        figures,
      );
    }

    // The redemption is recorded on the checkout before completion: the order carries it from its first moment.
    const redemption = redemptionFor({
      token: request.token,
      promotionIds: priced.promotionIds,
      couponCode: priced.figures.couponCode,
      documentNumber: priced.documentNumber,
    });
    if (redemption || checkout.redemption) {
      const errors = await writeRedemption(services, id, redemption);
      if (errors.includes('NOT_FOUND')) return this.completedOrder(context, request.token);
      if (errors.length > 0) {
        throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The commerce service did not record the order.', {
          upstream: 'commerce',
          upstreamCode: errors[0] ?? null,
        });
      }
    }

    if (request.paymentMethod === 'TRANSACTIONS' && toCents(chargedSoFar(checkout)) < toCents(figures.totalToPay)) {
      return refused(
        [placeOrderError('CHECKOUT_NOT_FULLY_PAID', MESSAGES.NOT_FULLY_PAID(figures.totalToPay), { field: 'id' })],
        figures,
      );
    }
    if (request.paymentMethod === 'CARD') {
      const charge = await chargeCard(services, checkout, request.token, figures.totalToPay, request.paymentData);
      if ('gone' in charge) return this.completedOrder(context, request.token);
      if (!charge.ok) return refused([charge.error], figures);
      crashPoint(services.config.testCrashFile, 'after-charge');
      // A change that reached the commerce API around the lock (another process without a shared lock, a call
      // straight at the commerce API) is caught here: the charge is given back and the shopper sees the new total.
      const after = await this.readCheckout(id);
      if (!after) return this.completedOrder(context, request.token);
      const now = parsePrice(after.totalPrice?.gross.amount) ?? 0;
      if (toCents(now) !== toCents(figures.totalToPay)) {
        const refunded = await refundCharges(services, id);
        services.log({
          level: 'error',
          msg: 'placeOrder: the checkout changed while it was being paid; the charge was given back',
          checkout: request.token,
          charged: figures.totalToPay,
          total: now,
          refunded,
        });
        const changed = placeOrderError('PRICE_CHANGED', MESSAGES.PRICE_CHANGED(now));
        if (refunded) changed.message = MESSAGES.REFUNDED(changed.message);
        return refused([changed], figures);
      }
    }

    const completion = await services.commerce.query<CompleteAnswer>(COMPLETE, {
      id,
      metadata: orderMetadata({
        ...priced.figures,
        delivery: figures.delivery,
        totalToPay: figures.totalToPay,
        paymentMethod: recordedMethod(request.paymentMethod),
        deliveryType,
      }),
    });
    const order = completion.checkoutComplete?.order ?? null;
    if (!order) {
      const errors = completion.checkoutComplete?.errors ?? [];
      if (errors.length === 0 || errors.some((error) => error.code === 'NOT_FOUND')) {
        return this.completedOrder(context, request.token);
      }
      return this.completionRefused(checkout, errors, request, figures);
    }
    crashPoint(services.config.testCrashFile, 'after-complete');
    await reconcileOrder(services, {
      orderId: order.id,
      expectedTotal: figures.totalToPay,
      total: order.total?.gross.amount ?? null,
      charged: order.totalCharged?.amount ?? null,
      paymentMethod: recordedMethod(request.paymentMethod),
    });

    let status: RedemptionStatus = 'NONE';
    if (redemption) {
      crashPoint(services.config.testCrashFile, 'before-redeem');
      status = await redeem(services, { id: order.id, lines: redeemedLines(checkout) }, redemption);
      if (status === 'PENDING') this.retries.schedule(order.id);
    }
    return {
      orderId: order.id,
      figures,
      paid: request.paymentMethod !== 'CASH_ON_DELIVERY',
      redemption: status,
      errors: [],
      placed: order.number ? { number: order.number, email: order.userEmail ?? null, deliveryType } : undefined,
    };
  }

  /**
   * A checkout its transactions paid can no longer be completed at that price (its coupon stopped applying, its
   * promotions or lines changed since): the charges are given back, so the client can pay the new total.
   */
  private async paidRefused(id: string, errors: PlaceOrderError[], figures: Figures): Promise<PlaceOrderResult> {
    const refunded = await refundCharges(this.services, id);
    if (refunded) for (const error of errors) error.message = MESSAGES.REFUNDED(error.message);
    return refused(errors, figures);
  }

  /**
   * The commerce API refused to complete after the gateway's checks (a line sold out or became unavailable in
   * between): any charge is given back, and the refusal is answered with its code and the variants concerned.
   */
  private async completionRefused(
    checkout: CheckoutState,
    errors: NonNullable<CompleteAnswer['checkoutComplete']>['errors'],
    request: PlaceOrderRequest,
    figures: Figures,
  ): Promise<PlaceOrderResult> {
    const refunded = request.paymentMethod === 'CARD' ? await refundCharges(this.services, checkout.id) : false;
    const unknown = errors.filter((error) => !isPlaceOrderErrorCode(COMMERCE_CODE_ALIASES[error.code] ?? error.code));
    if (unknown.length > 0) {
      throw gatewayError(
        ErrorCode.UPSTREAM_REJECTED,
        `The commerce service did not complete the checkout: ${unknown.map((error) => `${error.code}: ${error.message ?? ''}`).join('; ')}`,
        { upstream: 'commerce', upstreamCode: unknown[0]?.code ?? null },
      );
    }
    const mapped = errors.map((error) => {
      const code = (COMMERCE_CODE_ALIASES[error.code] ?? error.code) as PlaceOrderErrorCode;
      const variants = error.variants ?? [];
      return variants.length > 0
        ? placeOrderError(code, lineMessage(code, productNames(checkout.lines, variants)), { field: 'lines', variants })
        : placeOrderError(code, messageFor(code), { field: error.field });
    });
    if (refunded) {
      for (const error of mapped) error.message = MESSAGES.REFUNDED(error.message);
    }
    return refused(mapped, figures);
  }

  /**
   * The order a checkout became: Saleor answers checkoutComplete on a completed checkout with its order. The caller
   * must pass the checkout's rule on the order's owner (copied from the checkout); a pending redemption is tried
   * again; the figures are those recorded on the order.
   */
  private async completedOrder(context: GatewayContext, token: string): Promise<PlaceOrderResult> {
    const { services } = this;
    const completion = await services.commerce.query<CompleteAnswer>(COMPLETE, {
      id: globalIdOf('Checkout', token),
      metadata: null,
    });
    const orderId = completion.checkoutComplete?.order?.id;
    if (!orderId) throw gatewayError(ErrorCode.NOT_FOUND, 'The checkout was not found.');
    const { order } = await services.commerce.query<{ order: OrderState | null }>(ORDER_STATE, {
      id: orderId,
      keys: ORDER_KEYS_READ,
    });
    if (!order) throw gatewayError(ErrorCode.NOT_FOUND, 'The checkout was not found.');
    await authorizeCheckoutOwner(context, order.owner);
    // The process that completed it may have died before the e-mail, or the service failed then.
    const confirmation = pendingConfirmation(order);
    if (confirmation) void sendOrderConfirmation(services, confirmation, context.restAs(), context.requestId);
    const recorded = figuresOf(order.fields);
    const record = parseRedemption(order.redemption);
    let status: RedemptionStatus = 'NONE';
    if (record) {
      status = await redeem(services, order, record);
      if (status === 'PENDING') this.retries.schedule(order.id);
    }
    return {
      orderId: order.id,
      figures: {
        subtotal: recorded.subtotal,
        delivery: recorded.delivery,
        promoDiscount: recorded.promoDiscount,
        couponDiscount: recorded.couponDiscount,
        totalToPay: recorded.totalToPay,
      },
      paid:
        recorded.paymentMethod === 'CARD' && toCents(order.totalCharged?.amount ?? 0) >= toCents(recorded.totalToPay),
      redemption: status,
      errors: [],
    };
  }
}

/**
 * The bought lines as the voucher service redeems them: one per SKU at its catalogue price (gift lines and the
 * discounts spread over the lines are not what it redeems).
 */
function redeemedLines(checkout: CheckoutState) {
  const bySku = new Map<string, { productSku: string; quantity: number; unitPrice: { gross: { amount: number } } }>();
  for (const line of checkout.lines) {
    const sku = line.variant?.sku;
    if (!sku || line.gift !== null) continue;
    const found = bySku.get(sku);
    if (found) found.quantity += line.quantity;
    else
      bySku.set(sku, { productSku: sku, quantity: line.quantity, unitPrice: { gross: { amount: listPriceOf(line) } } });
  }
  return [...bySku.values()];
}

/**
 * Whether the gateway set this checkout's prices: a promo code recorded, a gift line, or a line below its catalogue
 * price. Completing such a checkout as Saleor does would give the discount without redeeming it.
 */
export function isPricedByGateway(checkout: CheckoutState): boolean {
  if (checkout.fields?.[PROMO_CODE_KEY]) return true;
  return checkout.lines.some(
    (line) => line.gift !== null || toCents(parsePrice(line.unitPrice?.gross.amount) ?? 0) < toCents(listPriceOf(line)),
  );
}

/** The payment method the order records: transactions are card payments made through the payment app. */
const recordedMethod = (method: PaymentMethod): OrderFigures['paymentMethod'] =>
  method === 'TRANSACTIONS' ? 'CARD' : method;

function messageFor(code: PlaceOrderErrorCode): string {
  switch (code) {
    case 'NO_LINES':
      return MESSAGES.NO_LINES();
    case 'EMAIL_NOT_SET':
      return MESSAGES.EMAIL_NOT_SET();
    case 'SHIPPING_ADDRESS_NOT_SET':
      return MESSAGES.SHIPPING_ADDRESS_NOT_SET();
    case 'BILLING_ADDRESS_NOT_SET':
      return MESSAGES.BILLING_ADDRESS_NOT_SET();
    case 'SHIPPING_METHOD_NOT_SET':
      return MESSAGES.SHIPPING_METHOD_NOT_SET();
    case 'DELIVERY_METHOD_NOT_APPLICABLE':
      return MESSAGES.DELIVERY_METHOD_NOT_APPLICABLE();
    case 'CHECKOUT_NOT_FULLY_PAID':
      return MESSAGES.CASH_ON_DELIVERY_UNAVAILABLE();
    case 'PAYMENT_ERROR':
      return MESSAGES.PAYMENT_FAILED();
    case 'VOUCHER_NOT_APPLICABLE':
      return MESSAGES.VOUCHER_NOT_APPLICABLE('');
    default:
      return lineMessage(code, []);
  }
}

declare module '../../context' {
  interface GatewayServices {
    /** The instance's orders being placed and redemption retries (gateway.ts builds it, and stops it on close). */
    placeOrders: PlaceOrders;
  }
}
