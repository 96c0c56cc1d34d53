import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { cleanText, parseInput } from '../../errors/validation';
import type { OrderAccessTokens } from '../checkout/order-access';
import { uuidOfGlobalId } from '../checkout/references';
import { commerceQuery } from '../commerce-query';
import { guestOrderId, takeLookup } from './lookup';

const FindInput = z.object({
  number: cleanText()
    .trim()
    .max(30)
    .transform((value) => value.replace(/^(#|n\.?\s*°|nro\.?)\s*/i, '').trim())
    .pipe(z.string().regex(/^\d{1,20}$/, 'An order number is digits.')),
  documentNumber: cleanText()
    .trim()
    .max(30)
    .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, 'A document number is 6 to 12 letters or digits.')),
});

interface LookupSource {
  accessToken: string;
  orderId: string;
}

export function ordersResolvers(
  commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>,
  orderAccess: OrderAccessTokens,
) {
  return {
    Mutation: {
      findGuestOrder: async (
        _: unknown,
        args: { input: unknown },
        context: GatewayContext,
      ): Promise<LookupSource | null> => {
        const input = parseInput(FindInput, args.input, 'input');
        await takeLookup(context.services, context.client, input.number);
        const orderId = await guestOrderId(context, input.number, input.documentNumber);
        const uuid = orderId ? uuidOfGlobalId(orderId, 'Order') : null;
        return orderId && uuid ? { accessToken: orderAccess.issue(uuid), orderId } : null;
      },
    },
    GuestOrderLookup: {
      order: (source: LookupSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        commerceQuery(commerce, 'order', { id: source.orderId }, context, info),
    },
  };
}
