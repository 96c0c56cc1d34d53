/**
 * How a placed order reads to its customer (the confirmation and the account's order detail): the delivery as the
 * shopper chose it (with the person who picks it up and the scheduled date in Spanish), and the payment method with
 * its state. Pure: from the order's metadata, shipping method name and paid flag.
 */
import { DELIVERY_TYPE_LABELS, DOCUMENT_TYPES, isDeliveryType, isPickup, LIMA_TIME_ZONE, LOCALE } from '@cuida/domain';

/** The metadata keys read here (written on the checkout at step 2 and by placeOrder). */
const KEYS = {
  deliveryType: 'entrega.tipo',
  date: 'entrega.fecha',
  pickupName: 'entrega.recogeNombre',
  pickupDocument: 'entrega.recogeDocumento',
  paymentMethod: 'pago.metodo',
} as const;

export const PAYMENT_METHOD_LABELS = {
  CARD: 'Tarjeta de crédito o débito',
  CASH_ON_DELIVERY: 'Pago contra entrega',
} as const;

type Metadata = ReadonlyMap<string, string> | readonly { key: string; value: string }[] | null | undefined;

const asMap = (metadata: Metadata): ReadonlyMap<string, string> =>
  metadata instanceof Map
    ? metadata
    : new Map(((metadata ?? []) as readonly { key: string; value: string }[]).map((item) => [item.key, item.value]));

// Built on first use, not when the module loads (a formatter costs start-up time on pages that show no date).
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDate = (): Intl.DateTimeFormat => {
  longDateFormat ??= new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: LIMA_TIME_ZONE,
  });
  return longDateFormat;
};

/** A calendar date of Lima ("2026-11-30") in Spanish: "lunes, 30 de noviembre de 2026"; null when not a date. */
export function scheduledDateText(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate?.trim() ?? '');
  if (!match) return null;
  // Noon in Lima (UTC−5, no daylight saving): the same calendar day whatever the reader's time zone.
  const noon = new Date(`${match[1]}-${match[2]}-${match[3]}T12:00:00-05:00`);
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== isoDate?.trim()) return null;
  return longDate().format(noon);
}

/** `entrega.recogeDocumento` ("DNI 41234567") as its type and number; a value without a known label is all number. */
export function pickupDocumentOf(value: string | null | undefined): {
  documentType: number | null;
  documentNumber: string;
} {
  const text = value?.trim() ?? '';
  const match = /^(\S+)\s+(.+)$/.exec(text);
  const type = match ? DOCUMENT_TYPES.find((item) => item.label.toLowerCase() === match[1]?.toLowerCase()) : undefined;
  return type && match?.[2]
    ? { documentType: type.id, documentNumber: match[2].trim() }
    : { documentType: null, documentNumber: text };
}

export interface OrderDeliverySummary {
  /** The delivery type as the shopper chose it ("Recoge otra persona"), else the shipping method's name. */
  label: string;
  /** "Rosa Díaz (DNI 41234567)" when someone else picks the order up. */
  pickupPerson: string | null;
  /** The scheduled date in Spanish, for programado. */
  date: string | null;
  /** Whether the order travels to an address (no address for the pickups). */
  delivered: boolean;
  /** For the pickups: which one, and who collects it when it is someone else (for PickupInfo). */
  pickup: {
    type: 'pickup_for_me' | 'pickup_for_someone_else';
    person: { name: string; documentType: number | null; documentNumber: string } | null;
  } | null;
}

export function orderDeliverySummary(metadata: Metadata, shippingMethodName: string | null | undefined) {
  const fields = asMap(metadata);
  const type = fields.get(KEYS.deliveryType)?.trim();
  const known = isDeliveryType(type) ? type : null;
  const name = fields.get(KEYS.pickupName)?.trim();
  const document = fields.get(KEYS.pickupDocument)?.trim();
  const summary: OrderDeliverySummary = {
    label: known ? DELIVERY_TYPE_LABELS[known] : (shippingMethodName ?? 'Entrega'),
    pickupPerson: known === 'pickup_for_someone_else' && name ? (document ? `${name} (${document})` : name) : null,
    date: known === 'programado' ? scheduledDateText(fields.get(KEYS.date)) : null,
    delivered: known ? !isPickup(known) : true,
    pickup:
      known === 'pickup_for_me'
        ? { type: known, person: null }
        : known === 'pickup_for_someone_else'
          ? { type: known, person: name ? { name, ...pickupDocumentOf(document) } : null }
          : null,
  };
  return summary;
}

export interface OrderPaymentSummary {
  /** "Tarjeta de crédito o débito" / "Pago contra entrega"; null when the order does not say. */
  method: string | null;
  /** One sentence on what the shopper still has to do. */
  status: string;
}

export function orderPaymentSummary(metadata: Metadata, isPaid: boolean | null | undefined): OrderPaymentSummary {
  const method = asMap(metadata).get(KEYS.paymentMethod)?.trim();
  if (method === 'CARD') {
    return {
      method: PAYMENT_METHOD_LABELS.CARD,
      // A card order is never one to pay again on delivery, even before the charge shows as complete.
      status: isPaid ? 'El pago con tu tarjeta fue aprobado.' : 'Estamos confirmando el pago con tu tarjeta.',
    };
  }
  if (method === 'CASH_ON_DELIVERY') {
    return { method: PAYMENT_METHOD_LABELS.CASH_ON_DELIVERY, status: 'Pagarás al recibir tu pedido.' };
  }
  return { method: null, status: isPaid ? 'El pago fue aprobado.' : 'Pagarás al recibir tu pedido.' };
}
