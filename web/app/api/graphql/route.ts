import { type NextRequest, NextResponse } from 'next/server';
import { freshSession, PendingCookies, sessionServices } from '@/features/account/server-session';
import { gatewayUrl } from '@/lib/gateway';
import { isCrossSiteRequest } from '@/lib/same-origin';
import { gatewayRequestHeaders, type ShopperProxySettings, shopperProxySettings } from '@/lib/shopper-address';

/**
 * Same-origin door to the gateway for the browser (load-more): the gateway has no CORS configuration, so the
 * browser posts here and the server forwards to GATEWAY_URL, read at request time. POST only; the body is passed
 * through untouched (the gateway validates it: in production it runs only trusted documents), with the caller's
 * trace and accept headers, the session's tokens from its HttpOnly cookies (refreshed here when about to expire;
 * tokens the browser sends itself are dropped), and the shopper's address signed with SHOPPER_PROXY_SECRET so that the
 * gateway rate-limits per shopper (lib/shopper-address.ts; never the browser's X-Forwarded-For). The storefront's own
 * GATEWAY_API_KEY is never added here: browsers get no partner privileges through this door.
 */
const MAX_BODY_BYTES = 64 * 1024;

function graphqlError(message: string, status: number, code: string): NextResponse {
  return NextResponse.json({ errors: [{ message, extensions: { code } }] }, { status });
}

export async function POST(request: NextRequest): Promise<Response> {
  // A page of another site cannot spend this shopper's session (the cookies are SameSite=Lax; this says so too).
  if (isCrossSiteRequest(request.headers)) {
    return graphqlError('No pudimos procesar tu solicitud: vuelve a intentarlo desde la tienda.', 403, 'FORBIDDEN');
  }
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return graphqlError('La consulta debe enviarse como JSON.', 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  const body = await request.text();
  if (new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES) {
    return graphqlError('La consulta es demasiado grande.', 413, 'PAYLOAD_TOO_LARGE');
  }
  let settings: ShopperProxySettings;
  try {
    settings = shopperProxySettings();
  } catch (error) {
    console.error(`[api/graphql] ${error instanceof Error ? error.message : String(error)}`);
    return graphqlError('El servicio no está disponible.', 500, 'INTERNAL_SERVER_ERROR');
  }
  const cookies = new PendingCookies();
  let session: Awaited<ReturnType<typeof freshSession>>;
  try {
    session = await freshSession(request.cookies, cookies, sessionServices());
  } catch (error) {
    console.error(`[api/graphql] session: ${error instanceof Error ? error.message : String(error)}`);
    return graphqlError('El servicio no está disponible.', 500, 'INTERNAL_SERVER_ERROR');
  }
  const tokens = session.kind === 'tokens' ? session.tokens : null;
  const headers = gatewayRequestHeaders(request.headers, settings, Date.now(), tokens);
  try {
    const upstream = await fetch(gatewayUrl(), {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
    return cookies.on(
      new NextResponse(upstream.body, {
        status: upstream.status,
        headers: {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
          'cache-control': 'no-store',
        },
      }),
    );
  } catch {
    return graphqlError('No pudimos conectar con el servicio. Inténtalo de nuevo en unos minutos.', 502, 'BAD_GATEWAY');
  }
}

export function GET(): Response {
  return new Response(null, { status: 405, headers: { allow: 'POST' } });
}
