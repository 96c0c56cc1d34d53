import { AUTH_MESSAGES } from './auth-messages';
import type { AuthOutcome } from './identity-api';
import { clearChallenge, PendingCookies, type SessionServices, storeChallenge, storeSession } from './server-session';
import { json, jsonError } from './session-route';
import { stepFromChallenge } from './sign-in-challenges';
import { tokenSubject } from './verification-link';

export const EXPIRED_CHALLENGE_MESSAGE = 'Tu ingreso venció. Vuelve a ingresar tu correo y contraseña.';
export const UNSUPPORTED_STEP_MESSAGE = 'Tu cuenta necesita un paso que esta tienda no ofrece. Escríbenos.';

/**
 * The answer to a sign-in step (`ingresar`, `desafio`): with tokens, the session's cookies and `{ step: done }`; with
 * a challenge, its `Session` sealed in a short-lived cookie and the form's next step. The browser sees no token.
 */
export function signInAnswer(outcome: AuthOutcome, username: string, services: SessionServices) {
  const cookies = new PendingCookies();
  if (outcome.kind === 'tokens') {
    const { IdToken, AccessToken, RefreshToken } = outcome.tokens;
    const subject = tokenSubject(IdToken);
    if (!subject) return jsonError(AUTH_MESSAGES.unexpected, 502);
    clearChallenge(cookies, services);
    storeSession(
      cookies,
      services,
      { idToken: IdToken, accessToken: AccessToken },
      RefreshToken ? { refreshToken: RefreshToken, username: subject } : null,
    );
    return cookies.on(json({ step: { kind: 'done' } }));
  }
  const step = stepFromChallenge(outcome.name, outcome.parameters);
  if (!step) return jsonError(UNSUPPORTED_STEP_MESSAGE, 400);
  // The pool names the user in its challenge; answers go under that name (the sign-in e-mail otherwise).
  storeChallenge(cookies, services, {
    session: outcome.session,
    username: outcome.parameters.USER_ID_FOR_SRP ?? username,
    name: outcome.name,
  });
  return cookies.on(json({ step }));
}
