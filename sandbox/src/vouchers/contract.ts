/**
 * The wire contract of the voucher service's four routes (schema/openapi/sales.yaml), as zod schemas and their
 * TypeScript types. These are the `request.payload` the handlers accept and the `response.payload` they answer; the
 * HTTP layer adds the envelope. The OpenAPI documents mirror these schemas field for field.
 *
 * Conventions:
 * - Money is PEN with 2 decimals (half away from zero), except redenciones' `order.items[].price`, which is the unit
 *   price in hundredths (an integer), as the storefront sends it.
 * - Item prices for evaluation always come from the catalogue by SKU (`source_id`); a `price` sent to validaciones or
 *   obtener/cupon is accepted and ignored. Unknown SKUs are ignored (they match no rule and add nothing to amounts).
 * - Unknown keys in a request are ignored (stripped), so clients may send extra fields.
 */
import { z } from 'zod';
import { CANALES, CANALES_SESION, MOTIVOS } from './model';

export const MAX_ITEMS = 200;
export const MAX_REDIMIBLES = 30;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

const sourceId = z
  .string({ error: 'source_id debe ser el SKU del producto, como texto' })
  .trim()
  .min(1, { error: 'source_id no puede estar vacío' })
  .max(64, { error: 'source_id admite como máximo 64 caracteres' });

const quantity = z
  .number({ error: 'quantity debe ser un número entero' })
  .int({ error: 'quantity debe ser un número entero' })
  .min(1, { error: 'quantity debe ser al menos 1' })
  .max(999, { error: 'quantity admite como máximo 999' });

const itemList = <T extends z.ZodType>(item: T, nombre = 'items') =>
  z
    .array(item, { error: `${nombre} debe ser una lista` })
    .max(MAX_ITEMS, { error: `${nombre} admite como máximo ${MAX_ITEMS} productos` });

/** A cart line as validaciones and obtener/cupon receive it. `price` (if any) is ignored: prices come from the catalogue. */
export const itemCarritoSchema = z.object({
  source_id: sourceId,
  quantity,
  price: z.number({ error: 'price debe ser un número' }).nonnegative().optional(),
  related_object: z.literal('product', { error: "related_object debe ser 'product'" }).optional(),
});
export type ItemCarrito = z.infer<typeof itemCarritoSchema>;

export const redimibleRefSchema = z.object({
  object: z.enum(['promotion_tier', 'voucher'], { error: "object debe ser 'promotion_tier' o 'voucher'" }),
  id: z
    .string({ error: 'id debe ser texto' })
    .trim()
    .min(1, { error: 'id no puede estar vacío' })
    .max(100, { error: 'id admite como máximo 100 caracteres' }),
});
export type RedimibleRefPayload = z.infer<typeof redimibleRefSchema>;

const redeemables = z
  .array(redimibleRefSchema, { error: 'redeemables debe ser una lista de {object, id}' })
  .min(1, { error: 'redeemables debe tener al menos un elemento' })
  .max(MAX_REDIMIBLES, { error: `redeemables admite como máximo ${MAX_REDIMIBLES} elementos` });

const numeroDocumento = z
  .string({ error: 'numeroDocumento debe ser texto' })
  .trim()
  .regex(/^[0-9A-Za-z]{5,20}$/, { error: 'numeroDocumento debe tener de 5 a 20 letras o dígitos' });

export const metadatosSchema = z.object({
  canal: z.enum(CANALES),
  /** Present only when the promotion has a priority (lower first). */
  prioridad: z.number().int().optional(),
});

export const categoriaSchema = z.object({ nombre: z.string(), exclusiva: z.boolean() });

export const vigenciaSchema = z.object({
  /** ISO 8601 instant, inclusive; null: since always. */
  inicio: z.string().nullable(),
  /** ISO 8601 instant, inclusive; null: open-ended. */
  fin: z.string().nullable(),
});

/**
 * An item a redeemable touches. `efecto` tells which: `AGREGAR_ITEM` is a gift the storefront adds (fetched by
 * `producto.slug`, quantity `cantidad`, price S/ 0); `APLICAR_A_ITEM` is a cart line whose price the redeemable lowers
 * by `descuento` (never add those as gifts). Order-level effects touch no item (their discount is on the order).
 */
export const ordenItemSchema = z.object({
  sku: z.string(),
  cantidad: z.number().int().positive(),
  efecto: z.enum(['AGREGAR_ITEM', 'APLICAR_A_ITEM']),
  producto: z.object({ slug: z.string(), nombre: z.string() }),
  /** Unit price in PEN the shopper pays before this redeemable: the catalogue price, 0 for a gift. */
  precioUnitario: z.number().nonnegative(),
  /** PEN this redeemable takes off the line (0 for a gift, which is free already). */
  descuento: z.number().nonnegative(),
});
export type OrdenItem = z.infer<typeof ordenItemSchema>;

