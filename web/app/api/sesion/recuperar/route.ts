import { z } from 'zod';
import { AttemptLimit, attemptKey, PASSWORD_RESETS } from '@/features/account/attempt-limit';
import { forgotPasswordErrorMessage } from '@/features/account/auth-messages';
import { IdentityApiError } from '@/features/account/identity-api';
import { newPasswordProblems } from '@/features/account/password-change-state';
import { json, jsonError, readBody, sessionPost, tooManyAttempts } from '@/features/account/session-route';

const Email = z
  .string({ error: 'Ingresa un correo electrónico válido.' })
  .trim()
  .toLowerCase()
  .max(254, 'Ingresa un correo electrónico válido.')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Ingresa un correo electrónico válido.');

const Reset = z
  .object({
    email: Email,
    code: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{4,10}$/, 'Ingresa el código que te enviamos.')
      .optional(),
    password: z
      .string()
      .max(256, 'La contraseña no cumple los requisitos.')
      .refine((value) => newPasswordProblems(value).length === 0, 'La contraseña no cumple los requisitos.')
      .optional(),
  })
  .refine((value) => (value.code === undefined) === (value.password === undefined), {
    error: 'Ingresa el código que te enviamos y tu nueva contraseña.',
  });

/**
 * Forgot password, from this server (it needs no session): `{ email }` sends a code (`{ destination }`, masked);
 * `{ email, code, password }` sets the new password (`{ status: 'changed' }`).
 */
const limit = new AttemptLimit(PASSWORD_RESETS);

export const POST = sessionPost('recuperar', async (request, services) => {
  const body = await readBody(request, Reset);
  if (!body.ok) return body.response;
  const key = attemptKey(request.headers, body.data.email);
  const wait = limit.wait(key);
  if (wait !== null) return tooManyAttempts(wait);
  limit.count(key);
  try {
    const { email, code, password } = body.data;
    if (code !== undefined && password !== undefined) {
      await services.api.confirmForgotPassword(email, code, password);
      return json({ status: 'changed' });
    }
    return json({ status: 'codeSent', destination: await services.api.forgotPassword(email) });
  } catch (error) {
    if (!(error instanceof IdentityApiError)) throw error;
    return jsonError(forgotPasswordErrorMessage(error), error.refusal ? 400 : 503);
  }
});
