import { z } from 'zod';
import { isStaff } from '../../auth/roles';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { parseInput } from '../../errors/validation';
import { ORDER_METADATA_KEYS } from './order-metadata';
import { imbalanceOf, RECONCILIATION_KEY } from './reconcile';

const RECENT_ORDERS = /* GraphQL */ `
  query ReconcileOrders($first: Int, $after: String, $keys: [String!]) {
    orders(first: $first, after: $after, sortBy: { field: NUMBER, direction: DESC }) {
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id
          number
          total { gross { amount } }
          totalCharged { amount }
          fields: metafields(keys: $keys)
          flag: privateMetafield(key: "${RECONCILIATION_KEY}")
        }
      }
    }
  }
`;

interface RecentOrders {
  orders: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: {
      node: {
        id: string;
        number: string;
        total: { gross: { amount: number } };
        totalCharged: { amount: number };
        fields: Record<string, string> | null;
        flag: string | null;
      };
    }[];
  };
}

/**
 * Staff's list of orders to look at: read from the commerce API (the gateway's app token), newest first, 100 per
 * page; an order is listed when its figures disagree now or placeOrder flagged it.
 */
export async function ordersToReconcile(context: GatewayContext, args: unknown) {
  const { last } = parseInput(z.object({ last: z.number().int().min(1).max(500).nullish() }), args);
  const customer = await context.requireCustomer();
  if (!isStaff(customer.claims)) throw gatewayError(ErrorCode.FORBIDDEN, 'Only pharmacy staff may reconcile orders.');
  const wanted = last ?? 100;
  const listed = [];
  let after: string | null = null;
  let seen = 0;
  while (seen < wanted) {
    const page: RecentOrders = await context.services.commerce.query<RecentOrders>(RECENT_ORDERS, {
      first: Math.min(100, wanted - seen),
      after,
      keys: [ORDER_METADATA_KEYS.totalToPay, ORDER_METADATA_KEYS.paymentMethod],
    });
    for (const { node } of page.orders.edges) {
      seen++;
      const quoted = node.fields?.[ORDER_METADATA_KEYS.totalToPay];
      const method = node.fields?.[ORDER_METADATA_KEYS.paymentMethod];
      const paymentMethod = method === 'CARD' || method === 'CASH_ON_DELIVERY' ? method : null;
      const total = node.total.gross.amount;
      const charged = node.totalCharged.amount;
      // An order placed without placeOrder (a partner's fully paid checkout) is checked against its own total.
      const reason =
        imbalanceOf({
          expectedTotal: quoted !== undefined ? Number(quoted) : total,
          total,
          charged,
          paymentMethod: paymentMethod ?? 'CARD',
        }) ?? (node.flag ? `flagged when placed: ${node.flag}` : null);
      if (reason) {
        listed.push({
          orderId: node.id,
          number: node.number,
          reason,
          quotedTotal: quoted !== undefined ? Number(quoted) : null,
          total,
          charged,
          paymentMethod,
        });
      }
    }
    if (!page.orders.pageInfo.hasNextPage || !page.orders.pageInfo.endCursor) break;
    after = page.orders.pageInfo.endCursor;
  }
  return listed;
}
