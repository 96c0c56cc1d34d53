import { z } from 'zod';
import { deviceNameFromUserAgent } from '@/features/account/security/device-name';
import { SECURITY_MESSAGES } from '@/features/account/security/security-messages';
import { securityApi, withAccessToken } from '@/features/account/security/security-route';
import { json, jsonError, readBody, sessionPost } from '@/features/account/session-route';

const Verify = z.object({
  code: z
    .string({ error: 'Ingresa el código de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, 'Ingresa el código de 6 dígitos.'),
});

/** The app's first code: the secret becomes the account's and the app is the second factor asked at sign-in. */
export const POST = sessionPost('seguridad/app-autenticacion/verificar', async (request, services) => {
  const body = await readBody(request, Verify);
  if (!body.ok) return body.response;
  return withAccessToken(request, services, async (accessToken, cookies) => {
    const api = securityApi();
    const name = deviceNameFromUserAgent(request.headers.get('user-agent'));
    if (!(await api.verifySoftwareToken(accessToken, body.data.code, name))) {
      return cookies.on(jsonError(SECURITY_MESSAGES.wrongCode, 400));
    }
    await api.setSecondFactor(accessToken, 'SOFTWARE_TOKEN_MFA', true);
    return cookies.on(json({ secondFactors: await api.secondFactors(accessToken) }));
  });
});
