-- The e-mails the services would send (the sandbox sends none): verification links, password-reset and sign-in codes,
-- order confirmations, the consumer's copy of a complaint sheet. Read back on loopback only (GET /__admin/services/outbox). `dedupe_key` makes a repeated
-- send of the same message (an order confirmed twice) one e-mail.
CREATE TABLE outbox_email (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('VERIFICACION_CORREO', 'CODIGO_CONTRASENA', 'CODIGO_INGRESO', 'CODIGO_CONFIRMACION', 'CONFIRMACION_PEDIDO', 'CONSTANCIA_RECLAMACION')),
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  dedupe_key text UNIQUE,
  sent_at timestamptz NOT NULL
);
CREATE INDEX outbox_email_recipient ON outbox_email (recipient, id);
