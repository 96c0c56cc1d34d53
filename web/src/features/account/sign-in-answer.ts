import { AUTH_MESSAGES } from './auth-messages';
import type { AuthOutcome } from './identity-api';
import { deviceNameFromUserAgent } from './security/device-name';
import { securityApi } from './security/security-route';
import { clearChallenge, PendingCookies, type SessionServices, storeChallenge, storeSession } from './server-session';
import { json, jsonError } from './session-route';
import { stepFromChallenge } from './sign-in-challenges';
import { tokenSubject } from './verification-link';

/**
 * The sign-in's device joins the account's remembered devices under a name read from the browser (the security page
 * lists them). Best effort: a sign-in never fails because the device could not be remembered.
 */
async function rememberDevice(accessToken: string, deviceKey: string, userAgent: string | null): Promise<void> {
  try {
    await securityApi().confirmDevice(accessToken, deviceKey, deviceNameFromUserAgent(userAgent));
  } catch (error) {
    console.warn(`[session] device not remembered: ${error instanceof Error ? error.name : String(error)}`);
  }
}

export const EXPIRED_CHALLENGE_MESSAGE = 'Tu ingreso venció. Vuelve a ingresar tu correo y contraseña.';
export const UNSUPPORTED_STEP_MESSAGE = 'Tu cuenta necesita un paso que esta tienda no ofrece. Escríbenos.';

/**
 * The answer to a sign-in step (`ingresar`, `desafio`): with tokens, the session's cookies and `{ step: done }`; with
 * a challenge, its `Session` sealed in a short-lived cookie and the form's next step. The browser sees no token.
 */
export async function signInAnswer(
  outcome: AuthOutcome,
  username: string,
  services: SessionServices,
  userAgent: string | null = null,
) {
  const cookies = new PendingCookies();
  if (outcome.kind === 'tokens') {
    const { IdToken, AccessToken, RefreshToken, NewDeviceMetadata } = outcome.tokens;
    const subject = tokenSubject(IdToken);
    if (!subject) return jsonError(AUTH_MESSAGES.unexpected, 502);
    if (NewDeviceMetadata) await rememberDevice(AccessToken, NewDeviceMetadata.DeviceKey, userAgent);
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
