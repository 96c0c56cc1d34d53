import { type NextRequest, NextResponse } from 'next/server';
import { sessionServices } from '@/features/account/server-session';
import { cookieHeaderWith, sessionBeforePage } from '@/features/account/session-proxy';
import { parseVerificationLink } from '@/features/account/verification-link';
import { createNonce, type SecurityConfig, securityConfigFromEnv, securityHeaders } from '@/lib/security-headers';

let securityConfig: SecurityConfig | undefined;

/**
 * The session first (features/account/session-proxy.ts): Amplify's old cookies migrated, an expiring ID token
 * refreshed, the new cookies both on the response and on the request the page renders with. Then the security
 * headers of every page (src/lib/security-headers.ts explains the policy): a fresh nonce per request, put in
 * the request's `Content-Security-Policy` header — Next reads it there and stamps it on the scripts it renders — and
 * the same policy on the response. Pages render per request for that reason (the root layout awaits `connection()`).
 */
export async function proxy(request: NextRequest) {
  // The e-mail verification link (home with code and email) is handled by its route, which answers with a redirect:
  // the sealed password never reaches a page, and leaves the address bar with that redirect.
  if (request.nextUrl.pathname === '/' && parseVerificationLink(request.nextUrl.searchParams).kind === 'verify') {
    const target = request.nextUrl.clone();
    target.pathname = '/api/verificacion';
    return NextResponse.rewrite(target);
  }
  // The environment is read once; next.config.ts has already refused an invalid one at start-up.
  securityConfig ??= securityConfigFromEnv(process.env);
  const headers = securityHeaders(securityConfig, createNonce());
  const requestHeaders = new Headers(request.headers);
  // Whatever the client sent is replaced: only this proxy chooses the nonce the page is rendered with.
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy']);
  requestHeaders.delete('content-security-policy-report-only');
  const session = await sessionChanges(request);
  if (session) requestHeaders.set('cookie', cookieHeaderWith(request, session));
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  session?.on(response);
  return response;
}

/** A session problem never stops a page: it renders signed out, and the log says why. */
async function sessionChanges(request: NextRequest) {
  try {
    return await sessionBeforePage(request, sessionServices());
  } catch (error) {
    console.error(`[proxy] session: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export const config = {
  // Pages (HTML and the RSC payloads of client navigations), metadata routes and public files. Not the hashed
  // build files, the image optimizer or the API routes: they render no HTML, and next.config.ts gives them the static
  // headers.
  matcher: ['/((?!_next/static/|_next/image|api/).*)'],
};
