/**
 * The checkout client's data (requirements: "Checkout client") and its rules, shared by the storefront's form and the
 * gateway, which checks them again before placing an order. Messages are Spanish and name what to do.
 */
import { parseDocumentType, validateDocument } from '../customer/document';
import { validatePhone } from '../customer/phone';
import { limaIsoDate, parseIsoDate } from './dates';

/** What step 1 asks for, as typed (strings, so a half-typed value is still a value). */
export interface ClientData {
  /** 2 DNI, 4 CE, 3 Pasaporte (a number or numeric text). */
  documentType: number | string;
  documentNumber: string;
  /** Given names (cliente.nombre). */
  firstName: string;
  paternalLastName: string;
  /** Optional: not everyone has one (many CE and passport holders). */
  maternalLastName: string;
  /** Peruvian mobile; +51 and separators allowed. */
  phone: string;
  email: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** Optional shopping code (cliente.codigoCompra). */
  shoppingCode: string;
}

export type ClientField = keyof ClientData;

/** Spanish message per field; a field without an entry is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * Name bounds: 2 to 60 characters, the product's own bound (requirements: "Checkout client"), inside the 1 to 100 the
 * account service accepts, so whatever the form accepts the upstreams accept too.
 */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
/** RFC 5321 limits: 254 for the address, 64 for the part before the @. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;
/** A birth date more than this many years ago is a typing mistake, not a customer. */
export const MAX_AGE_YEARS = 120;
/** Shopping codes: optional, letters, digits and hyphens, at most 30 (the product's own bound). */
export const SHOPPING_CODE_MAX_LENGTH = 30;

/** Letters of any script (accents, ñ, ü), combining marks, spaces and the signs ' ’ - . — starting with a letter. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** Pragmatic e-mail shape: something@domain.tld, no spaces, no empty labels. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const SHOPPING_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

/** The name fields of the checkout: the client's three and the person who picks the order up. */
export type NameField = 'firstName' | 'paternalLastName' | 'maternalLastName' | 'pickupName';

const NAME_MESSAGES: Record<NameField, { empty: string; subject: string; plural: boolean }> = {
  firstName: { empty: 'Ingresa tus nombres.', subject: 'Los nombres', plural: true },
  paternalLastName: { empty: 'Ingresa tu apellido paterno.', subject: 'El apellido paterno', plural: false },
  maternalLastName: { empty: 'Ingresa tu apellido materno.', subject: 'El apellido materno', plural: false },
  pickupName: {
    empty: 'Ingresa el nombre de la persona que recogerá el pedido.',
    subject: 'El nombre',
    plural: false,
  },
};

/** Trims and collapses inner runs of spaces: the form of a name that is stored. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Trimmed and lower-cased: the form of an e-mail that is stored (the analytics user id hashes the same form). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Message for a name field, or null when valid. Letters (with accents), spaces, apostrophes, hyphens and periods;
 * 2 to 60 characters once trimmed. `required: false` accepts an empty value (the maternal surname).
 */
export function validateName(field: NameField, value: string, required = field !== 'maternalLastName'): string | null {
  const name = normalizeName(value);
  const messages = NAME_MESSAGES[field];
  if (name === '') return required ? messages.empty : null;
  const verb = messages.plural ? 'deben' : 'debe';
  if (name.length < NAME_MIN_LENGTH || name.length > NAME_MAX_LENGTH) {
    return `${messages.subject} ${verb} tener entre ${NAME_MIN_LENGTH} y ${NAME_MAX_LENGTH} caracteres.`;
  }
  if (!NAME_PATTERN.test(name)) {
    return `${messages.subject} solo ${messages.plural ? 'pueden' : 'puede'} tener letras, espacios, apóstrofos, guiones y puntos.`;
  }
  return null;
}

/** Message for an e-mail, or null when valid. */
export function validateEmail(value: string): string | null {
  const email = normalizeEmail(value);
  if (email === '') return 'Ingresa tu correo electrónico.';
  const local = email.slice(0, email.lastIndexOf('@'));
  if (
    email.length > EMAIL_MAX_LENGTH ||
    local.length > EMAIL_LOCAL_MAX_LENGTH ||
    !EMAIL_PATTERN.test(email) ||
    email.includes('..')
  ) {
    return 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.';
  }
  return null;
}

/**
 * Message for a birth date (`YYYY-MM-DD`), or null when valid: a date that exists, before today in Lima and at most
 * 120 years ago. No minimum age at checkout (requirements: "Checkout client"); the account service's
 * registration asks for 18.
 */
export function validateBirthDate(value: string, now: Date): string | null {
  const text = value.trim();
  if (text === '') return 'Ingresa tu fecha de nacimiento.';
  if (!parseIsoDate(text)) return 'Ingresa una fecha de nacimiento válida (día, mes y año).';
  const today = limaIsoDate(now);
  if (text >= today) return 'La fecha de nacimiento debe ser anterior a hoy.';
  // Same day and month, 120 years back; compared as text, which orders ISO dates (even an inexistent 29 February).
  const oldest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (text < oldest) return 'Revisa el año de tu fecha de nacimiento.';
  return null;
}

/** Message for the optional shopping code, or null when valid or empty. */
export function validateShoppingCode(value: string): string | null {
  const code = value.trim();
  if (code === '') return null;
  if (code.length > SHOPPING_CODE_MAX_LENGTH || !SHOPPING_CODE_PATTERN.test(code)) {
    return `El código de compra solo puede tener letras, números y guiones (hasta ${SHOPPING_CODE_MAX_LENGTH}).`;
  }
  return null;
}

/**
 * Every message for the client data, keyed by field (empty object: valid). A document type the services do not know
 * is reported on `documentType`; a number that breaks its type's rule on `documentNumber`.
 */
export function validateClient(client: ClientData, now: Date): FieldErrors<ClientField> {
  const errors: FieldErrors<ClientField> = {};
  const documentMessage = validateDocument(client.documentType, client.documentNumber);
  if (documentMessage) {
    errors[parseDocumentType(client.documentType) === null ? 'documentType' : 'documentNumber'] = documentMessage;
  }
  for (const field of ['firstName', 'paternalLastName', 'maternalLastName'] as const) {
    const message = validateName(field, client[field]);
    if (message) errors[field] = message;
  }
  const checks: [ClientField, string | null][] = [
    ['phone', validatePhone(client.phone)],
    ['email', validateEmail(client.email)],
    ['birthDate', validateBirthDate(client.birthDate, now)],
    ['shoppingCode', validateShoppingCode(client.shoppingCode)],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}
