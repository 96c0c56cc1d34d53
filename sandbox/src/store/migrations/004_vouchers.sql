-- Voucher service (Voucherify stand-in on the sales REST base). Promotions and coupons are stored as the JSON of
-- sandbox/src/vouchers/model.ts; they are seeded on first use (ensureVoucherSeed), relative to that moment.
CREATE TABLE voucher_promotion (
  id text PRIMARY KEY,
  -- The service's order: promociones lists qualifying tiers in this order.
  position integer NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE voucher_coupon (
  code text PRIMARY KEY CHECK (code = upper(code)),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per redenciones call that was accepted. order_items are kept as sent: {source_id, quantity,
-- price (unit price in hundredths), related_object}. results: per redeemable {id, objeto, descuentoAplicadoTotal}.
CREATE TABLE voucher_redemption (
  id text PRIMARY KEY,
  redeemables jsonb NOT NULL,
  order_items jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('PAID')),
  session_type text NOT NULL CHECK (session_type IN ('LOCK')),
  session_key text NOT NULL DEFAULT '',
  results jsonb NOT NULL,
  discount_total_cents integer NOT NULL CHECK (discount_total_cents >= 0),
  caller_sub text NOT NULL,
  document_number text,
  created_at timestamptz NOT NULL
);

-- A non-empty session key identifies one redemption (a retried call answers the first one).
CREATE UNIQUE INDEX voucher_redemption_session_key ON voucher_redemption (session_key) WHERE session_key <> '';

CREATE INDEX voucher_redemption_created_at ON voucher_redemption (created_at);

-- Coupon uses per document. Single-use coupons may appear once per document (enforced by the partial index).
CREATE TABLE voucher_coupon_use (
  code text NOT NULL REFERENCES voucher_coupon (code),
  document_number text NOT NULL,
  redemption_id text NOT NULL REFERENCES voucher_redemption (id) ON DELETE CASCADE,
  single_use boolean NOT NULL,
  used_at timestamptz NOT NULL,
  PRIMARY KEY (redemption_id, code)
);

CREATE UNIQUE INDEX voucher_coupon_use_single ON voucher_coupon_use (code, document_number) WHERE single_use;