export const ordenSchema = z.object({
  items: z.array(ordenItemSchema),
  /** The cart's subtotal in PEN at catalogue prices, before any discount. */
  montoSubtotal: z.number().nonnegative(),
  /** PEN this redeemable takes off (its own share; the promo discount is the sum over the valid ones). */
  descuentoAplicadoTotal: z.number().nonnegative(),
});
export type Orden = z.infer<typeof ordenSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /pbi-v2/api/v1/voucherify/promociones

/** The cart as a list of {source_id (first SKU of the line), quantity}. */
export const promocionesRequestSchema = itemList(
  z.object({ source_id: sourceId, quantity }, { error: 'cada elemento debe ser un objeto {source_id, quantity}' }),
  'El payload (la lista de {source_id, quantity} del carrito)',
);
export type PromocionesRequest = z.infer<typeof promocionesRequestSchema>;

/** A promotion tier the cart qualifies for now (rules and window hold); NOT filtered by channel. */
export const promocionSchema = z.object({
  id: z.string(),
  objeto: z.literal('promotion_tier'),
  nombre: z.string(),
  banner: z.string(),
  metadatos: metadatosSchema,
  categoria: categoriaSchema.nullable(),
  vigencia: vigenciaSchema,
  /** The cart's SKUs that meet the promotion's product rules (every cart SKU when it has none). */
  skusAplicables: z.array(z.string()),
});
export type Promocion = z.infer<typeof promocionSchema>;

export const promocionesResponseSchema = z.array(promocionSchema);
export type PromocionesResponse = z.infer<typeof promocionesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /pbi-v2/api/v1/voucherify/validaciones

export const validacionesRequestSchema = z.object(
  {
    redeemables,
    items: itemList(itemCarritoSchema),
  },
  { error: 'El payload debe ser un objeto {redeemables, items}' },
);
export type ValidacionesRequest = z.infer<typeof validacionesRequestSchema>;

/**
 * One answer per requested redeemable, in the order requested (stacking applies in that order). Invalid ones carry
 * `motivo` and `razon` and an empty `orden` (no items, discount 0), so a careless reader adds nothing.
 */
export const validacionSchema = z.object({
  id: z.string(),
  objeto: z.enum(['promotion_tier', 'voucher']),
  valid: z.boolean(),
  /** null when the redeemable does not exist. */
  nombre: z.string().nullable(),
  banner: z.string().nullable(),
  metadatos: metadatosSchema.nullable(),
  orden: ordenSchema,
  /** Stable code, null when valid. */
  motivo: z.enum(MOTIVOS).nullable(),
  /** Spanish explanation, null when valid. */
  razon: z.string().nullable(),
});
export type Validacion = z.infer<typeof validacionSchema>;

export const validacionesResponseSchema = z.array(validacionSchema);
export type ValidacionesResponse = z.infer<typeof validacionesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /pbi-v2/api/v1/voucherify/redenciones

export const redencionItemSchema = z.object({
  source_id: sourceId,
  quantity,
  price: z
    .number({ error: 'price debe ser el precio unitario en céntimos (entero)' })
    .int({ error: 'price debe ser el precio unitario en céntimos (precio × 100, entero)' })
    .nonnegative({ error: 'price no puede ser negativo' }),
  related_object: z.literal('product', { error: "related_object debe ser 'product'" }),
});
export type RedencionItem = z.infer<typeof redencionItemSchema>;

export const redencionesRequestSchema = z.object(
  {
    redeemables,
    order: z.object(
      {
        items: itemList(redencionItemSchema).min(1, { error: 'order.items debe tener al menos un producto' }),
        status: z.literal('PAID', { error: "order.status debe ser 'PAID'" }),
      },
      { error: 'order debe ser un objeto {items, status}' },
    ),
    session: z.object(
      {
        type: z.literal('LOCK', { error: "session.type debe ser 'LOCK'" }),
        /** Empty as the storefront sends it; a non-empty key makes the call idempotent (same key, same redemption). */
        key: z.string({ error: 'session.key debe ser texto' }).max(200),
      },
      { error: "session debe ser un objeto {type: 'LOCK', key}" },
    ),
    /** Whose coupon use this is; defaults to the caller's document (ID token). */
    numeroDocumento: numeroDocumento.optional(),
  },
  { error: 'El payload debe ser un objeto {redeemables, order, session}' },
);
export type RedencionesRequest = z.infer<typeof redencionesRequestSchema>;

