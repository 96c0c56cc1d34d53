import { z } from 'zod';
import { SECURITY_MESSAGES } from '@/features/account/security/security-messages';
import { securityApi, withAccessToken } from '@/features/account/security/security-route';
import { clearSession } from '@/features/account/server-session';
import { json, readBody, sessionPost } from '@/features/account/session-route';

/**
 * Signs the customer out on every device (the pool's GlobalSignOut: every refresh token revoked, every access token
 * refused), this browser included: its cookies are cleared.
 */
export const POST = sessionPost('salir-de-todo', async (request, services) => {
  const body = await readBody(request, z.object({}).strict());
  if (!body.ok) return body.response;
  return withAccessToken(request, services, async (accessToken, cookies) => {
    await securityApi().globalSignOut(accessToken);
    clearSession(cookies, services);
    return cookies.on(json({ status: 'signedOutEverywhere', message: SECURITY_MESSAGES.signedOutEverywhere }));
  });
});
