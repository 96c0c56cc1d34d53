import { z } from 'zod';
import { SECOND_FACTORS } from '@/features/account/identity-api';
import { securityApi, withAccessToken } from '@/features/account/security/security-route';
import { json, readBody, sessionPost } from '@/features/account/session-route';

const Change = z.object({
  factor: z.enum(SECOND_FACTORS, { error: 'Elige un segundo factor.' }),
  enabled: z.boolean({ error: 'Indica si quieres activarlo o desactivarlo.' }),
});

/** Turns a second factor on (it becomes the one asked at sign-in) or off; answers the settings after. */
export const POST = sessionPost('seguridad/segundo-factor', async (request, services) => {
  const body = await readBody(request, Change);
  if (!body.ok) return body.response;
  return withAccessToken(request, services, async (accessToken, cookies) => {
    const api = securityApi();
    await api.setSecondFactor(accessToken, body.data.factor, body.data.enabled);
    return cookies.on(json({ secondFactors: await api.secondFactors(accessToken) }));
  });
});
