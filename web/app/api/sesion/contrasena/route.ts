import { z } from 'zod';
import { passwordChangeErrorMessage } from '@/features/account/auth-messages';
import { IdentityApiError } from '@/features/account/identity-api';
import { newPasswordProblems } from '@/features/account/password-change-state';
import { freshSession, PendingCookies } from '@/features/account/server-session';
import { json, jsonError, readBody, sessionPost } from '@/features/account/session-route';
import { SESSION_ENDED_NOTICE } from '@/features/account/session-state';

const Change = z.object({
  current: z.string({ error: 'Ingresa tu contraseña actual.' }).min(1, 'Ingresa tu contraseña actual.').max(256),
  next: z
    .string({ error: 'La nueva contraseña no cumple los requisitos.' })
    .max(256, 'La nueva contraseña no cumple los requisitos.')
    .refine((value) => newPasswordProblems(value).length === 0, 'La nueva contraseña no cumple los requisitos.'),
});

/** Change password for the signed-in customer (ChangePassword with the session's access token, from this server). */
export const POST = sessionPost('contrasena', async (request, services) => {
  const body = await readBody(request, Change);
  if (!body.ok) return body.response;
  const cookies = new PendingCookies();
  const session = await freshSession(request.cookies, cookies, services);
  if (session.kind !== 'tokens') return cookies.on(jsonError(SESSION_ENDED_NOTICE, 401));
  try {
    await services.api.changePassword(session.tokens.accessToken, body.data.current, body.data.next);
    return cookies.on(json({ status: 'changed' }));
  } catch (error) {
    if (!(error instanceof IdentityApiError)) throw error;
    return cookies.on(jsonError(passwordChangeErrorMessage(error), error.refusal ? 400 : 502));
  }
});
