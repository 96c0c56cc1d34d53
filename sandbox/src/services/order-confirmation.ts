/**
 * The order-confirmation e-mail (sales-2 base, POST /notificaciones/api/v1/enviar/confirmacion/pedido): written to the
 * outbox with the link that opens the order in the storefront, `<tienda>/mi-pedido#<tokenAcceso>`. Once per order.
 */
import { z } from 'zod';
import { sendEmail } from '../outbox/outbox';
import type { RestHandler } from '../rest/handler';
import { EmailSchema, parsePayload, refuse, round2 } from './common';

export const EnviarConfirmacionPedidoPayload = z.object({
  email: EmailSchema,
  numeroPedido: z.string().regex(/^\d{1,20}$/),
  tokenAcceso: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
  total: z.number().finite().min(0),
  tipoEntrega: z.string().max(40).optional(),
});

const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

export const enviarConfirmacionPedido =
  ({ storefrontUrl }: { storefrontUrl: string }): RestHandler =>
  async (payload, { db, clock }) => {
    const parsed = parsePayload(EnviarConfirmacionPedidoPayload, payload);
    if (!parsed.ok) return parsed.outcome;
    const { email, numeroPedido, tokenAcceso, total, tipoEntrega } = parsed.data;
    const link = `${new URL('/mi-pedido', storefrontUrl).toString()}#${tokenAcceso}`;
    const pickup = tipoEntrega?.startsWith('pickup_') ?? false;
    const sent = await sendEmail(
      db,
      {
        to: email,
        kind: 'CONFIRMACION_PEDIDO',
        subject: `Recibimos tu pedido N.° ${numeroPedido}`,
        body: [
          `¡Gracias por tu compra! Tu pedido N.° ${numeroPedido} por ${soles.format(round2(total))} está registrado.`,
          pickup
            ? 'Te avisaremos cuando esté listo para recoger en la farmacia.'
            : 'Te avisaremos cuando salga a entrega.',
          `Mira tu pedido en cualquier momento: ${link}`,
        ].join('\n'),
        link,
        dedupeKey: `pedido:${numeroPedido}`,
      },
      clock(),
    );
    if (!sent) {
      const [earlier] = await db.query<{ recipient: string }>(
        'SELECT recipient FROM outbox_email WHERE dedupe_key = $1',
        [`pedido:${numeroPedido}`],
      );
      if (earlier && earlier.recipient !== email) {
        return refuse('PEDIDO_CON_OTRO_CORREO', 'La confirmación de este pedido ya se envió a otro correo.');
      }
    }
    return {
      ok: true,
      code: sent ? 'CORREO_ENVIADO' : 'CORREO_YA_ENVIADO',
      message: sent ? 'Correo de confirmación enviado.' : 'El correo de este pedido ya se había enviado.',
      payload: { numeroPedido, enviado: sent },
    };
  };
