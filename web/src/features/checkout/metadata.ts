/**
 * The checkout metadata the storefront writes (requirements: "Checkout metadata", "Checkout restore") and the restore
 * that refills the checkout state from it when the shopper comes back with the same checkout. The gateway accepts only
 * these keys (its allow-list, gateway/src/features/checkout/metadata-keys.ts, the one place for it) and answers
 * `restoreCheckout` with the client fields already read; the rest is read here from the checkout's metadata.
 *
 * Every key of a group is always written, empty when it does not apply, so a value left by an earlier choice (the
 * date of a programado later changed to express) never survives on the checkout.
 */
import {
  DOCUMENT_TYPES,
  type DocumentType,
  documentTypeLabel,
  isDeliveryType,
  isPeruvianMobile,
  needsAddress,
  normalizeDocumentNumber,
  normalizeEmail,
  normalizeName,
  parseDocumentType,
  toNationalPhone,
} from '@cuida/domain';
import type { CheckoutAddress, CheckoutClient, CheckoutRestore, CheckoutState, PickupPerson } from './checkout-state';

export const METADATA_KEYS = {
  documentType: 'cliente.tipoDocumento',
  documentNumber: 'cliente.numeroDocumento',
  firstName: 'cliente.nombre',
  paternalLastName: 'cliente.apellidoPaterno',
  maternalLastName: 'cliente.apellidoMaterno',
  birthDate: 'cliente.fechaNacimiento',
  phone: 'cliente.telefono',
  email: 'cliente.email',
  shoppingCode: 'cliente.codigoCompra',
  oneTimeSkus: 'productos.compraUnica',
  coupon: 'descuento.cupon',
  deliveryType: 'entrega.tipo',
  deliveryDate: 'entrega.fecha',
  deliveryTime: 'entrega.horario',
  district: 'entrega.distrito',
  reference: 'entrega.referencia',
  pickupName: 'entrega.recogeNombre',
  pickupDocument: 'entrega.recogeDocumento',
} as const;

export type MetadataKey = (typeof METADATA_KEYS)[keyof typeof METADATA_KEYS];

/** Every key the storefront writes (each must be in the gateway's allow-list). */
export const ALL_METADATA_KEYS: readonly MetadataKey[] = Object.values(METADATA_KEYS);

export interface MetadataItem {
  key: string;
  value: string;
}

const item = (key: MetadataKey, value: string): MetadataItem => ({ key, value });

/** Document numbers are kept upper-case and trimmed (CE and passports carry letters). */

/** Step 1: cliente.* (the phone as its 9 national digits, the e-mail lower-cased, names with single spaces). */
export function clientMetadata(client: CheckoutClient): MetadataItem[] {
  return [
    item(METADATA_KEYS.documentType, String(client.documentType)),
    item(METADATA_KEYS.documentNumber, normalizeDocumentNumber(client.documentType, client.documentNumber)),
    item(METADATA_KEYS.firstName, normalizeName(client.firstName)),
    item(METADATA_KEYS.paternalLastName, normalizeName(client.paternalLastName)),
    item(METADATA_KEYS.maternalLastName, normalizeName(client.maternalLastName)),
    item(METADATA_KEYS.birthDate, client.birthDate.trim()),
    item(METADATA_KEYS.phone, isPeruvianMobile(client.phone) ? toNationalPhone(client.phone) : client.phone.trim()),
    item(METADATA_KEYS.email, normalizeEmail(client.email)),
    item(METADATA_KEYS.shoppingCode, client.shoppingCode.trim()),
  ];
}

/** `entrega.distrito`: the ubigeo, a space and the name, so people reading the order see the district too. */
export const districtValue = (address: Pick<CheckoutAddress, 'districtId' | 'districtName'>) =>
  address.districtId.trim() === '' ? '' : `${address.districtId.trim()} ${address.districtName.trim()}`.trim();

