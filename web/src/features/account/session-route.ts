import { type NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { isCrossSiteRequest } from '@/lib/same-origin';
import { AUTH_MESSAGES } from './auth-messages';
import { type SessionServices, sessionServices } from './server-session';

/**
 * What the `/api/sesion/*` route handlers share: Spanish JSON errors (`{ error }`, never a stack trace), the refusal
 * of cross-site posts, a small JSON body checked with zod, and the session's services (a configuration error is a
 * logged 500, not a crash).
 */

const MAX_BODY_BYTES = 8 * 1024;

export const INVALID_BODY_MESSAGE = 'Revisa los datos ingresados e inténtalo de nuevo.';
export const CROSS_SITE_MESSAGE = 'No pudimos procesar tu solicitud: vuelve a intentarlo desde la tienda.';

/** A JSON answer that no cache keeps. */
export function json(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

export function jsonError(message: string, status: number): NextResponse {
  return json({ error: message }, status);
}

/** 429 with the wait, in the product's words. */
export function tooManyAttempts(retryAfterSeconds: number): NextResponse {
  const response = jsonError(AUTH_MESSAGES.tooManyAttempts, 429);
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

type Handler = (request: NextRequest, services: SessionServices) => Promise<NextResponse>;

/** A POST handler: refuses other sites, then runs with the services; anything unexpected is logged and a 500. */
export function sessionPost(name: string, handler: Handler): (request: NextRequest) => Promise<NextResponse> {
  return async (request) => {
    if (isCrossSiteRequest(request.headers)) return jsonError(CROSS_SITE_MESSAGE, 403);
    return run(name, request, handler);
  };
}

export function sessionGet(name: string, handler: Handler): (request: NextRequest) => Promise<NextResponse> {
  return (request) => run(name, request, handler);
}

async function run(name: string, request: NextRequest, handler: Handler): Promise<NextResponse> {
  try {
    return await handler(request, sessionServices());
  } catch (error) {
    console.error(`[api/sesion/${name}] ${error instanceof Error ? error.message : String(error)}`);
    return jsonError(AUTH_MESSAGES.unexpected, 500);
  }
}

/** The body as `shape` describes it, or the answer to send: 415 when not JSON, 413 when too large, 400 when invalid. */
export async function readBody<T>(
  request: NextRequest,
  shape: z.ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: NextResponse }> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return { ok: false, response: jsonError('La solicitud debe enviarse como JSON.', 415) };
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) {
    return { ok: false, response: jsonError('La solicitud es demasiado grande.', 413) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError('La solicitud no es un JSON válido.', 400) };
  }
  // The schemas carry Spanish messages; anything they do not word (a body of the wrong shape) gets a general one.
  const result = shape.safeParse(value, { error: () => INVALID_BODY_MESSAGE });
  if (!result.success) {
    return { ok: false, response: jsonError(result.error.issues[0]?.message ?? INVALID_BODY_MESSAGE, 400) };
  }
  return { ok: true, data: result.data };
}
