-- Catalogue documents (read-mostly): one row per channel, attribute, category, collection, product, menu, page
-- and shipping method, stored as the JSON the seed produced.
CREATE TABLE catalog_document (
  kind text NOT NULL,
  id integer NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (kind, id)
);

-- Live stock per variant: checkoutComplete decrements it.
CREATE TABLE stock (
  variant_id integer PRIMARY KEY,
  quantity integer NOT NULL CHECK (quantity >= 0)
);

CREATE TABLE checkout (
  id uuid PRIMARY KEY,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  number serial UNIQUE,
  checkout_id uuid NOT NULL UNIQUE,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE store_info (
  key text PRIMARY KEY,
  value text NOT NULL
);
