import { IdentityApiError } from '@/features/account/identity-api';
import { confirmedRecently, forgetConfirmed, rememberConfirmed } from '@/features/account/liveness';
import { clearSession, freshSession, hasSessionCookies, PendingCookies } from '@/features/account/server-session';
import { markerCookieName } from '@/features/account/session-cookies';
import { json, sessionGet } from '@/features/account/session-route';
import { sessionUserFromClaims } from '@/features/account/session-user';

/**
 * Who is signed in, for the browser (SessionProvider): `{ status, user }`, never a token. `signedIn` once the provider
 * confirmed the session in the last 30 s (GetUser); `ended` when it refused it (the cookies are cleared);
 * `unconfirmed` when it could not be asked (an outage is no sign-out); `signedOut` without a session.
 */
export const GET = sessionGet('estado', async (request, services) => {
  const cookies = new PendingCookies();
  const ended = () => {
    clearSession(cookies, services);
    return cookies.on(json({ status: 'ended', user: null }));
  };
  const session = await freshSession(request.cookies, cookies, services);
  if (session.kind === 'ended') return cookies.on(json({ status: 'ended', user: null }));
  if (session.kind === 'none') {
    // Leftovers (a marker without a session, an unreadable cookie) are cleared so the browser stops asking.
    if (hasSessionCookies(request.cookies, services) || request.cookies.has(markerCookieName(services.security))) {
      clearSession(cookies, services);
    }
    return cookies.on(json({ status: 'signedOut', user: null }));
  }
  const { tokens } = session;
  let claims: Awaited<ReturnType<typeof services.verifier.verify>>;
  try {
    claims = await services.verifier.verify(tokens);
  } catch (error) {
    console.warn(`[api/sesion] keys unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return cookies.on(json({ status: 'unconfirmed', user: null }));
  }
  const user = claims ? sessionUserFromClaims(claims) : null;
  if (!user) return ended();
  const now = services.now();
  if (!confirmedRecently(tokens.accessToken, now)) {
    try {
      await services.api.getUser(tokens.accessToken);
      rememberConfirmed(tokens.accessToken, now);
    } catch (error) {
      if (error instanceof IdentityApiError && error.refusal) {
        forgetConfirmed(tokens.accessToken);
        return ended();
      }
      return cookies.on(json({ status: 'unconfirmed', user }));
    }
  }
  return cookies.on(json({ status: 'signedIn', user }));
});
