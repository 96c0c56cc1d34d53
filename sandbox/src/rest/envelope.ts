/**
 * The wire envelope of the REST bases (requirements: "REST envelope"): every call is
 *   POST {request: {trace: {channelId, consumerId, moduleId, serviceId, traceId, timestamp}, payload}}
 * and every answer, success or not, is
 *   {response: {status: {success, code, message}, payload?}}.
 */
import { z } from 'zod';
import type { Trace } from './handler';

/** Status codes of the HTTP layer itself; business handlers add their own (USUARIO_EXISTE, CODIGO_INVALIDO...). */
export const REST_CODES = {
  ok: 'OK',
  invalidRequest: 'SOLICITUD_INVALIDA',
  unauthorized: 'NO_AUTORIZADO',
  forbidden: 'PROHIBIDO',
  notFound: 'NO_ENCONTRADO',
  methodNotAllowed: 'METODO_NO_PERMITIDO',
  internalError: 'ERROR_INTERNO',
  unavailable: 'SERVICIO_NO_DISPONIBLE',
} as const;

export const MAX_BODY_BYTES = 256 * 1024;

const traceField = z.string().trim().min(1).max(200);

export const TraceSchema = z.object({
  channelId: traceField,
  consumerId: traceField,
  moduleId: traceField,
  serviceId: traceField,
  traceId: traceField,
  timestamp: z
    .string()
    .min(1)
    .max(64)
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      message: 'debe ser una fecha y hora ISO 8601 (por ejemplo 2026-03-10T12:00:00-05:00)',
    }),
}) satisfies z.ZodType<Trace>;

export const RequestEnvelopeSchema = z.object({
  request: z.object({
    trace: TraceSchema,
    /** Validated by each handler against its own schema; absent means an empty payload. */
    payload: z.unknown().optional(),
  }),
});

export interface ResponseStatus {
  success: boolean;
  code: string;
  message: string;
}

export interface ResponseEnvelope {
  response: { status: ResponseStatus; payload?: unknown };
}

export function envelope(status: ResponseStatus, payload?: unknown): ResponseEnvelope {
  return payload === undefined ? { response: { status } } : { response: { status, payload } };
}