export const redencionesResponseSchema = z.object({
  /** Redemption id, `r_…`. */
  id: z.string(),
  estado: z.literal('PAID'),
  /** ISO 8601. */
  fecha: z.string(),
  /** PEN off the order over every redeemable, evaluated at catalogue prices. */
  descuentoTotal: z.number().nonnegative(),
  redenciones: z.array(
    z.object({
      id: z.string(),
      objeto: z.enum(['promotion_tier', 'voucher']),
      descuentoAplicadoTotal: z.number().nonnegative(),
    }),
  ),
  /** true when a redemption with the same non-empty session key already existed (nothing new recorded). */
  repetida: z.boolean(),
});
export type RedencionesResponse = z.infer<typeof redencionesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /promociones-descuentos/api/v1/obtener/cupon

export const cuponRequestSchema = z.object(
  {
    cupon: z.object(
      {
        codigo: z
          .string({ error: 'cupon.codigo debe ser texto' })
          .trim()
          .min(1, { error: 'cupon.codigo no puede estar vacío' })
          .max(40, { error: 'cupon.codigo admite como máximo 40 caracteres' }),
      },
      { error: 'cupon debe ser un objeto {codigo}' },
    ),
    /** The promotions already applied to the cart, in the order applied; the coupon stacks after them. */
    promociones: z
      .array(z.object({ id: z.string({ error: 'promociones[].id debe ser texto' }).trim().min(1).max(100) }), {
        error: 'promociones debe ser una lista de {id}',
      })
      .max(MAX_REDIMIBLES),
    orden: z.object({ items: itemList(itemCarritoSchema) }, { error: 'orden debe ser un objeto {items}' }),
    /** Sent when the shopper's document is known; single-use coupons need it. */
    numeroDocumento: numeroDocumento.optional(),
    /** The session's channel; absent means the storefront outside the partner apps (web). */
    canal: z.enum(CANALES_SESION, { error: "canal debe ser 'web', 'rimac' o 'appCI'" }).optional(),
  },
  { error: 'El payload debe ser un objeto {cupon, promociones, orden}' },
);
export type CuponRequest = z.infer<typeof cuponRequestSchema>;

/** Answered on success and, with `valido: false`, as the payload of a refusal. */
export const cuponResponseSchema = z.object({
  /** The code as stored (upper case) or as typed when unknown. */
  codigo: z.string(),
  valido: z.boolean(),
  nombre: z.string().nullable(),
  /** Spanish message for the shopper, on success and on refusal. */
  mensaje: z.string(),
  /** Stable refusal code (the same as status.code), null when valid. */
  motivo: z.enum(MOTIVOS).nullable(),
  /** PEN the coupon takes off (0 when refused). */
  descuento: z.number().nonnegative(),
  /** Subtotal at catalogue prices. */
  montoSubtotal: z.number().nonnegative(),
  /** What the listed promotions that still apply take off, before the coupon. */
  descuentoPromociones: z.number().nonnegative(),
  /** montoSubtotal − descuentoPromociones − descuento. */
  montoTotal: z.number().nonnegative(),
  /** Items the coupon touches (see ordenItemSchema); empty for order-level coupons. */
  items: z.array(ordenItemSchema),
});
export type CuponResponse = z.infer<typeof cuponResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Contract violations

export const SOLICITUD_INVALIDA = 'SOLICITUD_INVALIDA';

/** A Spanish sentence naming what is wrong with a payload (up to the first five problems, with their paths). */
export function describirErrores(error: z.ZodError): string {
  const partes = error.issues.slice(0, 5).map((issue) => {
    const ruta = formatPath(issue.path);
    return !ruta || issue.message.startsWith(ruta) ? issue.message : `${ruta}: ${issue.message}`;
  });
  const mas = error.issues.length > 5 ? ` (y ${error.issues.length - 5} problemas más)` : '';
  return `Solicitud inválida. ${partes.join('; ')}${mas}.`;
}

function formatPath(path: PropertyKey[]): string {
  let out = typeof path[0] === 'number' ? 'payload' : '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

const errorMapEs = z.locales.es().localeError;

/** Parses a payload: the data, or the Spanish description of the contract violation. */
export function parsePayload<T extends z.ZodType>(
  schema: T,
  payload: unknown,
): { ok: true; data: z.infer<T> } | { ok: false; message: string } {
  const result = schema.safeParse(payload, { error: errorMapEs });
  return result.success ? { ok: true, data: result.data } : { ok: false, message: describirErrores(result.error) };
}
