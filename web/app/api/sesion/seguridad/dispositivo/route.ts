import { z } from 'zod';
import { securityApi, withAccessToken } from '@/features/account/security/security-route';
import { json, readBody, sessionPost } from '@/features/account/session-route';

const Forget = z.object({
  deviceKey: z
    .string()
    .max(55)
    .regex(/^[\w-]+_[0-9a-f-]+$/, 'Ese dispositivo no es válido.'),
});

/** Forgets one of the account's remembered devices. */
export const POST = sessionPost('seguridad/dispositivo', async (request, services) => {
  const body = await readBody(request, Forget);
  if (!body.ok) return body.response;
  return withAccessToken(request, services, async (accessToken, cookies) => {
    await securityApi().forgetDevice(accessToken, body.data.deviceKey);
    return cookies.on(json({ status: 'forgotten' }));
  });
});
