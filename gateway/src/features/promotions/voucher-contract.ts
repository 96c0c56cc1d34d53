import { z } from 'zod';

/**
 * The voucher service's answers as the gateway reads them (schema/openapi/sales.yaml), validated before use: an
 * upstream that drifts from its contract is an upstream failure, not a crash.
 */
export const VOUCHER_OPERATIONS = {
  promotions: 'obtenerPromociones',
  validations: 'validarPromociones',
  coupon: 'obtenerCupon',
  /** Never retried by the transport: placeOrder retries it itself, keyed on the checkout (session.key). */
  redemption: 'redimirPromociones',
} as const;

/**
 * The voucher reads called with a plain JSON POST (upstreams/rest/client.ts, `sendJson`): hot (every listing, every
 * cart), built by the gateway from validated values, their answers validated below.
 */
export const DIRECT_JSON_OPERATIONS: ReadonlySet<string> = new Set([
  VOUCHER_OPERATIONS.promotions,
  VOUCHER_OPERATIONS.validations,
]);

const metadatos = z.object({ canal: z.string(), prioridad: z.number().int().nullish() });

export const PromocionesAnswer = z.array(
  z.object({
    id: z.string(),
    objeto: z.string(),
    banner: z.string().nullish(),
    metadatos,
    skusAplicables: z.array(z.string()).nullish(),
    /** ISO instants, both inclusive, null for open-ended: the promotions cache expires an entry at the first edge. */
    vigencia: z.object({ inicio: z.string().nullish(), fin: z.string().nullish() }).nullish(),
  }),
);
export type Promocion = z.infer<typeof PromocionesAnswer>[number];

export const ValidacionesAnswer = z.array(
  z.object({
    id: z.string(),
    objeto: z.string(),
    valid: z.boolean(),
    banner: z.string().nullish(),
    metadatos: metadatos.nullish(),
    orden: z.object({
      items: z.array(
        z.object({
          sku: z.string(),
          cantidad: z.number().int(),
          efecto: z.string(),
          producto: z.object({ slug: z.string() }),
          descuento: z.number().nullish(),
        }),
      ),
      descuentoAplicadoTotal: z.number(),
    }),
  }),
);
export type Validacion = z.infer<typeof ValidacionesAnswer>[number];

export const CuponAnswer = z.object({
  valido: z.boolean(),
  descuento: z.number().nullish(),
  mensaje: z.string().nullish(),
  motivo: z.string().nullish(),
});

/** The gift effect: an item the promotion adds, fetched by slug, quantity 1, price S/ 0. */
export const GIFT_EFFECT = 'AGREGAR_ITEM';
