/**
 * The HTTP layer of the REST bases (rest/bases.ts: /sales, /sales2, /pharmacy, one per OpenAPI document): routing, the request/response envelope, bearer
 * ID-token authentication, audience checks and error mapping. Business handlers (RestRoute) only see a verified
 * caller and the request payload; whatever they return or throw leaves here as an envelope, never as a stack trace.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalog } from '../commerce/catalog';
import type { Db } from '../store/db';
import { REST_BASES } from './bases';
import { envelope, MAX_BODY_BYTES, REST_CODES, RequestEnvelopeSchema, type ResponseStatus } from './envelope';
import type { RestBase, RestCaller, RestOutcome, RestRoute, Trace } from './handler';
import { describeZodError } from './validation';

export interface RestHandlerOptions {
  routes: RestRoute[];
  /** Verifies a bearer ID token; null (or a throw) means the token is refused. */
  verifyIdToken: (token: string) => Promise<RestCaller | null>;
  db: Db;
  catalog: Catalog;
  clock?: () => Date;
  log?: (line: string) => void;
  /** Largest accepted request body (default 256 KB). */
  maxBodyBytes?: number;
}

/** Answers the request and resolves true when the path is under one of the REST bases; false otherwise. */
export type RestRequestHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export { REST_BASES } from './bases';

const MESSAGES = {
  notFound: (path: string) => `La ruta ${path} no existe en este servicio.`,
  methodNotAllowed: (method: string) => `El método ${method} no está permitido: usa POST.`,
  missingToken: 'Falta el token de identificación: envía la cabecera Authorization: Bearer <ID token>.',
  invalidToken: 'El token de identificación no es válido o ha expirado.',
  forbiddenServiceAccount: 'Esta operación es solo para clientes: la cuenta de servicio no puede usarla.',
  tooLarge: (limit: number) =>
    `El cuerpo de la solicitud supera el máximo permitido de ${Math.round(limit / 1024)} KB.`,
  emptyBody: 'El cuerpo de la solicitud está vacío: se espera un JSON {request: {trace, payload}}.',
  notJson: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidEnvelope: (detail: string) => `Solicitud inválida: ${detail}.`,
  internal: 'Ocurrió un error interno. Por favor, vuelve a intentarlo más tarde.',
  ok: 'Operación realizada con éxito.',
} as const;

/** Splits "/sales2/ventas/api/..." into its base and the path under it; null when not under a REST base. */
export function splitRestPath(pathname: string): { base: RestBase; path: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const base: RestBase | undefined = match?.[1];
  if (!base || !REST_BASES.includes(base)) return null;
  const rest = match?.[2] ?? '/';
  return { base, path: rest.length > 1 ? rest.replace(/\/+$/, '') : rest };
}

