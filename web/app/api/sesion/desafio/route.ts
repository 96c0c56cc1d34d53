import { z } from 'zod';
import { passwordChangeErrorMessage, signInErrorMessage } from '@/features/account/auth-messages';
import { IdentityApiError } from '@/features/account/identity-api';
import { newPasswordProblems } from '@/features/account/password-change-state';
import { readChallenge } from '@/features/account/server-session';
import { jsonError, readBody, sessionPost } from '@/features/account/session-route';
import { EXPIRED_CHALLENGE_MESSAGE, signInAnswer, UNSUPPORTED_STEP_MESSAGE } from '@/features/account/sign-in-answer';
import { challengeResponses } from '@/features/account/sign-in-challenges';

const Answer = z
  .object({
    newPassword: z
      .string()
      .max(256, 'La nueva contraseña no cumple los requisitos.')
      .refine((value) => newPasswordProblems(value).length === 0, 'La nueva contraseña no cumple los requisitos.')
      .optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Ingresa el código de 6 dígitos.')
      .optional(),
  })
  .refine((value) => (value.newPassword === undefined) !== (value.code === undefined), {
    error: 'Ingresa el código o la nueva contraseña que te pedimos.',
  });

/**
 * The answer to the pool's challenge of a sign-in in progress (a new password, a code). The challenge's `Session`
 * comes from the sealed cookie `ingresar` left, never from the browser's body.
 */
export const POST = sessionPost('desafio', async (request, services) => {
  const body = await readBody(request, Answer);
  if (!body.ok) return body.response;
  const challenge = readChallenge(request.cookies, services);
  if (!challenge) return jsonError(EXPIRED_CHALLENGE_MESSAGE, 400);
  const { newPassword, code } = body.data;
  const answer = newPassword !== undefined ? { newPassword } : { code: code ?? '' };
  const responses = challengeResponses(challenge.name, challenge.username, answer);
  if (!responses) return jsonError(UNSUPPORTED_STEP_MESSAGE, 400);
  try {
    const outcome = await services.api.respondToChallenge(challenge.name, challenge.session, responses);
    return await signInAnswer(outcome, challenge.username, services, request.headers.get('user-agent'));
  } catch (error) {
    if (!(error instanceof IdentityApiError)) throw error;
    const message = newPassword !== undefined ? passwordChangeErrorMessage(error) : signInErrorMessage(error);
    return jsonError(message, error.refusal ? 401 : 503);
  }
});
