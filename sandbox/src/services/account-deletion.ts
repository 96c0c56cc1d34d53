/**
 * The e-mail that confirms an account's deletion (sales-2 base, POST /notificaciones/api/v1/enviar/eliminacion/cuenta):
 * written to the outbox with the link the gateway gives (the partner's page, carrying the one-time token), addressed to
 * the e-mail of the customer whose ID token calls: no one can send it to someone else.
 */
import { z } from 'zod';
import { sendEmail } from '../outbox/outbox';
import type { RestHandler } from '../rest/handler';
import { parsePayload, refuse } from './common';

export const EnviarEliminacionCuentaPayload = z.object({
  enlace: z.url({ protocol: /^https?$/ }).max(4096),
});

export const enviarEliminacionCuenta: RestHandler = async (payload, { db, clock, caller }) => {
  const parsed = parsePayload(EnviarEliminacionCuentaPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  if (!caller.email) return refuse('CUENTA_SIN_CORREO', 'La cuenta no tiene correo electrónico.');
  const { enlace } = parsed.data;
  await sendEmail(
    db,
    {
      to: caller.email,
      kind: 'ELIMINACION_CUENTA',
      subject: 'Confirma la eliminación de tu cuenta de Cuida',
      body: [
        'Recibimos un pedido para eliminar tu cuenta de Cuida.',
        `Si fuiste tú, confírmalo en este enlace (vence en 1 hora y sirve una sola vez): ${enlace}`,
        'Si no lo pediste, ignora este correo: tu cuenta sigue igual.',
      ].join('\n'),
      link: enlace,
    },
    clock(),
  );
  return { ok: true, code: 'CORREO_ENVIADO', message: 'Correo enviado.', payload: { enviado: true } };
};