/** `entrega.recogeDocumento`: the document's label and number, "DNI 45871236". */
export const pickupDocumentValue = (pickup: Pick<PickupPerson, 'documentType' | 'documentNumber'>) =>
  pickup.documentNumber.trim() === ''
    ? ''
    : `${documentTypeLabel(pickup.documentType)} ${normalizeDocumentNumber(pickup.documentType, pickup.documentNumber)}`;

/**
 * Step 2: entrega.* — the type and the delivery option id always; the date for programado; district and reference
 * for the delivered types (the street goes to the commerce checkout's shipping address); the person for pickup by
 * someone else.
 */
export function deliveryMetadata(state: CheckoutState): MetadataItem[] {
  const type = state.deliveryType;
  const delivered = needsAddress(type);
  const someoneElse = type === 'pickup_for_someone_else';
  return [
    item(METADATA_KEYS.deliveryType, type),
    item(METADATA_KEYS.deliveryDate, type === 'programado' ? (state.deliveryDate?.trim() ?? '') : ''),
    item(METADATA_KEYS.deliveryTime, state.deliveryTime ?? ''),
    item(METADATA_KEYS.district, delivered ? districtValue(state.address) : ''),
    item(METADATA_KEYS.reference, delivered ? state.address.reference.trim() : ''),
    item(METADATA_KEYS.pickupName, someoneElse ? normalizeName(state.pickup.name) : ''),
    item(METADATA_KEYS.pickupDocument, someoneElse ? pickupDocumentValue(state.pickup) : ''),
  ];
}

export interface CartMetadataInput {
  /** SKUs bought once; the checkout's other lines are subscriptions. */
  oneTimeSkus: readonly string[];
  couponCode: string | null;
}

/** The cart's part: productos.compraUnica as a JSON list (what the gateway's restore reads) and descuento.cupon. */
export function cartMetadata({ oneTimeSkus, couponCode }: CartMetadataInput): MetadataItem[] {
  return [
    item(METADATA_KEYS.oneTimeSkus, JSON.stringify([...new Set(oneTimeSkus)])),
    item(METADATA_KEYS.coupon, couponCode?.trim() ?? ''),
  ];
}

/** Everything at once (18 keys: within the gateway's 50 items per call). */
export function checkoutMetadata(state: CheckoutState, cart: CartMetadataInput): MetadataItem[] {
  return [...clientMetadata(state.client), ...deliveryMetadata(state), ...cartMetadata(cart)];
}

/** The gateway's `RestoredCheckout.client` (already read from cliente.*). */
export interface RestoredClient {
  documentType?: number | null;
  documentNumber?: string | null;
  firstName?: string | null;
  paternalLastName?: string | null;
  maternalLastName?: string | null;
  birthDate?: string | null;
}

