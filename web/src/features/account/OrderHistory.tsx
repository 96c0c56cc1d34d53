import type { AccountOrdersQuery } from '@/gql/graphql';
import buttons from '@/ui/button.module.css';
import { Price } from '../../lib/Price';
import account from './account.module.css';
import styles from './OrderHistory.module.css';
import { orderDate, orderStatusLabel } from './order-status';

type Orders = NonNullable<NonNullable<AccountOrdersQuery['me']>['orders']>;

/** The customer's orders, newest first; each opens its detail. */
export function OrderHistory({ orders, nextPage }: { orders: Orders | null; nextPage: string | null }) {
  return (
    <section className={account.accountSection} aria-labelledby="pedidos-title">
      <h2 id="pedidos-title">Mis pedidos</h2>
      {!orders && (
        <p className="form-error" role="alert">
          No pudimos cargar tus pedidos. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      {orders && orders.edges.length === 0 && (
        <p>Aún no tienes pedidos. Cuando compres con tu cuenta, los verás aquí.</p>
      )}
      {orders && orders.edges.length > 0 && (
        <ul className={styles.orderList} data-testid="order-history">
          {orders.edges.map(({ node }) => {
            const units = node.lines.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <li key={node.id} className={styles.orderCard}>
                <a href={`/mi-cuenta/pedidos/${encodeURIComponent(node.id)}`}>
                  <strong>Pedido n.º {node.number}</strong>
                </a>{' '}
                · {orderDate(node.created)} · {orderStatusLabel(node.status)}
                <br />
                {units === 1 ? '1 producto' : `${units} productos`} · <Price amount={node.total.gross.amount} />
              </li>
            );
          })}
        </ul>
      )}
      {nextPage && (
        <p>
          <a className={buttons.secondary} href={nextPage}>
            Ver pedidos anteriores
          </a>
        </p>
      )}
    </section>
  );
}
