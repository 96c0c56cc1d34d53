import type { GatewayContext, GatewayServices } from '../../context';
import type { RestCallOptions } from '../../upstreams/rest/client';
import { OrderAccessTokens } from '../checkout/order-access';
import { uuidOfGlobalId } from '../checkout/references';
import { CONFIRMATION, figuresOf, ORDER_METADATA_KEYS } from './order-metadata';
import { backgroundRestCall } from './redemption';

/** The sales-2 service's operation that e-mails an order's confirmation (schema/openapi/sales2.yaml). */
export const ORDER_CONFIRMATION_OPERATION = 'enviarConfirmacionPedido';

export interface ConfirmationTarget {
  /** The order's global id. */
  orderId: string;
  number: string;
  email: string | null;
  total: number;
  deliveryType: string | null;
}

/** What a placeOrder answer tells of the order it placed (none when it was refused). */
export interface PlacedOrder {
  orderId: string | null;
  figures: { totalToPay: number };
  placed?: { number: string; email: string | null; deliveryType: string | null };
}

/** E-mails the confirmation of an order just placed, in the background (placeOrder and checkoutComplete alike). */
export function confirmPlacedOrder(context: GatewayContext, result: PlacedOrder): void {
  if (!result.placed || !result.orderId) return;
  void sendOrderConfirmation(
    context.services,
    { orderId: result.orderId, ...result.placed, total: result.figures.totalToPay },
    context.restAs(),
    context.requestId,
  );
}

const MARK_SENT = /* GraphQL */ `
  mutation OrderConfirmationSent($id: ID!, $input: [MetadataInput!]!) {
    updateMetadata(id: $id, input: $input) { errors { code } }
  }
`;

/**
 * Asks the sales-2 service to e-mail the buyer the order's confirmation with the link that opens it again
 * (requirements: "Order confirmation e-mail"), then marks the order ENVIADA. Never in the way of an answer: callers
 * do not wait for it, and a failure is logged and left PENDIENTE, which a repeated placeOrder or the next process to
 * start sends again (`resumePendingConfirmations`). The service sends one e-mail per order number, so a second ask
 * is harmless. Answers whether the service took it.
 */
export async function sendOrderConfirmation(
  services: GatewayServices,
  order: ConfirmationTarget,
  call: RestCallOptions,
  requestId?: string,
): Promise<boolean> {
  const uuid = uuidOfGlobalId(order.orderId, 'Order');
  if (!order.email || !uuid) return false;
  const payload = {
    email: order.email,
    numeroPedido: order.number,
    tokenAcceso: new OrderAccessTokens(services.config.orderAccessKey).issue(uuid),
    total: order.total,
    ...(order.deliveryType ? { tipoEntrega: order.deliveryType } : {}),
  };
  try {
    await services.rest.call(ORDER_CONFIRMATION_OPERATION, payload, call);
  } catch (error) {
    services.log({ level: 'warn', msg: 'order confirmation e-mail failed', requestId, error: String(error) });
    return false;
  }
  services.log({ level: 'info', msg: 'order confirmation e-mail sent', requestId });
  try {
    await services.commerce.query(MARK_SENT, {
      id: order.orderId,
      input: [{ key: ORDER_METADATA_KEYS.confirmation, value: CONFIRMATION.sent }],
    });
  } catch (error) {
    // Still PENDIENTE on the order: sent again later, which the service answers as already sent.
    services.log({ level: 'warn', msg: 'order confirmation not marked sent', requestId, error: String(error) });
  }
  return true;
}

const RECENT_ORDERS = /* GraphQL */ `
  query PendingConfirmations($first: Int, $keys: [String!]) {
    orders(first: $first, sortBy: { field: NUMBER, direction: DESC }) {
      edges { node { id number userEmail fields: metafields(keys: $keys) } }
    }
  }
`;

interface RecentOrders {
  orders: {
    edges: {
      node: { id: string; number: string | null; userEmail: string | null; fields: Record<string, string> | null };
    }[];
  } | null;
}

/** An order's confirmation target from its recorded figures, when its e-mail is still pending. */
export function pendingConfirmation(order: {
  id: string;
  number: string | null;
  userEmail: string | null;
  fields: Record<string, string> | null;
}): ConfirmationTarget | null {
  if (order.fields?.[ORDER_METADATA_KEYS.confirmation] !== CONFIRMATION.pending || !order.number) return null;
  return {
    orderId: order.id,
    number: order.number,
    email: order.userEmail,
    total: figuresOf(order.fields).totalToPay,
    deliveryType: order.fields[ORDER_METADATA_KEYS.deliveryType] ?? null,
  };
}

/**
 * When a gateway process starts, the most recent orders whose confirmation e-mail is still pending get it: a process
 * died between the completion and the e-mail, or the service failed then. Answers the orders sent, or null when the
 * commerce API could not be read (logged; resume-at-start.ts tries again).
 */
export async function resumePendingConfirmations(services: GatewayServices, recent = 100): Promise<string[] | null> {
  let answer: RecentOrders;
  try {
    answer = await services.commerce.query<RecentOrders>(RECENT_ORDERS, {
      first: recent,
      keys: [ORDER_METADATA_KEYS.confirmation, ORDER_METADATA_KEYS.totalToPay, ORDER_METADATA_KEYS.deliveryType],
    });
  } catch (error) {
    services.log({
      level: 'warn',
      msg: 'could not look for pending order confirmations at start',
      error: String(error),
    });
    return null;
  }
  const sent: string[] = [];
  for (const { node } of answer.orders?.edges ?? []) {
    const target = pendingConfirmation(node);
    if (target && (await sendOrderConfirmation(services, target, backgroundRestCall(services)))) sent.push(node.id);
  }
  if (sent.length > 0) services.log({ level: 'warn', msg: 'pending order confirmations sent at start', orders: sent });
  return sent;
}
