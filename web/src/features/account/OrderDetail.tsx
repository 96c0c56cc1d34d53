import type { AccountOrderQuery } from '@/gql/graphql';
import { orderDeliverySummary, orderPaymentSummary } from '../orders/order-summary';
import { PickupInfo } from '../orders/PickupInfo';
import { ReceiptSummary } from '../orders/ReceiptSummary';
import { receiptOf } from '../orders/receipt';
import account from './account.module.css';
import { orderDate, orderStatusLabel } from './order-status';

type Order = NonNullable<AccountOrderQuery['order']>;

/** An order as its customer reads it: lines, discounts, delivery, totals and payment. */
export function OrderDetail({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const delivery = orderDeliverySummary(order.metadata, order.shippingMethodName);
  const payment = orderPaymentSummary(order.metadata, order.isPaid);
  return (
    <article className={account.accountSection} aria-labelledby="pedido-title" data-testid="order-detail">
      <h1 id="pedido-title">Pedido n.º {order.number}</h1>
      <p>
        {orderDate(order.created)} · {orderStatusLabel(order.status)}
      </p>
      <ReceiptSummary receipt={receiptOf(order)} />
      <dl className={account.accountData}>
        <div>
          <dt>Entrega</dt>
          <dd data-testid="order-delivery">
            {delivery.label}
            {delivery.date && `, el ${delivery.date}`}
          </dd>
        </div>
        {delivery.pickupPerson && (
          <div>
            <dt>Recoge</dt>
            <dd data-testid="order-pickup-person">{delivery.pickupPerson}</dd>
          </div>
        )}
        {address && delivery.delivered && (
          <div>
            <dt>Dirección</dt>
            <dd>{[address.streetAddress1, address.cityArea, address.city].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Forma de pago</dt>
          <dd data-testid="order-payment-method">
            {payment.method ? `${payment.method}. ` : ''}
            {payment.status}
          </dd>
        </div>
      </dl>
      {delivery.pickup && <PickupInfo type={delivery.pickup.type} person={delivery.pickup.person} heading="h2" />}
    </article>
  );
}
