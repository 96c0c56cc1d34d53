import { envelopeEndpoint, errorTrackingConfig } from '@/lib/error-tracking/dsn';
import { isCrossSiteRequest } from '@/lib/same-origin';

/** One event per envelope is what the browser client sends; anything larger is not one of ours. */
const MAX_ENVELOPE_BYTES = 200 * 1024;

/**
 * `POST /api/errores`: the browser's error reports (lib/error-tracking/browser.ts), relayed to the error tracker. Only
 * envelopes addressed to the storefront's own DSN are forwarded, so the route cannot be used to reach another host;
 * posts from other sites are refused. 404 while error tracking is off.
 */
export async function POST(request: Request): Promise<Response> {
  const config = errorTrackingConfig(process.env);
  if (!config) return new Response(null, { status: 404 });
  if (isCrossSiteRequest(request.headers)) return Response.json({ error: 'Origen no permitido.' }, { status: 403 });
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_ENVELOPE_BYTES) return Response.json({ error: 'Reporte demasiado grande.' }, { status: 413 });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_ENVELOPE_BYTES) {
    return Response.json({ error: 'Reporte demasiado grande.' }, { status: 413 });
  }
  let header: { dsn?: unknown };
  try {
    header = JSON.parse(body.slice(0, body.indexOf('\n') === -1 ? undefined : body.indexOf('\n'))) as { dsn?: unknown };
  } catch {
    return Response.json({ error: 'Reporte no válido.' }, { status: 400 });
  }
  if (header.dsn !== config.dsn) return Response.json({ error: 'Reporte no válido.' }, { status: 400 });
  try {
    const answer = await fetch(envelopeEndpoint(config.dsn), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
      signal: AbortSignal.timeout(5000),
    });
    return new Response(null, { status: answer.ok ? 200 : 502 });
  } catch {
    return new Response(null, { status: 502 });
  }
}
