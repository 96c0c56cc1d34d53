import type { NextRequest } from 'next/server';
import { legacyAmplifySession } from './amplify-migration';
import { serverIdentityConfigFromEnv } from './identity-config';
import { freshSession, hasSessionCookies, PendingCookies, type SessionServices, storeSession } from './server-session';
import { tokenSubject } from './verification-link';

let clientId: string | undefined;

/**
 * What proxy.ts does to the session before a page renders (server components only read cookies): Amplify's old
 * cookies moved into the storefront's and expired, and an ID token about to expire refreshed with the refresh token.
 * Null when nothing changes (most requests: no session, or a live one).
 */
export async function sessionBeforePage(
  request: NextRequest,
  services: SessionServices,
): Promise<PendingCookies | null> {
  const pending = new PendingCookies();
  clientId ??= serverIdentityConfigFromEnv().userPoolClientId;
  const legacy = legacyAmplifySession(request.cookies.getAll(), clientId);
  for (const name of legacy.names) {
    pending.set(name, '', { httpOnly: false, secure: false, sameSite: 'lax', path: '/', maxAge: 0 });
  }
  const subject = legacy.session ? tokenSubject(legacy.session.idToken) : null;
  if (legacy.session && subject && !hasSessionCookies(request.cookies, services)) {
    const { idToken, accessToken, refreshToken } = legacy.session;
    storeSession(
      pending,
      services,
      { idToken, accessToken },
      refreshToken ? { refreshToken, username: subject } : null,
    );
  }
  const reader = pending.over(request.cookies);
  if (hasSessionCookies(reader, services)) await freshSession(reader, pending, services);
  return pending.size > 0 ? pending : null;
}

/** The request's `Cookie` header with `pending` applied, so the page renders with the session it will have. */
export function cookieHeaderWith(request: NextRequest, pending: PendingCookies): string {
  const jar = new Map(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value]));
  for (const [name, value] of pending.entries()) {
    if (value === null) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
