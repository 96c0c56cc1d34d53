-- Each delivery type's own price tiers (express, programado, regular and Rímac are priced apart; the pickups are
-- free). ticket_threshold null is the type's default ("Defecto") tier.
CREATE TABLE delivery_option_tier (
  id smallint PRIMARY KEY,
  option_kind text NOT NULL REFERENCES delivery_option (kind),
  ticket_threshold numeric(10, 2),
  delivery_price numeric(8, 2) NOT NULL CHECK (delivery_price >= 0)
);

CREATE UNIQUE INDEX delivery_option_tier_threshold ON delivery_option_tier (option_kind, COALESCE(ticket_threshold, -1));
