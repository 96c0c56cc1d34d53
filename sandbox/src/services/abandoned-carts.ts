/**
 * Abandoned carts (sales-2 base): the idle-cart timer's payload (requirements: "Abandoned-cart payload") is stored;
 * pharmacy staff list them.
 */
import { z } from 'zod';
import { PHARMACY_STAFF_GROUP } from '../rest/auth';
import type { RestCaller, RestHandler, RestOutcome } from '../rest/handler';
import type { Queryable } from '../store/db';
import {
  DateTimeSchema,
  DocumentTypeSchema,
  documentProblem,
  EmailSchema,
  forbidden,
  isoDateTime,
  normalizeDocument,
  optional,
  PhoneSchema,
  parsePayload,
  refuse,
  round2,
} from './common';
import { findCallerPersona, findPersonaByDocument } from './personas';

export const GuardarCarroPayload = z.object({
  numeroDocumento: z.string().trim().min(1).max(20),
  tipoDocumento: DocumentTypeSchema,
  nombre: z.string().trim().min(1).max(200),
  telefono: PhoneSchema,
  email: EmailSchema,
  puertaEntrada: z.enum(['Embebido', 'Web']),
  productos: z
    .array(
      z.object({
        cantidad: z.number().int().min(1).max(999),
        nombre: z.string().trim().min(1).max(300),
        /** Unit price in PEN. */
        precio: z.number().min(0).max(100_000),
        sku: z.string().trim().min(1).max(64),
      }),
    )
    .min(1)
    .max(100),
  fechaPrimerProducto: DateTimeSchema,
  fechaUltimoProducto: DateTimeSchema,
  /** The checkout the anonymous shopper holds (required of service accounts saving for a shopper). */
  idCheckout: optional(z.uuid()),
});

/** Idle tracking ignores a document of '-': such a cart has no shopper to follow up. */
const NO_DOCUMENT = '-';

