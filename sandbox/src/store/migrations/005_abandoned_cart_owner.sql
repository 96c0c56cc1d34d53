-- Who saved an abandoned cart: 'cliente:<sub>' for a signed-in customer, 'checkout:<token>' for an anonymous shopper
-- through the gateway. A later save replaces a cart only for the same owner.
ALTER TABLE abandoned_cart ADD COLUMN owner text NOT NULL DEFAULT '';
