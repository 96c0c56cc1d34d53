-- The pharmacy's link from a person to their sign-in account: the identity provider's immutable subject (sub).
-- Written by registration (which creates the account) and by the seed; never taken from a token's claims.
ALTER TABLE persona ADD COLUMN identity_sub uuid UNIQUE;

-- Stores made before the link: a persona belongs to the account registered with its e-mail and document.
UPDATE persona p SET identity_sub = u.sub
FROM identity_user u
WHERE u.email = p.email
  AND u.attributes->>'custom:documentNumber' = p.document_number
  AND p.identity_sub IS NULL;
