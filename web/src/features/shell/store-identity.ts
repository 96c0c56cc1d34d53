/**
 * The store's identity: company name and RUC, address, contact, the director pharmacist and the DIGEMID
 * registration of the establishment, payment methods and the delivery area. The business keeps it as public metadata
 * of the "nosotros" page in the commerce dashboard (keys `tienda.*`); nothing of it is written in a component. Each
 * value is validated: one that is missing or malformed is left out (the footer shows what is valid) rather than shown
 * wrong — a RUC with a bad check digit, an e-mail that is not one.
 */
import { z } from 'zod';

export interface StoreIdentity {
  tradeName: string | null;
  legalName: string | null;
  ruc: string | null;
  address: string | null;
  phone: { display: string; href: string } | null;
  whatsapp: { display: string; href: string } | null;
  email: string | null;
  pharmacist: string | null;
  pharmacistRegistration: string | null;
  digemidRegistration: string | null;
  paymentMethods: string[];
  /** "Lima y Callao": the one wording of where the store delivers. */
  deliveryArea: string | null;
}

export const EMPTY_STORE_IDENTITY: StoreIdentity = {
  tradeName: null,
  legalName: null,
  ruc: null,
  address: null,
  phone: null,
  whatsapp: null,
  email: null,
  pharmacist: null,
  pharmacistRegistration: null,
  digemidRegistration: null,
  paymentMethods: [],
  deliveryArea: null,
};

/** SUNAT's check digit: weights 5 4 3 2 7 6 5 4 3 2 over the first ten digits, 11 − (sum mod 11), 10 → 0, 11 → 1. */
export function isValidRuc(value: string): boolean {
  if (!/^(10|15|16|17|20)\d{9}$/.test(value)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(value[10]);
}

const text = (max: number) => z.string().trim().min(1).max(max);
const Phone = z
  .string()
  .trim()
  .regex(/^[+()\d\s-]{6,25}$/)
  .transform((display) => ({ display, digits: display.replace(/\D/g, '') }));

const FIELDS = {
  tradeName: ['tienda.nombreComercial', text(80)],
  legalName: ['tienda.razonSocial', text(120)],
  ruc: ['tienda.ruc', z.string().trim().refine(isValidRuc)],
  address: ['tienda.direccion', text(200)],
  phone: [
    'tienda.telefono',
    Phone.transform(({ display, digits }) => ({
      display,
      href: `tel:+${digits.startsWith('51') ? digits : `51${digits.replace(/^0/, '')}`}`,
    })),
  ],
  whatsapp: [
    'tienda.whatsapp',
    Phone.refine(({ digits }) => /^(51)?9\d{8}$/.test(digits)).transform(({ display, digits }) => ({
      display,
      href: `https://wa.me/${digits.startsWith('51') ? digits : `51${digits}`}`,
    })),
  ],
  email: ['tienda.email', z.string().trim().max(254).pipe(z.email())],
  pharmacist: ['tienda.quimicoFarmaceutico', text(120)],
  pharmacistRegistration: ['tienda.colegiatura', text(60)],
  digemidRegistration: ['tienda.registroDigemid', text(60)],
  deliveryArea: ['tienda.zonaReparto', text(80)],
} as const;

/** The identity from the page's metafields (an object of strings, or anything else: then nothing). */
export function storeIdentityFrom(metafields: unknown): StoreIdentity {
  const source = z.record(z.string(), z.unknown()).safeParse(metafields);
  if (!source.success) return EMPTY_STORE_IDENTITY;
  const values = source.data;
  const identity: Record<string, unknown> = { ...EMPTY_STORE_IDENTITY };
  for (const [field, [key, schema]] of Object.entries(FIELDS)) {
    const parsed = (schema as z.ZodType).safeParse(values[key]);
    if (parsed.success) identity[field] = parsed.data;
  }
  const methods = z.string().max(400).safeParse(values['tienda.mediosDePago']);
  identity.paymentMethods = methods.success
    ? methods.data
        .split(',')
        .map((method) => method.trim())
        .filter((method) => method.length > 0 && method.length <= 60)
    : [];
  return identity as unknown as StoreIdentity;
}

/** "con delivery en Lima y Callao", or nothing when the area is unknown (a sentence is never left half-made). */
export function deliveryPhrase(identity: Pick<StoreIdentity, 'deliveryArea'>): string {
  return identity.deliveryArea ? ` con delivery en ${identity.deliveryArea}` : '';
}
