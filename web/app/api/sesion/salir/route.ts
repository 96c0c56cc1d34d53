import { clearSession, PendingCookies, readRefresh } from '@/features/account/server-session';
import { json, sessionPost } from '@/features/account/session-route';

/** Sign-out: the refresh token is revoked at the pool (tokens issued from it stop working) and the cookies cleared. */
export const POST = sessionPost('salir', async (request, services) => {
  const refresh = readRefresh(request.cookies, services);
  if (refresh) {
    try {
      await services.api.revoke(refresh.refreshToken);
    } catch (error) {
      // The cookies go anyway: this browser is signed out even when the provider could not be told.
      console.warn(`[api/sesion/salir] revocation failed: ${error instanceof Error ? error.name : String(error)}`);
    }
  }
  const cookies = new PendingCookies();
  clearSession(cookies, services);
  return cookies.on(json({ status: 'signedOut' }));
});
