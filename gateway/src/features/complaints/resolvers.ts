import {
  type ComplaintData,
  type ComplaintField,
  normalizeDocumentNumber,
  normalizeEmail,
  parseDocumentType,
  toNationalPhone,
  validateComplaint,
} from '@cuida/domain';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { badInput, cleanText, parseInput } from '../../errors/validation';
import { takeLookup } from '../orders/lookup';
import { takeFiling } from './filing-limit';

export const COMPLAINT_OPERATION = 'registrarHojaReclamacion';
export const COMPLAINT_LOOKUP_OPERATION = 'consultarHojaReclamacion';

/** The service's refusal for a number and document that do not match a sheet (either one wrong: the same). */
const SHEET_NOT_FOUND = 'HOJA_NO_ENCONTRADA';

const FindComplaintInput = z.object({
  number: cleanText()
    .trim()
    .regex(/^\d{6}-\d{4}$/, 'A sheet number is six digits, a dash and the year (000001-2026).'),
  documentType: z.number().int(),
  documentNumber: cleanText().trim().min(1).max(30),
});

const text = () => cleanText().max(2000);

/** The GraphQL input's shape; the rules of each field are the domain's (one place, the storefront's form too). */
const ComplaintInputShape = z.object({
  kind: z.enum(['RECLAMO', 'QUEJA']),
  consumer: z.object({
    firstName: text(),
    lastName: text(),
    documentType: z.number().int(),
    documentNumber: text(),
    address: text(),
    phone: text(),
    email: text(),
    isMinor: z.boolean(),
  }),
  guardian: z.object({ fullName: text(), documentType: z.number().int(), documentNumber: text() }).nullish(),
  item: z.object({
    type: z.enum(['PRODUCTO', 'SERVICIO']),
    description: text(),
    amount: z.number().finite().nullish(),
    orderNumber: text().nullish(),
  }),
  detail: text(),
  request: text(),
  idempotencyKey: cleanText().min(8).max(100).nullish(),
});
type ComplaintInput = z.infer<typeof ComplaintInputShape>;

/** The input as the domain's form data: the amount as typed text, absent values empty. */
function asComplaintData(input: ComplaintInput): ComplaintData {
  const amount = input.item.amount;
  return {
    kind: input.kind,
    consumer: input.consumer,
    guardian: input.guardian ?? { fullName: '', documentType: 2, documentNumber: '' },
    item: {
      type: input.item.type,
      description: input.item.description,
      // More than two decimals stays visible to the domain's rule (toFixed would round it away).
      amount: amount === null || amount === undefined ? '' : String(amount),
      orderNumber: input.item.orderNumber ?? '',
    },
    detail: input.detail,
    request: input.request,
  };
}

/** Validates the input: the shape (zod), then the domain's rules, each problem named by its input path. */
export function parseComplaintInput(raw: unknown): ComplaintInput {
  const input = parseInput(ComplaintInputShape, raw, 'input');
  const problems = Object.entries(validateComplaint(asComplaintData(input))) as [ComplaintField, string][];
  if (problems.length > 0) {
    throw badInput(problems.map(([field, message]) => ({ path: `input.${field}`, message })));
  }
  return input;
}

const Registered = z.object({
  numero: z.string(),
  fechaRegistro: z.string(),
  plazoRespuestaDias: z.number().int(),
  hoja: z.object({
    tipo: z.enum(['RECLAMO', 'QUEJA']),
    consumidor: z.object({
      nombres: z.string(),
      apellidos: z.string(),
      tipoDocumento: z.number().int(),
      numeroDocumento: z.string(),
      domicilio: z.string(),
      telefono: z.string(),
      email: z.string(),
      menorDeEdad: z.boolean(),
    }),
    apoderado: z
      .object({ nombreCompleto: z.string(), tipoDocumento: z.number().int(), numeroDocumento: z.string() })
      .nullish(),
    bien: z.object({
      tipo: z.enum(['PRODUCTO', 'SERVICIO']),
      descripcion: z.string(),
      monto: z.number().nullish(),
      numeroPedido: z.string().nullish(),
    }),
    detalle: z.string(),
    pedido: z.string(),
  }),
});