export const guardarCarroAbandonado: RestHandler = async (payload, { caller, db, clock }) => {
  const parsed = parsePayload(GuardarCarroPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const cart = parsed.data;
  if (cart.numeroDocumento === NO_DOCUMENT) {
    return refuse('DOCUMENTO_INVALIDO', 'El carrito no tiene un documento de identidad del cliente.');
  }
  const problem = documentProblem(cart.tipoDocumento, cart.numeroDocumento);
  if (problem) return refuse('DOCUMENTO_INVALIDO', problem);
  const first = new Date(cart.fechaPrimerProducto);
  const last = new Date(cart.fechaUltimoProducto);
  if (first.getTime() > last.getTime()) {
    return refuse('FECHAS_INVALIDAS', 'La fecha del primer producto no puede ser posterior a la del último.');
  }
  const owner = await ownerOf(cart, caller, db);
  if ('outcome' in owner) return owner.outcome;
  const total = round2(cart.productos.reduce((sum, line) => sum + line.precio * line.cantidad, 0));
  const now = clock();
  const [row] = await db.query<{ id: number; inserted: boolean }>(
    `INSERT INTO abandoned_cart (document_type, document_number, name, phone, email, entry_point, products, total,
                                 first_product_at, last_product_at, caller_sub, received_at, updated_at, owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)
     ON CONFLICT (document_type, document_number, first_product_at) DO UPDATE SET
       name = EXCLUDED.name, phone = EXCLUDED.phone, email = EXCLUDED.email, entry_point = EXCLUDED.entry_point,
       products = EXCLUDED.products, total = EXCLUDED.total, last_product_at = EXCLUDED.last_product_at,
       caller_sub = EXCLUDED.caller_sub, updated_at = EXCLUDED.updated_at
     WHERE abandoned_cart.owner = EXCLUDED.owner
     RETURNING id, (xmax = 0) AS inserted`,
    [
      cart.tipoDocumento,
      normalizeDocument(cart.numeroDocumento),
      cart.nombre,
      cart.telefono,
      cart.email,
      cart.puertaEntrada,
      JSON.stringify(cart.productos),
      total,
      first,
      last,
      caller.sub,
      now,
      owner.owner,
    ],
  );
  // No row: the same cart exists and belongs to someone else; it is left untouched.
  if (!row) return refuse('CARRO_AJENO', 'Este carrito pertenece a otro cliente y no se puede reemplazar.');
  return {
    ok: true,
    code: row.inserted ? 'CARRO_REGISTRADO' : 'CARRO_ACTUALIZADO',
    message: row.inserted ? 'Carrito abandonado registrado.' : 'Carrito abandonado actualizado.',
    payload: { idCarro: row.id, total },
  };
};

/**
 * Who the cart belongs to. A customer saves only their own document's cart: the document of the persona linked to
 * their account, not the one their token claims. A service account (the gateway, for an
 * anonymous shopper) saves a cart bound to the checkout the shopper holds, and never one for a registered customer's
 * document: that customer's follow-up data (name, phone, e-mail) is theirs to give.
 */
async function ownerOf(
  cart: z.infer<typeof GuardarCarroPayload>,
  caller: RestCaller,
  db: Queryable,
): Promise<{ owner: string } | { outcome: RestOutcome }> {
  if (!caller.isServiceAccount) {
    const persona = await findCallerPersona(db, caller);
    const own =
      persona !== undefined &&
      cart.tipoDocumento === Number(persona.document_type) &&
      normalizeDocument(cart.numeroDocumento) === persona.document_number;
    if (!own) return { outcome: forbidden('Solo puedes guardar el carrito de tu propio documento.') };
    return { owner: `cliente:${caller.sub}` };
  }
  if (!cart.idCheckout) {
    return { outcome: refuse('CHECKOUT_REQUERIDO', 'El carrito de un comprador sin sesión debe indicar su checkout.') };
  }
  if (await findPersonaByDocument(db, cart.tipoDocumento, cart.numeroDocumento)) {
    return {
      outcome: refuse(
        'DOCUMENTO_DE_CLIENTE',
        'El documento pertenece a un cliente registrado: su carrito se guarda cuando inicia sesión.',
      ),
    };
  }
  return { owner: `checkout:${cart.idCheckout}` };
}

// ---------------------------------------------------------------------------------------------------------------
// POST /sales2/pbi-v2/api/v1/listar/carros/abandonados (pharmacy staff only)

export const ListarCarrosPayload = z.object({
  numeroDocumento: optional(z.string().trim().min(1).max(20)),
  desde: optional(DateTimeSchema),
  hasta: optional(DateTimeSchema),
  limite: optional(z.number().int().min(1).max(200)),
});

interface CartRow {
  id: number;
  document_type: number;
  document_number: string;
  name: string;
  phone: string;
  email: string;
  entry_point: string;
  products: unknown[];
  total: string | number;
  first_product_at: Date | string;
  last_product_at: Date | string;
  received_at: Date | string;
  updated_at: Date | string;
}

export const listarCarrosAbandonados: RestHandler = async (payload, { caller, db }) => {
  if (!caller.groups.includes(PHARMACY_STAFF_GROUP)) {
    return forbidden('Solo el personal de farmacia puede consultar los carritos abandonados.');
  }
  const parsed = parsePayload(ListarCarrosPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const { numeroDocumento, desde, hasta, limite = 50 } = parsed.data;
  const params = [
    numeroDocumento === undefined ? null : normalizeDocument(numeroDocumento),
    desde ?? null,
    hasta ?? null,
  ];
  const where = `($1::text IS NULL OR document_number = $1)
     AND ($2::timestamptz IS NULL OR last_product_at >= $2) AND ($3::timestamptz IS NULL OR last_product_at <= $3)`;
  const [rows, counts] = await Promise.all([
    db.query<CartRow>(
      `SELECT id, document_type, document_number, name, phone, email, entry_point, products, total, first_product_at,
              last_product_at, received_at, updated_at
       FROM abandoned_cart WHERE ${where} ORDER BY last_product_at DESC, id DESC LIMIT $4`,
      [...params, limite],
    ),
    db.query<{ count: string | number }>(`SELECT count(*) AS count FROM abandoned_cart WHERE ${where}`, params),
  ]);
  return {
    ok: true,
    payload: {
      total: Number(counts[0]?.count ?? 0),
      carros: rows.map((row) => ({
        idCarro: row.id,
        tipoDocumento: row.document_type,
        numeroDocumento: row.document_number,
        nombre: row.name,
        telefono: row.phone,
        email: row.email,
        puertaEntrada: row.entry_point,
        productos: row.products,
        total: Number(row.total),
        fechaPrimerProducto: isoDateTime(row.first_product_at),
        fechaUltimoProducto: isoDateTime(row.last_product_at),
        fechaRecepcion: isoDateTime(row.received_at),
        fechaActualizacion: isoDateTime(row.updated_at),
      })),
    },
  };
};
