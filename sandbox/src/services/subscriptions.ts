/**
 * Subscriptions (sales base): "does this user have a subscription?" and the caller's own subscriptions, with their
 * products resolved against the live catalogue.
 */
import { z } from 'zod';
import type { Catalog } from '../commerce/catalog';
import type { RestHandler } from '../rest/handler';
import { attributeValue, imageUrl, requiresPrescription, skuIndex, typePurchase } from './catalog-lookup';
import { forbidden, isoDateTime, optional, parsePayload, round2 } from './common';
import { findCallerPersona, findPersonaByUser, type PersonaRow, personaIsNamed, surnames } from './personas';

export const SUBSCRIPTION_STATES = ['ACTIVA', 'PAUSADA', 'CANCELADA'] as const;
/** States in which a customer "has a subscription" (a paused one can be resumed). */
const HOLDING_STATES = ['ACTIVA', 'PAUSADA'];

export interface StoredSubscriptionProduct {
  sku: string;
  nombre: string;
  cantidad: number;
  frecuenciaDias: number;
  precio: number;
}

interface SubscriptionRow {
  id: string;
  status: (typeof SUBSCRIPTION_STATES)[number];
  shipping: Record<string, unknown>;
  billing: Record<string, unknown>;
  products: StoredSubscriptionProduct[];
  created_at: Date | string;
}

// ---------------------------------------------------------------------------------------------------------------
// POST /sales/suscripciones/api/v1/verificar/suscripcion

export const VerificarSuscripcionPayload = z.object({ usuario: z.string().trim().min(1).max(254) });

/**
 * The service account may ask about anyone; a customer only about themselves: the e-mail or document of the persona
 * linked to their account (or, without one, their own e-mail, which has no subscriptions then).
 * The wire name `tieneSuscricpion` is misspelled on purpose: it is the real one (schema/openapi/sales.yaml).
 */
export const verificarSuscripcion: RestHandler = async (payload, { caller, db }) => {
  const parsed = parsePayload(VerificarSuscripcionPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const { usuario } = parsed.data;
  let persona: PersonaRow | undefined;
  if (caller.isServiceAccount) persona = await findPersonaByUser(db, usuario);
  else {
    persona = await findCallerPersona(db, caller);
    const own = persona ? personaIsNamed(persona, usuario) : usuario.trim().toLowerCase() === caller.email;
    if (!own) return forbidden('Solo puedes consultar tus propias suscripciones.');
  }
  let has = false;
  if (persona) {
    const rows = await db.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM subscription WHERE persona_id = $1 AND status = ANY($2::text[])) AS found',
      [persona.id, HOLDING_STATES],
    );
    has = rows[0]?.found === true;
  }
  return { ok: true, payload: { tieneSuscricpion: has } };
};

// ---------------------------------------------------------------------------------------------------------------
// POST /sales/suscripciones/api/v1/obtener/suscripciones (customer)

export const ObtenerSuscripcionesPayload = z.object({
  estado: optional(z.enum(SUBSCRIPTION_STATES)),
});

export function obtenerSuscripciones(options: { mediaBaseUrl?: string | undefined }): RestHandler {
  return async (payload, { caller, db, catalog }) => {
    const parsed = parsePayload(ObtenerSuscripcionesPayload, payload);
    if (!parsed.ok) return parsed.outcome;
    const persona = await findCallerPersona(db, caller);
    if (!persona) return { ok: true, payload: { suscripciones: [] } };
    const rows = await db.query<SubscriptionRow>(
      `SELECT id, status, shipping, billing, products, created_at FROM subscription
       WHERE persona_id = $1 AND ($2::text IS NULL OR status = $2)
       ORDER BY CASE status WHEN 'ACTIVA' THEN 0 WHEN 'PAUSADA' THEN 1 ELSE 2 END, id`,
      [persona.id, parsed.data.estado ?? null],
    );
    return {
      ok: true,
      payload: { suscripciones: rows.map((row) => subscriptionToWire(row, persona, catalog, options.mediaBaseUrl)) },
    };
  };
}

function subscriptionToWire(row: SubscriptionRow, persona: PersonaRow, catalog: Catalog, mediaBaseUrl?: string) {
  const index = skuIndex(catalog);
  const productos = row.products.map((stored) => {
    const entry = index.get(stored.sku);
    const precio = entry ? entry.variant.price : stored.precio;
    return {
      sku: stored.sku,
      nombre: entry ? entry.product.name : stored.nombre,
      slug: entry?.product.slug ?? null,
      cantidad: stored.cantidad,
      frecuenciaDias: stored.frecuenciaDias,
      precio,
      subtotal: round2(precio * stored.cantidad),
      imagen: entry ? imageUrl(entry.product, mediaBaseUrl) : null,
      tipoCompra: entry ? typePurchase(entry.product) : null,
      presentacion: entry ? attributeValue(entry.product, 'presentation') : null,
      marca: entry ? attributeValue(entry.product, 'brand') : null,
      laboratorio: entry ? attributeValue(entry.product, 'laboratory') : null,
      requiereReceta: entry ? requiresPrescription(entry.product) : false,
      disponible: entry ? entry.product.isAvailableForPurchase : false,
    };
  });
  const montoTotal = round2(productos.reduce((sum, product) => sum + product.subtotal, 0));
  return {
    idSuscription: row.id,
    estado: row.status,
    fechaCreacion: isoDateTime(row.created_at),
    cliente: {
      idPersona: persona.id,
      nombres: persona.given_names,
      apellidos: surnames(persona),
      tipoDocumento: persona.document_type,
      numeroDocumento: persona.document_number,
      email: persona.email,
      telefono: persona.phone,
    },
    envio: row.shipping,
    facturacion: { ...row.billing, montoTotal },
    productos,
  };
}
