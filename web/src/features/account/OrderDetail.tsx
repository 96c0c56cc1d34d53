import type { AccountOrderQuery } from '@/gql/graphql';
import { ReceiptSummary } from '../orders/ReceiptSummary';
import { receiptOf } from '../orders/receipt';
import { orderDate, orderStatusLabel } from './order-status';

type Order = NonNullable<AccountOrderQuery['order']>;

/** An order as its customer reads it: lines, discounts, delivery, totals and payment. */
export function OrderDetail({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <article className="account-section" aria-labelledby="pedido-title" data-testid="order-detail">
      <h1 id="pedido-title">Pedido n.º {order.number}</h1>
      <p>
        {orderDate(order.created)} · {orderStatusLabel(order.status)}
      </p>
      <ReceiptSummary receipt={receiptOf(order)} />
      <dl className="account-data">
        {order.shippingMethodName && (
          <div>
            <dt>Entrega</dt>
            <dd>{order.shippingMethodName}</dd>
          </div>
        )}
        {address && (
          <div>
            <dt>Dirección</dt>
            <dd>{[address.streetAddress1, address.cityArea, address.city].filter(Boolean).join(', ')}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
