import { z } from 'zod';
import { securityApi, withAccessToken } from '@/features/account/security/security-route';
import { json, readBody, sessionPost } from '@/features/account/session-route';

/**
 * Starts setting up an authenticator app: the pool's new secret, and the otpauth:// address an app reads from a QR
 * code (the secret is shown to type in as well). Nothing changes until the app's first code is verified.
 */
export const POST = sessionPost('seguridad/app-autenticacion', async (request, services) => {
  const body = await readBody(request, z.object({}).strict());
  if (!body.ok) return body.response;
  return withAccessToken(request, services, async (accessToken, cookies) => {
    const secret = await securityApi().associateSoftwareToken(accessToken);
    const uri = `otpauth://totp/Cuida?secret=${encodeURIComponent(secret)}&issuer=Cuida`;
    return cookies.on(json({ secret, uri }));
  });
});
