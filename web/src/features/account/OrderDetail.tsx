import { formatPrice } from '@cuida/domain';
import type { AccountOrderQuery } from '@/gql/graphql';
import { orderDeliverySummary, orderPaymentSummary } from '../checkout/order-summary';
import { orderDate, orderStatusLabel } from './order-status';

type Order = NonNullable<AccountOrderQuery['order']>;

/** An order as its customer reads it: lines, delivery as chosen, payment method and totals. */
export function OrderDetail({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const delivery = orderDeliverySummary(order.metadata, order.shippingMethodName);
  const payment = orderPaymentSummary(order.metadata, order.isPaid);
  return (
    <article className="account-section" aria-labelledby="pedido-title" data-testid="order-detail">
      <h1 id="pedido-title">Pedido n.º {order.number}</h1>
      <p>
        {orderDate(order.created)} · {orderStatusLabel(order.status)}
      </p>
      <table className="order-lines">
        <caption className="visually-hidden">Productos del pedido</caption>
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.productName}
                {line.variantName && line.variantName !== line.productName ? ` · ${line.variantName}` : ''}
              </td>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.unitPrice.gross.amount)}</td>
              <td>{formatPrice(line.totalPrice.gross.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="account-data">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotal.gross.amount)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{formatPrice(order.shippingPrice.gross.amount)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(order.total.gross.amount)}</dd>
        </div>
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
    </article>
  );
}
