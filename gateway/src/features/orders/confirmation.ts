import type { GatewayContext } from '../../context';

/** The sales-2 service's operation that e-mails an order's confirmation (schema/openapi/sales2.yaml). */
export const ORDER_CONFIRMATION_OPERATION = 'enviarConfirmacionPedido';

export interface PlacedOrder {
  number: string;
  email: string | null;
  accessToken: string;
  total: number;
  deliveryType: string | null;
}

/**
 * Asks the sales-2 service to e-mail the buyer the order's confirmation with the link that opens it again
 * (requirements: "Order confirmation e-mail"). Sent after the order is placed and never in its way: the answer to
 * placeOrder does not wait for it, and a failure is logged, not answered. The service sends one e-mail per order number.
 */
export function sendOrderConfirmation(context: GatewayContext, order: PlacedOrder): void {
  if (!order.email) return;
  const payload = {
    email: order.email,
    numeroPedido: order.number,
    tokenAcceso: order.accessToken,
    total: order.total,
    ...(order.deliveryType ? { tipoEntrega: order.deliveryType } : {}),
  };
  context.services.rest.call(ORDER_CONFIRMATION_OPERATION, payload, context.restAs()).then(
    () => context.services.log({ level: 'info', msg: 'order confirmation e-mail sent', requestId: context.requestId }),
    (error: unknown) =>
      context.services.log({
        level: 'warn',
        msg: 'order confirmation e-mail failed',
        requestId: context.requestId,
        error: String(error),
      }),
  );
}
