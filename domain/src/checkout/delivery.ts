/**
 * Delivery types and their rules (requirements: "Delivery types", "Express window"), shared by the
 * storefront's delivery step and the gateway, which checks the choice again before placing an order.
 */
import { parseDocumentType, validateDocument } from '../customer/document';
import { EXPRESS_CUTOFF, EXPRESS_START, isExpressAvailable } from '../delivery/express';
import { type FieldErrors, validateName } from './client';
import { addDaysToIsoDate, limaIsoDate, parseIsoDate } from './dates';

/** The delivery types, by the names the coverage service uses (OpcionEntrega.tipo). */
export const DELIVERY_TYPES = [
  'programado',
  'express',
  'default',
  'rimac',
  'pickup_for_me',
  'pickup_for_someone_else',
] as const;

export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The type selected at start (requirements: "Delivery types"). */
export const DEFAULT_DELIVERY_TYPE: DeliveryType = 'default';

/** Shoppers' names of the types (the coverage service's option names). */
export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  programado: 'Delivery programado',
  express: 'Delivery express',
  default: 'Delivery regular',
  rimac: 'Delivery Rímac Seguros',
  pickup_for_me: 'Recojo en tienda',
  pickup_for_someone_else: 'Recoge otra persona',
};

export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value);
}

/** The two store pickups: no address, no delivery fee. */
export function isPickup(type: DeliveryType): boolean {
  return type === 'pickup_for_me' || type === 'pickup_for_someone_else';
}

/** Whether the order travels to the shopper's address (district, street, reference needed). */
export function needsAddress(type: DeliveryType): boolean {
  return !isPickup(type);
}

/**
 * How far ahead a scheduled (programado) delivery may be booked (requirements: "Scheduled delivery"). From
 * tomorrow; the upper bound is the product's own choice: a date picker needs one, and a date a year away is a typing
 * mistake.
 */
export const SCHEDULED_MAX_DAYS_AHEAD = 30;

/** First date a programado delivery may be booked for: tomorrow in Lima. */
export function earliestScheduledDate(now: Date): string {
  return addDaysToIsoDate(limaIsoDate(now), 1);
}

/** Last date a programado delivery may be booked for. */
export function latestScheduledDate(now: Date): string {
  return addDaysToIsoDate(limaIsoDate(now), SCHEDULED_MAX_DAYS_AHEAD);
}

/** Message for a programado date (`YYYY-MM-DD`), or null when valid: a real date from tomorrow (Lima) to +30 days. */
export function validateScheduledDate(value: string | null, now: Date): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return 'Elige la fecha de entrega.';
  if (!parseIsoDate(text)) return 'Elige una fecha de entrega válida.';
  if (text < earliestScheduledDate(now)) return 'El delivery programado se entrega desde mañana: elige otra fecha.';
  if (text > latestScheduledDate(now)) {
    return `Elige una fecha dentro de los próximos ${SCHEDULED_MAX_DAYS_AHEAD} días.`;
  }
  return null;
}

/** Whether express can be chosen, and why not (Spanish) when it cannot. */
export interface ExpressAvailability {
  available: boolean;
  reason: string | null;
}

export interface ExpressAvailabilityInput {
  now: Date;
  /** The district chosen, or null before one is. */
  district: { covered: boolean } | null;
  /** Whether the coverage data offers express for that district (an express option in its delivery options). */
  offered: boolean;
  /**
   * Minutes the window widens at each end: DATE_SYNC_TOLERANCE_MINUTES (5) when the browser checks the shopper's
   * clock, 0 (the default) when the gateway checks its own (requirements: "Clock tolerance").
   */
  toleranceMinutes?: number;
}

export const EXPRESS_REASONS = {
  noDistrict: 'Elige tu distrito para saber si hay delivery express.',
  notCovered: 'Aún no hacemos delivery a este distrito.',
  notOffered: 'El delivery express no está disponible en tu distrito.',
  closed: `El delivery express se puede pedir de ${EXPRESS_START} a ${EXPRESS_CUTOFF} (hora de Lima).`,
} as const;

/**
 * Express availability (requirements: "Express window"): only where coverage offers it, and only from 08:00 to the
 * 21:00 cut-off, America/Lima. The district is checked before the clock, so the reason shown is the one that a later
 * hour would not fix.
 */
