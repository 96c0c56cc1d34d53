import type { OrderReceiptFragment } from '../../gql/graphql';
import { orderDeliverySummary, orderPaymentSummary } from './order-summary';
import { PickupInfo } from './PickupInfo';
import { ReceiptSummary } from './ReceiptSummary';
import { receiptOf } from './receipt';

/** A placed order as its buyer reads it after buying: e-mail, payment, delivery (or where to pick it up), lines. */
export function PlacedOrder({ placed }: { placed: OrderReceiptFragment }) {
  const meta = new Map((placed.metadata ?? []).map((item) => [item.key, item.value]));
  const delivery = orderDeliverySummary(meta, placed.shippingMethodName);
  const payment = orderPaymentSummary(meta, placed.isPaid);
  return (
    <>
      <p>
        Te enviaremos las novedades a <strong>{placed.userEmail}</strong>.{' '}
        <span data-testid="order-payment-status">{payment.status}</span>
      </p>
      <h2>Entrega</h2>
      <p data-testid="order-delivery">
        {delivery.label}
        {placed.shippingAddress && delivery.delivered && (
          <>
            {' '}
            — {placed.shippingAddress.streetAddress1}, {placed.shippingAddress.cityArea}
          </>
        )}
        {delivery.date && `, el ${delivery.date}`}
      </p>
      {delivery.pickupPerson && <p data-testid="order-pickup-person">Recoge: {delivery.pickupPerson}</p>}
      {delivery.pickup && <PickupInfo type={delivery.pickup.type} person={delivery.pickup.person} />}
      {payment.method && (
        <>
          <h2>Forma de pago</h2>
          <p data-testid="order-payment-method">{payment.method}</p>
        </>
      )}
      <h2>Productos</h2>
      <ReceiptSummary receipt={receiptOf(placed)} />
    </>
  );
}
