import { formatPrice } from '@cuida/domain';
import type { AccountOrderQuery } from '@/gql/graphql';
import { orderDate, orderStatusLabel } from './order-status';

type Order = NonNullable<AccountOrderQuery['order']>;

/** An order as its customer reads it: lines, delivery and totals. */
export function OrderDetail({ order }: { order: Order }) {
  const address = order.shippingAddress;
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
