/**
 * The Libro de Reclamaciones virtual (Código de Protección y Defensa del Consumidor, Ley 29571, art. 150; reglamento
 * D.S. 011-2011-PCM and its amendments): the fields of a "hoja de reclamación" and their rules, shared by the
 * storefront's form and the gateway, which checks them again. Messages are Spanish and say what to do.
 */

import { validateEmail } from '../checkout/client';
import { validateDocument } from '../customer/document';
import { validatePhone } from '../customer/phone';
import { COMPLAINT_ITEM_TYPES, COMPLAINT_KINDS } from './kinds';

export {
  COMPLAINT_ITEM_TYPES,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_KINDS,
  COMPLAINT_RESPONSE_DAYS,
  type ComplaintItemType,
  type ComplaintKind,
} from './kinds';

/** Our bounds (the regulation sets none): long enough for a real account of what happened, short of abuse. */
export const COMPLAINT_LIMITS = {
  name: { min: 2, max: 60 },
  address: { min: 5, max: 200 },
  itemDescription: { min: 3, max: 300 },
  orderNumber: { max: 30 },
  detail: { min: 10, max: 2000 },
  request: { min: 5, max: 1000 },
  /** Soles, two decimals. */
  amount: { max: 100_000 },
} as const;

/** A sheet as typed in the form (strings, so a half-typed value is still a value). */
export interface ComplaintData {
  kind: string;
  consumer: {
    firstName: string;
    lastName: string;
    documentType: number | string;
    documentNumber: string;
    address: string;
    phone: string;
    email: string;
    isMinor: boolean;
  };
  /** The parent or guardian who files for a minor; ignored otherwise. */
  guardian: { fullName: string; documentType: number | string; documentNumber: string };
  item: { type: string; description: string; amount: string; orderNumber: string };
  detail: string;
  request: string;
}

export type ComplaintField =
  | 'kind'
  | 'consumer.firstName'
  | 'consumer.lastName'
  | 'consumer.documentNumber'
  | 'consumer.address'
  | 'consumer.phone'
  | 'consumer.email'
  | 'guardian.fullName'
  | 'guardian.documentNumber'
  | 'item.type'
  | 'item.description'
  | 'item.amount'
  | 'item.orderNumber'
  | 'detail'
  | 'request';

/** Letters of any script with their accents, spaces and ' ’ - . — starting with a letter. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]*$/;
const AMOUNT_PATTERN = /^\d{1,6}(?:[.,]\d{1,2})?$/;

function length(value: string): number {
  return [...value.trim()].length;
}

function nameProblem(value: string, empty: string, subject: string): string | null {
  const text = value.trim();
  if (text === '') return empty;
  const { min, max } = COMPLAINT_LIMITS.name;
  if (length(text) < min || length(text) > max) return `${subject} debe tener entre ${min} y ${max} caracteres.`;
  return NAME_PATTERN.test(text) ? null : `${subject} solo puede tener letras, espacios, apóstrofos o guiones.`;
}

function textProblem(value: string, bounds: { min: number; max: number }, empty: string, subject: string) {
  const count = length(value);
  if (count === 0) return empty;
  if (count < bounds.min) return `${subject} debe tener al menos ${bounds.min} caracteres.`;
  if (count > bounds.max) return `${subject} puede tener como máximo ${bounds.max} caracteres.`;
  return null;
}

/** The amount in soles from the form ("25", "25.90", "25,90"); null when empty or not an amount. */
export function parseComplaintAmount(value: string): number | null {
  const text = value.trim();
  if (!AMOUNT_PATTERN.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** Spanish message per field; a field without an entry is valid. */
export function validateComplaint(data: ComplaintData): Partial<Record<ComplaintField, string>> {
  const errors: Partial<Record<ComplaintField, string>> = {};
  const set = (field: ComplaintField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  set(
    'kind',
    (COMPLAINT_KINDS as readonly string[]).includes(data.kind) ? null : 'Elige si es un reclamo o una queja.',
  );
  const { consumer, guardian, item } = data;
  set('consumer.firstName', nameProblem(consumer.firstName, 'Ingresa tus nombres.', 'Los nombres'));
  set('consumer.lastName', nameProblem(consumer.lastName, 'Ingresa tus apellidos.', 'Los apellidos'));
  set('consumer.documentNumber', validateDocument(consumer.documentType, consumer.documentNumber));
  set(
    'consumer.address',
    textProblem(consumer.address, COMPLAINT_LIMITS.address, 'Ingresa tu domicilio.', 'El domicilio'),
  );
  set('consumer.phone', validatePhone(consumer.phone));
  set('consumer.email', validateEmail(consumer.email));
  if (consumer.isMinor) {
    set(
      'guardian.fullName',
      nameProblem(guardian.fullName, 'Ingresa el nombre de tu padre, madre o apoderado.', 'El nombre del apoderado'),
    );
    const document = validateDocument(guardian.documentType, guardian.documentNumber);
    set('guardian.documentNumber', document ? `Documento del apoderado: ${document}` : null);
  }
  set(
    'item.type',
    (COMPLAINT_ITEM_TYPES as readonly string[]).includes(item.type) ? null : 'Elige si fue un producto o un servicio.',
  );
  set(
    'item.description',
    textProblem(
      item.description,
      COMPLAINT_LIMITS.itemDescription,
      'Describe el producto o servicio.',
      'La descripción del producto o servicio',
    ),
  );
  if (item.amount.trim() !== '') {
    const amount = parseComplaintAmount(item.amount);
    set(
      'item.amount',
      amount === null || amount > COMPLAINT_LIMITS.amount.max
        ? `Ingresa el monto en soles, por ejemplo 25.90 (hasta S/ ${COMPLAINT_LIMITS.amount.max.toLocaleString('es-PE')}).`
        : null,
    );
  }
  const order = item.orderNumber.trim();
  if (order.length > COMPLAINT_LIMITS.orderNumber.max || !ORDER_NUMBER_PATTERN.test(order)) {
    set('item.orderNumber', 'El número de pedido solo puede tener letras, números y guiones (hasta 30).');
  }
  set('detail', textProblem(data.detail, COMPLAINT_LIMITS.detail, 'Cuéntanos qué ocurrió.', 'El detalle'));
  set('request', textProblem(data.request, COMPLAINT_LIMITS.request, 'Indica qué solicitas.', 'Tu pedido'));
  return errors;
}
