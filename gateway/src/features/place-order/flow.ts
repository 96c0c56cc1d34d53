import { type SessionContext, toCents } from '@cuida/domain';
import { GraphQLError } from 'graphql';
import type { GatewayContext, GatewayServices } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { authorizeCheckout, authorizeCheckoutOwner } from '../checkout/access';
import { globalIdOf } from '../checkout/references';
import {
  CHECKOUT_KEYS_READ,
  CHECKOUT_STATE,
  type CheckoutState,
  COMPLETE,
  type CompleteAnswer,
  ORDER_KEYS_READ,
  ORDER_STATE,
  type OrderState,
} from './commerce';
import {
  isPlaceOrderErrorCode,
  MESSAGES,
  type PlaceOrderError,
  type PlaceOrderErrorCode,
  placeOrderError,
} from './messages';
import { figuresOf, type OrderFigures, orderMetadata } from './order-metadata';
import { chargeCard, refundCharges } from './payment';
import {
  parseRedemption,
  RedemptionRetries,
  type RedemptionStatus,
  redeem,
  redemptionFor,
  writeRedemption,
} from './redemption';
import { lineMessage, priceCheckout, productNames, readinessErrors } from './revalidate';
import { SingleFlight } from './single-flight';

export type PaymentMethod = 'CARD' | 'CASH_ON_DELIVERY';

export interface PlaceOrderRequest {
  /** The checkout's token. */
  token: string;
  paymentMethod: PaymentMethod;
  paymentData: unknown;
  couponCode: string | null;
  session: SessionContext;
  expectedTotal: number | null;
}

export type Figures = Omit<OrderFigures, 'paymentMethod' | 'couponCode'>;

export interface PlaceOrderResult {
  /** The order's global id; null when refused. */
  orderId: string | null;
  figures: Figures;
  paid: boolean;
  redemption: RedemptionStatus;
  errors: PlaceOrderError[];
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

  private async flow(context: GatewayContext, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
    const { services } = this;
    const id = globalIdOf('Checkout', request.token);
    const { checkout } = await services.commerce.query<{ checkout: CheckoutState | null }>(CHECKOUT_STATE, {
      id,
      keys: CHECKOUT_KEYS_READ,
    });
    // Completed meanwhile (another replica, an earlier request whose answer was lost).
    if (!checkout) return this.completedOrder(context, request.token);

    const notReady = readinessErrors(checkout);
    if (notReady.length > 0) return refused(notReady);

    const priced = await priceCheckout(context, checkout, { couponCode: request.couponCode, session: request.session });
    const figures: Figures = {
      subtotal: priced.figures.subtotal,
      delivery: priced.figures.delivery,
      promoDiscount: priced.figures.promoDiscount,
      couponDiscount: priced.figures.couponDiscount,
      totalToPay: priced.figures.totalToPay,
    };
    if (priced.errors.length > 0) return refused(priced.errors, figures);
    if (request.expectedTotal !== null && toCents(request.expectedTotal) !== toCents(figures.totalToPay)) {
      return refused([placeOrderError('PRICE_CHANGED', MESSAGES.PRICE_CHANGED(figures.totalToPay))], figures);
    }

    // Without allowUnpaidOrders the commerce API completes only checkouts its transactions cover in full (its total
    // knows nothing of the voucher service's discounts): no cash on delivery, no discounted card payment.
    if (!checkout.channel.orderSettings?.allowUnpaidOrders) {
      if (request.paymentMethod === 'CASH_ON_DELIVERY') {
        return refused(
          [
            placeOrderError('CHECKOUT_NOT_FULLY_PAID', MESSAGES.CASH_ON_DELIVERY_UNAVAILABLE(), {
              field: 'paymentMethod',
            }),
          ],
          figures,
        );
      }
      if (toCents(figures.totalToPay) < toCents(checkout.totalPrice?.gross.amount ?? 0)) {
        return refused([placeOrderError('CHECKOUT_NOT_FULLY_PAID', MESSAGES.DISCOUNTED_CARD_UNAVAILABLE())], figures);
      }
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

    if (request.paymentMethod === 'CARD') {
      const charge = await chargeCard(services, checkout, request.token, figures.totalToPay, request.paymentData);
      if ('gone' in charge) return this.completedOrder(context, request.token);
      if (!charge.ok) return refused([charge.error], figures);
    }

    const completion = await services.commerce.query<CompleteAnswer>(COMPLETE, {
      id,
      metadata: orderMetadata({
        ...priced.figures,
        paymentMethod: request.paymentMethod,
      }),
    });
    const orderId = completion.checkoutComplete?.order?.id ?? null;
    if (!orderId) {
      const errors = completion.checkoutComplete?.errors ?? [];
      if (errors.length === 0 || errors.some((error) => error.code === 'NOT_FOUND')) {
        return this.completedOrder(context, request.token);
      }
      return this.completionRefused(checkout, errors, request, figures);
    }

    let status: RedemptionStatus = 'NONE';
    if (redemption) {
      const lines = checkout.lines.map((line) => ({
        productSku: line.variant?.sku ?? null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      }));
      status = await redeem(services, { id: orderId, lines }, redemption);
      if (status === 'PENDING') this.retries.schedule(orderId);
    }
    return { orderId, figures, paid: request.paymentMethod === 'CARD', redemption: status, errors: [] };
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

const instances = new WeakMap<GatewayServices, PlaceOrders>();

/** The PlaceOrders of a gateway instance (one per services object). */
export function placeOrdersOf(services: GatewayServices): PlaceOrders {
  let found = instances.get(services);
  if (!found) {
    found = new PlaceOrders(services);
    instances.set(services, found);
  }
  return found;
}

/** Stops the background redemption retries of a gateway instance (its close). */
export function stopPlaceOrders(services: GatewayServices): void {
  instances.get(services)?.stop();
}