/** What a restore reads: the gateway's `restoreCheckout` answer and fields of its `checkout`. */
export interface RestoreSource {
  client?: RestoredClient | null;
  /** `checkout.metadata`. */
  metadata?: readonly MetadataItem[] | null;
  /** `checkout.email`: the e-mail when cliente.email is missing. */
  email?: string | null;
  /** `checkout.shippingAddress`: the street (only once entrega.distrito says the address is the shopper's). */
  shippingAddress?: { streetAddress1?: string | null; phone?: string | null } | null;
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Copies the non-empty entries only: an empty value restores nothing (the state keeps what it has). */
function filled<T extends object>(entries: { [K in keyof T]?: string | DocumentType | null | undefined }): Partial<T> {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<T>;
}

const UBIGEO_AND_NAME = /^(\d{6})(?:\s+(.*))?$/;
const DOCUMENT_LABEL_AND_NUMBER = new RegExp(`^(${DOCUMENT_TYPES.map((type) => type.label).join('|')})\\s+(\\S+)$`);

/**
 * The checkout state a checkout's metafields give back (requirements: "Checkout restore"), as a patch for the reducer's
 * `restore` action. The client comes from the gateway's answer where it has the field, else from the metadata; the
 * phone also from the shipping address (with +51, as the commerce backend keeps it); the street only when the
 * metadata names a district (before step 2 the shipping address is the placeholder, "Lima").
 */
export function restoreFromCheckout(source: RestoreSource): CheckoutRestore {
  const meta = new Map((source.metadata ?? []).map((entry) => [entry.key, entry.value]));
  const get = (key: MetadataKey) => text(meta.get(key));
  const client = source.client ?? {};
  const documentType = parseDocumentType(client.documentType ?? get(METADATA_KEYS.documentType));
  const rawPhone = get(METADATA_KEYS.phone) || text(source.shippingAddress?.phone);
  const restoredClient = filled<CheckoutClient>({
    documentType: documentType ?? undefined,
    documentNumber: text(client.documentNumber) || get(METADATA_KEYS.documentNumber),
    firstName: text(client.firstName) || get(METADATA_KEYS.firstName),
    paternalLastName: text(client.paternalLastName) || get(METADATA_KEYS.paternalLastName),
    maternalLastName: text(client.maternalLastName) || get(METADATA_KEYS.maternalLastName),
    birthDate: text(client.birthDate) || get(METADATA_KEYS.birthDate),
    phone: rawPhone && isPeruvianMobile(rawPhone) ? toNationalPhone(rawPhone) : rawPhone,
    email: get(METADATA_KEYS.email) || text(source.email),
    shoppingCode: get(METADATA_KEYS.shoppingCode),
  });

  const district = UBIGEO_AND_NAME.exec(get(METADATA_KEYS.district));
  const address = filled<CheckoutAddress>({
    districtId: district?.[1],
    districtName: district?.[2]?.trim(),
    street: district ? text(source.shippingAddress?.streetAddress1) : undefined,
    reference: get(METADATA_KEYS.reference),
  });

  const pickupDocument = DOCUMENT_LABEL_AND_NUMBER.exec(get(METADATA_KEYS.pickupDocument));
  const pickup = filled<PickupPerson>({
    name: get(METADATA_KEYS.pickupName),
    documentType: pickupDocument ? DOCUMENT_TYPES.find((type) => type.label === pickupDocument[1])?.id : undefined,
    documentNumber: pickupDocument?.[2],
  });

  const deliveryType = get(METADATA_KEYS.deliveryType);
  const restored: CheckoutRestore = {};
  if (Object.keys(restoredClient).length > 0) restored.client = restoredClient;
  if (Object.keys(address).length > 0) restored.address = address;
  if (Object.keys(pickup).length > 0) restored.pickup = pickup;
  if (isDeliveryType(deliveryType)) restored.deliveryType = deliveryType;
  if (get(METADATA_KEYS.deliveryDate)) restored.deliveryDate = get(METADATA_KEYS.deliveryDate);
  if (get(METADATA_KEYS.deliveryTime)) restored.deliveryTime = get(METADATA_KEYS.deliveryTime);
  return restored;
}

/** The cart's part of a restore: one-time SKUs (a JSON list or comma-separated, as the gateway reads it) and coupon. */
export function restoreCartFromCheckout(source: {
  metadata?: readonly MetadataItem[] | null;
  oneTimeSkus?: readonly string[] | null;
  couponCode?: string | null;
}): CartMetadataInput {
  const meta = new Map((source.metadata ?? []).map((entry) => [entry.key, entry.value]));
  const coupon = text(source.couponCode) || text(meta.get(METADATA_KEYS.coupon));
  if (source.oneTimeSkus) return { oneTimeSkus: [...source.oneTimeSkus], couponCode: coupon || null };
  return { oneTimeSkus: parseSkuList(text(meta.get(METADATA_KEYS.oneTimeSkus))), couponCode: coupon || null };
}

function parseSkuList(raw: string): string[] {
  if (raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
  } catch {
    // Not JSON: a plain comma-separated list.
  }
  return raw
    .split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
}