export function expressAvailability({
  now,
  district,
  offered,
  toleranceMinutes = 0,
}: ExpressAvailabilityInput): ExpressAvailability {
  const no = (reason: string): ExpressAvailability => ({ available: false, reason });
  if (!district) return no(EXPRESS_REASONS.noDistrict);
  if (!district.covered) return no(EXPRESS_REASONS.notCovered);
  if (!offered) return no(EXPRESS_REASONS.notOffered);
  if (!isExpressAvailable(now, toleranceMinutes)) return no(EXPRESS_REASONS.closed);
  return { available: true, reason: null };
}

/** Bounds of the address fields (ours; Saleor's street line takes 256). */
export const STREET_MIN_LENGTH = 5;
export const STREET_MAX_LENGTH = 120;
export const REFERENCE_MAX_LENGTH = 120;

/** A district id is an INEI ubigeo: 6 digits (Lima 1501xx, Callao 0701xx). */
const UBIGEO = /^\d{6}$/;

/** The delivery choice as the delivery step holds it. */
export interface DeliverySelection {
  deliveryType: string;
  /** Programado only. */
  deliveryDate: string | null;
  address: { districtId: string; street: string; reference: string };
  /** Pickup for someone else only. */
  pickup: { name: string; documentType: number | string; documentNumber: string };
}

export type DeliveryField =
  | 'deliveryType'
  | 'deliveryDate'
  | 'districtId'
  | 'street'
  | 'reference'
  | 'pickupName'
  | 'pickupDocumentType'
  | 'pickupDocumentNumber';

export interface DeliveryRulesContext {
  now: Date;
  /** The session comes from the insurer's app (flag appRimac). */
  appRimac: boolean;
  /** Express availability for the chosen district at this moment ({@link expressAvailability}). */
  express: ExpressAvailability;
}

export const RIMAC_ONLY = 'Este tipo de entrega solo está disponible desde la app de Rímac.';

/**
 * Every message for a delivery choice, keyed by field (empty object: valid). Only the fields the chosen type uses
 * are checked: the address for the delivered types, the date for programado, the person for pickup by someone else.
 */
export function validateDelivery(
  selection: DeliverySelection,
  context: DeliveryRulesContext,
): FieldErrors<DeliveryField> {
  const errors: FieldErrors<DeliveryField> = {};
  const type = selection.deliveryType;
  if (!isDeliveryType(type)) {
    errors.deliveryType = 'Elige cómo quieres recibir tu pedido.';
    return errors;
  }
  if (type === 'express' && !context.express.available) {
    errors.deliveryType = context.express.reason ?? 'El delivery express no está disponible en este momento.';
  }
  if (type === 'rimac' && !context.appRimac) errors.deliveryType = RIMAC_ONLY;
  if (type === 'programado') {
    const message = validateScheduledDate(selection.deliveryDate, context.now);
    if (message) errors.deliveryDate = message;
  }
  if (needsAddress(type)) {
    const { districtId, street, reference } = selection.address;
    if (!UBIGEO.test(districtId.trim())) errors.districtId = 'Elige tu distrito.';
    const streetText = street.trim();
    if (streetText === '') errors.street = 'Ingresa tu dirección: calle, número y, si aplica, departamento.';
    else if (streetText.length < STREET_MIN_LENGTH || streetText.length > STREET_MAX_LENGTH) {
      errors.street = `La dirección debe tener entre ${STREET_MIN_LENGTH} y ${STREET_MAX_LENGTH} caracteres.`;
    }
    if (reference.trim().length > REFERENCE_MAX_LENGTH) {
      errors.reference = `La referencia puede tener hasta ${REFERENCE_MAX_LENGTH} caracteres.`;
    }
  }
  if (type === 'pickup_for_someone_else') {
    const { name, documentType, documentNumber } = selection.pickup;
    const nameMessage = validateName('pickupName', name);
    if (nameMessage) errors.pickupName = nameMessage;
    const documentMessage = validateDocument(documentType, documentNumber);
    if (documentMessage) {
      if (parseDocumentType(documentType) === null) errors.pickupDocumentType = documentMessage;
      else if (documentNumber.trim() === '') {
        errors.pickupDocumentNumber = 'Ingresa el número de documento de la persona que recogerá el pedido.';
      } else errors.pickupDocumentNumber = documentMessage;
    }
  }
  return errors;
}
