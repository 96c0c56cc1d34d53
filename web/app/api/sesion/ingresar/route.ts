import { z } from 'zod';
import { AttemptLimit, attemptKey, FAILED_SIGN_INS } from '@/features/account/attempt-limit';
import { signInErrorMessage } from '@/features/account/auth-messages';
import { IdentityApiError } from '@/features/account/identity-api';
import { jsonError, readBody, sessionPost, tooManyAttempts } from '@/features/account/session-route';
import { signInAnswer } from '@/features/account/sign-in-answer';

const Credentials = z.object({
  email: z
    .string({ error: 'Ingresa tu correo electrónico.' })
    .trim()
    .toLowerCase()
    .min(1, 'Ingresa tu correo electrónico.')
    .max(254, 'Ingresa un correo electrónico válido.')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Ingresa un correo electrónico válido.'),
  password: z
    .string({ error: 'Ingresa tu contraseña.' })
    .min(1, 'Ingresa tu contraseña.')
    .max(256, 'La contraseña es incorrecta'),
});

/**
 * Sign-in with e-mail and password (the pool's USER_PASSWORD_AUTH, from this server): `{ step }` — done (the session's
 * cookies are set), a new password or a code — or `{ error }` in the storefront's Spanish words.
 */
const limit = new AttemptLimit(FAILED_SIGN_INS);

export const POST = sessionPost('ingresar', async (request, services) => {
  const body = await readBody(request, Credentials);
  if (!body.ok) return body.response;
  const { email, password } = body.data;
  const key = attemptKey(request.headers, email);
  const wait = limit.wait(key);
  if (wait !== null) return tooManyAttempts(wait);
  try {
    return await signInAnswer(
      await services.api.signIn(email, password),
      email,
      services,
      request.headers.get('user-agent'),
    );
  } catch (error) {
    if (!(error instanceof IdentityApiError)) throw error;
    if (error.refusal) limit.count(key);
    return jsonError(signInErrorMessage(error), error.refusal ? 401 : 503);
  }
});
