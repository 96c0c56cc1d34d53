import type { Db, Queryable } from '../store/db';
import type { CheckoutRecord, OrderRecord, TransactionRecord } from './checkout-model';

/** Saleor's `OrderWhereInput` as far as the sandbox supports it. */
export interface OrderFilter {
  metadata?: { key: string; values: readonly string[] | null } | undefined;
}

const parse = <T>(data: unknown): T => (typeof data === 'string' ? JSON.parse(data) : data) as T;

/** Checkouts and orders in the store: they survive a sandbox restart. */
export class CheckoutRepository {
  constructor(private readonly db: Db) {}

  async find(token: string): Promise<CheckoutRecord | null> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM checkout WHERE id = $1', [token]);
    return rows[0] ? parse<CheckoutRecord>(rows[0].data) : null;
  }

  async insert(checkout: CheckoutRecord): Promise<void> {
    await this.db.query('INSERT INTO checkout (id, data) VALUES ($1, $2)', [checkout.token, JSON.stringify(checkout)]);
  }

  async save(checkout: CheckoutRecord, tx: Queryable = this.db): Promise<void> {
    await tx.query('UPDATE checkout SET data = $2, updated_at = now() WHERE id = $1', [
      checkout.token,
      JSON.stringify(checkout),
    ]);
  }

  async delete(token: string, tx: Queryable = this.db): Promise<void> {
    await tx.query('DELETE FROM checkout WHERE id = $1', [token]);
  }

  /** Inserts the order, taking its number from the sequence, and returns it complete. */
  async insertOrder(order: Omit<OrderRecord, 'number'>, tx: Queryable): Promise<OrderRecord> {
    const rows = await tx.query<{ number: number }>(
      'INSERT INTO orders (id, checkout_id, data) VALUES ($1, $2, $3) RETURNING number',
      [order.id, order.checkoutToken, JSON.stringify(order)],
    );
    const number = rows[0]?.number ?? 0;
    const complete: OrderRecord = { ...order, number };
    await tx.query('UPDATE orders SET data = $2 WHERE id = $1', [order.id, JSON.stringify(complete)]);
    return complete;
  }

  async findOrder(id: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM orders WHERE id = $1', [id]);
    return rows[0] ? parse<OrderRecord>(rows[0].data) : null;
  }

  /**
   * Orders, all or those whose public metadata has `metadata.key` (with one of `metadata.values` when given), ordered
   * by number (the sequence: the order of creation); `descending` for newest first.
   */
  async findOrders(filter: OrderFilter, descending: boolean): Promise<OrderRecord[]> {
    const direction = descending ? 'DESC' : 'ASC';
    const { metadata } = filter;
    const [where, params] = !metadata
      ? ['TRUE', []]
      : metadata.values
        ? [`data->'metadata'->>$1 = ANY($2::text[])`, [metadata.key, metadata.values]]
        : [`jsonb_exists(data->'metadata', $1)`, [metadata.key]];
    const rows = await this.db.query<{ data: unknown }>(
      `SELECT data FROM orders WHERE ${where} ORDER BY number ${direction}`,
      params,
    );
    return rows.map((row) => parse<OrderRecord>(row.data));
  }

  async findOrderByCheckout(token: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM orders WHERE checkout_id = $1', [token]);
    return rows[0] ? parse<OrderRecord>(rows[0].data) : null;
  }

  async saveOrder(order: OrderRecord): Promise<void> {
    await this.db.query('UPDATE orders SET data = $2 WHERE id = $1', [order.id, JSON.stringify(order)]);
  }

  async transactionsOfCheckout(token: string, tx: Queryable = this.db): Promise<TransactionRecord[]> {
    const rows = await tx.query<{ data: unknown }>(
      'SELECT data FROM payment_transaction WHERE checkout_id = $1 ORDER BY created_at, id',
      [token],
    );
    return rows.map((row) => parse<TransactionRecord>(row.data));
  }

  async transactionsOfOrder(orderId: string): Promise<TransactionRecord[]> {
    const rows = await this.db.query<{ data: unknown }>(
      'SELECT data FROM payment_transaction WHERE order_id = $1 ORDER BY created_at, id',
      [orderId],
    );
    return rows.map((row) => parse<TransactionRecord>(row.data));
  }

  async findTransaction(id: string): Promise<TransactionRecord | null> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM payment_transaction WHERE id = $1', [id]);
    return rows[0] ? parse<TransactionRecord>(rows[0].data) : null;
  }

  async insertTransaction(transaction: TransactionRecord): Promise<void> {
    await this.db.query(
      'INSERT INTO payment_transaction (id, checkout_id, order_id, data, created_at) VALUES ($1, $2, $3, $4, $5)',
      [
        transaction.id,
        transaction.checkoutToken,
        transaction.orderId,
        JSON.stringify(transaction),
        transaction.createdAt,
      ],
    );
  }

  async saveTransaction(transaction: TransactionRecord): Promise<void> {
    await this.db.query('UPDATE payment_transaction SET order_id = $2, data = $3 WHERE id = $1', [
      transaction.id,
      transaction.orderId,
      JSON.stringify(transaction),
    ]);
  }

  /** Moves a completed checkout's transactions to its order, inside the completion's transaction. */
  async moveTransactionsToOrder(token: string, orderId: string, tx: Queryable): Promise<void> {
    const transactions = await this.transactionsOfCheckout(token, tx);
    for (const transaction of transactions) {
      await tx.query('UPDATE payment_transaction SET order_id = $2, data = $3 WHERE id = $1', [
        transaction.id,
        orderId,
        JSON.stringify({ ...transaction, orderId }),
      ]);
    }
  }
}
