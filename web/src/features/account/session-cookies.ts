/**
 * The session's cookies as Amplify keeps them in the browser (`Amplify.configure(config, { ssr: true })`):
 * `CognitoIdentityServiceProvider.<client>.LastAuthUser` and `….<client>.<user>.{idToken,accessToken,refreshToken,
 * clockDrift}`, readable by the page's Amplify and sent with every request, so server components know the session.
 */

/** The session cookie lasts 365 days (requirements: "Limits and constants"). */
export const SESSION_COOKIE_DAYS = 365;

export const SESSION_COOKIE_OPTIONS = {
  path: '/',
  sameSite: 'lax' as const,
  maxAge: SESSION_COOKIE_DAYS * 24 * 60 * 60,
};

/** The prefix of every cookie Amplify keeps the session in. */
export const AMPLIFY_COOKIE_PREFIX = 'CognitoIdentityServiceProvider';

/** A cookie name as js-cookie writes it (Amplify's browser storage): URI-encoded, with #$&+^`| left as they are. */
export function encodeCookieName(name: string): string {
  return encodeURIComponent(name).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent);
}

export interface IssuedSession {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
}

/**
 * The cookies that make a session issued on the server (the verification link's automatic sign-in) the browser's
 * Amplify session. `user` is the key Amplify files it under (its LastAuthUser); the token's subject is used, since
 * it needs no encoding.
 */
export function amplifySessionCookies(
  clientId: string,
  user: string,
  session: IssuedSession,
): { name: string; value: string }[] {
  const base = `${AMPLIFY_COOKIE_PREFIX}.${clientId}`;
  const entries = [
    { name: `${base}.LastAuthUser`, value: user },
    { name: `${base}.${user}.idToken`, value: session.idToken },
    { name: `${base}.${user}.accessToken`, value: session.accessToken },
    { name: `${base}.${user}.clockDrift`, value: '0' },
  ];
  if (session.refreshToken) entries.push({ name: `${base}.${user}.refreshToken`, value: session.refreshToken });
  return entries.map(({ name, value }) => ({ name: encodeCookieName(name), value }));
}
