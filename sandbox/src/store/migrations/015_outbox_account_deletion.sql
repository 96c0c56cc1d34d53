-- The e-mail with the link that confirms an account's deletion (sales-2's notification of the gateway's request).
ALTER TABLE outbox_email DROP CONSTRAINT outbox_email_kind_check;
ALTER TABLE outbox_email ADD CONSTRAINT outbox_email_kind_check CHECK (kind IN ('VERIFICACION_CORREO', 'CODIGO_CONTRASENA', 'CODIGO_INGRESO', 'CODIGO_CONFIRMACION', 'CONFIRMACION_PEDIDO', 'CONSTANCIA_RECLAMACION', 'ELIMINACION_CUENTA'));
