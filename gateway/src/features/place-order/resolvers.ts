import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { parseInput } from '../../errors/validation';
import { resolvePartnerContext } from '../../partner-context';
import type { OrderAccessTokens } from '../checkout/order-access';
import { checkoutTokenOf, uuidOfGlobalId } from '../checkout/references';
import { commerceQuery } from '../commerce-query';
import { ContextInput } from '../promotions/resolvers';
import { confirmPlacedOrder } from './confirmation';
import type { PlaceOrderResult } from './flow';
import { ordersToReconcile } from './reconciliation-query';

/** What a payment app may be sent: a JSON object of at most 4 KB. */
const PAYMENT_DATA_MAX_BYTES = 4096;

const PlaceOrderInput = z.object({
  checkoutId: z.string().min(1).max(200),
  paymentMethod: z.enum(['CARD', 'CASH_ON_DELIVERY']),
  paymentData: z
    .record(z.string(), z.unknown())
    .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= PAYMENT_DATA_MAX_BYTES, {
      message: `At most ${PAYMENT_DATA_MAX_BYTES} bytes of JSON.`,
    })
    .nullish(),
  couponCode: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9A-Za-z_-]*$/, 'A coupon code has letters, digits, - and _ only.')
    .nullish(),
  context: ContextInput,
  expectedTotal: z.number().finite().min(0).max(100_000_000).nullish(),
});

interface PayloadSource extends PlaceOrderResult {
  orderAccessToken: string | null;
}

export function placeOrderResolvers(
  commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>,
  orderAccess: OrderAccessTokens,
) {
  return {
    Query: {
      ordersToReconcile: (_: unknown, args: unknown, context: GatewayContext) => ordersToReconcile(context, args),
    },
    Mutation: {
      placeOrder: async (_: unknown, args: { input: unknown }, context: GatewayContext): Promise<PayloadSource> => {
        const input = parseInput(PlaceOrderInput, args.input, 'input');
        const token = checkoutTokenOf({ id: input.checkoutId });
        const result = await context.services.placeOrders.place(context, {
          token,
          paymentMethod: input.paymentMethod,
          paymentData: input.paymentData ?? null,
          couponCode: input.couponCode ? input.couponCode : null,
          session: resolvePartnerContext(context.partner, input.context),
          expectedTotal: input.expectedTotal ?? null,
        });
        const uuid = result.orderId ? uuidOfGlobalId(result.orderId, 'Order') : null;
        const orderAccessToken = uuid ? orderAccess.issue(uuid) : null;
        confirmPlacedOrder(context, result);
        return { ...result, orderAccessToken };
      },
    },
    PlaceOrderPayload: {
      order: (source: PayloadSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        source.orderId ? commerceQuery(commerce, 'order', { id: source.orderId }, context, info) : null,
      subtotal: (source: PayloadSource) => source.figures.subtotal,
      promoDiscount: (source: PayloadSource) => source.figures.promoDiscount,
      couponDiscount: (source: PayloadSource) => source.figures.couponDiscount,
      delivery: (source: PayloadSource) => source.figures.delivery,
      totalToPay: (source: PayloadSource) => source.figures.totalToPay,
    },
  };
}
