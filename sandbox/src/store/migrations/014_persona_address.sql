-- The delivery addresses a customer saves in their account (the pharmacy's record of the person holds them), at most
-- one of them the default. The district is an INEI ubigeo the coverage data knows.
CREATE TABLE persona_address (
  id bigserial PRIMARY KEY,
  persona_id integer NOT NULL REFERENCES persona (id) ON DELETE CASCADE,
  given_names text NOT NULL,
  surnames text NOT NULL,
  phone text NOT NULL,
  street text NOT NULL,
  reference text,
  district_id text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX persona_address_persona ON persona_address (persona_id, id);
CREATE UNIQUE INDEX persona_address_one_default ON persona_address (persona_id) WHERE is_default;