export function createRestHandler(options: RestHandlerOptions): RestRequestHandler {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;

  const routes = new Map<string, RestRoute>();
  for (const route of options.routes) {
    const key = `${route.base} ${route.path}`;
    if (routes.has(key)) throw new Error(`Duplicate REST route ${route.base}${route.path}`);
    if (!REST_BASES.includes(route.base)) {
      throw new Error(`REST route ${route.base}${route.path}: no schema/openapi/${route.base}.yaml describes its base`);
    }
    routes.set(key, route);
  }

  return async (req, res, url) => {
    const target = splitRestPath(url.pathname);
    if (!target) return false;
    const headerTrace = req.headers['x-trace-id'];
    let traceId = (typeof headerTrace === 'string' && headerTrace.trim().slice(0, 200)) || randomUUID();

    const reply = (
      httpStatus: number,
      status: ResponseStatus,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) => {
      if (res.headersSent || res.destroyed) return;
      const body = JSON.stringify(envelope(status, payload));
      res.writeHead(httpStatus, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        'x-trace-id': traceId,
        ...headers,
      });
      res.end(body);
    };
    const fail = (httpStatus: number, code: string, message: string, headers?: Record<string, string>) =>
      reply(httpStatus, { success: false, code, message }, undefined, headers);
    /** Refusals before the envelope is read still echo its traceId when the body has one. */
    const refuseEarly = async (httpStatus: number, code: string, message: string, headers?: Record<string, string>) => {
      const body = await readBody(req, maxBodyBytes);
      if (body.kind === 'aborted') return;
      if (body.kind === 'ok') traceId = traceIdOf(body.text) ?? traceId;
      fail(httpStatus, code, message, headers);
    };

    try {
      const route = routes.get(`${target.base} ${target.path}`);
      if (!route) {
        await refuseEarly(404, REST_CODES.notFound, MESSAGES.notFound(`/${target.base}${target.path}`));
        return true;
      }
      if (req.method !== 'POST') {
        await refuseEarly(405, REST_CODES.methodNotAllowed, MESSAGES.methodNotAllowed(req.method ?? '?'), {
          allow: 'POST',
        });
        return true;
      }

      const token = bearerToken(req.headers.authorization);
      if (!token) {
        await refuseEarly(401, REST_CODES.unauthorized, MESSAGES.missingToken, { 'www-authenticate': 'Bearer' });
        return true;
      }
      let caller: RestCaller | null = null;
      try {
        caller = await options.verifyIdToken(token);
      } catch (error) {
        log(`rest: token verification failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!caller) {
        await refuseEarly(401, REST_CODES.unauthorized, MESSAGES.invalidToken, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
        return true;
      }
      if (route.audience === 'customer' && caller.isServiceAccount) {
        await refuseEarly(403, REST_CODES.forbidden, MESSAGES.forbiddenServiceAccount);
        return true;
      }

      const body = await readBody(req, maxBodyBytes);
      if (body.kind === 'aborted') return true;
      if (body.kind === 'too-large') {
        fail(400, REST_CODES.invalidRequest, MESSAGES.tooLarge(maxBodyBytes), { connection: 'close' });
        return true;
      }
      if (body.text.trim() === '') {
        fail(400, REST_CODES.invalidRequest, MESSAGES.emptyBody);
        return true;
      }
      let json: unknown;
      try {
        json = JSON.parse(body.text);
      } catch {
        fail(400, REST_CODES.invalidRequest, MESSAGES.notJson);
        return true;
      }
      const parsed = RequestEnvelopeSchema.safeParse(json, { reportInput: true });
      if (!parsed.success) {
        fail(400, REST_CODES.invalidRequest, MESSAGES.invalidEnvelope(describeZodError(parsed.error)));
        return true;
      }
      const trace: Trace = parsed.data.request.trace;
      traceId = trace.traceId;

      let outcome: RestOutcome;
      try {
        outcome = await route.handler(parsed.data.request.payload ?? {}, {
          caller,
          trace,
          db: options.db,
          catalog: options.catalog,
          clock,
        });
      } catch (error) {
        log(
          `rest: ${route.base}${route.path} failed (traceId ${traceId}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        fail(500, REST_CODES.internalError, MESSAGES.internal);
        return true;
      }
      if (outcome.ok) {
        reply(
          200,
          { success: true, code: outcome.code ?? REST_CODES.ok, message: outcome.message ?? MESSAGES.ok },
          outcome.payload,
        );
      } else {
        reply(
          outcome.httpStatus ?? 200,
          { success: false, code: outcome.code, message: outcome.message },
          outcome.payload,
        );
      }
      return true;
    } catch (error) {
      // Anything unexpected in the HTTP layer itself: still an envelope, never a stack trace.
      log(
        `rest: ${url.pathname} failed (traceId ${traceId}): ${error instanceof Error ? error.message : String(error)}`,
      );
      fail(500, REST_CODES.internalError, MESSAGES.internal);
      return true;
    }
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** request.trace.traceId of a body, when it is JSON that has one (best effort, for the x-trace-id echo). */
function traceIdOf(text: string): string | null {
  try {
    const value = (JSON.parse(text) as { request?: { trace?: { traceId?: unknown } } })?.request?.trace?.traceId;
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Lets an unread request body flow away so the connection can be reused. */
function drain(req: IncomingMessage): void {
  if (!req.readableEnded) req.resume();
}

type BodyResult = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Reads the body up to `limit` bytes. A declared Content-Length over the limit is refused at once; an undeclared
 * one is read and discarded past the limit, so the client always gets the 400 rather than a reset connection.
 */
function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    drain(req);
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(tooLarge ? { kind: 'too-large' } : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') }),
    );
    req.on('error', () => resolve({ kind: 'aborted' }));
    req.on('aborted', () => resolve({ kind: 'aborted' }));
  });
}
