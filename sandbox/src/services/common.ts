/** Helpers shared by the business handlers: payload validation, refusals, documents, money. */
import { z } from 'zod';
import { REST_CODES } from '../rest/envelope';
import type { RestOutcome } from '../rest/handler';
import { describeZodError } from '../rest/validation';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; outcome: RestOutcome };

/** Validates a request payload; a contract violation is HTTP 400 SOLICITUD_INVALIDA naming the field. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): ParseResult<z.output<S>> {
  const parsed = schema.safeParse(payload, { reportInput: true });
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    outcome: {
      ok: false,
      code: REST_CODES.invalidRequest,
      httpStatus: 400,
      message: `Solicitud inválida: ${describeZodError(parsed.error, 'payload')}.`,
    },
  };
}

export function refuse(
  code: string,
  message: string,
  extra: { httpStatus?: number; payload?: unknown } = {},
): RestOutcome {
  return { ok: false, code, message, ...extra };
}

export function forbidden(message: string): RestOutcome {
  return refuse(REST_CODES.forbidden, message, { httpStatus: 403 });
}

/** Optional field that also accepts null (GraphQL clients send explicit nulls). */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

// ---------------------------------------------------------------------------------------------------------------
// Identity documents: 2 DNI, 4 CE, 3 Pasaporte (requirements: "Document types").

export const DOCUMENT_TYPES = { DNI: 2, PASAPORTE: 3, CE: 4 } as const;
export type DocumentType = 2 | 3 | 4;

export const DocumentTypeSchema = z.literal([2, 3, 4]);

export const DOCUMENT_LABELS: Record<DocumentType, string> = { 2: 'DNI', 3: 'Pasaporte', 4: 'CE' };

const DOCUMENT_PATTERNS: Record<DocumentType, { pattern: RegExp; rule: string }> = {
  2: { pattern: /^\d{8}$/, rule: 'el DNI tiene 8 dígitos' },
  4: { pattern: /^\d{9}$/, rule: 'el carné de extranjería tiene 9 dígitos' },
  3: { pattern: /^[A-Z0-9]{6,12}$/, rule: 'el pasaporte tiene de 6 a 12 letras o dígitos' },
};

/** Null when the number fits its type, else a Spanish explanation. Numbers are compared upper-cased and trimmed. */
export function documentProblem(type: DocumentType, number: string): string | null {
  const { pattern, rule } = DOCUMENT_PATTERNS[type];
  return pattern.test(normalizeDocument(number)) ? null : `El número de documento no es válido: ${rule}.`;
}

export function normalizeDocument(number: string): string {
  return number.trim().toUpperCase();
}

/** The token's custom:documentType ("2", "DNI", "CE", "Pasaporte"...) as the numeric type; null when unknown. */
export function documentTypeFromClaim(value: string | null): DocumentType | null {
  if (value === null) return null;
  const normalized = value.trim().toUpperCase();
  if (normalized === '2' || normalized === 'DNI') return 2;
  if (normalized === '4' || normalized === 'CE') return 4;
  if (normalized === '3' || normalized === 'PASAPORTE' || normalized === 'PASSPORT') return 3;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Values

/** Half away from zero to 2 decimals. */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

/** PostgreSQL numeric columns come back as strings. */
export function toNumber(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

export function isoDateTime(value: Date | string): string {
  return new Date(value).toISOString();
}

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** 9-digit Peruvian mobile; a +51 / 51 prefix and separators are stripped first. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(20)
  .transform((value) => value.replace(/\D/g, '').replace(/^51(?=9\d{8}$)/, ''))
  .pipe(z.string().regex(/^9\d{8}$/, { message: 'debe ser un celular peruano de 9 dígitos que empieza con 9' }));

/** A calendar date AAAA-MM-DD that exists. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'debe ser una fecha AAAA-MM-DD' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { message: 'no es una fecha que exista' },
  );

/** An ISO 8601 date-time with zone, e.g. 2026-03-10T12:00:00-05:00 or …Z. */
export const DateTimeSchema = z.iso.datetime({ offset: true });
