-- Saleor's transaction flow: one row per TransactionItem (the dummy payment app's charges and refunds), attached to
-- its checkout and, once the checkout is completed, to the order (order_id), as Saleor moves them.
CREATE TABLE payment_transaction (
  id uuid PRIMARY KEY,
  checkout_id uuid NOT NULL,
  order_id uuid,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payment_transaction_checkout ON payment_transaction (checkout_id);

CREATE INDEX payment_transaction_order ON payment_transaction (order_id);
