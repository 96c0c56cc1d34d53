-- Libro de Reclamaciones virtual: each "hoja de reclamación" with its correlative number per year (Lima), the sheet
-- as filed (jsonb), and the client's idempotency key so that a double submission files one sheet.
CREATE TABLE complaint_counter (
  year integer PRIMARY KEY,
  last_number integer NOT NULL
);

CREATE TABLE complaint (
  number text PRIMARY KEY,
  year integer NOT NULL,
  sequence integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RECLAMO', 'QUEJA')),
  data jsonb NOT NULL,
  request_key text UNIQUE,
  request_hash text NOT NULL,
  submitted_at timestamptz NOT NULL,
  filed_by text NOT NULL,
  UNIQUE (year, sequence)
);