/** The service's record as the receipt clients read. */
function receipt(answer: z.infer<typeof Registered>) {
  const { hoja } = answer;
  return {
    number: answer.numero,
    submittedAt: answer.fechaRegistro,
    responseDueBusinessDays: answer.plazoRespuestaDias,
    kind: hoja.tipo,
    consumer: {
      firstName: hoja.consumidor.nombres,
      lastName: hoja.consumidor.apellidos,
      documentType: hoja.consumidor.tipoDocumento,
      documentNumber: hoja.consumidor.numeroDocumento,
      address: hoja.consumidor.domicilio,
      phone: hoja.consumidor.telefono,
      email: hoja.consumidor.email,
      isMinor: hoja.consumidor.menorDeEdad,
    },
    guardian: hoja.apoderado
      ? {
          fullName: hoja.apoderado.nombreCompleto,
          documentType: hoja.apoderado.tipoDocumento,
          documentNumber: hoja.apoderado.numeroDocumento,
        }
      : null,
    item: {
      type: hoja.bien.tipo,
      description: hoja.bien.descripcion,
      amount: hoja.bien.monto ?? null,
      orderNumber: hoja.bien.numeroPedido || null,
    },
    detail: hoja.detalle,
    request: hoja.pedido,
  };
}

const trimmed = (value: string) => value.trim().replace(/\s+/g, ' ');

export const complaintsResolvers = {
  Mutation: {
    findComplaint: async (_: unknown, args: { input: unknown }, context: GatewayContext) => {
      const input = parseInput(FindComplaintInput, args.input, 'input');
      const documentType = parseDocumentType(input.documentType);
      if (documentType === null) {
        throw badInput([{ path: 'input.documentType', message: 'The document type is 2, 3 or 4.' }]);
      }
      await takeLookup(context.services, context.client, input.number, 'complaint');
      const outcome = await context.services.rest.callForOutcome(
        COMPLAINT_LOOKUP_OPERATION,
        {
          numero: input.number,
          tipoDocumento: documentType,
          numeroDocumento: normalizeDocumentNumber(documentType, input.documentNumber),
        },
        context.restAs(),
      );
      if (outcome.success) return receipt(Registered.parse(outcome.payload));
      if (outcome.code === SHEET_NOT_FOUND) return null;
      throw gatewayError(ErrorCode.UPSTREAM_REJECTED, outcome.message, {
        upstream: outcome.service,
        upstreamCode: outcome.code,
      });
    },
    fileComplaint: async (_: unknown, args: { input: unknown }, context: GatewayContext) => {
      const input = parseComplaintInput(args.input);
      await takeFiling(context.services, context.client, input.consumer);
      const { consumer, guardian, item } = input;
      const amount = item.amount ?? null;
      const orderNumber = item.orderNumber?.trim();
      const payload = {
        tipo: input.kind,
        consumidor: {
          nombres: trimmed(consumer.firstName),
          apellidos: trimmed(consumer.lastName),
          tipoDocumento: consumer.documentType,
          numeroDocumento: normalizeDocumentNumber(consumer.documentType, consumer.documentNumber),
          domicilio: consumer.address.trim(),
          telefono: toNationalPhone(consumer.phone),
          email: normalizeEmail(consumer.email),
          menorDeEdad: consumer.isMinor,
        },
        ...(consumer.isMinor && guardian
          ? {
              apoderado: {
                nombreCompleto: trimmed(guardian.fullName),
                tipoDocumento: guardian.documentType,
                numeroDocumento: normalizeDocumentNumber(guardian.documentType, guardian.documentNumber),
              },
            }
          : {}),
        bien: {
          tipo: item.type,
          descripcion: item.description.trim(),
          ...(amount !== null ? { monto: Math.round(amount * 100) / 100 } : {}),
          ...(orderNumber ? { numeroPedido: orderNumber } : {}),
        },
        detalle: input.detail.trim(),
        pedido: input.request.trim(),
        ...(input.idempotencyKey ? { claveIdempotencia: input.idempotencyKey } : {}),
      };
      // Filed with the gateway's service identity: a consumer needs no account to complain.
      const answer = await context.services.rest.call(COMPLAINT_OPERATION, payload, context.restAs());
      return receipt(Registered.parse(answer));
    },
  },
};
